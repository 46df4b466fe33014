import { describe, expect, it } from 'vitest';
import {
  departureAt,
  departureHold,
  firstDepartureState,
  isWaitingAt,
  nextDepartureState,
  type DepartureState,
  type TimedStop,
} from './departure.ts';
import type { MatchedFix } from './shape.ts';

const T0 = Date.parse('2026-02-16T10:00:00Z');
const MIN = 60_000;
/** Stops every 500 m, two minutes apart, each left a minute after it is reached; stop 2 timed. */
const stops: TimedStop[] = [0, 500, 1000, 1500, 2000].map((alongM, i) => ({
  alongM,
  scheduledMs: T0 + i * 2 * MIN,
  departureMs: T0 + i * 2 * MIN + (i === 0 ? 0 : MIN),
  timepoint: i === 2,
}));
const fix = (min: number, alongM: number): MatchedFix => ({
  atMs: T0 + min * MIN,
  alongM,
  offsetM: 0,
  offRoute: false,
});
function follow(fixes: MatchedFix[]): DepartureState {
  let state = firstDepartureState(stops, fixes[0]!);
  for (const f of fixes.slice(1)) state = nextDepartureState(stops, state, f);
  return state;
}

describe('whether a trip has left', () => {
  it('reads the timetable’s departure between stops', () => {
    expect(departureAt(stops, 0)).toBe(T0);
    expect(departureAt(stops, 500)).toBe(T0 + 3 * MIN);
    expect(departureAt(stops, 750)).toBe(T0 + 3.5 * MIN);
  });

  it('takes a bus driving through a stop to where it waits, long before its time, as not left', () => {
    const state = follow([fix(-20, 0), fix(-19, 300), fix(-18, 500), fix(-10, 505)]);
    expect(state.departedMs).toBeUndefined();
    expect(isWaitingAt(stops, state, 1)).toBe(true);
    expect(isWaitingAt(stops, state, 0)).toBe(false);
    // It leaves at its time there plus the lag learned, never before now.
    const hold = departureHold(stops, state, T0 - 10 * MIN, 60);
    expect(hold).toEqual({ alongM: 500, notBeforeMs: T0 + 4 * MIN, waiting: true });
    expect(departureHold(stops, state, T0 + 10 * MIN, 60).notBeforeMs).toBe(T0 + 10 * MIN);
    // Where its direction's buses wait farther on, it drives there first and waits there.
    expect(departureHold(stops, state, T0 - 10 * MIN, 60, 1000)).toEqual({
      alongM: 1000,
      notBeforeMs: T0 + 6 * MIN,
      waiting: true,
    });
  });

  it('takes moving away from where it waited, near its time, as leaving', () => {
    const state = follow([fix(-10, 0), fix(-5, 10), fix(1, 10), fix(1.5, 200)]);
    expect(state.departedMs).toBe(T0 + 1.25 * MIN);
    expect(state.waited).toBe(true);
    expect(isWaitingAt(stops, state, 0)).toBe(false);
  });

  it('takes a bus first seen well along the route as on its way', () => {
    const state = follow([fix(5, 1200)]);
    expect(state.departedMs).toBe(T0 + 5 * MIN);
    expect(state.waited).toBe(false);
  });

  it('holds a bus standing a minute early at a timed stop until the timetable’s departure', () => {
    const dwelling = follow([fix(0.5, 200), fix(2, 1000), fix(2.5, 1005)]);
    expect(dwelling.departedMs).toBeDefined();
    expect(isWaitingAt(stops, dwelling, 2)).toBe(true);
    // Half a minute is a dwell: it may go at once.
    expect(departureHold(stops, dwelling, T0 + 2.5 * MIN, 0).notBeforeMs).toBe(T0 + 2.5 * MIN);
    const state = follow([fix(0.5, 200), fix(2, 1000), fix(2.5, 1005), fix(3, 1005)]);
    expect(departureHold(stops, state, T0 + 3 * MIN, 0).notBeforeMs).toBe(T0 + 5 * MIN);
    // At an untimed stop it may go at once.
    const untimed = follow([fix(0.5, 200), fix(1, 500), fix(2, 505)]);
    expect(departureHold(stops, untimed, T0 + 2 * MIN, 0).notBeforeMs).toBe(T0 + 2 * MIN);
  });
});
