import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SPEED_KMH } from '#shared/tracking/tracking.ts';
import { makeShape, offShapeM } from '../prediction/shape.ts';
import {
  judgeFixes,
  judgedOf,
  remember,
  RUN_FIXES,
  speedKmh,
  WINDOW_FIXES,
  type CheckedFix,
  type Judged,
  type Point,
  type TripEvidence,
  type TripMemory,
} from './fix-neighbours.ts';

const TRIP = '11111111-1111-4111-8111-111111111111';
const T0 = Date.parse('2026-11-26T10:00:00Z');
/** A road due north from 48° N, 11.5° E, 55 km long: 0.01° of latitude is 1,112 m. */
const shape = makeShape([
  { lat: 48, lng: 11.5 },
  { lat: 48.5, lng: 11.5 },
]);
/** `km` along the road, `s` seconds after 10:00. */
const on = (km: number, s: number): Point => ({
  atMs: T0 + s * 1000,
  lat: 48 + km / 111.2,
  lng: 11.5,
});

/**
 * A trip as ingestion keeps it, with no database: each request's fixes are judged with the trip's
 * memory and the stored good fixes around late ones; a run that wins changes stored flags and the
 * memory is rebuilt from the store (as after a restart).
 */
function aTrip() {
  const store = new Map<number, Judged>();
  let memory: TripMemory = { recent: [] };
  const evidence = (): TripEvidence => ({
    memory,
    stored: [...store.values()].filter((f) => !f.flag).sort((a, b) => a.atMs - b.atMs),
    offShapeM: (p) => offShapeM(shape, p),
  });
  return {
    send(points: Point[]) {
      const fixes: CheckedFix[] = points
        .map((p, index) => ({
          index,
          input: {
            tripId: TRIP,
            lat: p.lat,
            lng: p.lng,
            recordedAt: new Date(p.atMs).toISOString(),
          },
          atMs: p.atMs,
          flag: null,
        }))
        .sort((a, b) => a.atMs - b.atMs);
      const verdict = judgeFixes(fixes, new Map([[TRIP, evidence()]]), MAX_SPEED_KMH).get(TRIP);
      const judged = fixes.map(judgedOf);
      for (const j of judged) if (!store.has(j.atMs)) store.set(j.atMs, j);
      if (verdict) {
        for (const at of verdict.good) store.set(at, { ...store.get(at)!, flag: null });
        for (const at of verdict.jump) store.set(at, { ...store.get(at)!, flag: 'jump' });
        const all = [...store.values()].sort((a, b) => a.atMs - b.atMs);
        memory = remember({ recent: [] }, all.slice(-64));
      } else memory = remember(memory, judged);
      return fixes.map((f) => f.flag);
    },
    flagOf: (p: Point) => store.get(p.atMs)?.flag,
    /** Where the bus is: the newest good fix. */
    anchor: () =>
      [...store.values()]
        .filter((f) => !f.flag)
        .sort((a, b) => a.atMs - b.atMs)
        .at(-1),
  };
}

describe('judging fixes against the shape and their neighbours', () => {
  it('never lets a fix at (0,0) anchor: the honest fixes after it move the bus', () => {
    const trip = aTrip();
    expect(trip.send([{ atMs: T0, lat: 0, lng: 0 }])).toEqual(['jump']);
    expect(trip.send([on(1, 60)])).toEqual([null]);
    expect(trip.send([on(1.3, 80)])).toEqual([null]);
    expect(trip.anchor()).toMatchObject(on(1.3, 80));
  });

  it('lets a run of three consistent fixes win over a bad first fix on the shape, in the store too', () => {
    const trip = aTrip();
    const bad = on(50, 0);
    trip.send([bad]);
    expect(trip.send([on(1, 30)])).toEqual(['jump']);
    expect(trip.send([on(1.2, 45)])).toEqual(['jump']);
    // The third makes a run: the three move the bus, the first fix is flagged.
    expect(trip.send([on(1.4, 60)])).toEqual([null]);
    expect([on(1, 30), on(1.2, 45)].map(trip.flagOf)).toEqual([null, null]);
    expect(trip.flagOf(bad)).toBe('jump');
    expect(trip.send([on(1.6, 75)])).toEqual([null]);
  });

  it('keeps a bus of honest fixes where it is when a few consistent outliers follow', () => {
    const trip = aTrip();
    trip.send([0, 1, 2, 3].map((k) => on(k * 0.2, k * 15)));
    const outliers = [0, 1, 2].map((k) => on(30 + k * 0.2, 60 + k * 15));
    expect(trip.send(outliers)).toEqual(['jump', 'jump', 'jump']);
    expect(trip.anchor()).toMatchObject(on(0.6, 45));
  });

  it('checks a late fix against the good fixes before and after it', () => {
    const trip = aTrip();
    trip.send([on(0, 0), on(0.3, 30), on(0.6, 60)]);
    // 20 km away 15 s after a good fix and 15 s before the next: flagged, wherever it arrives.
    expect(trip.send([on(20, 45)])).toEqual(['jump']);
    expect(trip.send([on(0.15, 15)])).toEqual([null]);
    expect(trip.send([{ atMs: T0 + 20_000, lat: -48, lng: -68.5 }])).toEqual(['jump']);
    expect(trip.anchor()).toMatchObject(on(0.6, 60));
  });

  it('checks a fix older than the window against the stored fixes around it', () => {
    const trip = aTrip();
    const honest = Array.from({ length: WINDOW_FIXES + 10 }, (_, k) => on(k * 0.1, k * 10));
    trip.send(honest.filter((_, k) => k !== 3));
    expect(trip.send([on(25, 30)])).toEqual(['jump']);
  });

  it('never makes a run of one fix sent again and again', () => {
    const trip = aTrip();
    trip.send([on(0, 0), on(0.2, 15)]);
    const far = on(20, 30);
    for (let k = 0; k < RUN_FIXES + 1; k++) trip.send([far]);
    expect(trip.flagOf(far)).toBe('jump');
    expect(trip.anchor()).toMatchObject(on(0.2, 15));
  });
});

