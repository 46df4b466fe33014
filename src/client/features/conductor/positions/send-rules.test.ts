import { describe, expect, it } from 'vitest';
import { MAX_FIXES_PER_BATCH } from '#shared/tracking/tracking.ts';
import {
  backoffMs,
  FIRST_STATE,
  namedIndexes,
  overflow,
  planAfter,
  type SendOutcome,
} from './send-rules.ts';

const NOW = Date.parse('2026-11-28T10:00:00Z');
const answer = (status: number, extra: Partial<Extract<SendOutcome, { kind: 'answer' }>> = {}) =>
  ({ kind: 'answer', status, ...extra }) as const;
const after = (outcome: SendOutcome, sent = 10, state = FIRST_STATE, random = 0.5) =>
  planAfter(outcome, sent, state, NOW, random);

describe("decision 025's table, row by row", () => {
  it('200: drops the request’s fixes and sends the next', () => {
    expect(after(answer(200)).plan).toEqual({ action: 'drop-sent', bug: false });
  });

  it('400 with fields: drops the fixes named, by the schema or by the checks, and sends the rest', () => {
    const outcome = answer(400, { fields: ['body.fixes.3.lat', 'fixes[7].recordedAt'] });
    expect(after(outcome).plan).toEqual({ action: 'drop-named', indexes: [3, 7] });
  });

  it('400 without fields, and 415: a bug, the request’s fixes dropped and reported', () => {
    expect(after(answer(400)).plan).toEqual({ action: 'drop-sent', bug: true });
    expect(after(answer(415)).plan).toEqual({ action: 'drop-sent', bug: true });
  });

  it('413 without Retry-After: the same fixes again in smaller batches', () => {
    const { plan, state } = after(answer(413), 100);
    expect(plan).toEqual({ action: 'split' });
    expect(state.batchSize).toBe(50);
    expect(after(answer(413), 50, state).state.batchSize).toBe(25);
  });

  it('401: keeps the queue and asks to sign in', () => {
    expect(after(answer(401)).plan).toEqual({ action: 'sign-in' });
  });

  it('403: drops the trip’s fixes (no longer its conductor)', () => {
    expect(after(answer(403)).plan).toEqual({ action: 'drop-trip', reason: 'forbidden' });
  });

  it('404: drops the trip’s fixes (the trip is gone)', () => {
    expect(after(answer(404)).plan).toEqual({ action: 'drop-trip', reason: 'gone' });
  });

  it('429: waits Retry-After seconds, then sends again in full batches', () => {
    const small = { failures: 0, batchSize: 25 };
    const { plan, state } = after(answer(429, { retryAfterS: 42 }), 25, small);
    expect(plan).toEqual({ action: 'wait', atMs: NOW + 42_000, reason: 'budget' });
    expect(state.batchSize).toBe(MAX_FIXES_PER_BATCH);
  });

  it.each([
    ['a 5xx', answer(503)],
    ['a 408', answer(408)],
    ['no answer', { kind: 'network' } as const],
  ])('%s: keeps the queue and retries after 1 s, doubling to 60 s', (_name, outcome) => {
    let state = FIRST_STATE;
    const waits: number[] = [];
    for (let i = 0; i < 9; i++) {
      const next = after(outcome, 10, state);
      expect(next.plan).toMatchObject({ action: 'wait', reason: 'retry' });
      if (next.plan.action === 'wait') waits.push(next.plan.atMs - NOW);
      state = next.state;
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60].map((s) => s * 1000));
    // Any settling answer starts the back-off again from 1 s.
    expect(after(answer(200), 10, state).state.failures).toBe(0);
  });
});

describe('the back-off’s jitter', () => {
  it('is ±30 % of the step', () => {
    expect(backoffMs(1, 0)).toBe(700);
    expect(backoffMs(1, 0.999_999)).toBe(1300);
    expect(backoffMs(7, 0)).toBe(42_000);
    expect(backoffMs(7, 0.999_999)).toBe(78_000);
  });
});

describe('the fixes a 400 names', () => {
  it('reads both spellings, ignores fields of no fix, and names the only fix of a request of one', () => {
    expect(namedIndexes(['body.fixes.0.lng', 'fixes[0].recordedAt', 'fixes[2].tripId'], 3)).toEqual(
      [0, 2],
    );
    expect(namedIndexes(['recordedAt'], 1)).toEqual([0]);
    expect(namedIndexes(['body'], 1)).toEqual([]);
    expect(namedIndexes(['fixes[9].lat'], 3)).toEqual([]);
  });
});

describe('the queue’s bound', () => {
  const SEC = 1000;
  it('keeps the last two hours whole and thins older fixes to one a minute', () => {
    const start = NOW - 3 * 3600 * SEC;
    const times = Array.from({ length: (3 * 3600) / 5 + 1 }, (_, i) => start + i * 5 * SEC);
    const drop = new Set(overflow(times));
    const kept = times.filter((_, i) => !drop.has(i));
    const old = kept.filter((at) => at < NOW - 2 * 3600 * SEC);
    expect(old).toHaveLength(60);
    expect(kept.filter((at) => at >= NOW - 2 * 3600 * SEC)).toHaveLength((2 * 3600) / 5 + 1);
  });

  it('drops nothing from a short queue', () => {
    expect(overflow([NOW - 10 * SEC, NOW - 5 * SEC, NOW])).toEqual([]);
    expect(overflow([])).toEqual([]);
  });
});
