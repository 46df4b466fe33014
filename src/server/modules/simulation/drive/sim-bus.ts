/**
 * One simulated bus, pure: given its trip's shape and timetable, a seed and the faults asked for,
 * where it is at any moment and the fix its GPS would give (none in a gap). The same seed always
 * drives the same way. Time is the simulated clock, epoch milliseconds.
 */
import type { SimFaults, SimPhase } from '#shared/simulation/simulation.ts';
import { makePath, moved, pointAt, sideways, type Path } from './path.ts';
import { seededRandom, type Random } from './random.ts';
import { buildTimeline, type DriveStop, type Knot } from './timeline.ts';

export interface DrivePlan {
  /** The shape, GeoJSON [lng, lat] pairs (a tracking trip context's `line`). */
  line: readonly (readonly [number, number])[];
  /** In sequence order, with their distance along the shape. */
  stops: readonly DriveStop[];
}

export interface SimFix {
  lat: number;
  lng: number;
  /** Degrees clockwise from north. */
  bearing: number;
  /** Metres per second, in simulated time. */
  speed: number;
}

export interface SimBusState {
  /** `not-started`: before the bus turns up at its first stop. */
  phase: SimPhase | 'not-started';
  alongM: number;
  /** Seconds behind the timetable at this place (negative: early). */
  delaySeconds: number;
  gpsGap: boolean;
  offShape: boolean;
  /** What the GPS gives now; null before the start, after the end and in a gap. */
  fix: SimFix | null;
}

/** The widest a detour goes from the shape; tracking calls 100 m off-route. */
export const DETOUR_M = 300;
export const GAP_MS: [number, number] = [120_000, 300_000];

interface Window {
  fromMs: number;
  toMs: number;
}

export interface SimBus {
  readonly startMs: number;
  readonly endMs: number;
  /** When it leaves its first stop. */
  readonly departsMs: number;
  at(tMs: number): SimBusState;
}

export function createSimBus(plan: DrivePlan, seed: number, faults: SimFaults): SimBus {
  const random = seededRandom(seed);
  const path = makePath(plan.line);
  const knots = buildTimeline(plan.stops, random, { breakdown: faults.breakdown });
  const startMs = knots[0]?.atMs ?? 0;
  const endMs = knots[knots.length - 1]?.atMs ?? 0;
  const gaps = faults.gaps ? gapWindows(startMs, endMs, random) : [];
  const detour = faults.detour ? detourStretch(path, random) : undefined;
  const noise = noiseOf(faults.noiseM, random);

  function at(tMs: number): SimBusState {
    if (!knots.length || tMs < startMs)
      return { ...still(plan.stops[0]?.alongM ?? 0), phase: 'not-started' };
    const i = knotBefore(knots, tMs);
    const knot = knots[i]!;
    const next = knots[i + 1];
    const phase = knot.phase;
    const alongM = next
      ? knot.alongM +
        ((next.alongM - knot.alongM) * (tMs - knot.atMs)) / (next.atMs - knot.atMs || 1)
      : knot.alongM;
    const speed =
      next && phase === 'driving'
        ? ((next.alongM - knot.alongM) * 1000) / (next.atMs - knot.atMs || 1)
        : 0;
    const delaySeconds = Math.round(delayAt(plan.stops, alongM, tMs, phase) / 1000);
    const sideM = detour ? detour(alongM) : 0;
    const gpsGap = gaps.some((g) => tMs >= g.fromMs && tMs < g.toMs);
    const base = { phase, alongM, delaySeconds, gpsGap, offShape: Math.abs(sideM) > 100 };
    if (phase === 'ended' || gpsGap) return { ...base, fix: null };
    const onPath = pointAt(path, alongM);
    const [east, north] = noise(tMs);
    const p = moved(sideways(onPath, onPath.bearing, sideM), east, north);
    return { ...base, fix: { lat: p.lat, lng: p.lng, bearing: onPath.bearing, speed } };
  }
  const departsMs = knots.find((k) => k.phase === 'driving')?.atMs ?? startMs;
  return { startMs, endMs, departsMs, at };
}

function still(alongM: number): Omit<SimBusState, 'phase'> {
  return { alongM, delaySeconds: 0, gpsGap: false, offShape: false, fix: null };
}

function knotBefore(knots: readonly Knot[], tMs: number): number {
  let lo = 0;
  let hi = knots.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (knots[mid]!.atMs <= tMs) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The timetable's time at `alongM`, between the departure of one stop and the next's arrival. */
function delayAt(stops: readonly DriveStop[], alongM: number, tMs: number, phase: string): number {
  const first = stops[0]!;
  if (phase === 'waiting') return Math.max(0, tMs - first.departureMs);
  let k = 0;
  while (k + 1 < stops.length && stops[k + 1]!.alongM <= alongM) k++;
  const from = stops[k]!;
  const to = stops[k + 1];
  if (!to || to.alongM <= from.alongM)
    return tMs - (phase === 'ended' ? from.arrivalMs : from.departureMs);
  const f = (alongM - from.alongM) / (to.alongM - from.alongM);
  const scheduled = from.departureMs + f * (to.arrivalMs - from.departureMs);
  // Dwelling at a stop, the bus is late only once the timetable's departure has passed.
  return phase === 'dwelling' && f === 0 ? Math.max(0, tMs - from.departureMs) : tMs - scheduled;
}

/** One or two stretches of a few minutes, within the trip, where the GPS gives nothing. */
function gapWindows(startMs: number, endMs: number, random: Random): Window[] {
  const span = endMs - startMs;
  const count = span > 40 * 60_000 ? 2 : 1;
  return Array.from({ length: count }, (_, k) => {
    const fromMs = startMs + span * random.between(0.15 + 0.4 * k, 0.45 + 0.4 * k);
    return { fromMs, toMs: fromMs + random.between(...GAP_MS) };
  });
}

/** Metres to the right of the shape at each distance along it: one bulge of up to 300 m. */
function detourStretch(path: Path, random: Random): (alongM: number) => number {
  const lengthM = Math.min(2500, path.lengthM * 0.25);
  const fromM = path.lengthM * random.between(0.3, 0.6);
  return (alongM) => {
    const u = (alongM - fromM) / lengthM;
    return u > 0 && u < 1 ? DETOUR_M * Math.sin(Math.PI * u) : 0;
  };
}

/**
 * GPS noise that wanders slowly, as a real receiver's does (so noise alone never looks like a
 * jump): east and north offsets of up to `noiseM` metres, each a sum of two slow waves.
 */
function noiseOf(noiseM: number, random: Random): (tMs: number) => [number, number] {
  if (noiseM <= 0) return () => [0, 0];
  const waves = Array.from({ length: 4 }, () => ({
    periodMs: random.between(30_000, 90_000),
    phase: random.between(0, 2 * Math.PI),
  }));
  const wave = (k: number, tMs: number) =>
    Math.sin((2 * Math.PI * tMs) / waves[k]!.periodMs + waves[k]!.phase);
  return (tMs) => [
    noiseM * (0.6 * wave(0, tMs) + 0.4 * wave(1, tMs)),
    noiseM * (0.6 * wave(2, tMs) + 0.4 * wave(3, tMs)),
  ];
}
