/** What every export file needs to turn our uuids into GTFS ids, loaded once per export. */
import { addDays } from '#shared/core/zoned-time.ts';
import type { GtfsExportRepo } from './export.repo.ts';

export interface ExportDefaults {
  /** Names the operator when no GTFS agency was imported (a network entered by hand). */
  agencyName: string;
  agencyUrl: string;
  timezone: () => Promise<string>;
}

/** The agency_id written for a network without imported agencies. */
export const DEFAULT_AGENCY_ID = 'busway';

export interface PlainService {
  serviceId: string;
  daysOfWeek: number[];
  startDate: string;
  endDate: string;
}

export interface RouteStopRef {
  stopId: string;
  sequence: number;
  /** Metres along the route's path from its first stop, as per-km fares measure them. */
  distanceM: number;
}

export interface ExportContext {
  agencies: {
    gtfsId: string;
    name: string;
    url: string;
    timezone: string;
    lang: string | null;
    phone: string | null;
    fareUrl: string | null;
    email: string | null;
  }[];
  agencyOf: (agencyId: string | null) => string;
  stopIds: Map<string, string>;
  routeIds: Map<string, string>;
  /** Each route's stops in sequence order, for schedules whose offsets name no stops, and fares. */
  routeStops: Map<string, RouteStopRef[]>;
  calendarIds: Map<string, string>;
  shapeIds: Map<string, string>;
  /** The shape_id of a route's path, for routes whose schedules have no shape of their own. */
  routeShapeIds: Map<string, string>;
  plainServices: PlainService[];
  plainServiceOf: (daysOfWeek: number[], validFrom: string, validTo: string | null) => string;
}

/** A schedule without an end date runs on for a year in the export; GTFS services need one. */
const OPEN_ENDED_DAYS = 365;

export async function loadExportContext(
  repo: GtfsExportRepo,
  defaults: ExportDefaults,
): Promise<ExportContext> {
  const agencies = await repo.agencies();
  const agencyById = new Map(agencies.map((a) => [a.id, a.gtfsId]));
  const fallbackAgency = agencies[0]?.gtfsId ?? DEFAULT_AGENCY_ID;
  const routeStops = new Map<string, RouteStopRef[]>();
  for (const { routeId, ...rs } of await repo.routeStops()) {
    const list = routeStops.get(routeId) ?? [];
    if (list.length === 0) routeStops.set(routeId, list);
    list.push(rs);
  }
  const plain = (await repo.plainServices()).map((s) => ({
    serviceId: plainKey(s.daysOfWeek, s.validFrom, s.validTo),
    daysOfWeek: s.daysOfWeek,
    startDate: s.validFrom,
    endDate: s.validTo ?? addDays(s.validFrom, OPEN_ENDED_DAYS),
  }));
  const routeIds = new Map((await repo.routes()).map((r) => [r.id, r.gtfsId ?? r.id]));
  const shapeIds = new Map((await repo.shapeIds()).map((s) => [s.id, s.gtfsId]));
  return {
    agencies: agencies.length > 0 ? agencies : [await defaultAgency(defaults)],
    agencyOf: (agencyId) => (agencyId && agencyById.get(agencyId)) || fallbackAgency,
    stopIds: new Map((await repo.stops()).map((s) => [s.id, s.gtfsId ?? s.id])),
    routeIds,
    routeStops,
    calendarIds: new Map((await repo.calendars()).map((c) => [c.id, c.gtfsId])),
    shapeIds,
    routeShapeIds: routeShapeIds(await repo.routesLendingShapes(), routeIds, shapeIds),
    plainServices: plain,
    plainServiceOf: plainKey,
  };
}

/**
 * `route-<route_id>` for each route lending its path; a feed's own shape of that name (unlikely,
 * but shape ids are the feed's) keeps it, and the route's path takes a numbered one.
 */
function routeShapeIds(
  routes: { id: string }[],
  routeIds: ReadonlyMap<string, string>,
  shapeIds: ReadonlyMap<string, string>,
): Map<string, string> {
  const taken = new Set(shapeIds.values());
  const result = new Map<string, string>();
  for (const { id } of routes) {
    const base = `route-${routeIds.get(id) ?? id}`;
    let shapeId = base;
    for (let n = 2; taken.has(shapeId); n++) shapeId = `${base}-${n}`;
    taken.add(shapeId);
    result.set(id, shapeId);
  }
  return result;
}

function plainKey(daysOfWeek: number[], validFrom: string, validTo: string | null): string {
  return `busway-${daysOfWeek.join('')}-${validFrom}-${validTo ?? 'open'}`;
}

async function defaultAgency(defaults: ExportDefaults) {
  return {
    gtfsId: DEFAULT_AGENCY_ID,
    name: defaults.agencyName,
    url: defaults.agencyUrl,
    timezone: await defaults.timezone(),
    lang: null,
    phone: null,
    fareUrl: null,
    email: null,
  };
}
