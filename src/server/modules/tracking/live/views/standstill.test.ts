import { describe, expect, it } from 'vitest';
import { flooredWhileStill, notMovingSince, stillAfter, type Still } from './standstill.ts';

const T0 = Date.parse('2030-03-01T07:00:00Z');
const stops = [
  { stopId: 'a', alongM: 0, scheduledMs: T0, departureMs: T0 },
  { stopId: 'b', alongM: 1_000, scheduledMs: T0 + 600_000, departureMs: T0 + 600_000 },
  { stopId: 'c', alongM: 2_000, scheduledMs: T0 + 1_200_000, departureMs: T0 + 1_200_000 },
];

const stand = (fixes: [number, number][]) =>
  fixes.reduce<Still | undefined>(
    (still, [s, alongM]) => stillAfter(still, { atMs: T0 + s * 1000, alongM }),
    undefined,
  );

describe('a bus that stopped moving', () => {
  it('is not moving after a minute within 30 m, away from any stop', () => {
    const still = stand([
      [0, 400],
      [10, 500],
      [40, 510],
      [100, 520],
    ]);
    expect(notMovingSince(still, stops)).toBe(T0 + 10_000);
    expect(
      notMovingSince(
        stand([
          [10, 500],
          [60, 510],
        ]),
        stops,
      ),
    ).toBeNull();
  });

  it('moves again once it goes 30 m, and waits at a stop without being "not moving"', () => {
    expect(
      notMovingSince(
        stand([
          [10, 500],
          [100, 510],
          [110, 560],
        ]),
        stops,
      ),
    ).toBeNull();
    expect(
      notMovingSince(
        stand([
          [0, 990],
          [300, 1_000],
        ]),
        stops,
      ),
    ).toBeNull();
  });

  it('judges a simulated bus by its own clock: 6 s of real time at 10× is a minute', () => {
    const still = stand([
      [0, 500],
      [6, 505],
    ]);
    expect(notMovingSince(still, stops)).toBeNull();
    expect(notMovingSince(still, stops, 10)).toBe(T0);
    expect(flooredWhileStill([undefined, T0, undefined], stops, 500, T0, 10)[1]).toBe(T0 + 30_000);
  });

  it('lets the ETAs grow while it stands: none sooner than now plus the timetable from there', () => {
    const now = T0 + 900_000;
    // At 500 m (timetable 07:05), c is 15 min of timetable away.
    const floored = flooredWhileStill([undefined, T0 + 700_000, T0 + 2_500_000], stops, 500, now);
    expect(floored[0]).toBeUndefined();
    expect(floored[1]).toBe(now + 300_000);
    expect(floored[2]).toBe(T0 + 2_500_000);
  });
});