describe('fixes sent under different top speeds', () => {
  it('judges each fix by its own sender’s speed, so a 10× simulation’s fixes stand when a 1× fix follows', () => {
    const fast = MAX_SPEED_KMH * 10;
    const checked = (p: Point, index = 0): CheckedFix => ({
      index,
      input: { tripId: TRIP, lat: p.lat, lng: p.lng, recordedAt: new Date(p.atMs).toISOString() },
      atMs: p.atMs,
      flag: null,
    });
    const ev = (memory: TripMemory) =>
      new Map<string, TripEvidence>([
        [TRIP, { memory, stored: [], offShapeM: (p) => offShapeM(shape, p) }],
      ]);
    // 100 m a second: 360 km/h of real time, 36 km/h of the simulation's.
    const simulated = [0, 1, 2, 3, 4].map((k, i) => checked(on(k * 0.1, k), i));
    expect(judgeFixes(simulated, ev({ recent: [] }), fast).size).toBe(0);
    expect(simulated.map((f) => f.flag)).toEqual([null, null, null, null, null]);
    const memory = remember({ recent: [] }, simulated.map(judgedOf));
    const next = [checked(on(0.41, 5))];
    expect(judgeFixes(next, ev(memory), MAX_SPEED_KMH)).toEqual(new Map());
    expect(next[0]!.flag).toBeNull();
  });
});

describe('a consistent run of honest fixes', () => {
  it('is never flagged, whatever single outlier comes before, among or after it, in any arrival order', () => {
    const honestRun = fc.record({
      count: fc.integer({ min: RUN_FIXES + 1, max: 12 }),
      everyS: fc.integer({ min: 5, max: 60 }),
      metresPerS: fc.double({ min: 0, max: 30, noNaN: true }),
      startKm: fc.double({ min: 0, max: 20, noNaN: true }),
    });
    const outlier = fc.record({
      // Anywhere on the road, or anywhere on Earth.
      km: fc.double({ min: 0, max: 55, noNaN: true }),
      far: fc.option(
        fc.record({
          lat: fc.double({ min: -89, max: 89, noNaN: true }),
          lng: fc.double({ min: -179, max: 179, noNaN: true }),
        }),
      ),
      // Its time: from before the run to after it, never one of the run's own.
      slot: fc.integer({ min: -1, max: 12 }),
    });
    fc.assert(
      fc.property(
        honestRun,
        outlier,
        fc.array(fc.nat(), { minLength: 13, maxLength: 13 }),
        (run, out, keys) => {
          const honest = Array.from({ length: run.count }, (_, k) =>
            on(run.startKm + (run.metresPerS * run.everyS * k) / 1000, k * run.everyS),
          );
          const atS = (Math.min(out.slot, run.count - 1) + 0.5) * run.everyS;
          const bad = out.far ? { atMs: T0 + atS * 1000, ...out.far } : on(out.km, atS);
          // Only an outlier that is one: out of reach of every honest fix.
          fc.pre(
            honest.every(
              (h) =>
                speedKmh(h.atMs < bad.atMs ? h : bad, h.atMs < bad.atMs ? bad : h) > MAX_SPEED_KMH,
            ),
          );
          const all = [...honest, bad];
          const arrival = all
            .map((p, k) => ({ p, key: keys[k]! }))
            .sort((a, b) => a.key - b.key)
            .map(({ p }) => p);
          const trip = aTrip();
          for (const p of arrival) trip.send([p]);
          expect(honest.map(trip.flagOf)).toEqual(honest.map(() => null));
          expect(trip.flagOf(bad)).toBe('jump');
        },
      ),
      { numRuns: 300 },
    );
  });
});
