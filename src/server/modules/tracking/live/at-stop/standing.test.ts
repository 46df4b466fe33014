import { describe, expect, it } from 'vitest';
import { makeShape } from '../../prediction/shape.ts';
import { LiveState } from '../live-state.ts';
import type { TripContext } from '../trip-context.read-model.ts';

// Passau 08:00 → Augsburg (arrive 08:45, depart 08:50) → Ulm 09:40, 0.1° of latitude apart.
const T0 = Date.parse('2026-12-03T07:00:00Z');
const MIN = 60_000;
const point = (k: number) => ({ lat: 48 + k / 10, lng: 11.5 });
const shape = makeShape([point(0), point(1), point(2)]);
const times = [
  [0, 0],
  [45, 50],
  [100, 100],
];
const context: TripContext = {
  tripId: 't1',
  routeId: 'r1',
  routeName: 'X30',
  routeColour: '#1F6FEB',
  routeTextColour: '#FFFFFF',
  headsign: 'Ulm',
  serviceDate: '2026-12-03',
  status: 'scheduled',
  conductorUserId: null,
  busId: null,
  busName: null,
  stops: ['Passau Hbf', 'Augsburg Hbf', 'Ulm ZOB'].map((name, k) => ({
    sequence: k + 1,
    stopId: `s${k}`,
    name,
    ...point(k),
    alongM: (k * shape.lengthM) / 2,
    arrivalMs: T0 + times[k]![0]! * MIN,
    departureMs: T0 + times[k]![1]! * MIN,
  })),
  shape,
  line: [0, 1, 2].map((k) => [11.5, 48 + k / 10]),
};
/** A fix `part` of the way (0 = Passau, 1 = Augsburg, 2 = Ulm) at `minutes` after T0. */
const fix = (part: number, minutes: number) => ({
  atMs: T0 + minutes * MIN,
  lat: 48 + part / 10,
  lng: 11.5,
  bearing: 0,
  speed: 0,
});
/** Fixes every 30 s from `from` to `to` minutes, standing at `part`. */
const standing = (part: number, from: number, to: number) =>
  Array.from({ length: (to - from) * 2 + 1 }, (_, i) => fix(part + (i % 2) * 0.0002, from + i / 2));

describe('a bus standing at a stop, live', () => {
  it('at its first stop before its departure: at it, departing then, neither early nor late', () => {
    const state = new LiveState();
    state.follow(context, standing(0, -10, -5));
    const view = state.view('t1', T0 - 5 * MIN)!;
    expect(view.state).toBe('live');
    expect(view.atStop).toEqual({
      sequence: 1,
      since: new Date(T0 - 10 * MIN).toISOString(),
      departsAt: new Date(T0).toISOString(),
    });
    expect(view.delaySeconds).toBe(0);
    expect(view.stops[0]).toMatchObject({ passedAt: null, departsAt: new Date(T0).toISOString() });
    // Nothing ahead predicted before it leaves at 07:00.
    expect(Date.parse(view.stops[1]!.predictedAt!)).toBeGreaterThanOrEqual(T0);
  });

  it('at a timed stop: not passed, its delay not climbing while it waits, on time after leaving on time', () => {
    const state = new LiveState();
    state.follow(context, [fix(0, 0), fix(0.5, 22), ...standing(1, 43, 49.5)]);
    const waiting = state.view('t1', T0 + 49.5 * MIN)!;
    expect(waiting.atStop).toMatchObject({
      sequence: 2,
      departsAt: new Date(T0 + 50 * MIN).toISOString(),
    });
    expect(waiting.delaySeconds).toBe(0);
    expect(waiting.stops[1]!.passedAt).toBeNull();
    expect(Date.parse(waiting.stops[2]!.predictedAt!)).toBeGreaterThanOrEqual(T0 + 50 * MIN);
    expect(state.bus('t1', T0 + 49.5 * MIN, 600_000)!.delaySeconds).toBe(0);

    // Leaves at 08:50 and is a tenth of the way to Ulm at 08:55, as the timetable has it.
    state.apply(context, [fix(1.002, 50), fix(1.1, 55)]);
    const left = state.view('t1', T0 + 55 * MIN)!;
    expect(left.atStop).toBeNull();
    // Passed when it left (its last fix there), not when it was first a metre past the stop.
    expect(left.stops[1]!.passedAt).toBe(new Date(T0 + 50 * MIN).toISOString());
    expect(Math.abs(left.delaySeconds!)).toBeLessThan(60);
  });

  it('still at a held stop after its departure: late by the time since, departing now', () => {
    const state = new LiveState();
    state.follow(context, [fix(0, 0), fix(0.5, 22), ...standing(1, 44, 53)]);
    const late = state.view('t1', T0 + 53 * MIN)!;
    expect(late.atStop).toMatchObject({ sequence: 2, departsAt: null });
    expect(late.delaySeconds).toBe(180);
    expect(late.stops[1]!.departsAt).toBe(new Date(T0 + 53 * MIN).toISOString());
  });
});
