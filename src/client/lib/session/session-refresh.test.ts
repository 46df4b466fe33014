import { describe, expect, it } from 'vitest';
import {
  BACKOFF_MAX_MS,
  backoffDelay,
  isExpired,
  MAX_TIMER_MS,
  planRefresh,
} from './session-refresh.ts';

const now = 1_700_000_000_000;
const MIN = 60_000;

describe('session refresh policy', () => {
  it('treats the session as expired 30 s early', () => {
    expect(isExpired(now + 30_001, now)).toBe(false);
    expect(isExpired(now + 30_000, now)).toBe(true);
    expect(isExpired(now - 1, now)).toBe(true);
    expect(planRefresh(now + 29_999, now, 0)).toEqual({ kind: 'expired' });
  });

  it('refreshes 5 minutes before expiry', () => {
    expect(planRefresh(now + 60 * MIN, now, 0)).toEqual({ kind: 'refresh', delayMs: 55 * MIN });
    expect(planRefresh(now + 5 * MIN + 1, now, 0)).toEqual({ kind: 'refresh', delayMs: 1 });
  });

  it('asks again every 30 s inside the last 5 minutes, never past the early expiry', () => {
    expect(planRefresh(now + 4 * MIN, now, 0)).toEqual({ kind: 'refresh', delayMs: 30_000 });
    expect(planRefresh(now + 45_000, now, 0)).toEqual({ kind: 'refresh', delayMs: 15_000 });
  });

  it('backs off from 30 s, doubling up to 16 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 40].map(backoffDelay)).toEqual([
      30_000,
      MIN,
      2 * MIN,
      4 * MIN,
      8 * MIN,
      16 * MIN,
      16 * MIN,
      BACKOFF_MAX_MS,
    ]);
    expect(backoffDelay(0)).toBe(0);
  });

  it('uses the back-off after failures, capped by the early expiry', () => {
    const week = now + 7 * 24 * 60 * MIN;
    expect(planRefresh(week, now, 1)).toEqual({ kind: 'refresh', delayMs: 30_000 });
    expect(planRefresh(week, now, 3)).toEqual({ kind: 'refresh', delayMs: 2 * MIN });
    expect(planRefresh(now + 3 * MIN, now, 6)).toEqual({
      kind: 'refresh',
      delayMs: 3 * MIN - 30_000,
    });
  });

  it('never asks for a timer longer than setTimeout supports', () => {
    const farAway = now + 90 * 24 * 60 * MIN;
    expect(planRefresh(farAway, now, 0)).toEqual({ kind: 'refresh', delayMs: MAX_TIMER_MS });
  });
});
