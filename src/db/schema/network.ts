/**
 * Network: stops, routes with their ordered stops and shape, and the routes' fares. Money is
 * integer minor units plus an ISO 4217 currency code. The timetable (schedules, dated trips) is in
 * timetable.ts.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { agency } from './gtfs.ts';
import { coordinates, createdAt, currencyCode, hexColour, oneOf } from './types.ts';

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

export const FARE_KINDS = ['per-km', 'table'] as const;
export type FareKind = (typeof FARE_KINDS)[number];

/** A fare table row: the price of riding from stop sequence `from` to `to` of the route. */
export interface FareTableEntry {
  from: number;
  to: number;
  amountMinor: number;
}

export const fare = pgTable(
  'fare',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    routeId: uuid('route_id')
      .notNull()
      .unique()
      .references(() => route.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: FARE_KINDS }).notNull(),
    /** per-km: base + per km of segment distance (the route_stop distances). */
    baseMinor: integer('base_minor').notNull().default(0),
    perKmMinor: integer('per_km_minor').notNull().default(0),
    currency: text('currency').notNull(),
    table: jsonb('table').$type<FareTableEntry[]>(),
    /** GTFS fare_id the fare came from; one GTFS fare may price many routes. */
    gtfsId: text('gtfs_id'),
    /**
     * GTFS payment_method (0 on board, 1 before boarding), transfers (how many a ticket allows;
     * null: unlimited) and transfer_duration in seconds, as a feed gave them. A fare set by hand
     * is one ride on one trip: 0 and 0.
     */
    paymentMethod: integer('payment_method').notNull().default(0),
    transfers: integer('transfers').default(0),
    transferDurationS: integer('transfer_duration_s'),
  },
  (t) => [
    oneOf('fare_kind_check', t.kind, FARE_KINDS),
    currencyCode('fare_currency_check', t.currency),
    check('fare_amounts_check', sql`${t.baseMinor} >= 0 and ${t.perKmMinor} >= 0`),
    check('fare_table_check', sql`${t.kind} <> 'table' or ${t.table} is not null`),
    check(
      'fare_gtfs_transfers_check',
      sql`${t.paymentMethod} in (0, 1) and ${t.transfers} in (0, 1, 2) and ${t.transferDurationS} >= 0`,
    ),
  ],
);
