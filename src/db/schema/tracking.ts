/** Tracking: GPS fixes per trip. History is kept 30 days; the latest fix per trip also lives in memory. */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { POSITION_FLAGS } from '../../shared/tracking/tracking.ts';
import { bus } from './fleet.ts';
import { route } from './network.ts';
import { trip } from './timetable.ts';
import { coordinates, oneOf } from './types.ts';

export const POSITION_SOURCES = ['conductor', 'simulator', 'import'] as const;
export type { PositionFlag } from '../../shared/tracking/tracking.ts';
export type PositionSource = (typeof POSITION_SOURCES)[number];

export const vehiclePosition = pgTable(
  'vehicle_position',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trip.id, { onDelete: 'cascade' }),
    busId: uuid('bus_id').references(() => bus.id, { onDelete: 'set null' }),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** Degrees clockwise from north. */
    bearing: doublePrecision('bearing'),
    /** Metres per second. */
    speed: doublePrecision('speed'),
    /** Metres. */
    accuracy: doublePrecision('accuracy'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    source: text('source', { enum: POSITION_SOURCES }).notNull(),
    /** Metres along the trip's shape, as matched when it arrived (non-decreasing per trip). */
    alongM: doublePrecision('along_m'),
    /** More than 100 m from the shape: kept, but it does not move the bus along it. */
    offRoute: boolean('off_route').notNull().default(false),
    /**
     * Why a kept fix never moves the bus: `jump`, refused as implausible against its neighbours
     * in time, its shape or its timetable (positions/fix-neighbours.ts in the tracking module).
     */
    flag: text('flag', { enum: POSITION_FLAGS }),
  },
  (t) => [
    ...coordinates('vehicle_position', t.lat, t.lng),
    oneOf('vehicle_position_source_check', t.source, POSITION_SOURCES),
    check(
      'vehicle_position_bearing_check',
      sql`${t.bearing} is null or ${t.bearing} between 0 and 360`,
    ),
    oneOf('vehicle_position_flag_check', t.flag, POSITION_FLAGS),
    // A retried batch stores nothing twice: one fix per trip and recorded time.
    uniqueIndex('vehicle_position_trip_time_unique').on(t.tripId, t.recordedAt),
    // The 30-day clean-up deletes by age.
    index('vehicle_position_recorded_idx').on(t.recordedAt),
  ],
);

export const ETA_LEARNED_KINDS = ['stretch', 'lag', 'place'] as const;
export type EtaLearnedKind = (typeof ETA_LEARNED_KINDS)[number];

/**
 * What the ETA module learned from a route's buses, so it survives a restart (decision 027): per
 * route, direction, segment and half-hour of the operator's day a mean (seconds of a stretch, a
 * departure lag in seconds, or metres along where buses wait), its weight in observations and
 * when it was last observed (its age). Written in batches by the live state's store.
 */
export const etaLearned = pgTable(
  'eta_learned',
  {
    routeId: uuid('route_id')
      .notNull()
      .references(() => route.id, { onDelete: 'cascade' }),
    /** The trips' pattern ends, `first stop id>last stop id`. */
    direction: text('direction').notNull(),
    kind: text('kind', { enum: ETA_LEARNED_KINDS }).notNull(),
    /** The stretch's key (stop ids), or '' for a direction's lag and waiting place. */
    segment: text('segment').notNull(),
    /** Half-hours since the operator's midnight, 0–47. */
    slot: integer('slot').notNull(),
    value: doublePrecision('value').notNull(),
    weight: doublePrecision('weight').notNull(),
    observedAt: timestamp('observed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.routeId, t.direction, t.kind, t.segment, t.slot] }),
    oneOf('eta_learned_kind_check', t.kind, ETA_LEARNED_KINDS),
    check('eta_learned_slot_check', sql`${t.slot} between 0 and 47`),
    check('eta_learned_weight_check', sql`${t.weight} > 0`),
  ],
);
