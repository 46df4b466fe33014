/**
 * Property-based fuzz of every route in the OpenAPI document, and of the better-auth endpoints, as
 * a visitor, a passenger, a conductor and an admin: malformed path parameters, query strings and
 * JSON bodies (NUL, lone surrogates, huge strings, wrong types, odd dates). Whatever comes in, the
 * answer is never a 5xx, never leaks a stack trace or SQL, is never `null` as a whole, and every
 * 4xx is `{ error: { code, message } }`. One app on PGlite, and one on PostgreSQL for the routes
 * named below; a fixed seed per route, printed on failure with fast-check's path, so a failure
 * replays.
 */
import type { LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseKind } from '#db/client.ts';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import { ErrorBody } from '#shared/core/error-body.ts';
import { ORIGIN, signIn, signUpVerified } from '#server/modules/accounts/accounts.testing.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import {
  collectIds,
  encode,
  pathParam,
  queryValue,
  routesOf,
  type Identity,
  type Route,
} from './api-fuzz.routes.ts';
import { bodyFor } from './api-fuzz.testing.ts';

const SEED = 9_2026;
/** Runs per route for an identity the route admits, and for one it refuses at the door. */
const RUNS_ADMITTED = 25;
const RUNS_REFUSED = 1;
/** better-auth endpoints hash passwords (scrypt): fewer runs keep the walk under a minute. */
const RUNS_AUTH = 10;
/**
 * Findings on /api/auth endpoints, which the better-auth hardening of issue 9 owns: reported
 * there, and tolerated here by exact problem so the walk still guards everything else.
 */
const AUTH_FINDINGS: Record<string, string> = {
  'GET /api/auth/get-session as visitor': 'answered the body null',
};

