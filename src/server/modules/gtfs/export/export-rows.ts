/** The rows of each exported GTFS file. Schedules and shapes are read page by page. */
import type { CsvValue } from '../feed/csv-writer.ts';
import type { ExportContext } from './export-context.ts';
import { fareFiles, type FareFiles } from './export-fares.ts';
import type { ExportSchedule, GtfsExportRepo } from './export.repo.ts';
import { scheduleStopTimes } from '../mapping/trips/schedules.ts';
import { formatGtfsDate, formatGtfsTime } from '../feed/values.ts';
import { GTFS_COLUMNS } from '../feed/gtfs-columns.ts';

type Rows = AsyncGenerator<CsvValue[]>;
const PAGE = 500;
const SHAPE_PAGE = 50;
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

/** Each file's header: the columns we keep (gtfs-columns.ts); rows below give them in this order. */
export const HEADERS = {
  agency: GTFS_COLUMNS['agency.txt'],
  stops: GTFS_COLUMNS['stops.txt'],
  routes: GTFS_COLUMNS['routes.txt'],
  calendar: GTFS_COLUMNS['calendar.txt'],
  calendarDates: GTFS_COLUMNS['calendar_dates.txt'],
  trips: GTFS_COLUMNS['trips.txt'],
  stopTimes: GTFS_COLUMNS['stop_times.txt'],
  shapes: GTFS_COLUMNS['shapes.txt'],
  fareAttributes: GTFS_COLUMNS['fare_attributes.txt'],
  fareRules: GTFS_COLUMNS['fare_rules.txt'],
  transfers: GTFS_COLUMNS['transfers.txt'],
  feedInfo: GTFS_COLUMNS['feed_info.txt'],
};

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
    const code = s.codeMadeUp ? '' : s.code;
    // A feed's stop keeps its own zone. A stop entered by hand is its own fare zone, for fares
    // priced per pair of stops (export-fares.ts); a station is no stop a fare is priced at.
    const zone = s.zoneId ?? (s.gtfsId || s.locationType === 1 ? '' : stopId);
    const parent = s.parentStopId ? feedIds.get(s.parentStopId) : '';
    yield [
      stopId,
      code,
      s.name,
      s.lat,
      s.lng,
      zone,
      s.timezone,
      s.locationType,
      parent,
      s.wheelchairBoarding,
    ];
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
      // A colour the feed did not give is not invented (decision 016).
      r.colourMadeUp ? '' : colour(r.colour),
      r.textColourMadeUp ? '' : colour(r.textColour),
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
      s.shortName,
      s.directionId,
      s.blockId,
      shapeId,
      s.wheelchairAccessible,
      s.bikesAllowed,
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
        // The feed's own stop_sequence: GTFS-Realtime updates name stops by it.
        offset.sequence ?? i + 1,
        offset.distance,
        offset.timepoint,
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

/** A feed's transfers whose stops, routes and trips the export still has. */
export async function* transferRows(repo: GtfsExportRepo, ctx: ExportContext): Rows {
  const stop = (id: string | null) => (id ? ctx.stopIds.get(id) : '');
  const route = (id: string | null) => (id ? ctx.routeIds.get(id) : '');
  for (const t of await repo.transfers()) {
    const ids = [stop(t.fromStopId), stop(t.toStopId), route(t.fromRouteId), route(t.toRouteId)];
    if (ids.includes(undefined)) continue;
    yield [...ids, t.fromTripId, t.toTripId, t.transferType, t.minTransferTimeS];
  }
}

export async function* feedInfoRows(repo: GtfsExportRepo): Rows {
  const date = (iso: string | null) => (iso ? formatGtfsDate(iso) : '');
  for (const f of await repo.feedInfo())
    yield [
      f.publisherName,
      f.publisherUrl,
      f.lang,
      f.defaultLang,
      date(f.startDate),
      date(f.endDate),
      f.version,
      f.contactEmail,
      f.contactUrl,
    ];
}
