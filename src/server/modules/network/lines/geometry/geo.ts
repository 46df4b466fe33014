/**
 * Geometry for routes, with no database: great-circle distances, where each stop lies along a
 * route's path, straight paths through stops, and simplified paths for drawing. Positions are
 * GeoJSON's [lng, lat].
 */
export interface LatLng {
  lat: number;
  lng: number;
}
export type Position = [number, number];

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (degrees: number) => (degrees * Math.PI) / 180;
const toLatLng = ([lng, lat]: Position): LatLng => ({ lat, lng });

/** Great-circle distance in metres. */
export function haversineM(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Metres from the first point to each point, along the line. */
export function cumulativeM(points: readonly LatLng[]): number[] {
  const along = [0];
  for (let i = 1; i < points.length; i++)
    along.push(along[i - 1]! + haversineM(points[i - 1]!, points[i]!));
  return along;
}

/**
 * Where `p` falls on the segment a→b: the fraction t (0..1) of the way along it, and how far `p`
 * is from that point. A local flat projection is plenty at the length of a road segment.
 */
export function projectOnSegment(a: LatLng, b: LatLng, p: LatLng): { t: number; offsetM: number } {
  const k = Math.cos(rad((a.lat + b.lat + p.lat) / 3));
  const bx = (b.lng - a.lng) * k;
  const by = b.lat - a.lat;
  const px = (p.lng - a.lng) * k;
  const py = p.lat - a.lat;
  const length2 = bx * bx + by * by;
  const t = length2 === 0 ? 0 : Math.min(1, Math.max(0, (px * bx + py * by) / length2));
  const on = { lat: a.lat + t * (b.lat - a.lat), lng: a.lng + t * (b.lng - a.lng) };
  return { t, offsetM: haversineM(on, p) };
}

/** A stop counts as "as close as the closest" within this many metres, so loops take the first pass. */
const SAME_PASS_SLACK_M = 30;

/**
 * Each stop's distance along the line, in whole metres from the first stop's position. Stops are
 * taken in order and never placed behind the previous one, and among passes of the line near a
 * stop the earliest wins — a loop route's last stop lands at the end, not the start.
 */
export function stopDistancesAlong(line: readonly Position[], stops: readonly LatLng[]): number[] {
  const points = line.map(toLatLng);
  if (points.length < 2) return straightDistances(stops);
  const along = cumulativeM(points);
  let floor = 0;
  const result = stops.map((stop) => {
    const candidates: { at: number; offsetM: number }[] = [];
    for (let i = 0; i < points.length - 1; i++) {
      if (along[i + 1]! < floor) continue;
      const { t, offsetM } = projectOnSegment(points[i]!, points[i + 1]!, stop);
      candidates.push({
        at: Math.max(floor, along[i]! + t * (along[i + 1]! - along[i]!)),
        offsetM,
      });
    }
    const best = candidates.reduce((min, c) => Math.min(min, c.offsetM), Infinity);
    const chosen = candidates.find((c) => c.offsetM <= best + SAME_PASS_SLACK_M);
    floor = chosen?.at ?? floor;
    return floor;
  });
  const start = result[0] ?? 0;
  return result.map((at) => Math.round(at - start));
}

/** Distances when straight lines join the stops. */
export function straightDistances(stops: readonly LatLng[]): number[] {
  return cumulativeM(stops).map(Math.round);
}

/** A path of straight lines through the stops, with each stop's distance along it. */
export function straightLine(stops: readonly LatLng[]): {
  coordinates: Position[];
  distancesM: number[];
} {
  return {
    coordinates: stops.map((s) => [s.lng, s.lat]),
    distancesM: straightDistances(stops),
  };
}

/** Whether the path is just straight lines through the stops (nothing a feed drew). */
export function isStraightThrough(line: readonly Position[], stops: readonly LatLng[]): boolean {
  const close = (a: number, b: number) => Math.abs(a - b) < 1e-6;
  return (
    line.length === stops.length &&
    line.every(([lng, lat], i) => close(lng, stops[i]!.lng) && close(lat, stops[i]!.lat))
  );
}

/** Distance of p from the line a→b in degrees of a flat projection, for simplifying. */
function deviation(a: Position, b: Position, p: Position): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length = Math.hypot(dx, dy);
  if (length === 0) return Math.hypot(p[0] - a[0], p[1] - a[1]);
  return Math.abs(dy * p[0] - dx * p[1] + b[0] * a[1] - b[1] * a[0]) / length;
}

/** The points Douglas–Peucker keeps at this tolerance. */
function douglasPeucker(line: readonly Position[], tolerance: number): Position[] {
  const keep = new Uint8Array(line.length);
  keep[0] = keep[line.length - 1] = 1;
  const stack: [number, number][] = [[0, line.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    let index = -1;
    let worst = tolerance;
    for (let i = first + 1; i < last; i++) {
      const d = deviation(line[first]!, line[last]!, line[i]!);
      if (d > worst) [index, worst] = [i, d];
    }
    if (index < 0) continue;
    keep[index] = 1;
    stack.push([first, index], [index, last]);
  }
  return line.filter((_, i) => keep[i] === 1);
}

/** The larger side of the line's bounding box, in degrees. */
function extent(line: readonly Position[]): number {
  let [minLng, minLat, maxLng, maxLat] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [lng, lat] of line) {
    [minLng, maxLng] = [Math.min(minLng, lng), Math.max(maxLng, lng)];
    [minLat, maxLat] = [Math.min(minLat, lat), Math.max(maxLat, lat)];
  }
  return Math.max(maxLng - minLng, maxLat - minLat);
}

/**
 * The line with at most `maxPoints` points, for drawing: Douglas–Peucker with a tolerance that
 * grows until it fits. Short lines come back as they are.
 */
export function simplifyLine(line: readonly Position[], maxPoints: number): Position[] {
  if (line.length <= maxPoints) return [...line];
  const span = extent(line);
  let tolerance = span / 2000 || 1e-9;
  let simplified = douglasPeucker(line, tolerance);
  while (simplified.length > maxPoints) {
    tolerance *= 2;
    simplified = douglasPeucker(line, tolerance);
  }
  return simplified;
}
