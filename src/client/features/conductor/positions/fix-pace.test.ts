import { describe, expect, it } from 'vitest';
import { keepReading, metresBetween } from './fix-pace.ts';

const at = (seconds: number, northM = 0) => ({
  lat: 48 + northM / 111_195,
  lng: 11,
  at: Date.parse('2026-11-28T10:00:00Z') + seconds * 1000,
});

describe('which readings a phone keeps', () => {
  it('keeps the first, then one every 5 s, or sooner after 25 m', () => {
    expect(keepReading(null, at(0))).toBe(true);
    expect(keepReading(at(0), at(4, 10))).toBe(false);
    expect(keepReading(at(0), at(5))).toBe(true);
    expect(keepReading(at(0), at(2, 30))).toBe(true);
  });

  it('never keeps a reading no newer than the last', () => {
    expect(keepReading(at(5), at(5, 100))).toBe(false);
  });

  it('measures metres on the ground', () => {
    expect(metresBetween(at(0), at(0, 1000))).toBeCloseTo(1000, -1);
  });
});
