/**
 * Map matching against a trip's shape, with no database: where a fix lies along the shape (metres
 * from its start) and how far off it, where each stop lies, and which stops a bus is between.
 * Distances come from the network's own geometry (haversine, and a flat projection per segment).
 */
import { cumulativeM, projectOnSegment, type LatLng } from '../../network/lines/geometry/geo.ts';

/** Farther than this from the shape, a fix is off-route: it does not move the bus along it. */
export const OFF_ROUTE_M = 100;
/** Passes of the shape within this many metres of the nearest count as equally near. */
const SAME_PASS_SLACK_M = 30;

export interface Shape {
  points: LatLng[];
  /** Metres from the first point to each point. */
  alongM: number[];
  lengthM: number;
}

export function makeShape(points: readonly LatLng[]): Shape {
  const alongM = cumulativeM(points);
  return { points: [...points], alongM, lengthM: alongM[alongM.length - 1] ?? 0 };
}

export interface Projection {
  alongM: number;
  offsetM: number;
}

/**
 * The point of the shape nearest `p`. A shape may pass the same street twice (a loop, an
 * out-and-back), so among passes about as near as the nearest, the one closest to `hintM` (the
 * bus's last known distance along) wins; with no hint, the earliest.
 */
export function project(shape: Shape, p: LatLng, hintM?: number): Projection {
  const { points, alongM } = shape;
  if (points.length === 1)
    return { alongM: 0, offsetM: projectOnSegment(points[0]!, points[0]!, p).offsetM };
  const candidates: Projection[] = [];
  let best = Infinity;
  for (let i = 0; i < points.length - 1; i++) {
    const { t, offsetM } = projectOnSegment(points[i]!, points[i + 1]!, p);
    candidates.push({ alongM: alongM[i]! + t * (alongM[i + 1]! - alongM[i]!), offsetM });
    best = Math.min(best, offsetM);
  }
  let chosen: Projection | undefined;
  for (const c of candidates) {
    if (c.offsetM > best + SAME_PASS_SLACK_M) continue;
    if (!chosen) chosen = c;
    else if (hintM !== undefined && Math.abs(c.alongM - hintM) < Math.abs(chosen.alongM - hintM))
      chosen = c;
  }
  return chosen!;
}

/** Metres from `p` to the nearest point of the shape (0 for a shape with no points). */
export function offShapeM(shape: Shape, p: LatLng): number {
  return shape.points.length === 0 ? 0 : project(shape, p).offsetM;
}

/** Each stop's distance along the shape, in order, never behind the previous stop. */
export function stopDistances(shape: Shape, stops: readonly LatLng[]): number[] {
  let floor = 0;
  return stops.map((stop) => {
    const { points, alongM } = shape;
    let best = Infinity;
    const candidates: Projection[] = [];
    for (let i = 0; i < points.length - 1; i++) {
      if (alongM[i + 1]! < floor) continue;
      const { t, offsetM } = projectOnSegment(points[i]!, points[i + 1]!, stop);
      const at = Math.max(floor, alongM[i]! + t * (alongM[i + 1]! - alongM[i]!));
      candidates.push({ alongM: at, offsetM });
      best = Math.min(best, offsetM);
    }
    const chosen = candidates.find((c) => c.offsetM <= best + SAME_PASS_SLACK_M);
    floor = chosen?.alongM ?? floor;
    return floor;
  });
}

/** The series made non-decreasing: a bus never goes back along its trip, GPS noise does. */
export function nonDecreasing(values: readonly number[]): number[] {
  let max = -Infinity;
  return values.map((v) => (max = Math.max(max, v)));
}

/**
 * The index of the stop just passed (-1 before the first) and of the next (stops.length after the
 * last), from the stops' distances along the shape (ascending).
 */
export function stopsAround(
  stopAlongM: readonly number[],
  alongM: number,
): { passed: number; next: number } {
  let next = 0;
  while (next < stopAlongM.length && stopAlongM[next]! <= alongM) next++;
  return { passed: next - 1, next };
}

export interface Ping {
  atMs: number;
  position: LatLng;
}

export interface MatchedFix {
  atMs: number;
  /** Non-decreasing over the trip's fixes; an off-route fix keeps the last distance. */
  alongM: number;
  offsetM: number;
  offRoute: boolean;
}

/** Matches the next fix of a trip, given the last one matched (none for the trip's first fix). */
export function matchFix(shape: Shape, ping: Ping, last: MatchedFix | undefined): MatchedFix {
  const hint = last?.alongM;
  const { alongM, offsetM } = project(shape, ping.position, hint);
  const offRoute = offsetM > OFF_ROUTE_M;
  const previous = last?.alongM ?? (offRoute ? 0 : alongM);
  return {
    atMs: ping.atMs,
    alongM: offRoute ? previous : Math.max(previous, alongM),
    offsetM,
    offRoute,
  };
}
