/** Stops: the admin list, the rows of the public autocomplete, changes, and what uses a stop. */
import {
  and,
  asc,
  count,
  countDistinct,
  eq,
  ilike,
  inArray,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { route, routeStop, stop } from '#db/schema/network.ts';
import { schedule, tripTime } from '#db/schema/timetable.ts';
import type { StopQuery, StopUsage } from '#shared/network/network.ts';
import type { IndexedStopRow } from './stop-index.ts';

export type StopRow = typeof stop.$inferSelect;
export type StopValues = Pick<StopRow, 'name' | 'code' | 'lat' | 'lng'>;
/** What the admin screens show of a stop; the GTFS-only columns stay with the export. */
export type StopListRow = Omit<StopRow, 'zoneId' | 'wheelchairBoarding' | 'codeMadeUp'> & {
  routeCount: number;
};

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(ilike(stop.name, pattern), ilike(stop.code, pattern));
}

const routeCount =
  sql<number>`(select count(distinct ${routeStop.routeId}) from ${routeStop} where ${routeStop.stopId} = ${stop.id})`.mapWith(
    Number,
  );

export function createStopsRepo(db: Database) {
  return {
    async list(query: StopQuery): Promise<{ rows: StopListRow[]; total: number }> {
      const where = matching(query.q);
      const [rows, [totalRow]] = await Promise.all([
        db
          .select({ ...stopColumns(), routeCount })
          .from(stop)
          .where(where)
          .orderBy(asc(stop.name), asc(stop.code), asc(stop.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(stop).where(where),
      ]);
      return { rows, total: totalRow?.total ?? 0 };
    },

    /** Every stop as the autocomplete's index holds it (stop-index.ts). */
    async searchable(): Promise<IndexedStopRow[]> {
      return db
        .select({
          id: stop.id,
          name: stop.name,
          code: stop.code,
          lat: stop.lat,
          lng: stop.lng,
          locationType: stop.locationType,
          parentStopId: stop.parentStopId,
        })
        .from(stop);
    },

    async findById(id: string): Promise<StopListRow | undefined> {
      const [row] = await db
        .select({ ...stopColumns(), routeCount })
        .from(stop)
        .where(eq(stop.id, id));
      return row;
    },

    async findByIds(ids: string[]): Promise<StopRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(stop).where(inArray(stop.id, ids));
    },

    /** A stop other than `exceptId` with this code, compared without case. */
    async findByCode(code: string, exceptId?: string): Promise<StopRow | undefined> {
      const same = sql`lower(${stop.code}) = lower(${code})`;
      const [row] = await db
        .select()
        .from(stop)
        .where(and(same, exceptId ? ne(stop.id, exceptId) : undefined))
        .limit(1);
      return row;
    },

    async insert(values: StopValues): Promise<StopRow> {
      const [row] = await db.insert(stop).values(values).returning();
      return row!;
    },

    async update(id: string, values: StopValues): Promise<void> {
      // A code typed by hand is the stop's own: an export gives it as stop_code.
      const codeMadeUp = sql`${stop.codeMadeUp} and ${stop.code} = ${values.code}`;
      await db
        .update(stop)
        .set({ ...values, codeMadeUp })
        .where(eq(stop.id, id));
    },

    async remove(id: string): Promise<void> {
      await db.delete(stop).where(eq(stop.id, id));
    },

    /** Routes through the stop, and how many trips and timetable entries name it. */
    async usage(id: string): Promise<StopUsage> {
      const [routes, [trips], [schedules]] = await Promise.all([
        db
          .selectDistinct({ id: route.id, shortName: route.shortName, longName: route.longName })
          .from(routeStop)
          .innerJoin(route, eq(route.id, routeStop.routeId))
          .where(eq(routeStop.stopId, id))
          .orderBy(asc(route.shortName), asc(route.longName), asc(route.id)),
        db
          .select({ n: countDistinct(tripTime.tripId) })
          .from(tripTime)
          .where(eq(tripTime.stopId, id)),
        // GTFS schedules name their stops inside stop_offsets (docs/decisions/003).
        db
          .select({ n: count() })
          .from(schedule)
          .where(sql`${schedule.stopOffsets} @> ${JSON.stringify([{ stopId: id }])}::jsonb`),
      ]);
      return { routes, trips: trips?.n ?? 0, schedules: schedules?.n ?? 0 };
    },
  };
}
export type StopsRepo = ReturnType<typeof createStopsRepo>;

function stopColumns() {
  return {
    id: stop.id,
    name: stop.name,
    code: stop.code,
    lat: stop.lat,
    lng: stop.lng,
    gtfsId: stop.gtfsId,
    timezone: stop.timezone,
    locationType: stop.locationType,
    parentStopId: stop.parentStopId,
  };
}
