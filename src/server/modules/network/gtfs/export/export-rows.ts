/** The rows of each exported GTFS file. Schedules and shapes are read page by page. */
import type { CsvValue } from '../feed/csv-writer.ts';
import type { ExportContext } from './export-context.ts';
import { fareFiles, type FareFiles } from './export-fares.ts';
import type { ExportSchedule, GtfsExportRepo } from './export.repo.ts';
import { scheduleStopTimes } from '../mapping/trips/schedules.ts';
import { formatGtfsDate, formatGtfsTime } from '../feed/values.ts';

type Rows = AsyncGenerator<CsvValue[]>;
const PAGE = 500;
const SHAPE_PAGE = 50;
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

export const HEADERS = {
  agency: [
    'agency_id',
    'agency_name',
    'agency_url',
    'agency_timezone',
    'agency_lang',
    'agency_phone',
    'agency_fare_url',
    'agency_email',
  ],
  stops: [
    'stop_id',
    'stop_code',
    'stop_name',
    'stop_lat',
    'stop_lon',
    'zone_id',
    'stop_timezone',
    'location_type',
    'parent_station',
  ],
  routes: [
    'route_id',
    'agency_id',
    'route_short_name',
    'route_long_name',
    'route_type',
    'route_color',
    'route_text_color',
  ],
  calendar: [
    'service_id',
    'monday',
    'tuesday',
    'wednesday',
    'thursday',
    'friday',
    'saturday',
    'sunday',
    'start_date',
    'end_date',
  ],
  calendarDates: ['service_id', 'date', 'exception_type'],
  trips: [
    'route_id',
    'service_id',
    'trip_id',
    'trip_headsign',
    'direction_id',
    'block_id',
    'shape_id',
  ],
  stopTimes: ['trip_id', 'arrival_time', 'departure_time', 'stop_id', 'stop_sequence'],
  shapes: ['shape_id', 'shape_pt_lat', 'shape_pt_lon', 'shape_pt_sequence', 'shape_dist_traveled'],
  fareAttributes: ['fare_id', 'price', 'currency_type', 'payment_method', 'transfers'],
  fareRules: ['fare_id', 'route_id', 'origin_id', 'destination_id'],
} as const;

export async function* agencyRows(ctx: ExportContext): Rows {
  for (const a of ctx.agencies)
    yield [a.gtfsId, a.name, a.url, a.timezone, a.lang, a.phone, a.fareUrl, a.email];
}

export async function* stopRows(repo: GtfsExportRepo): Rows {
  const stops = await repo.stops();
  const feedIds = new Map(stops.map((s) => [s.id, s.gtfsId ?? s.id]));
  for (const s of stops) {
    const stopId = feedIds.get(s.id)!;
    // An imported stop without a stop_code took its stop_id as code; it goes back without one.
    // Each stop is its own fare zone, for fares priced per pair of stops (export-fares.ts);
    // a station is no stop a fare is priced at, and GTFS ignores a station's zone_id.
    const code = s.code === stopId ? '' : s.code;
    const zone = s.locationType === 1 ? '' : stopId;
    const parent = s.parentStopId ? feedIds.get(s.parentStopId) : '';
    yield [stopId, code, s.name, s.lat, s.lng, zone, s.timezone, s.locationType, parent];
  }
}

export async function* routeRows(repo: GtfsExportRepo, ctx: ExportContext): Rows {
  for (const r of await repo.routes()) {
    const colour = (hex: string) => hex.slice(1).toUpperCase();
    yield [
      ctx.routeIds.get(r.id),
      ctx.agencyOf(r.agencyId),
      r.shortName,
      r.longName,
      r.routeType,
      colour(r.colour),
      colour(r.textColour),
    ];
  }
}

