/**
 * The authorisation walk: every registered route, called as a visitor, a passenger, a conductor,
 * an admin and a disabled user, must answer exactly as its declared access allows — and every route
 * must declare one. The better-auth endpoints are routes of their own (an allow-list); every other
 * /api/auth path is 404 for everyone. Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import { ACCESS_LEVELS, type Access } from '#shared/accounts/access.ts';
import { ORIGIN, post, signIn, signUpVerified } from '#server/modules/accounts/accounts.testing.ts';
import { servedAuthEndpoints } from '#server/modules/accounts/auth/endpoints/auth-endpoints.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';

type Identity = 'visitor' | 'passenger' | 'conductor' | 'admin' | 'disabled';
const IDENTITIES: Identity[] = ['visitor', 'passenger', 'conductor', 'admin', 'disabled'];
const DEMO_PASSWORDS = {
  passenger: 'busway-passenger',
  conductor: 'busway-conductor',
  admin: 'busway-admin',
} as const;
const AUTH_PREFIX = '/api/auth/';
/** Called with accounts of their own: the call would delete the account it is made with. */
const ENDS_THE_ACCOUNT = new Set(['POST /api/auth/delete-user']);
/** GitHub sign-in is configured so its endpoints are walked too; the walk never reaches the provider. */
const GITHUB_ENV = {
  GITHUB_CLIENT_ID: 'walk',
  GITHUB_CLIENT_SECRET: 'walk',
  GITHUB_BASE_URL: 'http://127.0.0.1:9',
};

/** What each identity may get from a route of each access level: allowed, or refused with 401/403. */
function expected(access: Access, who: Identity): 'allowed' | 401 | 403 {
  if (access === 'public') return 'allowed';
  if (who === 'visitor' || who === 'disabled') return 401;
  if (access === 'signed-in' || who === 'admin') return 'allowed';
  if (access === 'conductor') return who === 'conductor' ? 'allowed' : 403;
  return 403;
}

function concreteUrl(url: string): string {
  return url.replace(/:\w+/g, 'walk-0000').replace(/\*$/, 'walk');
}

