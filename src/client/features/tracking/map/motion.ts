/**
 * How a bus moves on a map, as pure functions: between two fixes it glides (about a second) rather
 * than jumps, turning the short way round; a replay places it between the stored fixes around a
 * moment. No DOM and no clock: callers pass the time.
 */

export interface Pose {
  lng: number;
  lat: number;
  /** Degrees clockwise from north; null when unknown. */
  bearing: number | null;
}

/** How long a bus takes to glide to a new fix, in ms. */
export const GLIDE_MS = 1_000;

/** Ease in and out: slow start, slow finish (t and the answer 0..1). */
export function easeInOut(t: number): number {
  const x = Math.min(1, Math.max(0, t));
  return x < 0.5 ? 2 * x * x : 1 - (-2 * x + 2) ** 2 / 2;
}

/** 0 ≤ angle < 360. */
export function normaliseBearing(degrees: number): number {
  return ((degrees % 360) + 360) % 360;
}

/** The angle `t` of the way from `a` to `b`, turning the short way (350° → 10° passes 0°). */
export function lerpBearing(a: number, b: number, t: number): number {
  const turn = ((normaliseBearing(b) - normaliseBearing(a) + 540) % 360) - 180;
  return normaliseBearing(a + turn * t);
}

/** The pose `t` (0..1) of the way from `from` to `to`; an unknown bearing takes the known one. */
export function lerpPose(from: Pose, to: Pose, t: number): Pose {
  const bearing =
    from.bearing === null || to.bearing === null
      ? (to.bearing ?? from.bearing)
      : lerpBearing(from.bearing, to.bearing, t);
  return {
    lng: from.lng + (to.lng - from.lng) * t,
    lat: from.lat + (to.lat - from.lat) * t,
    bearing,
  };
}

/** The compass bearing from `a` to `b` (degrees clockwise from north), null when they coincide. */
export function bearingBetween(a: Pose, b: Pose): number | null {
  if (a.lng === b.lng && a.lat === b.lat) return null;
  const rad = Math.PI / 180;
  const dLng = (b.lng - a.lng) * rad;
  const y = Math.sin(dLng) * Math.cos(b.lat * rad);
  const x =
    Math.cos(a.lat * rad) * Math.sin(b.lat * rad) -
    Math.sin(a.lat * rad) * Math.cos(b.lat * rad) * Math.cos(dLng);
  return normaliseBearing(Math.atan2(y, x) / rad);
}

/** A glide from one pose to the next that started at `startedAt` (ms, any clock). */
export interface Glide {
  from: Pose;
  to: Pose;
  startedAt: number;
}

/** Where a gliding bus is at `now`, and whether it has arrived. */
export function glideAt(glide: Glide, now: number, durationMs = GLIDE_MS) {
  const t = durationMs <= 0 ? 1 : (now - glide.startedAt) / durationMs;
  const done = t >= 1;
  return { pose: done ? glide.to : lerpPose(glide.from, glide.to, easeInOut(t)), done };
}

/** A stored fix of a replay: a pose and its time in ms. */
export interface TimedPose extends Pose {
  at: number;
}

/**
 * Where the bus was at `at` (ms), between the two fixes around it (`fixes` in time order); the
 * first before it begins and the last after it ends. Its bearing is the fix's, else its heading
 * towards the next fix.
 */
export function poseAt(fixes: readonly TimedPose[], at: number): Pose | null {
  if (fixes.length === 0) return null;
  let lo = 0;
  let hi = fixes.length - 1;
  if (at <= fixes[lo]!.at) return withHeading(fixes, lo, fixes[lo]!);
  if (at >= fixes[hi]!.at) return withHeading(fixes, hi, fixes[hi]!);
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (fixes[mid]!.at <= at) lo = mid;
    else hi = mid;
  }
  const a = fixes[lo]!;
  const b = fixes[hi]!;
  const t = b.at === a.at ? 1 : (at - a.at) / (b.at - a.at);
  const pose = lerpPose(a, b, t);
  return { ...pose, bearing: pose.bearing ?? bearingBetween(a, b) };
}

function withHeading(fixes: readonly TimedPose[], i: number, fix: TimedPose): Pose {
  if (fix.bearing !== null) return { lng: fix.lng, lat: fix.lat, bearing: fix.bearing };
  const next = fixes[i + 1];
  const prev = fixes[i - 1];
  const bearing = next ? bearingBetween(fix, next) : prev ? bearingBetween(prev, fix) : null;
  return { lng: fix.lng, lat: fix.lat, bearing };
}

/** [[west, south], [east, north]] around the points ([lng, lat]), or null for none. */
export function boundsOf(
  points: readonly (readonly [number, number])[],
): [[number, number], [number, number]] | null {
  if (points.length === 0) return null;
  let [west, south] = points[0]!;
  let [east, north] = points[0]!;
  for (const [lng, lat] of points) {
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [
    [west, south],
    [east, north],
  ];
}