export async function* calendarRows(repo: GtfsExportRepo, ctx: ExportContext): Rows {
  const row = (id: string, days: number[], start: string, end: string) => [
    id,
    ...WEEKDAYS.map((d) => (days.includes(d) ? 1 : 0)),
    formatGtfsDate(start),
    formatGtfsDate(end),
  ];
  // A service given by its dates alone stays in calendar_dates.txt only, as it came.
  for (const c of await repo.calendars())
    if (c.daysOfWeek.length > 0) yield row(c.gtfsId, c.daysOfWeek, c.startDate, c.endDate);
  for (const p of ctx.plainServices) yield row(p.serviceId, p.daysOfWeek, p.startDate, p.endDate);
}

export async function* calendarDateRows(repo: GtfsExportRepo): Rows {
  for (const d of await repo.calendarDates())
    yield [d.serviceId, formatGtfsDate(d.date), d.exception === 'added' ? 1 : 2];
}

async function* schedulePages(
  repo: GtfsExportRepo,
  withOffsets: boolean,
): AsyncGenerator<ExportSchedule> {
  let after: string | null = null;
  for (;;) {
    const page = await repo.schedules(after, PAGE, withOffsets);
    yield* page;
    if (page.length < PAGE) return;
    after = page.at(-1)!.id;
  }
}

export async function* tripRows(repo: GtfsExportRepo, ctx: ExportContext): Rows {
  for await (const s of schedulePages(repo, false)) {
    const serviceId = s.serviceCalendarId
      ? ctx.calendarIds.get(s.serviceCalendarId)
      : ctx.plainServiceOf(s.daysOfWeek, s.validFrom, s.validTo);
    const shapeId = s.shapeId ? ctx.shapeIds.get(s.shapeId) : lentShape(s, ctx);
    yield [
      ctx.routeIds.get(s.routeId),
      serviceId,
      s.gtfsId ?? s.id,
      s.headsign,
      s.directionId,
      s.blockId,
      shapeId,
    ];
  }
}

/** A schedule entered by hand has no shape of its own: its route's path is its shape. */
function lentShape(s: ExportSchedule, ctx: ExportContext): string | undefined {
  return s.gtfsId ? undefined : ctx.routeShapeIds.get(s.routeId);
}

export async function* stopTimeRows(repo: GtfsExportRepo, ctx: ExportContext): Rows {
  for await (const s of schedulePages(repo, true)) {
    const offsets = s.stopOffsets ?? [];
    const routeStops = ctx.routeStops.get(s.routeId) ?? [];
    const times = scheduleStopTimes(s.departureTime, offsets);
    for (const [i, offset] of offsets.entries()) {
      const stopUuid = offset.stopId ?? routeStops[i]!.stopId;
      const t = times[i]!;
      yield [
        s.gtfsId ?? s.id,
        formatGtfsTime(t.arrive),
        formatGtfsTime(t.depart),
        ctx.stopIds.get(stopUuid),
        i + 1,
      ];
    }
  }
}

/** The feed's own shapes that schedules use, then the paths routes lend their schedules. */
export async function* shapeRows(repo: GtfsExportRepo, ctx: ExportContext): Rows {
  for await (const shape of pages(repo.shapes)) {
    for (const [i, [lng, lat]] of shape.coordinates.entries())
      yield [shape.gtfsId, lat, lng, i + 1, shape.distances?.[i]];
  }
  for await (const route of pages(repo.routePaths)) {
    const shapeId = ctx.routeShapeIds.get(route.id);
    if (!shapeId || !route.shape) continue;
    for (const [i, [lng, lat]] of route.shape.coordinates.entries())
      yield [shapeId, lat, lng, i + 1, null];
  }
}

/** Rows of a query read page by page, after the id of the last row of the page before. */
async function* pages<T extends { id: string }>(
  page: (afterId: string | null, limit: number) => Promise<T[]>,
): AsyncGenerator<T> {
  let after: string | null = null;
  for (;;) {
    const rows = await page(after, SHAPE_PAGE);
    yield* rows;
    if (rows.length < SHAPE_PAGE) return;
    after = rows.at(-1)!.id;
  }
}

/** fare_attributes.txt and fare_rules.txt, built together since rules name the attributes. */
export async function fareTables(repo: GtfsExportRepo, ctx: ExportContext): Promise<FareFiles> {
  return fareFiles(await repo.fares(), ctx);
}
