/**
 * What a GTFS feed carries beyond our core network: agencies, service calendars with their dated
 * exceptions, per-trip shapes, and the import runs. A GTFS trip is a schedule (network.ts) that
 * points at a service calendar and a shape; see docs/decisions/003-gtfs-trips-are-schedules.md.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from './types.ts';

export const agency = pgTable('agency', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** GTFS agency_id; '' for a feed with one agency that leaves it out. */
  gtfsId: text('gtfs_id').notNull().unique(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  timezone: text('timezone').notNull(),
  lang: text('lang'),
  phone: text('phone'),
  fareUrl: text('fare_url'),
  email: text('email'),
});

/** A GTFS service: the weekdays it runs between two dates, plus dated exceptions. */
export const serviceCalendar = pgTable(
  'service_calendar',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gtfsId: text('gtfs_id').notNull().unique(),
    /** ISO weekdays, 1 = Monday … 7 = Sunday; empty for a service given by its dates alone. */
    daysOfWeek: integer('days_of_week').array().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
  },
  (t) => [
    check('service_calendar_days_check', sql`${t.daysOfWeek} <@ array[1,2,3,4,5,6,7]`),
    check('service_calendar_dates_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

export const SERVICE_EXCEPTIONS = ['added', 'removed'] as const;
export type ServiceException = (typeof SERVICE_EXCEPTIONS)[number];

export const serviceCalendarDate = pgTable(
  'service_calendar_date',
  {
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => serviceCalendar.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    exception: text('exception', { enum: SERVICE_EXCEPTIONS }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.calendarId, t.date] }),
    oneOf('service_calendar_date_exception_check', t.exception, SERVICE_EXCEPTIONS),
  ],
);

/** A GTFS shape, kept per shape_id so an export gives each trip back its own path. */
export const shape = pgTable('shape', {
  id: uuid('id').primaryKey().defaultRandom(),
  gtfsId: text('gtfs_id').notNull().unique(),
  /** [lng, lat] pairs in shape_pt_sequence order, as in a GeoJSON LineString. */
  coordinates: jsonb('coordinates').$type<[number, number][]>().notNull(),
  /** shape_dist_traveled per point (null for a point without one), when the feed gives any. */
  distances: jsonb('distances').$type<(number | null)[]>(),
});

export const IMPORT_STATUSES = ['running', 'succeeded', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/**
 * One GTFS import run. Live progress is kept in the memory of the instance running it; this row
 * records the start and the outcome, so any instance can answer once it has finished. At most one
 * row is running at a time (the index): a second import is refused across instances. A row left
 * running by a stopped process is closed at start-up (import-recovery.ts), its upload removed.
 */
export const gtfsImport = pgTable(
  'gtfs_import',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: text('status', { enum: IMPORT_STATUSES }).notNull().default('running'),
    fileName: text('file_name').notNull(),
    actorId: text('actor_id'),
    /** Counts, time zone and the validation report (src/shared/gtfs/gtfs.ts ImportOutcome). */
    outcome: jsonb('outcome'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The uploaded zip while the import runs, so a restart can remove what a crash left. */
    uploadPath: text('upload_path'),
    /**
     * When the import began writing. Written in the import's transaction on PostgreSQL (so it
     * rolls back with it) and at once on PGlite, which writes in batches: there a run stopped
     * after it left the network partly updated.
     */
    writesStartedAt: timestamp('writes_started_at', { withTimezone: true }),
  },
  (t) => [
    oneOf('gtfs_import_status_check', t.status, IMPORT_STATUSES),
    uniqueIndex('gtfs_import_one_running')
      .on(t.status)
      .where(sql`${t.status} = 'running'`),
  ],
);
