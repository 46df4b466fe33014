/**
 * Route shapes for the demo network: stop-to-stop legs drawn with a gentle bend, and distances
 * along them, measured with the network's own geometry (geo.ts).
 */
import type { LineString } from '../schema/network.ts';
import { haversineM, type LatLng } from '#server/modules/network/lines/geometry/geo.ts';

/**
 * Points strictly between a and b, bowed sideways so the line reads as a road rather than a ruler.
 * The bow's side depends on the pair, not the direction, so b→a retraces a→b.
 */
function legPoints(a: LatLng, b: LatLng, steps: number, bendRatio: number): LatLng[] {
  const bend = a.lat < b.lat || (a.lat === b.lat && a.lng < b.lng) ? bendRatio : -bendRatio;
  const points: LatLng[] = [];
  for (let i = 1; i < steps; i++) {
    const t = i / steps;
    const sideways = Math.sin(Math.PI * t) * bend;
    points.push({
      lat: a.lat + (b.lat - a.lat) * t - (b.lng - a.lng) * sideways,
      lng: a.lng + (b.lng - a.lng) * t + (b.lat - a.lat) * sideways,
    });
  }
  return points;
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * A LineString through the stops with `steps - 1` points inside each leg, and each stop's distance
 * along it in whole metres.
 */
export function shapeThrough(
  stops: LatLng[],
  steps = 5,
  bend = 0.04,
): { shape: LineString; distancesM: number[] } {
  if (stops.length < 2) throw new RangeError('a route needs at least two stops');
  const points: LatLng[] = [stops[0]!];
  const stopIndexes = [0];
  for (let leg = 1; leg < stops.length; leg++) {
    points.push(...legPoints(stops[leg - 1]!, stops[leg]!, steps, bend));
    points.push(stops[leg]!);
    stopIndexes.push(points.length - 1);
  }
  const along = [0];
  for (let i = 1; i < points.length; i++)
    along.push(along[i - 1]! + haversineM(points[i - 1]!, points[i]!));
  return {
    shape: { type: 'LineString', coordinates: points.map((p) => [round6(p.lng), round6(p.lat)]) },
    distancesM: stopIndexes.map((index) => Math.round(along[index]!)),
  };
}
