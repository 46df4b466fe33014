/**
 * Network: stops, routes with their ordered stops and shape, schedules, and the dated trips that
 * schedules roll out. A dated trip reads its stop times from its schedule (`schedule_stop`, from
 * the trip's `day_start`) unless they were changed for that trip alone (`own_times`, then
 * `trip_stop`); the view `trip_time` gives every trip's times either way
 * (docs/decisions/012-dated-trips-read-their-times-from-the-schedule.md). A booking's segment
 * [from, to) names stop sequences of the trip.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  pgView,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { bus } from './fleet.ts';
import { agency, serviceCalendar, shape } from './gtfs.ts';
import { TRIP_STATUSES } from '../../shared/timetable/trip-status.ts';
import { coordinates, createdAt, hexColour, oneOf } from './types.ts';

export const stop = pgTable(
  'stop',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    code: text('code').notNull().unique(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    gtfsId: text('gtfs_id').unique(),
    /** IANA zone when it differs from OPERATOR_TIMEZONE (GTFS stop_timezone). */
    timezone: text('timezone'),
    /**
     * GTFS location_type: 0 a stop or platform that routes call at, 1 a station that groups
     * platforms. A station has coordinates but no route stop references it.
     */
    locationType: integer('location_type').$type<0 | 1>().notNull().default(0),
    /** A platform's station (GTFS parent_station); removing the station leaves a plain stop. */
    parentStopId: uuid('parent_stop_id').references((): AnyPgColumn => stop.id, {
      onDelete: 'set null',
    }),
    /** GTFS zone_id: the fare zone that zone rules of fare_rules.txt name. */
    zoneId: text('zone_id'),
    /** GTFS wheelchair_boarding: 0 unknown, 1 possible, 2 not possible; null when not given. */
    wheelchairBoarding: integer('wheelchair_boarding'),
    /**
     * True when the import made the code up from the stop_id, the feed giving no stop_code (or one
     * another stop has): an export gives the stop back without one. A code set by hand clears it.
     */
    codeMadeUp: boolean('code_made_up').notNull().default(false),
  },
  (t) => [
    ...coordinates('stop', t.lat, t.lng),
    check('stop_location_type_check', sql`${t.locationType} in (0, 1)`),
    // GTFS forbids a station inside a station.
    check('stop_station_parent_check', sql`${t.locationType} = 0 or ${t.parentStopId} is null`),
    check('stop_wheelchair_boarding_check', sql`${t.wheelchairBoarding} in (0, 1, 2)`),
    index('stop_parent_idx').on(t.parentStopId),
  ],
);

/** GeoJSON LineString; coordinates are [lng, lat] as GeoJSON requires. */
export interface LineString {
  type: 'LineString';
  coordinates: [number, number][];
}

export const route = pgTable(
  'route',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shortName: text('short_name').notNull(),
    longName: text('long_name').notNull(),
    colour: text('colour').notNull().default('#1F6FEB'),
    textColour: text('text_colour').notNull().default('#FFFFFF'),
    /**
     * True when a feed gave no route_color (or no route_text_color) and the colour is our default:
     * an export leaves it out rather than invent one. A colour set by hand clears it.
     */
    colourMadeUp: boolean('colour_made_up').notNull().default(false),
    textColourMadeUp: boolean('text_colour_made_up').notNull().default(false),
    shape: jsonb('shape').$type<LineString>(),
    gtfsId: text('gtfs_id').unique(),
    /** GTFS route_type; 3 is a bus. */
    routeType: integer('route_type').notNull().default(3),
    agencyId: uuid('agency_id').references(() => agency.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    hexColour('route_colour_check', t.colour),
    hexColour('route_text_colour_check', t.textColour),
  ],
);

export const routeStop = pgTable(
  'route_stop',
  {
    routeId: uuid('route_id')
      .notNull()
      .references(() => route.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    stopId: uuid('stop_id')
      .notNull()
      .references(() => stop.id),
    /** Metres along the route shape from its first stop; fares by distance use it. */
    distanceM: integer('distance_m').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.routeId, t.sequence] }),
    index('route_stop_stop_idx').on(t.stopId),
    check('route_stop_distance_check', sql`${t.distanceM} >= 0`),
  ],
);

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
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('trip_status_check', t.status, TRIP_STATUSES),
    check(
      'trip_times_source_check',
      sql`${t.ownTimes} or (${t.scheduleId} is not null and ${t.dayStart} is not null)`,
    ),
    // Makes schedule roll-out idempotent: one trip per schedule and day.
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
