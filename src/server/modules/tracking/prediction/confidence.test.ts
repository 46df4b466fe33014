import { describe, expect, it } from 'vitest';
import { FEW_BUSES, predictedFrom, supportOf } from './confidence.ts';
import { Learned, segmentKey, STRETCH_TAU_MS } from './learning.ts';
import { matchedAt as fix, T0, THREE_STOPS as stops } from './tracking.testing.ts';

describe('how sure a predicted time is', () => {
  it('counts the buses behind the stretches to each stop ahead, fading with age', () => {
    const learned = new Learned();
    for (let i = 0; i < 4; i++) learned.observeStretch(segmentKey('s0', 's1'), T0, 60);
    const input = { nowMs: T0 + 30_000, stops, learned, fixes: [fix(30, 1200)] };
    expect(supportOf(input)).toEqual([undefined, undefined, undefined]);
    const on = { ...input, fixes: [fix(0, 0), fix(30, 250)] };
    const [, one, two] = supportOf(on);
    expect(one).toBeCloseTo(4, 1);
    // s1>s2 was never run: the average over the two stretches halves it.
    expect(two).toBeCloseTo(2, 1);
    const later = supportOf({ ...on, nowMs: T0 + STRETCH_TAU_MS })[1]!;
    expect(later).toBeLessThan(FEW_BUSES);
    expect(predictedFrom(one!)).toBe('buses');
    expect(predictedFrom(later)).toBe('few-buses');
  });

  it('rests a bus not yet left on the departures its direction was seen making', () => {
    const learned = new Learned();
    for (let i = 0; i < 4; i++) learned.observeStretch(segmentKey('s0', 's1'), T0, 60);
    const waiting = { nowMs: T0 - 60_000, stops, learned, fixes: [fix(-120, 0), fix(-60, 0)] };
    expect(supportOf({ ...waiting, lagKey: 'r:0' })[1]).toBe(0);
    learned.observeDeparture('r:0', T0 - 60_000, 30, 0);
    learned.observeDeparture('r:0', T0 - 60_000, 30, 0);
    expect(supportOf({ ...waiting, lagKey: 'r:0' })[1]).toBeCloseTo(2, 1);
  });
});