describe.each(testDatabases())('authorisation walk on %s', (kind) => {
  let t: TestApp;
  const cookies = {} as Record<Identity, string>;

  beforeAll(async () => {
    t = await createTestApp({
      database: await openTestDatabase(kind),
      env: { DEMO_DATA: 'true', ...GITHUB_ENV },
    });
    cookies.visitor = '';
    cookies.passenger = await signIn(t.app, 'passenger@busway.demo', 'busway-passenger');
    cookies.conductor = await signIn(t.app, 'conductor@busway.demo', 'busway-conductor');
    cookies.admin = await signIn(t.app, 'admin@busway.demo', 'busway-admin');
    cookies.disabled = await signUpVerified(t.app, t.database.db, 'walk.disabled@example.com');
    const list = await t.app.inject({
      url: '/api/admin/users?q=walk.disabled',
      headers: { cookie: cookies.admin },
    });
    const id = list.json().users[0].id as string;
    expect(
      (await post(t.app, `/api/admin/users/${id}/disable`, { reason: 'walk test' }, cookies.admin))
        .statusCode,
    ).toBe(200);
  });
  afterAll(() => t.close());

  it('every route declares who may call it', () => {
    const undeclared = t.app.routeTable.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    for (const route of t.app.routeTable) expect(ACCESS_LEVELS).toContain(route.access);
  });

  function call(
    route: { method: string; url: string },
    cookie: string,
  ): Promise<LightMyRequestResponse> {
    return t.app.inject({
      method: route.method as 'GET',
      url: concreteUrl(route.url),
      headers: {
        cookie,
        origin: ORIGIN,
        ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }),
      },
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: '{}' }),
    });
  }

  /** "" when the answer is what the declaration allows, otherwise what went wrong. */
  function judge(
    route: { method: string; url: string; access: Access | undefined },
    who: Identity,
    res: LightMyRequestResponse,
  ): string {
    const want = expected(route.access as Access, who);
    const refused = res.statusCode === 401 || res.statusCode === 403;
    const ok = want === 'allowed' ? !refused : res.statusCode === want;
    return ok ? '' : `${route.method} ${route.url} as ${who}: ${res.statusCode}, expected ${want}`;
  }

  it('every route outside /api/auth answers each identity as its declaration allows', async () => {
    const routes = t.app.routeTable.filter(
      (r) => r.method !== 'HEAD' && r.method !== 'OPTIONS' && !r.url.startsWith(AUTH_PREFIX),
    );
    expect(routes.some((r) => r.access === 'admin')).toBe(true);
    expect(routes.some((r) => r.access === 'signed-in')).toBe(true);
    const wrong: string[] = [];
    for (const route of routes) {
      for (const who of IDENTITIES) wrong.push(judge(route, who, await call(route, cookies[who])));
    }
    expect(wrong.filter(Boolean)).toEqual([]);
  }, 120_000);

  it('answers 404 to better-auth endpoints Busway does not serve, whoever calls', async () => {
    const unused = [
      'POST /admin/set-role',
      'POST /admin/impersonate-user',
      'POST /admin/ban-user',
      'POST /admin/set-user-password',
      'POST /admin/remove-user',
      'GET /admin/list-users',
      'POST /send-verification-email',
      'POST /sign-in/email-otp',
      'POST /link-social',
    ];
    const wrong: string[] = [];
    for (const entry of unused) {
      const [method = 'POST', path = ''] = entry.split(' ');
      for (const who of IDENTITIES) {
        const res = await call({ method, url: `/api/auth${path}` }, cookies[who]);
        if (res.statusCode !== 404 || res.json().error.code !== 'not-found')
          wrong.push(`${entry} as ${who}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('serves exactly the allowed better-auth endpoints, each with its declared access', () => {
    const served = t.app.routeTable
      .filter((r) => r.url.startsWith(AUTH_PREFIX) && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url} ${r.access}`);
    const allowed = servedAuthEndpoints(true).map(
      (e) => `${e.method} /api/auth${e.path} ${e.access}`,
    );
    expect(served.sort()).toEqual(allowed.sort());
  });

  /**
   * A signed-in identity for one better-auth call: a live session (calls such as sign-out and
   * revoke-sessions end it, so it is renewed when gone), on an account of its own where the call
   * deletes the account.
   */
  const live: Partial<Record<Identity, string>> = {};
  let disposable = 0;
  async function liveSession(who: 'passenger' | 'conductor' | 'admin'): Promise<string> {
    const current = live[who] ?? cookies[who];
    if (
      current &&
      (await t.app.inject({ url: '/api/auth/get-session', headers: { cookie: current } })).json()
    )
      return current;
    return (live[who] = await signIn(t.app, `${who}@busway.demo`, DEMO_PASSWORDS[who]));
  }
  async function identityFor(route: string, who: Identity): Promise<string> {
    if (who === 'visitor' || who === 'disabled') return cookies[who];
    if (!ENDS_THE_ACCOUNT.has(route)) return liveSession(who);
    const email = `walk.${who}.${++disposable}@example.com`;
    const cookie = await signUpVerified(t.app, t.database.db, email);
    const admin = await liveSession('admin');
    const id = (
      await t.app.inject({ url: `/api/admin/users?q=${email}`, headers: { cookie: admin } })
    ).json().users[0].id as string;
    const role = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${id}/role`,
      // A conductor comes with their conductor profile (one account, one conductor record).
      payload:
        who === 'conductor'
          ? {
              role: who,
              conductor: {
                phone: '+49 30 1234567',
                employeeNumber: `W-${disposable}`,
                licenceNumber: `LIC-${disposable}`,
                busId: null,
              },
            }
          : { role: who },
      headers: { cookie: admin, origin: ORIGIN },
    });
    expect(role.statusCode, role.body).toBe(200);
    return cookie;
  }

  // Last: these calls sign the demo identities out.
  it('each allowed better-auth endpoint answers each identity as its declaration allows', async () => {
    const routes = t.app.routeTable.filter(
      (r) => r.url.startsWith(AUTH_PREFIX) && r.method !== 'HEAD',
    );
    const wrong: string[] = [];
    for (const route of routes) {
      for (const who of IDENTITIES) {
        const cookie = await identityFor(`${route.method} ${route.url}`, who);
        wrong.push(judge(route, who, await call(route, cookie)));
      }
    }
    expect(wrong.filter(Boolean)).toEqual([]);
  }, 120_000);
});
