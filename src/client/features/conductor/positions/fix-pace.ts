/**
 * Which of the phone's GPS readings to keep: one about every 5 s, or sooner after 25 m of travel
 * (issue 24). Pure; the positions are the Geolocation API's.
 */
export const KEEP_EVERY_MS = 5_000;
export const KEEP_AFTER_M = 25;
/** Past this, a fix is too poor to move a bus with confidence: the screen says so. */
export const POOR_ACCURACY_M = 100;

export interface Reading {
  lat: number;
  lng: number;
  /** Epoch milliseconds. */
  at: number;
}

/** Metres between two points (haversine). */
export function metresBetween(a: Reading, b: Reading): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

/** Whether `next` is kept after the last kept reading `last`. */
export function keepReading(last: Reading | null, next: Reading): boolean {
  if (!last) return true;
  if (next.at <= last.at) return false;
  return next.at - last.at >= KEEP_EVERY_MS || metresBetween(last, next) >= KEEP_AFTER_M;
}
