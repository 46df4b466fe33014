import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, ORIGIN } from '#server/modules/accounts/accounts.testing.ts';
import type { TestApp } from '#server/testing/app.testing.ts';
import { demoAppAsAdmin, writtenRows } from './refusals.testing.ts';

const EVIL = 'http://evil.example';

let t: TestApp;
let admin: string;
let passengerId: string;
beforeAll(async () => {
  ({ t, admin, passengerId } = await demoAppAsAdmin({ PUBLIC_URL: 'https://busway.example' }));
});
afterAll(() => t.close());

const written = () => writtenRows(t.database.db);

const newStop = (code: string) => ({ code, name: `Stop ${code}`, lat: 48.1, lng: 11.5 });

function asAdmin(options: InjectOptions & { headers?: Record<string, string> }) {
  return t.app.inject({ ...options, headers: { cookie: admin, ...options.headers } });
}

describe('origin check on state-changing requests', () => {
  it('refuses an admin change sent from another site with 403 naming it, and writes nothing', async () => {
    const before = await written();
    const requests: InjectOptions[] = [
      { method: 'POST', url: '/api/admin/stops', payload: newStop('EVL') },
      { method: 'POST', url: `/api/admin/users/${passengerId}/enable` },
      { method: 'POST', url: `/api/admin/users/${passengerId}/password-reset` },
      { method: 'POST', url: '/api/admin/schedules/rollout' },
      { method: 'POST', url: '/api/admin/gtfs/import' },
      { method: 'DELETE', url: `/api/admin/users/${passengerId}` },
    ];
    for (const request of requests) {
      const res = await asAdmin({ ...request, headers: { origin: EVIL } });
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(403);
      expect(res.json().error).toMatchObject({ code: 'permission-denied' });
      expect(res.json().error.message).toContain(EVIL);
    }
    expect(await written()).toEqual(before);
  });

  it('judges by Referer when Origin is absent', async () => {
    const refused = await asAdmin({
      method: 'POST',
      url: '/api/admin/stops',
      payload: newStop('REF'),
      headers: { referer: `${EVIL}/page?x=1` },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toContain(EVIL);
    const allowed = await asAdmin({
      method: 'POST',
      url: '/api/admin/stops',
      payload: newStop('REF'),
      headers: { referer: 'https://busway.example/adminstops' },
    });
    expect(allowed.statusCode).toBe(201);
  });

  it("accepts Busway's own origins: PUBLIC_URL, the listen address, the host it was sent to", async () => {
    const own = [
      ['https://busway.example', 'busway.example'],
      [ORIGIN, 'localhost:3000'],
      ['http://127.0.0.1:3000', '127.0.0.1:3000'],
      ['http://192.168.1.20:3000', '192.168.1.20:3000'],
    ];
    for (const [i, [origin, host]] of own.entries()) {
      const res = await asAdmin({
        method: 'POST',
        url: '/api/admin/stops',
        payload: newStop(`OWN${i}`),
        headers: { origin: origin!, host: host! },
      });
      expect(res.statusCode, origin).toBe(201);
    }
  });

  it('refuses a page on another port or scheme of the same machine, and the origin "null"', async () => {
    for (const origin of ['http://localhost:5173', 'http://localhost:8080', 'null']) {
      const res = await asAdmin({
        method: 'POST',
        url: '/api/admin/stops',
        payload: newStop('PRT'),
        headers: { origin, host: 'localhost:3000' },
      });
      expect(res.statusCode, origin).toBe(403);
      expect(res.json().error.message).toContain(origin);
    }
  });

  it('lets requests with neither Origin nor Referer through (curl, servers, app.inject)', async () => {
    const res = await asAdmin({
      method: 'POST',
      url: '/api/admin/stops',
      payload: newStop('CLI'),
    });
    expect(res.statusCode).toBe(201);
  });

  it('leaves reads alone: a GET from another site is answered', async () => {
    const res = await asAdmin({ url: '/api/admin/stops', headers: { origin: EVIL } });
    expect(res.statusCode).toBe(200);
  });

  it('covers /api/auth too: a sign-in from another site is refused and sets no cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'admin@busway.demo', password: 'busway-admin' },
      headers: { origin: EVIL },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('permission-denied');
    expect(cookieOf(res)).toBe('');
  });
});
