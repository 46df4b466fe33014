import { describe, expect, it } from 'vitest';
import { NO_FAULTS, type SimFaults } from '#shared/simulation/simulation.ts';
import { haversineM } from '../../network/lines/geometry/geo.ts';
import { createSimBus, DETOUR_M, type DrivePlan, type SimBusState } from './sim-bus.ts';
import { makePath, pointAt } from './path.ts';
import { DWELL_MS } from './timeline.ts';

const T0 = Date.parse('2026-11-26T10:00:00Z');
const M_PER_DEG_LAT = 111_195;
const M_PER_DEG_LNG = M_PER_DEG_LAT * Math.cos((50 * Math.PI) / 180);

/** An L-shaped road: 6 km east along 50° N, then 6 km north; a stop every 2 km, 3 min apart. */
function plan(): DrivePlan {
  const east = (m: number): [number, number] => [8 + m / M_PER_DEG_LNG, 50];
  const corner = east(6000);
  const shape: [number, number][] = [
    east(0),
    east(3000),
    corner,
    [corner[0], 50 + 6000 / M_PER_DEG_LAT],
  ];
  return {
    line: shape,
    stops: Array.from({ length: 7 }, (_, i) => ({
      alongM: i * 2000,
      arrivalMs: T0 + i * 180_000,
      departureMs: T0 + i * 180_000 + (i === 0 ? 0 : 30_000),
    })),
  };
}

const faults = (given: Partial<SimFaults> = {}): SimFaults => ({ ...NO_FAULTS, ...given });

/** The bus's state every second of its trip. */
function run(seed: number, given: Partial<SimFaults> = {}): { t: number; s: SimBusState }[] {
  const bus = createSimBus(plan(), seed, faults(given));
  const out = [];
  for (let t = bus.startMs - 5000; t <= bus.endMs + 5000; t += 1000) out.push({ t, s: bus.at(t) });
  return out;
}

describe('a simulated bus', () => {
  it('drives the same way for the same seed, and differently for another', () => {
    const a = run(7, { gaps: true, noiseM: 20, detour: true, breakdown: true });
    const b = run(7, { gaps: true, noiseM: 20, detour: true, breakdown: true });
    expect(b).toEqual(a);
    expect(run(8).map((x) => x.s.alongM)).not.toEqual(run(7).map((x) => x.s.alongM));
  });

  it('waits at its first stop, drives the whole shape and ends at the last stop', () => {
    const states = run(1);
    expect(states[0]!.s.phase).toBe('not-started');
    expect(states[0]!.s.fix).toBeNull();
    expect(states.find((x) => x.s.phase !== 'not-started')!.s.phase).toBe('waiting');
    const along = states.map((x) => x.s.alongM);
    for (let i = 1; i < along.length; i++) expect(along[i]!).toBeGreaterThanOrEqual(along[i - 1]!);
    const last = states[states.length - 1]!.s;
    expect(last).toMatchObject({ phase: 'ended', alongM: 12_000, fix: null });
  });

  it('dwells 20–60 s at every stop between the first and the last, standing still', () => {
    const states = run(3);
    for (let stop = 1; stop <= 5; stop++) {
      const dwelling = states.filter((x) => x.s.phase === 'dwelling' && x.s.alongM === stop * 2000);
      expect(dwelling.length).toBeGreaterThanOrEqual(DWELL_MS[0] / 1000 - 1);
      expect(dwelling.every((x) => x.s.fix?.speed === 0)).toBe(true);
      // Never leaves before the timetable's departure.
      const left = states.find((x) => x.s.alongM > stop * 2000)!;
      expect(left.t).toBeGreaterThan(T0 + stop * 180_000 + 30_000);
    }
  });

  it('drives stretches at differing, believable speeds and runs late by a drifting amount', () => {
    const states = run(5).filter((x) => x.s.phase === 'driving');
    const speeds = new Set(states.map((x) => Math.round(x.s.fix!.speed)));
    expect(speeds.size).toBeGreaterThan(3);
    for (const x of states) expect(x.s.fix!.speed).toBeLessThanOrEqual(28.01);
    const delays = new Set(states.map((x) => x.s.delaySeconds));
    expect(Math.max(...delays)).toBeGreaterThan(0);
    expect(delays.size).toBeGreaterThan(10);
  });

  it('heads along the shape: east on the first leg, north on the second', () => {
    const states = run(2).filter((x) => x.s.fix);
    const east = states.filter((x) => x.s.alongM > 100 && x.s.alongM < 5900);
    const north = states.filter((x) => x.s.alongM > 6100 && x.s.alongM < 11_900);
    expect(east.length).toBeGreaterThan(10);
    expect(north.length).toBeGreaterThan(10);
    for (const x of east) expect(x.s.fix!.bearing).toBeCloseTo(90, 0);
    for (const x of north) expect(x.s.fix!.bearing).toBeCloseTo(0, 0);
    // Without noise a fix lies on the shape.
    const path = makePath(plan().line);
    for (const x of states)
      expect(haversineM(x.s.fix!, pointAt(path, x.s.alongM))).toBeLessThan(0.01);
  });

  it('sends nothing in a GPS gap of a few minutes, and fixes again after it', () => {
    const states = run(4, { gaps: true });
    const gap = states.filter((x) => x.s.gpsGap);
    expect(gap.length).toBeGreaterThanOrEqual(120);
    expect(gap.every((x) => x.s.fix === null)).toBe(true);
    const afterGap = states.findIndex((x, i) => i > 0 && states[i - 1]!.s.gpsGap && !x.s.gpsGap);
    expect(states[afterGap]!.s.fix).not.toBeNull();
    expect(run(4).some((x) => x.s.gpsGap)).toBe(false);
  });

  it('jitters fixes by up to the noise asked for, slowly enough never to look like a jump', () => {
    const path = makePath(plan().line);
    const states = run(6, { noiseM: 25 }).filter((x) => x.s.fix);
    const off = states.map((x) => haversineM(x.s.fix!, pointAt(path, x.s.alongM)));
    expect(Math.max(...off)).toBeGreaterThan(10);
    expect(Math.max(...off)).toBeLessThanOrEqual(25 * Math.SQRT2 + 0.01);
    for (let i = 1; i < states.length; i++)
      expect(haversineM(states[i]!.s.fix!, states[i - 1]!.s.fix!)).toBeLessThan(150 / 3.6);
  });

  it('leaves the shape by more than 100 m on a detour, and comes back to it', () => {
    const path = makePath(plan().line);
    const states = run(9, { detour: true }).filter((x) => x.s.fix);
    const off = states.map((x) => haversineM(x.s.fix!, pointAt(path, x.s.alongM)));
    expect(Math.max(...off)).toBeGreaterThan(DETOUR_M - 5);
    expect(states.some((x) => x.s.offShape)).toBe(true);
    expect(off[off.length - 1]!).toBeLessThan(1);
  });

  it('breaks down between stops for minutes, then drives on later', () => {
    const broken = run(10, { breakdown: true });
    const still = broken.filter((x) => x.s.phase === 'broken-down');
    expect(still.length).toBeGreaterThanOrEqual(240);
    expect(new Set(still.map((x) => x.s.alongM)).size).toBe(1);
    expect(still[0]!.s.alongM % 2000).not.toBe(0);
    expect(still.every((x) => x.s.fix?.speed === 0)).toBe(true);
    const end = (states: typeof broken) => states.find((x) => x.s.phase === 'ended')!.t;
    expect(end(broken)).toBeGreaterThan(end(run(10)) + 200_000);
  });
});
