/** How a route leaves the service: the list's summary, the detail, and the audit log's snapshot. */
import type { RouteDetail, RouteSummary } from '#shared/network/network.ts';
import { NotFoundError } from '#server/errors.ts';
import { toFare } from '../fares/fares.service.ts';
import { simplifyLine } from '../geometry/geo.ts';
import { shapeKindOf } from '../geometry/routes.geometry.ts';
import type { RouteListRow, RouteRow, RouteStopRow } from './routes.repo.ts';
import type { NetworkScope } from '../network.store.ts';

/** Points drawn for a list thumbnail and for the route's own map. */
const PREVIEW_POINTS = 48;
const DETAIL_POINTS = 600;

/** Black or white, whichever reads better on the colour (WCAG relative luminance). */
export function readableTextColour(colour: string): string {
  const channel = (i: number) => {
    const c = parseInt(colour.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.179 ? '#1B1F24' : '#FFFFFF';
}

function names(row: RouteRow) {
  const { id, shortName, longName, colour, textColour, active } = row;
  return { id, shortName, longName, colour, textColour, active };
}

export function toSummary(row: RouteListRow): RouteSummary {
  const { stopCount, lengthM, firstStop, lastStop, fareKind } = row;
  const preview = simplifyLine(row.shape?.coordinates ?? [], PREVIEW_POINTS);
  return { ...names(row), stopCount, lengthM, firstStop, lastStop, fareKind, preview };
}

const kindOf = (row: RouteRow, stops: RouteStopRow[]) =>
  shapeKindOf(
    row.shape,
    stops.map((s) => s.stop),
  );

/** What the audit log keeps of a route: everything but the path's points. */
export function snapshot(row: RouteRow, stops: RouteStopRow[]) {
  const path = { points: row.shape?.coordinates.length ?? 0, kind: kindOf(row, stops) };
  const list = stops.map(({ sequence, stop, distanceM }) => ({
    sequence,
    stopId: stop.id,
    code: stop.code,
    distanceM,
  }));
  return { ...names(row), path, stops: list };
}

export async function loadRoute(scope: NetworkScope, id: string) {
  const row = await scope.routes.findById(id);
  if (!row) throw new NotFoundError('route', id);
  return { row, stops: await scope.routes.stopsOf(id) };
}

export async function routeDetail(scope: NetworkScope, id: string): Promise<RouteDetail> {
  const { row, stops } = await loadRoute(scope, id);
  const fare = await scope.fares.find(id);
  return {
    ...names(row),
    stopCount: stops.length,
    lengthM: stops.at(-1)?.distanceM ?? 0,
    firstStop: stops[0]?.stop.name ?? null,
    lastStop: stops.at(-1)?.stop.name ?? null,
    gtfsId: row.gtfsId,
    stops,
    shape: simplifyLine(row.shape?.coordinates ?? [], DETAIL_POINTS),
    shapeKind: kindOf(row, stops),
    fare: fare ? toFare(fare) : null,
  };
}
