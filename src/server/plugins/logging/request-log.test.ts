import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';

describe('request log', () => {
  let t: TestApp;
  let lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  beforeAll(async () => {
    t = await createTestApp({ logger: { level: 'info', stream } });
  });
  afterAll(() => t.close());

  it('writes one line per request at info, with its method, address, status and time', async () => {
    lines = [];
    await t.app.inject({ url: '/api/config?x=1', headers: { 'x-request-id': 'req-1' } });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        reqId: 'req-1',
        req: expect.objectContaining({ method: 'GET', url: '/api/config?x=1' }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
        msg: 'request completed',
      }),
    ]);
  });

  it('keeps e-mail addresses out of the log, plain or percent-encoded', async () => {
    lines = [];
    await t.app.inject({ url: '/api/dev/outbox?to=ana%40example.com&kind=code' });
    await t.app.inject({ url: '/api/dev/outbox?to=bo.b+x@example.org' });
    const text = JSON.stringify(lines);
    expect(text).not.toMatch(/example\.(com|org)/);
    expect(lines.map((line) => (line.req as { url: string }).url)).toEqual([
      '/api/dev/outbox?to=[email]&kind=code',
      '/api/dev/outbox?to=[email]',
    ]);
  });

  it('writes the same line for a refused request', async () => {
    lines = [];
    await t.app.inject({ url: '/api/admin/stops' });
    expect(lines.filter((line) => line.msg === 'request completed')).toEqual([
      expect.objectContaining({ res: { statusCode: 401 } }),
    ]);
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
  });
});
