/**
 * A route's path and its stops' distances along it. A path a GTFS feed drew is kept (stops are
 * projected onto it); any other path is straight lines between the stops, redrawn on each change.
 */
import type { LineString } from '#db/schema/network.ts';
import type { ShapeKind } from '#shared/network/network.ts';
import { isStraightThrough, stopDistancesAlong, straightLine, type LatLng } from './geo.ts';
import type { NetworkScope } from '../network.store.ts';

/** What the path is, judged against the stops it was drawn for. */
export function shapeKindOf(shape: LineString | null, stops: readonly LatLng[]): ShapeKind {
  if (!shape || shape.coordinates.length < 2) return 'straight';
  return isStraightThrough(shape.coordinates, stops) ? 'straight' : 'imported';
}

/** The path and distances for `stops`; `current` is the path now and whether to keep it. */
export function routeGeometry(
  stops: readonly LatLng[],
  current: { shape: LineString | null; kind: ShapeKind; keep: boolean },
): { shape: LineString; distancesM: number[] } {
  if (current.shape && current.kind === 'imported' && current.keep) {
    return {
      shape: current.shape,
      distancesM: stopDistancesAlong(current.shape.coordinates, stops),
    };
  }
  const { coordinates, distancesM } = straightLine(stops);
  return { shape: { type: 'LineString', coordinates }, distancesM };
}

/**
 * After a stop moved from `from`: new distances, and new straight paths, for every route through
 * it. Returns the routes it changed.
 */
export async function relayRoutesThrough(
  scope: NetworkScope,
  stopId: string,
  from: LatLng,
): Promise<string[]> {
  const ids = await scope.routes.idsThrough(stopId);
  for (const id of ids) {
    const route = await scope.routes.findById(id);
    if (!route) continue;
    const stops = (await scope.routes.stopsOf(id)).map((s) => s.stop);
    const before = stops.map((s) => (s.id === stopId ? from : s));
    const kind = shapeKindOf(route.shape, before);
    const { shape, distancesM } = routeGeometry(stops, { shape: route.shape, kind, keep: true });
    await scope.routes.replaceStops(
      id,
      stops.map((s, i) => ({ stopId: s.id, distanceM: distancesM[i]! })),
    );
    await scope.routes.update(id, { shape });
  }
  return ids;
}
