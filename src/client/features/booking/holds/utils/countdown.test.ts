import { describe, expect, it } from 'vitest';
import type { Hold } from '#shared/booking/booking.ts';
import {
  countdownWords,
  firstToExpire,
  formatCountdown,
  secondsLeft,
  withExpired,
} from './countdown.ts';

const NOW = Date.parse('2026-03-01T10:00:00Z');

describe('hold countdown', () => {
  it('counts whole seconds to the expiry and stops at zero', () => {
    expect(secondsLeft('2026-03-01T10:08:42Z', NOW)).toBe(522);
    expect(secondsLeft('2026-03-01T10:00:00.400Z', NOW)).toBe(1);
    expect(secondsLeft('2026-03-01T09:59:00Z', NOW)).toBe(0);
  });

  it('reads as mm:ss and in words', () => {
    expect(formatCountdown(522)).toBe('08:42');
    expect(formatCountdown(600)).toBe('10:00');
    expect(formatCountdown(5)).toBe('00:05');
    expect(formatCountdown(-3)).toBe('00:00');
    expect(countdownWords(522)).toBe('8 minutes 42 seconds');
    expect(countdownWords(60)).toBe('1 minute');
    expect(countdownWords(1)).toBe('1 second');
    expect(countdownWords(0)).toBe('0 seconds');
  });

  it('finds the active hold that ends first', () => {
    const hold = (id: string, expiresAt: string) => ({ id, expiresAt }) as Hold;
    const holds = [
      hold('late', '2026-03-01T10:09:00Z'),
      hold('gone', '2026-03-01T09:59:00Z'),
      hold('soon', '2026-03-01T10:03:00Z'),
    ];
    expect(firstToExpire(holds, NOW)?.id).toBe('soon');
    expect(firstToExpire([holds[1]!], NOW)).toBeNull();
  });
});

describe('the held seats list', () => {
  it('keeps a hold that ran out, drops one released or booked before its time', () => {
    const hold = (id: string, expiresAt: string, bookingId: string | null = null) =>
      ({ id, expiresAt, bookingId }) as Hold;
    const active = hold('active', '2026-03-01T10:05:00Z');
    const ranOut = hold('ran-out', '2026-03-01T09:59:59Z');
    const released = hold('released', '2026-03-01T10:07:00Z');
    const paid = hold('paid', '2026-03-01T09:59:00Z', 'b1');
    expect(withExpired([active], [active, ranOut, released, paid], NOW).map((h) => h.id)).toEqual([
      'active',
      'ran-out',
    ]);
  });
});
