import { describe, expect, it } from 'vitest';
import { observedStops, type ObservedFix } from './observed-stops.ts';

const T0 = Date.parse('2030-03-01T07:00:00Z');
const stops = [{ alongM: 0 }, { alongM: 1_000 }, { alongM: 2_000 }, { alongM: 3_000 }];
const fix = (s: number, alongM: number, over: Partial<ObservedFix> = {}): ObservedFix => ({
  atMs: T0 + s * 1000,
  alongM,
  offRoute: false,
  flag: null,
  ...over,
});

describe('what an ended trip’s stops show', () => {
  it('is the time the bus crossed each stop, left the first and arrived at the last', () => {
    const fixes = [fix(0, 0), fix(10, 100), fix(60, 900), fix(70, 1_100), fix(180, 2_960)];
    const seen = observedStops(stops, fixes);
    expect(seen[0]).toBeCloseTo(T0 + 5_000);
    expect(seen[1]).toBeCloseTo(T0 + 65_000);
    // 2,000 m and the arrival at 2,950 m lie between fixes 110 s apart: interpolated.
    expect(seen[2]).toBeCloseTo(T0 + 70_000 + (900 / 1_860) * 110_000);
    expect(seen[3]).toBeCloseTo(T0 + 70_000 + (1_850 / 1_860) * 110_000);
  });

  it('leaves unobserved the stops before the first fix and those passed in a long gap', () => {
    // The run started mid-route (a simulation at 07:19): no stop before it "passed" then.
    const fixes = [fix(0, 1_500), fix(10, 1_600), fix(400, 2_900), fix(410, 2_990)];
    const seen = observedStops(stops, fixes);
    expect(seen.slice(0, 3)).toEqual([undefined, undefined, undefined]);
    expect(seen[3]).toBeCloseTo(T0 + 400_000 + (50 / 90) * 10_000);
  });

  it('never takes a flagged or off-route fix, and says arrived for a bus first seen at the end', () => {
    const fixes = [
      fix(0, 500),
      fix(5, 2_500, { flag: 'jump' }),
      fix(10, 600, { offRoute: true }),
      fix(20, 700),
    ];
    expect(observedStops(stops, fixes)).toEqual([undefined, undefined, undefined, undefined]);
    const late = observedStops(stops, [fix(0, 500), fix(900, 3_000)]);
    expect(late[3]).toBe(T0 + 900_000);
  });
});
