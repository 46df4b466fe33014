import { describe, expect, it } from 'vitest';
import { predictArrivals, propagatedArrivals, scheduledAt, stretchSeconds } from './eta.ts';
import { Learned, segmentKey } from './learning.ts';
import type { BucketRow } from './evaluate.ts';
import { replay, type Prediction } from './replay.ts';
import {
  drive,
  matchedAt as fix,
  plan,
  T0,
  THREE_STOPS as stops,
  type Drive,
} from './tracking.testing.ts';

/** Mean absolute error over all targets, per method. */
function overall(rows: BucketRow[]) {
  const n = rows.reduce((s, r) => s + r.targets, 0);
  const mean = (m: keyof BucketRow['maeS']) =>
    rows.reduce((s, r) => s + (r.targets ? r.maeS[m] * r.targets : 0), 0) / n;
  return {
    targets: n,
    predictor: mean('predictor'),
    timetable: mean('timetable'),
    propagated: mean('propagated'),
  };
}

/** Two buses ten minutes apart over the same road, both driven alike; the second is scored. */
function twoBuses(d: Omit<Drive, 'startS'>, second: Partial<Drive> = {}) {
  const plans = new Map([
    ['a', plan('a', 0)],
    ['b', plan('b', 600)],
  ]);
  const made: Prediction[] = [];
  const b = drive('b', { ...d, startS: 600, ...second });
  const alone = replay(plans, 'UTC', b);
  const both = replay(
    plans,
    'UTC',
    [...drive('a', { ...d, startS: 0 }), ...b],
    (p) => {
      if (p.tripId === 'b') made.push(p);
    },
    new Set(['b']),
  );
  return { alone: overall(alone.table.rows()), both: overall(both.table.rows()), made };
}

describe('the timetable at a position', () => {
  it('interpolates between stops and shifts by the delay there (OneBusAway)', () => {
    expect(scheduledAt(stops, 250)).toBe(T0 + 30_000);
    expect(propagatedArrivals(stops, fix(90, 250))[2]).toBe(T0 + 180_000);
  });

  it('blends traversals of a stretch with its timetable time, the recent ones weighing more', () => {
    const learned = new Learned();
    const seconds = (nowMs: number) => stretchSeconds({ nowMs, stops, fixes: [], learned }, 0);
    expect(seconds(T0)).toBe(60);
    learned.observeStretch(segmentKey('s0', 's1'), T0 - 10 * 3600_000, 999);
    learned.observeStretch(segmentKey('s0', 's1'), T0, 120);
    // One fresh traversal (120 s) against the timetable's 60 s worth half of one; the old one is gone.
    expect(seconds(T0)).toBeCloseTo(100, 0);
    // An hour on, the traversal counts e^−1: nearer the timetable.
    expect(seconds(T0 + 3600_000)).toBeLessThan(95);
    expect(seconds(T0 + 3600_000)).toBeGreaterThan(60);
  });

  it('predicts nothing before the bus has a fix on the route, and no stop already passed', () => {
    const input = { nowMs: T0, stops, learned: new Learned() };
    expect(predictArrivals({ ...input, fixes: [] })).toEqual([undefined, undefined, undefined]);
    const ahead = predictArrivals({ ...input, fixes: [fix(30, 600)] });
    expect(ahead[1]).toBeUndefined();
    expect(ahead[2]).toBeGreaterThan(T0);
  });
});

describe('ETAs on synthetic trips', () => {
  it('learns a dwell at every stop from the bus ahead', () => {
    const { both } = twoBuses({ dwellS: () => 40 });
    expect(both.predictor).toBeLessThan(both.propagated);
    expect(both.predictor).toBeLessThan(both.timetable);
  });

  it('learns slow traffic on a stretch from the bus ahead', () => {
    const slow = { speed: (x: number) => (x >= 3000 && x < 4500 ? 3 : 10) };
    const { alone, both } = twoBuses(slow);
    expect(both.predictor).toBeLessThan(both.propagated);
    expect(both.predictor).toBeLessThan(alone.predictor);
  });

  it('lives through a GPS gap: stops inside it are not scored, predictions resume after it', () => {
    const gap = (s: number) => s >= 800 && s < 1000;
    const whole = twoBuses({});
    const { both, made } = twoBuses({}, { lost: gap });
    expect(both.targets).toBeLessThan(whole.both.targets);
    expect(made.some((p) => p.observedMs >= T0 + 1000_000)).toBe(true);
    expect(both.predictor).toBeLessThan(both.timetable);
  });

  it('makes no prediction from a fix on a detour off the shape', () => {
    const detour = { offM: (x: number) => (x > 2000 && x < 3000 ? 200 : 0) };
    const { made, both } = twoBuses({}, detour);
    const onDetour = drive('b', { startS: 600, ...detour }).filter(
      (p) => Math.abs(p.position.lat - 38.9) > 1e-3,
    );
    expect(onDetour.length).toBeGreaterThan(3);
    const observed = new Set(made.map((p) => p.observedMs));
    expect(onDetour.some((p) => observed.has(p.atMs))).toBe(false);
    expect(both.predictor).toBeLessThan(both.timetable);
  });

  it('follows a bus running early rather than the timetable', () => {
    const { both, made } = twoBuses({ speed: () => 16 });
    expect(both.predictor).toBeLessThan(both.timetable);
    expect(both.predictor).toBeLessThan(both.propagated);
    const last = made.filter((p) => p.stopId === 's12');
    // Timetabled at 10:22; the bus gets there well before.
    expect(Math.min(...last.map((p) => p.predictedMs))).toBeLessThan(T0 + 22 * 60_000 - 120_000);
  });

  it('lets a bus waiting early at its first stop leave at its departure time, not before', () => {
    const fixes = [fix(-120, 0), fix(-60, 0)];
    const input = { nowMs: T0 - 60_000, stops, learned: new Learned(), fixes };
    // 500 m at the timetable's 60 s a stretch, leaving at T0.
    expect(predictArrivals(input)[1]).toBe(T0 + 60_000);
  });

  it('lets a waiting bus leave as late as the direction’s earlier trips left', () => {
    const learned = new Learned();
    learned.observeDeparture('r:0', T0 - 60_000, 90, 0);
    const fixes = [fix(-120, 0), fix(-60, 0)];
    const input = { nowMs: T0 - 60_000, stops, learned, fixes, lagKey: 'r:0' };
    // One departure 90 s late against the prior of leaving on time (worth one): 45 s late.
    expect(predictArrivals(input)[1]).toBeCloseTo(T0 + 60_000 + 45_000, -3);
  });
});
