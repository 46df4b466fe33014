/**
 * The authorisation walk: every registered route, called as a visitor, a passenger, a conductor,
 * an admin and a disabled user, must answer exactly as its declared access allows — and every route
 * must declare one. Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabases } from '#db/testing.ts';
import { ACCESS_LEVELS, type Access } from '#shared/access.ts';
import { ORIGIN, post, signIn, signUpVerified } from '#server/modules/accounts/accounts.testing.ts';
import { createTestApp, type TestApp } from '#server/testing.ts';

type Identity = 'visitor' | 'passenger' | 'conductor' | 'admin' | 'disabled';
const IDENTITIES: Identity[] = ['visitor', 'passenger', 'conductor', 'admin', 'disabled'];

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
    t = await createTestApp({ database: await openTestDatabase(kind), env: { DEMO_DATA: 'true' } });
    cookies.visitor = '';
    cookies.passenger = await signIn(t.app, 'passenger@busway.demo', 'busway-passenger');
    cookies.conductor = await signIn(t.app, 'conductor@busway.demo', 'busway-conductor');
    cookies.admin = await signIn(t.app, 'admin@busway.demo', 'busway-admin');
    cookies.disabled = await signUpVerified(t.app, t.database.db, 'walk.disabled@example.com');
    const list = await t.app.inject({ url: '/api/admin/users?q=walk.disabled', headers: { cookie: cookies.admin } });
    const id = list.json().users[0].id as string;
    expect((await post(t.app, `/api/admin/users/${id}/disable`, { reason: 'walk test' }, cookies.admin)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('every route declares who may call it', () => {
    const undeclared = t.app.routeTable.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    for (const route of t.app.routeTable) expect(ACCESS_LEVELS).toContain(route.access);
  });

  it('every route answers each identity as its declaration allows', async () => {
    const routes = t.app.routeTable.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
    expect(routes.some((r) => r.access === 'admin')).toBe(true);
    expect(routes.some((r) => r.access === 'signed-in')).toBe(true);
    const wrong: string[] = [];
    for (const route of routes) {
      for (const who of IDENTITIES) {
        const res: LightMyRequestResponse = await t.app.inject({
          method: route.method as 'GET',
          url: concreteUrl(route.url),
          headers: { cookie: cookies[who], origin: ORIGIN, ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }) },
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: '{}' }),
        });
        const want = expected(route.access as Access, who);
        const refused = res.statusCode === 401 || res.statusCode === 403;
        const ok = want === 'allowed' ? !refused : res.statusCode === want;
        if (!ok) wrong.push(`${route.method} ${route.url} as ${who}: ${res.statusCode}, expected ${want}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
