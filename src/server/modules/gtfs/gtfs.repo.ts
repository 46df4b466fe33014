/** All SQL of the GTFS import: id look-ups, batched upserts by GTFS id, the audit entry. */
import { eq, getTableColumns, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database, Tx } from '#db/client.ts';
import { fare } from '#db/schema/network.ts';
import {
  agency,
  gtfsImport,
  serviceCalendar,
  serviceCalendarDate,
  shape,
} from '#db/schema/gtfs.ts';
import { gtfsFeedInfo, gtfsTransfer } from '#db/schema/gtfs-feed.ts';
import { route, routeStop, stop, type LineString } from '#db/schema/network.ts';
import { schedule } from '#db/schema/timetable.ts';
import { auditLog, operatorSetting } from '#db/schema/system.ts';

type Insert<T extends PgTable> = T['$inferInsert'];

/** Rows per INSERT: as many as keep a statement under ~30k bound parameters. */
const PARAMETERS_PER_STATEMENT = 30_000;
/** Ids per UPDATE … WHERE id IN (…). */
const IDS_PER_STATEMENT = 5_000;

export interface ExistingIds {
  agencies: Map<string, string>;
  stops: Map<string, string>;
  routes: Map<string, { id: string; active: boolean }>;
  calendars: Map<string, string>;
  shapes: Map<string, string>;
  schedules: Map<string, { id: string; active: boolean }>;
}

/** Embedded PGlite: one connection, which a transaction holds until it ends. */
export const isEmbedded = (db: Database) => db instanceof PgliteDatabase;

