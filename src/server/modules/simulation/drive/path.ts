/**
 * A trip's shape as a path to drive: the point and heading at a distance along it, and points
 * moved sideways or by a few metres (a detour, GPS noise). Shapes are GeoJSON [lng, lat] pairs.
 */
import { cumulativeM, type LatLng } from '../../network/lines/geometry/geo.ts';

export interface Path {
  points: LatLng[];
  /** Metres from the first point to each point. */
  alongM: number[];
  lengthM: number;
}

const M_PER_DEG_LAT = 111_195;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

export function makePath(shape: readonly (readonly [number, number])[]): Path {
  const points = shape.map(([lng, lat]) => ({ lat, lng }));
  const alongM = cumulativeM(points);
  return { points, alongM, lengthM: alongM[alongM.length - 1] ?? 0 };
}

/** Degrees clockwise from north, from `a` to `b` (flat, as a segment of road is). */
export function bearingOf(a: LatLng, b: LatLng): number {
  const x = (b.lng - a.lng) * Math.cos(rad((a.lat + b.lat) / 2));
  const y = b.lat - a.lat;
  const degrees = (Math.atan2(x, y) * 180) / Math.PI;
  return (degrees + 360) % 360;
}

/** The point `metres` along the path (clamped to its ends) and the heading of its segment. */
export function pointAt(path: Path, metres: number): LatLng & { bearing: number } {
  const { points, alongM } = path;
  if (points.length === 1) return { ...points[0]!, bearing: 0 };
  const m = Math.min(Math.max(metres, 0), path.lengthM);
  let i = 0;
  // Binary search for the segment holding m.
  let hi = alongM.length - 1;
  while (i < hi - 1) {
    const mid = (i + hi) >> 1;
    if (alongM[mid]! <= m) i = mid;
    else hi = mid;
  }
  const a = points[i]!;
  const b = points[i + 1]!;
  const span = alongM[i + 1]! - alongM[i]!;
  const t = span > 0 ? (m - alongM[i]!) / span : 0;
  return {
    lat: a.lat + t * (b.lat - a.lat),
    lng: a.lng + t * (b.lng - a.lng),
    bearing: bearingOf(a, b),
  };
}

/** `p` moved `east` and `north` metres. */
export function moved(p: LatLng, east: number, north: number): LatLng {
  return {
    lat: p.lat + north / M_PER_DEG_LAT,
    lng: p.lng + east / (M_PER_DEG_LAT * Math.cos(rad(p.lat))),
  };
}

/** `p` moved `metres` to the right of `bearing` (negative: to the left). */
export function sideways(p: LatLng, bearing: number, metres: number): LatLng {
  const right = rad(bearing + 90);
  return moved(p, metres * Math.sin(right), metres * Math.cos(right));
}
