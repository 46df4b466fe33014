import * as fakeIndexedDb from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FixInput } from '#shared/tracking/tracking.ts';
import type * as Queue from './position-queue.ts';
import type * as Sender from './position-sender.ts';
import type { SendOutcome } from './send-rules.ts';

let queue: typeof Queue;
let sender: typeof Sender;

// An empty IndexedDB per test, and the modules anew so their cached connection is to it.
beforeEach(async () => {
  const { IDBFactory, ...classes } = fakeIndexedDb;
  vi.stubGlobal('indexedDB', new IDBFactory());
  for (const [name, value] of Object.entries(classes)) {
    if (name.startsWith('IDB')) vi.stubGlobal(name, value);
  }
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.resetModules();
  queue = await import('./position-queue.ts');
  sender = await import('./position-sender.ts');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const TRIP = '3f1e4a52-6b1c-4d2e-9a7f-0c8d5e6f7a81';
const OTHER = '9a7f0c8d-5e6f-4a81-b1c4-d2e3f1e4a526';
const T0 = Date.parse('2026-11-28T10:00:00Z');
const fix = (second: number, tripId = TRIP): FixInput => ({
  tripId,
  lat: 48.1 + second / 1e4,
  lng: 11.5,
  recordedAt: new Date(T0 + second * 1000).toISOString(),
});

/** A sender whose server answers `answers` in turn (then 200), recording what each request sent. */
function senderAnswering(...answers: SendOutcome[]) {
  const sent: number[][] = [];
  const instance = new sender.PositionSender({
    post: (fixes) => {
      sent.push(fixes.map((f) => (Date.parse(f.recordedAt) - T0) / 1000));
      return Promise.resolve(answers.shift() ?? { kind: 'answer', status: 200 });
    },
    now: () => T0,
    random: () => 0.5,
  });
  return { instance, sent };
}

async function queueSeconds(...seconds: number[]) {
  for (const second of seconds) await queue.enqueueFix(fix(second));
}

describe('the position sender', () => {
  it('sends the queue oldest first and empties it on 200', async () => {
    await queueSeconds(0, 5, 10);
    const { instance, sent } = senderAnswering();
    await instance.flush();
    expect(sent).toEqual([[0, 5, 10]]);
    expect(await queue.countFixes()).toBe(0);
    expect(instance.current).toMatchObject({ status: 'idle', waiting: 0, lastSentAt: T0 });
  });

  it('drops the fixes a 400 names and sends the rest again at once', async () => {
    await queueSeconds(0, 5, 10);
    const { instance, sent } = senderAnswering({
      kind: 'answer',
      status: 400,
      fields: ['fixes[1].recordedAt'],
    });
    await instance.flush();
    expect(sent).toEqual([
      [0, 5, 10],
      [0, 10],
    ]);
    expect(await queue.countFixes()).toBe(0);
  });

  it('keeps the queue when the network is away and tries again after the back-off', async () => {
    await queueSeconds(0, 5);
    const { instance, sent } = senderAnswering({ kind: 'network' });
    await instance.flush();
    expect(instance.current).toMatchObject({ status: 'retrying', waiting: 2, retryAt: T0 + 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(instance.current.status).toBe('idle'));
    expect(sent).toEqual([
      [0, 5],
      [0, 5],
    ]);
    expect(await queue.countFixes()).toBe(0);
  });

  it('waits for a sign-in on 401 with the queue kept, and sends it on the next flush', async () => {
    await queueSeconds(0);
    const { instance, sent } = senderAnswering({ kind: 'answer', status: 401 });
    await instance.flush();
    expect(instance.current).toMatchObject({ status: 'sign-in', waiting: 1 });
    await instance.flush();
    expect(sent).toHaveLength(2);
    expect(await queue.countFixes()).toBe(0);
  });

  it('drops the trip’s fixes on 403 and keeps another trip’s', async () => {
    await queueSeconds(0, 5);
    await queue.enqueueFix(fix(7, OTHER));
    const { instance } = senderAnswering({ kind: 'answer', status: 403 });
    await instance.flush();
    expect(instance.current.status).toBe('refused');
    const left = await queue.oldestFixes(10);
    expect(left.map((queued) => queued.fix.tripId)).toEqual([OTHER]);
  });

  it('halves the batch on 413 and sends the same fixes in smaller requests', async () => {
    await queueSeconds(0, 5, 10, 15);
    const { instance, sent } = senderAnswering({ kind: 'answer', status: 413 });
    await instance.flush();
    expect(sent).toEqual([
      [0, 5, 10, 15],
      [0, 5],
      [10, 15],
    ]);
  });

  it('waits Retry-After on 429, then sends', async () => {
    await queueSeconds(0);
    const { instance, sent } = senderAnswering({ kind: 'answer', status: 429, retryAfterS: 30 });
    await instance.flush();
    expect(instance.current).toMatchObject({ status: 'budget', retryAt: T0 + 30_000 });
    await vi.advanceTimersByTimeAsync(29_000);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
  });

  it('keeps the queue across a reload (a new page reads the same database)', async () => {
    await queueSeconds(0, 5);
    vi.resetModules();
    const reloaded = (await import('./position-queue.ts')) as typeof Queue;
    expect((await reloaded.oldestFixes(10)).map((queued) => queued.fix.recordedAt)).toEqual([
      fix(0).recordedAt,
      fix(5).recordedAt,
    ]);
  });
});