const STACK = /\n\s+at |\bat .*\.[cm]?[jt]sx?:\d+|\.ts:\d+|node_modules\/|file:\/\//;
const SQL = /\b(select|insert into|delete from|update)\s+["\w*]|relation "|syntax error|SQLSTATE/i;

/** What is wrong with an answer, or undefined when it keeps every property. */
function problemOf(res: LightMyRequestResponse): string | undefined {
  const excerpt = res.body.slice(0, 300);
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${excerpt}`;
  if (res.body.trim() === 'null') return 'answered the body null';
  if (STACK.test(res.body)) return `leaks a stack trace: ${excerpt}`;
  if (SQL.test(res.body) && res.statusCode >= 400) return `leaks SQL: ${excerpt}`;
  if (res.statusCode < 400) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(res.body);
  } catch {
    return `answered ${res.statusCode} with a body that is not JSON: ${excerpt}`;
  }
  const shaped = ErrorBody.safeParse(parsed);
  if (!shaped.success || !shaped.data.error.message)
    return `answered ${res.statusCode} without the {error:{code,message}} shape: ${excerpt}`;
  return undefined;
}

/** A long URL or body, shortened for the failure list. */
const cut = (text: string) =>
  JSON.stringify(text.length > 240 ? `${text.slice(0, 200)}…(${text.length})` : text);

function seedOf(name: string): number {
  let hash = SEED;
  for (const char of name) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

interface Call {
  url: string;
  body: string | undefined;
}

function callArbitrary(route: Route, ids: string[]): fc.Arbitrary<Call> {
  const params = route.pathParams.map(() => pathParam(ids));
  const query = fc.record(
    Object.fromEntries(route.query.map((q) => [q.name, queryValue(q.schema, ids)])),
    { requiredKeys: [] },
  );
  const body = route.hasBody ? bodyFor(route.body, ids) : fc.constant(undefined);
  return fc.record({ params: fc.tuple(...params), query, body }).map(({ params, query, body }) => {
    let path = route.path;
    route.pathParams.forEach((name, i) => (path = path.replace(`{${name}}`, params[i] ?? '')));
    const pairs = Object.entries(query).flatMap(([k, values]) =>
      (values ?? []).map((v) => `${encode(k)}=${encode(v)}`),
    );
    return { url: pairs.length ? `${path}?${pairs.join('&')}` : path, body };
  });
}

/**
 * On PGlite every route is walked; on PostgreSQL (real concurrency, its own error texts) the routes
 * that take input from outside most: tracking, the live channel's HTTP side, GTFS-Realtime in and
 * out, and the simulation.
 */
const POSTGRES_ROUTES = /^\/(api\/(positions|live\/|admin\/(realtime-feeds|simulation))|gtfs-rt\/)/;
const routesOn = (kind: DatabaseKind, all: Route[]) =>
  kind === 'pglite' ? all : all.filter((route) => POSTGRES_ROUTES.test(route.path));

describe.each(testDatabases())('API fuzz on %s', (kind) => {
  let t: TestApp;
  const cookies = {} as Record<Identity, string>;
  let routes: Route[];
  let ids: string[];

  beforeAll(async () => {
    t = await createTestApp({
      database: await openTestDatabase(kind),
      env: { DEMO_DATA: 'true' },
    });
    cookies.visitor = '';
    cookies.passenger = await signIn(t.app, 'passenger@busway.demo', 'busway-passenger');
    cookies.conductor = await signIn(t.app, 'conductor@busway.demo', 'busway-conductor');
    cookies.admin = await signIn(t.app, 'admin@busway.demo', 'busway-admin');
    await signUpVerified(t.app, t.database.db, 'fuzz.target@example.com');
    routes = routesOn(
      kind,
      routesOf((await t.app.inject({ url: '/api/openapi.json' })).json(), t.app.routeTable),
    );
    ids = await collectIds(t.app, cookies.admin);
  });
  afterAll(() => t.close());

  async function fuzzRoute(route: Route, who: Identity): Promise<string | undefined> {
    const name = `${route.method} ${route.path} as ${who}`;
    const seed = seedOf(name);
    const property = fc.asyncProperty(callArbitrary(route, ids), async (call) => {
      const res = await t.app.inject({
        method: route.method,
        url: call.url,
        headers: {
          cookie: cookies[who],
          origin: ORIGIN,
          ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(call.body === undefined ? {} : { payload: call.body }),
      });
      const problem = problemOf(res);
      if (problem && AUTH_FINDINGS[name] !== problem)
        throw new Error(`${route.method} ${cut(call.url)} ${cut(call.body ?? '')} → ${problem}`);
    });
    const admitted = route.path.startsWith('/api/auth/') ? RUNS_AUTH : RUNS_ADMITTED;
    const runs = route.admits(who) ? admitted : RUNS_REFUSED;
    const result = await fc.check(property, { seed, numRuns: runs, endOnFailure: true });
    if (!result.failed) return undefined;
    const cause = result.errorInstance instanceof Error ? result.errorInstance.message : '';
    return `${name} (seed ${seed}, path ${result.counterexamplePath}): ${cause.slice(0, 600)}`;
  }

  it('every route, as every identity, answers malformed input with a 4xx in shape', async () => {
    if (kind === 'pglite') {
      expect(routes.length).toBeGreaterThan(40);
      expect(routes.some((r) => r.path === '/api/auth/sign-in/email')).toBe(true);
    } else {
      // Every tracking, feed and simulation route, so a new one is walked on PostgreSQL too.
      for (const path of ['/api/positions', '/api/live/search', '/api/admin/realtime-feeds/{id}'])
        expect(routes.map((r) => r.path)).toContain(path);
      expect(routes.some((r) => r.path.startsWith('/api/admin/simulation'))).toBe(true);
      expect(routes.some((r) => r.path.startsWith('/gtfs-rt/'))).toBe(true);
    }
    const failures: string[] = [];
    for (const route of routes) {
      for (const who of route.identities) {
        const failure = await fuzzRoute(route, who);
        if (failure) failures.push(failure);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
