/**
 * How one simulated bus drives its trip, decided once from a seed: a list of knots (time, metres
 * along the shape) that the bus moves between at a steady speed. It turns up at its first stop two
 * minutes before it leaves, leaves a little late, drives each stretch between stops in pieces
 * of differing speed, dwells 20–60 s at each stop (never leaving before the timetable says), and
 * its delay drifts from stop to stop. A breakdown holds it still for minutes halfway along.
 */
import type { Random } from './random.ts';

export interface DriveStop {
  /** Metres along the shape. */
  alongM: number;
  /** The timetable's arrival and departure, epoch milliseconds. */
  arrivalMs: number;
  departureMs: number;
  /** The stop's name, where the plan has it (tracking's trip contexts do). */
  name?: string;
}

export type KnotPhase = 'waiting' | 'driving' | 'dwelling' | 'broken-down' | 'ended';

/** From `atMs` on (until the next knot) the bus is in `phase`, moving on to the next knot. */
export interface Knot {
  atMs: number;
  alongM: number;
  phase: KnotPhase;
}

/** Metres per second: the fastest and slowest a stretch is driven (about 100 and 11 km/h). */
export const TOP_SPEED = 28;
export const CRAWL_SPEED = 3;
export const SHOW_UP_MS = 120_000;
export const DWELL_MS: [number, number] = [20_000, 60_000];
export const BREAKDOWN_MS: [number, number] = [240_000, 720_000];
/** How much later or earlier than the timetable a bus may drift. */
const DELAY_BOUNDS_MS: [number, number] = [-60_000, 1_200_000];

const clamp = (value: number, [min, max]: [number, number]) => Math.min(max, Math.max(min, value));

/** A drift step: mostly a little later, sometimes catching up. */
const drift = (random: Random) => (random.next() + random.next() - 0.8) * 40_000;

export function buildTimeline(
  stops: readonly DriveStop[],
  random: Random,
  { breakdown = false }: { breakdown?: boolean } = {},
): Knot[] {
  const first = stops[0];
  if (!first) return [];
  let delayMs = random.between(0, 120_000);
  let t = first.departureMs + delayMs;
  const knots: Knot[] = [
    { atMs: Math.min(first.arrivalMs, t) - SHOW_UP_MS, alongM: first.alongM, phase: 'waiting' },
  ];
  const breakdownAfter = breakdown ? Math.floor((stops.length - 1) / 2) : -1;
  for (let i = 0; i + 1 < stops.length; i++) {
    const from = stops[i]!;
    const to = stops[i + 1]!;
    knots.push({ atMs: t, alongM: from.alongM, phase: 'driving' });
    const lengthM = Math.max(0, to.alongM - from.alongM);
    delayMs = clamp(delayMs + drift(random), DELAY_BOUNDS_MS);
    const runMs = clamp(to.arrivalMs + delayMs - t, [
      (lengthM / TOP_SPEED) * 1000,
      Math.max((lengthM / CRAWL_SPEED) * 1000, 1000),
    ]);
    t = driveStretch(knots, { fromM: from.alongM, lengthM, startMs: t, runMs }, random);
    if (i === breakdownAfter) t = breakDown(knots, t, to.alongM, random);
    if (i + 2 === stops.length) {
      knots.push({ atMs: t, alongM: to.alongM, phase: 'ended' });
      break;
    }
    knots.push({ atMs: t, alongM: to.alongM, phase: 'dwelling' });
    t = Math.max(t + random.between(...DWELL_MS), to.departureMs);
    delayMs = t - to.departureMs;
  }
  if (stops.length === 1) knots.push({ atMs: t, alongM: first.alongM, phase: 'ended' });
  return knots;
}

/**
 * Splits a stretch between two stops into pieces of about 2 km driven at speeds 0.6–1.4 times
 * each other; adds a knot at the start of each piece after the first. Returns the arrival time.
 */
function driveStretch(
  knots: Knot[],
  s: { fromM: number; lengthM: number; startMs: number; runMs: number },
  random: Random,
): number {
  const pieces = Math.min(6, 1 + Math.floor(s.lengthM / 2000));
  const pace = Array.from({ length: pieces }, () => 1 / random.between(0.6, 1.4));
  const total = pace.reduce((sum, p) => sum + p, 0);
  let t = s.startMs;
  for (let j = 0; j < pieces; j++) {
    if (j > 0)
      knots.push({ atMs: t, alongM: s.fromM + (s.lengthM * j) / pieces, phase: 'driving' });
    t += (s.runMs * pace[j]!) / total;
  }
  return t;
}

/** Halfway through the stretch's last piece, between stops, the bus stands still for minutes. */
function breakDown(knots: Knot[], t: number, endM: number, random: Random): number {
  const last = knots[knots.length - 1]!;
  const atMs = (last.atMs + t) / 2;
  const alongM = (last.alongM + endM) / 2;
  const holdMs = random.between(...BREAKDOWN_MS);
  knots.push({ atMs, alongM, phase: 'broken-down' });
  knots.push({ atMs: atMs + holdMs, alongM, phase: 'driving' });
  return t + holdMs;
}
