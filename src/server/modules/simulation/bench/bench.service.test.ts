import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BenchStart } from '#shared/simulation/bench.ts';
import { startLiveApp, type LiveTestApp } from '#server/realtime/live.testing.ts';
import { eventually } from '#server/realtime/realtime.testing.ts';
import { createBenchService } from './bench.service.ts';

describe('the load bench', () => {
  let t: LiveTestApp;
  beforeAll(async () => {
    t = await startLiveApp();
  });
  afterAll(() => t.close());

  it('publishes N buses a second to M subscribers of /api/live and measures what arrives', async () => {
    const bench = createBenchService({ hub: t.app.deps.hub, liveUrl: () => t.url, now: Date.now });
    bench.start({ buses: 25, subscribers: 8, durationS: 5 });
    expect(() => bench.start({ buses: 1, subscribers: 1, durationS: 5 })).toThrow(
      /A bench is running/,
    );
    const done = await eventually(
      () => (bench.status().running ? undefined : bench.status()),
      15_000,
    );
    expect(done).toMatchObject({ ended: 'finished', connected: 0, errors: [] });
    expect(done.totals.published).toBe(5);
    expect(done.totals.expected).toBe(5 * 25 * 8);
    expect(done.totals.delivered).toBe(done.totals.expected);
    expect(done.totals.p50).toBeGreaterThanOrEqual(0);
    expect(done.totals.p99).toBeGreaterThanOrEqual(done.totals.p50!);
    expect(done.seconds.length).toBeGreaterThanOrEqual(4);
    expect(done.seconds.reduce((sum, s) => sum + s.updates, 0)).toBe(done.totals.delivered);
  }, 20_000);

  it('stops when asked, and says it could not run while the server does not listen', async () => {
    const bench = createBenchService({ hub: t.app.deps.hub, liveUrl: () => t.url, now: Date.now });
    bench.start({ buses: 5, subscribers: 2, durationS: 60 });
    await eventually(() => (bench.status().totals.published > 0 ? true : undefined), 10_000);
    expect(await bench.stop()).toMatchObject({ running: false, ended: 'stopped' });
    const deaf = createBenchService({
      hub: t.app.deps.hub,
      liveUrl: () => undefined,
      now: Date.now,
    });
    deaf.start({ buses: 5, subscribers: 2, durationS: 5 });
    await eventually(() => (deaf.status().running ? undefined : true), 2000);
    expect(deaf.status()).toMatchObject({
      ended: 'failed',
      errors: [expect.stringMatching(/not listening/)],
    });
  }, 20_000);

  it('bounds buses, subscribers, their product and the duration, naming the field', () => {
    const problem = (input: object) => BenchStart.safeParse(input).error?.issues[0];
    expect(problem({ buses: 1001, subscribers: 1, durationS: 10 })).toMatchObject({
      path: ['buses'],
    });
    expect(problem({ buses: 1000, subscribers: 201, durationS: 10 })).toMatchObject({
      path: ['subscribers'],
      message: expect.stringMatching(/at most 200,000/),
    });
    expect(problem({ buses: 1, subscribers: 1, durationS: 301 })).toMatchObject({
      path: ['durationS'],
    });
    expect(problem({ buses: 1000, subscribers: 200, durationS: 300 })).toBeUndefined();
  });
});
