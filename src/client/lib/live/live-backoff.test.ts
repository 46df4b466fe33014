import { describe, expect, it } from 'vitest';
import {
  MAX_DELAY_MS,
  MAX_REFUSED_DELAY_MS,
  reconnectDelay,
  refusedDelay,
} from './live-backoff.ts';

describe('reconnectDelay', () => {
  it('starts at 0.5 s and doubles up to 10 s, at the middle of its jitter', () => {
    const delays = Array.from({ length: 8 }, (_, attempt) => reconnectDelay(attempt, 0.5));
    expect(delays).toEqual([500, 1000, 2000, 4000, 8000, 10_000, 10_000, 10_000]);
  });

  it('spreads each delay over ±25 %, never beyond 10 s', () => {
    expect([reconnectDelay(0, 0), reconnectDelay(0, 0.999_999)]).toEqual([375, 625]);
    expect([reconnectDelay(3, 0), reconnectDelay(3, 0.999_999)]).toEqual([3000, 5000]);
    expect(reconnectDelay(10, 0)).toBe(7500);
    for (let attempt = 0; attempt < 60; attempt++)
      expect(reconnectDelay(attempt, 0.999_999)).toBeLessThanOrEqual(MAX_DELAY_MS);
  });

  it('waits 15 s after a refusal, doubling up to 5 minutes', () => {
    const delays = Array.from({ length: 7 }, (_, attempt) => refusedDelay(attempt, 0.5));
    expect(delays).toEqual([15_000, 30_000, 60_000, 120_000, 240_000, 300_000, 300_000]);
    expect(refusedDelay(0, 0)).toBe(11_250);
    expect(refusedDelay(40, 0.999_999)).toBeLessThanOrEqual(MAX_REFUSED_DELAY_MS);
  });
});
