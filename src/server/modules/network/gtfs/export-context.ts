/** What every export file needs to turn our uuids into GTFS ids, loaded once per export. */
import { addDays } from '#db/seed/zoned-time.ts';
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
  /** Stop uuids of each route in sequence order, for schedules whose offsets name no stops. */
  routeStops: Map<string, string[]>;
  calendarIds: Map<string, string>;
  shapeIds: Map<string, string>;
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
  const routeStops = new Map<string, string[]>();
  for (const rs of await repo.routeStops()) {
    routeStops.set(rs.routeId, [...(routeStops.get(rs.routeId) ?? []), rs.stopId]);
  }
  const plain = (await repo.plainServices()).map((s) => ({
    serviceId: plainKey(s.daysOfWeek, s.validFrom, s.validTo),
    daysOfWeek: s.daysOfWeek,
    startDate: s.validFrom,
    endDate: s.validTo ?? addDays(s.validFrom, OPEN_ENDED_DAYS),
  }));
  return {
    agencies: agencies.length > 0 ? agencies : [await defaultAgency(defaults)],
    agencyOf: (agencyId) => (agencyId && agencyById.get(agencyId)) || fallbackAgency,
    stopIds: new Map((await repo.stops()).map((s) => [s.id, s.gtfsId ?? s.id])),
    routeIds: new Map((await repo.routes()).map((r) => [r.id, r.gtfsId ?? r.id])),
    routeStops,
    calendarIds: new Map((await repo.calendars()).map((c) => [c.id, c.gtfsId])),
    shapeIds: new Map((await repo.shapeIds()).map((s) => [s.id, s.gtfsId])),
    plainServices: plain,
    plainServiceOf: plainKey,
  };
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
