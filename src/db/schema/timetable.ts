/**
 * Timetable: schedules, and the dated trips that schedules roll out. A dated trip reads its stop
 * times from its schedule (`schedule_stop`, from the trip's `day_start`) unless they were changed
 * for that trip alone (`own_times`, then `trip_stop`); the view `trip_time` gives every trip's
 * times either way (docs/decisions/012-dated-trips-read-their-times-from-the-schedule.md). A
 * booking's segment [from, to) names stop sequences of the trip.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  pgView,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { bus } from './fleet.ts';
import { serviceCalendar, shape } from './gtfs.ts';
import { route, stop } from './network.ts';
import { TRIP_STATUSES } from '../../shared/timetable/trip-status.ts';
import { createdAt, oneOf } from './types.ts';

/**
 * Minutes after the schedule's departure time, one entry per stop in sequence order. Without
 * `stopId` the entries follow the route's stops; a GTFS trip names its own stops, since trips of
 * one route differ in stop pattern. GTFS times carry seconds: then `arriveSeconds`/`departSeconds`
 * hold the exact offsets and `arrive`/`depart` those rounded down to the minute.
 */
export interface StopOffset {
  arrive: number;
  depart: number;
  stopId?: string;
  arriveSeconds?: number;
  departSeconds?: number;
  /** The feed's stop_sequence, when it is not the entry's position (1, 2, …): it may have gaps. */
  sequence?: number;
  /** The feed's shape_dist_traveled and timepoint, when given. */
  distance?: number;
  timepoint?: 0 | 1;
}

export const schedule = pgTable(
  'schedule',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    routeId: uuid('route_id')
      .notNull()
      .references(() => route.id, { onDelete: 'cascade' }),
    busId: uuid('bus_id').references(() => bus.id, { onDelete: 'set null' }),
    conductorUserId: text('conductor_user_id'),
    /** ISO weekdays, 1 = Monday … 7 = Sunday, of the service date in the operator's zone. */
    daysOfWeek: integer('days_of_week').array().notNull(),
    /** Minutes after local midnight of the service date, e.g. 07:30 → 450. */
    departureTime: integer('departure_time').notNull(),
    stopOffsets: jsonb('stop_offsets').$type<StopOffset[]>().notNull(),
    headsign: text('headsign'),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    /** GTFS trip_id, or `${trip_id}#${hh:mm}` for one departure of a frequency-based trip. */
    gtfsId: text('gtfs_id').unique(),
    /** Days and validity above copy the calendar; its dated exceptions live with it. */
    serviceCalendarId: uuid('service_calendar_id').references(() => serviceCalendar.id, {
      onDelete: 'set null',
    }),
    shapeId: uuid('shape_id').references(() => shape.id, { onDelete: 'set null' }),
    directionId: integer('direction_id'),
    blockId: text('block_id'),
    /** GTFS trip_short_name, wheelchair_accessible and bikes_allowed (0 unknown, 1 yes, 2 no). */
    shortName: text('short_name'),
    wheelchairAccessible: integer('wheelchair_accessible'),
    bikesAllowed: integer('bikes_allowed'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('schedule_route_idx').on(t.routeId),
    // GTFS times run past midnight (25:10 is 01:10 on the next day) for trips of one service day.
    check('schedule_departure_time_check', sql`${t.departureTime} between 0 and 2879`),
    check(
      'schedule_days_of_week_check',
      sql`(cardinality(${t.daysOfWeek}) > 0 or ${t.serviceCalendarId} is not null) and ${t.daysOfWeek} <@ array[1,2,3,4,5,6,7]`,
    ),
    check('schedule_validity_check', sql`${t.validTo} is null or ${t.validTo} >= ${t.validFrom}`),
    check(
      'schedule_gtfs_access_check',
      sql`${t.wheelchairAccessible} in (0, 1, 2) and ${t.bikesAllowed} in (0, 1, 2)`,
    ),
  ],
);

/**
 * A schedule's calls, one row per stop in sequence order, derived from `stop_offsets` whenever the
 * schedule is written: what search joins on. Seconds count from local midnight of the service
 * date (GTFS: from noon minus 12 hours), so 25:10 is 90600.
 */
