import { describe, expect, it } from 'vitest';
import { retryAfterSeconds } from './attempt-window.ts';

const rule = { max: 5, windowMs: 15 * 60_000 };
const t0 = new Date('2026-11-22T10:00:00Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

describe('retryAfterSeconds', () => {
  it('lets attempts through below the maximum', () => {
    expect(retryAfterSeconds(undefined, rule, t0)).toBe(0);
    expect(retryAfterSeconds({ count: 4, windowStart: t0 }, rule, at(3))).toBe(0);
  });

  it('names the wait until the window ends once the maximum is reached', () => {
    expect(retryAfterSeconds({ count: 5, windowStart: t0 }, rule, at(4))).toBe(11 * 60);
    expect(retryAfterSeconds({ count: 5, windowStart: t0 }, rule, at(14.5))).toBe(30);
  });

  it('lets attempts through again once the window has ended', () => {
    expect(retryAfterSeconds({ count: 9, windowStart: t0 }, rule, at(15))).toBe(0);
  });
});
