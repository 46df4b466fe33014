import { describe, expect, it } from 'vitest';
import { bestSample, clockOffset, clockVerdict } from './clock-offset.ts';

describe('clockOffset', () => {
  it('compares the server’s time with the middle of the round trip', () => {
    // Sent at 1,000, answered at 1,200: the server read 1,100 on a clock in step with ours.
    expect(clockOffset({ sentAt: 1_000, receivedAt: 1_200, serverTime: 1_100 })).toEqual({
      offsetMs: 0,
      roundTripMs: 200,
      uncertaintyMs: 100,
    });
    expect(clockOffset({ sentAt: 1_000, receivedAt: 1_200, serverTime: 4_100 }).offsetMs).toBe(
      3_000,
    );
    expect(clockOffset({ sentAt: 1_000, receivedAt: 1_040, serverTime: 0 }).offsetMs).toBe(-1_020);
  });

  it('never gives a negative round trip when the device’s clock stepped back', () => {
    expect(clockOffset({ sentAt: 1_000, receivedAt: 990, serverTime: 1_000 })).toEqual({
      offsetMs: 0,
      roundTripMs: 0,
      uncertaintyMs: 0,
    });
  });
});

describe('bestSample', () => {
  it('takes the sample with the shortest round trip', () => {
    const slow = { sentAt: 0, receivedAt: 300, serverTime: 150 };
    const fast = { sentAt: 400, receivedAt: 420, serverTime: 410 };
    expect(bestSample([slow, fast, slow])).toBe(fast);
    expect(bestSample([])).toBeUndefined();
  });
});

describe('clockVerdict', () => {
  const at = (offsetMs: number) => ({ offsetMs, roundTripMs: 20, uncertaintyMs: 10 });

  it('passes clocks within the warning, and says so', () => {
    expect(clockVerdict(at(40))).toEqual({
      status: 'pass',
      summary: "This device's clock agrees with the server's (within 0.1 s).",
    });
    expect(clockVerdict(at(-5_000)).status).toBe('pass');
  });

  it('warns past it, naming whether the device is behind or ahead', () => {
    expect(clockVerdict(at(5_001)).summary).toMatch(
      /^This device's clock is 5\.0 s behind the server's/,
    );
    expect(clockVerdict(at(-90_000)).summary).toMatch(
      /^This device's clock is 90 s ahead of the server's/,
    );
    expect(clockVerdict(at(-600_000)).summary).toMatch(/is 10 min ahead of/);
    expect(clockVerdict(at(3_000), 2_000).status).toBe('warn');
  });
});