/** The repo an import reads and writes through. */
export function createGtfsRepo(db: Database) {
  const batched = isEmbedded(db);
  return {
    ...createGtfsWriter(db),
    /**
     * Runs the writing pass. On PostgreSQL in one transaction (serialised across instances by a
     * lock): other requests have their own connections and do not wait. On PGlite a transaction
     * would hold the one connection, and every request with it, for the whole import; there each
     * statement commits on its own and queued queries run between them, the feed having been
     * checked before (import-run.ts), and a run stopped half-way says so (writesStartedAt).
     */
    transaction<T>(work: (repo: GtfsWriter) => Promise<T>): Promise<T> {
      if (batched) return work(createGtfsWriter(db, true));
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('busway:gtfs-import'))`);
        return work(createGtfsWriter(tx));
      });
    },
  };
}
export type GtfsRepo = ReturnType<typeof createGtfsRepo>;

function createGtfsWriter(db: Database | Tx, batched = false) {
  /** INSERT … ON CONFLICT (target) DO UPDATE every given column but the id, in batches. */
  async function upsert<T extends PgTable>(table: T, rows: Insert<T>[], target: AnyPgColumn) {
    if (rows.length === 0) return;
    const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
    const keys = Object.keys(rows[0]!).filter((key) => key !== 'id' && columns[key] !== target);
    const set: Record<string, SQL> = {};
    for (const key of keys) set[key] = sql.raw(`excluded."${columns[key]!.name}"`);
    const size = Math.max(1, Math.floor(PARAMETERS_PER_STATEMENT / Object.keys(rows[0]!).length));
    for (let i = 0; i < rows.length; i += size) {
      await db
        .insert(table)
        .values(rows.slice(i, i + size))
        .onConflictDoUpdate({ target, set });
    }
  }

  async function idsByGtfsId(
    table: typeof stop | typeof agency | typeof serviceCalendar | typeof shape,
  ) {
    const rows = await db
      .select({ id: table.id, gtfsId: table.gtfsId })
      .from(table)
      .where(isNotNull(table.gtfsId));
    return new Map(rows.map((r) => [r.gtfsId!, r.id]));
  }

  async function activeByGtfsId(table: typeof route | typeof schedule) {
    const rows = await db
      .select({ id: table.id, gtfsId: table.gtfsId, active: table.active })
      .from(table)
      .where(isNotNull(table.gtfsId));
    return new Map(rows.map((r) => [r.gtfsId!, { id: r.id, active: r.active }]));
  }

  async function deactivate(table: typeof route | typeof schedule, ids: string[]) {
    for (let i = 0; i < ids.length; i += IDS_PER_STATEMENT) {
      await db
        .update(table)
        .set({ active: false })
        .where(inArray(table.id, ids.slice(i, i + IDS_PER_STATEMENT)));
    }
  }

  return {
    async existingIds(): Promise<ExistingIds> {
      return {
        agencies: await idsByGtfsId(agency),
        stops: await idsByGtfsId(stop),
        routes: await activeByGtfsId(route),
        calendars: await idsByGtfsId(serviceCalendar),
        shapes: await idsByGtfsId(shape),
        schedules: await activeByGtfsId(schedule),
      };
    },

    /** Stops holding one of these codes, with their GTFS id (null for stops entered by hand). */
    async stopsWithCodes(codes: string[]) {
      const found: { code: string; gtfsId: string | null; name: string }[] = [];
      for (let i = 0; i < codes.length; i += IDS_PER_STATEMENT) {
        const slice = codes.slice(i, i + IDS_PER_STATEMENT);
        found.push(
          ...(await db
            .select({ code: stop.code, gtfsId: stop.gtfsId, name: stop.name })
            .from(stop)
            .where(inArray(stop.code, slice))),
        );
      }
      return found;
    },

    upsertAgencies: (rows: Insert<typeof agency>[]) => upsert(agency, rows, agency.gtfsId),
    upsertStops: (rows: Insert<typeof stop>[]) => upsert(stop, rows, stop.gtfsId),
    upsertRoutes: (rows: Insert<typeof route>[]) => upsert(route, rows, route.gtfsId),
    upsertCalendars: (rows: Insert<typeof serviceCalendar>[]) =>
      upsert(serviceCalendar, rows, serviceCalendar.gtfsId),
    upsertShapes: (rows: Insert<typeof shape>[]) => upsert(shape, rows, shape.gtfsId),
    upsertSchedules: (rows: Insert<typeof schedule>[]) => upsert(schedule, rows, schedule.gtfsId),
    upsertFares: (rows: Insert<typeof fare>[]) => upsert(fare, rows, fare.routeId),

    async replaceCalendarDates(calendarIds: string[], rows: Insert<typeof serviceCalendarDate>[]) {
      for (let i = 0; i < calendarIds.length; i += IDS_PER_STATEMENT) {
        const slice = calendarIds.slice(i, i + IDS_PER_STATEMENT);
        await db.delete(serviceCalendarDate).where(inArray(serviceCalendarDate.calendarId, slice));
      }
      for (let i = 0; i < rows.length; i += IDS_PER_STATEMENT) {
        await db.insert(serviceCalendarDate).values(rows.slice(i, i + IDS_PER_STATEMENT));
      }
    },

    /** The feed's transfers instead of the last one's. */
    async replaceTransfers(rows: Insert<typeof gtfsTransfer>[]) {
      await db.delete(gtfsTransfer);
      const size = Math.floor(PARAMETERS_PER_STATEMENT / 8);
      for (let i = 0; i < rows.length; i += size)
        await db.insert(gtfsTransfer).values(rows.slice(i, i + size));
    },

    /** The feed's feed_info instead of the last one's; none when the feed has none. */
    async replaceFeedInfo(row: Insert<typeof gtfsFeedInfo> | undefined) {
      await db.delete(gtfsFeedInfo);
      if (row) await db.insert(gtfsFeedInfo).values(row);
    },

    async replaceRouteStops(
      routeId: string,
      rows: Insert<typeof routeStop>[],
      path: LineString | null,
    ) {
      await db.delete(routeStop).where(eq(routeStop.routeId, routeId));
      if (rows.length > 0) await db.insert(routeStop).values(rows);
      await db.update(route).set({ shape: path }).where(eq(route.id, routeId));
    },

    async shapeCoordinates(id: string) {
      const [row] = await db
        .select({ coordinates: shape.coordinates })
        .from(shape)
        .where(eq(shape.id, id));
      return row?.coordinates;
    },

    deactivateRoutes: (ids: string[]) => deactivate(route, ids),
    deactivateSchedules: (ids: string[]) => deactivate(schedule, ids),

    async setting(key: string): Promise<string | undefined> {
      const [row] = await db
        .select({ value: operatorSetting.value })
        .from(operatorSetting)
        .where(eq(operatorSetting.key, key));
      return row?.value;
    },

    /** Stops and routes of any origin (a feed, the demo seed, the admin screens). */
    async networkSize(): Promise<{ stops: number; routes: number }> {
      return { stops: await db.$count(stop), routes: await db.$count(route) };
    },

    async setSetting(key: string, value: string) {
      await db
        .insert(operatorSetting)
        .values({ key, value })
        .onConflictDoUpdate({ target: operatorSetting.key, set: { value, updatedAt: sql`now()` } });
    },

    async audit(entry: Insert<typeof auditLog>) {
      await db.insert(auditLog).values(entry);
    },

    /** Writes in batches (PGlite): a stop half-way leaves the network partly updated. */
    batched,

    /** The connection or transaction written through (lastWrites). */
    handle: db,

    /** Marks the job as writing: committed at once in batches, with the import otherwise. */
    async markWriting(jobId: string) {
      await db
        .update(gtfsImport)
        .set({ writesStartedAt: new Date() })
        .where(eq(gtfsImport.id, jobId));
    },

    /**
     * The job's outcome, written with the import's last writes: a run that stops after its commit
     * (in the roll-out) is known to have succeeded. It stays running until the roll-out ends.
     */
    async recordCommitted(jobId: string, outcome: unknown) {
      await db.update(gtfsImport).set({ outcome }).where(eq(gtfsImport.id, jobId));
    },
  };
}
export type GtfsWriter = ReturnType<typeof createGtfsWriter>;

/** The last writes and the job's outcome in one transaction, even when writing in batches. */
export async function lastWrites<T>(
  writer: GtfsWriter,
  work: (repo: GtfsWriter) => Promise<T>,
): Promise<T> {
  if (!writer.batched) return work(writer);
  return writer.handle.transaction((tx) => work(createGtfsWriter(tx, true)));
}
