import { describe, expect, it } from 'vitest';
import { deadlineFor, parseDeadline, secondsLeft } from './cooldown.ts';

describe('resend cool-down', () => {
  const now = 1_700_000_000_000;

  it('counts whole seconds left, rounding up, never below zero', () => {
    expect(secondsLeft(now + 60_000, now)).toBe(60);
    expect(secondsLeft(now + 59_001, now)).toBe(60);
    expect(secondsLeft(now + 1, now)).toBe(1);
    expect(secondsLeft(now - 5_000, now)).toBe(0);
    expect(secondsLeft(null, now)).toBe(0);
  });

  it('turns seconds into a deadline, and zero or nonsense into none', () => {
    expect(deadlineFor(30, now)).toBe(now + 30_000);
    expect(deadlineFor(0, now)).toBeNull();
    expect(deadlineFor(-3, now)).toBeNull();
    expect(deadlineFor(Number.NaN, now)).toBeNull();
  });

  it('reads back only a future, numeric deadline', () => {
    expect(parseDeadline(String(now + 10_000), now)).toBe(now + 10_000);
    expect(parseDeadline(String(now - 1), now)).toBeNull();
    expect(parseDeadline('soon', now)).toBeNull();
    expect(parseDeadline(null, now)).toBeNull();
  });
});
