import { describe, expect, it } from 'vitest';
import {
  arrivalsAfterWaiting,
  delayAt,
  delayAtStop,
  heldUntil,
  holds,
  nextWaiting,
  scheduledOnTheWay,
  stopAt,
  type StopCall,
} from './at-stop.ts';

const T0 = Date.parse('2026-12-03T07:00:00Z');
const MIN = 60_000;
// Three stops 0.1° of latitude apart (about 11.1 km): a first stop, a timed stop with a 5 min
// wait (arrive 07:45, depart 07:50, like Augsburg Hbf) and the last stop.
const lat = (k: number) => 48 + k / 10;
const KM_PER_STOP = 11_119.5;
const stops: StopCall[] = [
  { lat: lat(0), lng: 11, alongM: 0, arrivalMs: T0, departureMs: T0 },
  {
    lat: lat(1),
    lng: 11,
    alongM: KM_PER_STOP,
    arrivalMs: T0 + 45 * MIN,
    departureMs: T0 + 50 * MIN,
  },
  {
    lat: lat(2),
    lng: 11,
    alongM: 2 * KM_PER_STOP,
    arrivalMs: T0 + 100 * MIN,
    departureMs: T0 + 100 * MIN,
  },
];
/** A bus `m` metres along the shape, on it. */
const bus = (m: number, atMs = T0) => ({
  atMs,
  alongM: m,
  lat: 48 + m / KM_PER_STOP / 10,
  lng: 11,
  offRoute: false,
});

describe('which stop a bus stands at', () => {
  it('is the stop within 40 m along the shape either side, near it in space', () => {
    expect(stopAt(stops, bus(0))).toBe(0);
    expect(stopAt(stops, bus(35))).toBe(0);
    expect(stopAt(stops, bus(45))).toBeNull();
    expect(stopAt(stops, bus(KM_PER_STOP - 30))).toBe(1);
    expect(stopAt(stops, bus(KM_PER_STOP + 39))).toBe(1);
    expect(stopAt(stops, bus(KM_PER_STOP + 41))).toBeNull();
  });

  it('is none off the route, far from the stop in space, or at the last stop (the trip has ended)', () => {
    expect(stopAt(stops, { ...bus(0), offRoute: true })).toBeNull();
    expect(stopAt(stops, { ...bus(0), lng: 11.01 })).toBeNull();
    expect(stopAt(stops, bus(2 * KM_PER_STOP))).toBeNull();
  });

  it('keeps the time it came while it stays, and starts anew at another stop', () => {
    let waiting = nextWaiting(null, stops, bus(KM_PER_STOP - 20, T0 + 40 * MIN));
    expect(waiting).toEqual({ index: 1, sinceMs: T0 + 40 * MIN, lastMs: T0 + 40 * MIN });
    waiting = nextWaiting(waiting, stops, bus(KM_PER_STOP + 10, T0 + 48 * MIN));
    expect(waiting).toEqual({ index: 1, sinceMs: T0 + 40 * MIN, lastMs: T0 + 48 * MIN });
    expect(nextWaiting(waiting, stops, bus(KM_PER_STOP + 200, T0 + 51 * MIN))).toBeNull();
  });
});

describe('a bus standing at a stop', () => {
  it('holds at its first stop and at a timed stop, not at a stop without a wait', () => {
    const through = [stops[0]!, { ...stops[1]!, departureMs: stops[1]!.arrivalMs }, stops[2]!];
    expect([holds(stops, 0), holds(stops, 1), holds(through, 1)]).toEqual([true, true, false]);
    expect(heldUntil(stops, 1, T0 + 40 * MIN)).toBe(T0 + 50 * MIN);
    expect(heldUntil(stops, 1, T0 + 50 * MIN)).toBeNull();
    expect(heldUntil(through, 1, T0 + 40 * MIN)).toBeNull();
  });

  it('is not late before a held departure, late only after it; early only where it does not hold', () => {
    expect(delayAtStop(stops, 1, T0 + 40 * MIN)).toBe(0);
    expect(delayAtStop(stops, 1, T0 + 49 * MIN)).toBe(0);
    expect(delayAtStop(stops, 1, T0 + 52 * MIN)).toBe(2 * MIN);
    // The X30 at Passau 10 min before its 08:00 departure: not "10 min early".
    expect(delayAtStop(stops, 0, T0 - 10 * MIN)).toBe(0);
    const through = [stops[0]!, { ...stops[1]!, departureMs: stops[1]!.arrivalMs }, stops[2]!];
    expect(delayAtStop(through, 1, T0 + 43 * MIN)).toBe(-2 * MIN);
  });

  it('is on time once it left a timed stop on time, not late by the wait', () => {
    // 500 m past Augsburg at 07:52:30, having left at 07:50: the timetable runs from its 07:50
    // departure (not its 07:45 arrival, which made such a bus "5 min late").
    expect(scheduledOnTheWay(stops, KM_PER_STOP + 500)).toBeCloseTo(T0 + 52.25 * MIN, -4);
    const justLeft = { atMs: T0 + 52.5 * MIN, alongM: KM_PER_STOP + 500 };
    expect(Math.abs(delayAt(stops, justLeft, null))).toBeLessThan(MIN);
  });

  it('is never early before it has left its first stop, and late after the departure', () => {
    expect(delayAt(stops, { atMs: T0 - 10 * MIN, alongM: 0 }, null)).toBe(0);
    expect(delayAt(stops, { atMs: T0 + 3 * MIN, alongM: 20 }, null)).toBe(3 * MIN);
    expect(
      delayAt(
        stops,
        { atMs: T0 - 5 * MIN, alongM: 0 },
        { index: 0, sinceMs: T0 - 9 * MIN, lastMs: T0 - 5 * MIN },
      ),
    ).toBe(0);
  });
});

describe('arrivals ahead of a bus standing at a stop', () => {
  const waiting = { index: 1, sinceMs: T0 + 40 * MIN, lastMs: T0 + 41 * MIN };

  it('predicts no stop ahead before the held departure', () => {
    const eta = [undefined, undefined, T0 + 48 * MIN];
    expect(arrivalsAfterWaiting(stops, waiting, eta, T0 + 41 * MIN, T0 + 41 * MIN)).toEqual([
      undefined,
      undefined,
      T0 + 50 * MIN,
    ]);
  });

  it('leaves a later ETA alone, never predicts the stop it stands at, and keeps times in order', () => {
    const four = [...stops, { ...stops[2]!, alongM: 3 * KM_PER_STOP, arrivalMs: T0 + 130 * MIN }];
    const eta = [T0, T0 + 44 * MIN, T0 + 110 * MIN, T0 + 105 * MIN];
    expect(arrivalsAfterWaiting(four, waiting, eta, T0 + 41 * MIN, T0 + 41 * MIN)).toEqual([
      undefined,
      undefined,
      T0 + 110 * MIN,
      T0 + 110 * MIN,
    ]);
  });

  it('once late, predicts nothing ahead before now', () => {
    const now = T0 + 55 * MIN;
    const eta = [undefined, undefined, T0 + 50 * MIN];
    expect(arrivalsAfterWaiting(stops, waiting, eta, now, now)).toEqual([
      undefined,
      undefined,
      now,
    ]);
  });
});