export const scheduleStop = pgTable(
  'schedule_stop',
  {
    scheduleId: uuid('schedule_id')
      .notNull()
      .references(() => schedule.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    stopId: uuid('stop_id')
      .notNull()
      .references(() => stop.id),
    arriveS: integer('arrive_s').notNull(),
    departS: integer('depart_s').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scheduleId, t.sequence] }),
    // Search: the schedules calling at a stop.
    index('schedule_stop_stop_idx').on(t.stopId, t.scheduleId),
    check('schedule_stop_times_check', sql`${t.departS} >= ${t.arriveS} and ${t.arriveS} >= 0`),
  ],
);

// The statuses are shared with the browser (the one list, shared/timetable/trip-status.ts).
export type { TripStatus } from '../../shared/timetable/trip-status.ts';

export const trip = pgTable(
  'trip',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    routeId: uuid('route_id')
      .notNull()
      .references(() => route.id),
    busId: uuid('bus_id').references(() => bus.id, { onDelete: 'set null' }),
    scheduleId: uuid('schedule_id').references(() => schedule.id, { onDelete: 'set null' }),
    /** The operator-zone calendar date the trip belongs to, even when it runs past midnight. */
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    conductorUserId: text('conductor_user_id'),
    status: text('status', { enum: TRIP_STATUSES }).notNull().default('scheduled'),
    gtfsId: text('gtfs_id').unique(),
    headsign: text('headsign'),
    /**
     * Noon minus 12 hours of the service date in the operator's zone (GTFS's day start, right on
     * days the clocks change): a stop time is day_start + schedule_stop seconds.
     */
    dayStart: timestamp('day_start', { withTimezone: true }),
    /**
     * True when this trip's times are its own rows in trip_stop rather than its schedule's: a
     * trip made by hand, or one whose passengers keep the times they bought. The roll-out writes
     * false.
     */
    ownTimes: boolean('own_times').notNull().default(true),
    /**
     * When the trip's conductor (or an admin) started and ended it from the conductor's console;
     * status follows (en-route, then completed), so tracking and /track read it as they read
     * status. By user id.
     */
    startedAt: timestamp('started_at', { withTimezone: true }),
    startedBy: text('started_by'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedBy: text('ended_by'),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('trip_status_check', t.status, TRIP_STATUSES),
    check(
      'trip_times_source_check',
      sql`${t.ownTimes} or (${t.scheduleId} is not null and ${t.dayStart} is not null)`,
    ),
    // Makes schedule roll-out idempotent: one trip per schedule and day.
    check('trip_run_check', sql`${t.endedAt} is null or ${t.startedAt} is not null`),
    unique('trip_schedule_date_unique').on(t.scheduleId, t.serviceDate),
    index('trip_service_date_route_idx').on(t.serviceDate, t.routeId),
    index('trip_conductor_date_idx').on(t.conductorUserId, t.serviceDate),
    index('trip_bus_date_idx').on(t.busId, t.serviceDate),
  ],
);

export const tripStop = pgTable(
  'trip_stop',
  {
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trip.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    stopId: uuid('stop_id')
      .notNull()
      .references(() => stop.id),
    arrival: timestamp('arrival', { withTimezone: true }).notNull(),
    departure: timestamp('departure', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tripId, t.sequence] }),
    // Search: trips leaving a stop within a day.
    index('trip_stop_stop_departure_idx').on(t.stopId, t.departure),
    check('trip_stop_times_check', sql`${t.departure} >= ${t.arrival}`),
  ],
);

/**
 * Every trip's stop times, whichever way they are kept: a trip with its own times reads trip_stop,
 * any other reads its schedule's calls from its day start. Created in migration
 * 0006_dated-trips.sql (Drizzle cannot declare a view it does not generate from a query builder).
 */
export const tripTime = pgView('trip_time', {
  tripId: uuid('trip_id').notNull(),
  sequence: integer('sequence').notNull(),
  stopId: uuid('stop_id').notNull(),
  arrival: timestamp('arrival', { withTimezone: true }).notNull(),
  departure: timestamp('departure', { withTimezone: true }).notNull(),
}).existing();
