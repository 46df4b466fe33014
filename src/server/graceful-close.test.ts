/** Closing the app finishes in-flight requests and refuses new ones. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/app.testing.ts';

let t: TestApp;
let release: () => void = () => undefined;
let started: Promise<void>;

beforeAll(async () => {
  let markStarted: () => void = () => undefined;
  started = new Promise((resolve) => (markStarted = resolve));
  t = await createTestApp({
    register(app) {
      app.get('/api/test/slow', { config: { access: 'public' } }, async () => {
        markStarted();
        await new Promise<void>((resolve) => (release = resolve));
        return { finished: true };
      });
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.database.close());

describe('graceful close', () => {
  it('lets an in-flight request finish, then stops accepting', async () => {
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const base = `http://127.0.0.1:${address.port}`;
    const inFlight = fetch(`${base}/api/test/slow`);
    await started;
    const closing = t.app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ finished: true });
    await closing;
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  });
});
