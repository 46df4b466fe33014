/** GET /api/health with SMTP_URL at a port where no mail server listens. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthResponse } from '#shared/system/system.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
});
afterAll(() => t.close());

describe('health with an unreachable mail server', () => {
  it('answers 200 degraded: mail down, the database ok with a latency reported', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('degraded');
    expect(body.checks.mail).toEqual({ status: 'down', transport: 'smtp' });
    // The latency's value is the service test's business (it runs on a clock of its own); here
    // it only has to be there, as a duration.
    expect(body.checks.database).toEqual({
      status: 'ok',
      kind: 'pglite',
      latencyMs: expect.any(Number),
    });
    expect(body.checks.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(body.checks.realtime.status).toBe('ok');
    expect(HealthResponse.parse(body)).toEqual(body);
  });
});
