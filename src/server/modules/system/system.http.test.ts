/** GET /api/health with SMTP_URL at a port where no mail server listens. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing.ts';
import { MAIL_CHECK_TIMEOUT_MS } from './system.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
});
afterAll(() => t.close());

describe('health with an unreachable mail server', () => {
  it('answers 200 degraded: mail down, the database ok with its own latency', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('degraded');
    expect(body.checks.mail).toEqual({ status: 'down', transport: 'smtp' });
    expect(body.checks.database).toMatchObject({ status: 'ok', kind: 'pglite' });
    // The database's own round trip, not the mail server's time-out.
    expect(body.checks.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(body.checks.database.latencyMs).toBeLessThan(MAIL_CHECK_TIMEOUT_MS);
    expect(body.checks.realtime.status).toBe('ok');
  });
});
