/** Tracking: GPS fixes per trip. History is kept 30 days; the latest fix per trip also lives in memory. */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  doublePrecision,
  index,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { bus } from './fleet.ts';
import { trip } from './timetable.ts';
import { coordinates, oneOf } from './types.ts';

export const POSITION_SOURCES = ['conductor', 'simulator', 'import'] as const;
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
  },
  (t) => [
    ...coordinates('vehicle_position', t.lat, t.lng),
    oneOf('vehicle_position_source_check', t.source, POSITION_SOURCES),
    check(
      'vehicle_position_bearing_check',
      sql`${t.bearing} is null or ${t.bearing} between 0 and 360`,
    ),
    index('vehicle_position_trip_time_idx').on(t.tripId, t.recordedAt),
    // The 30-day clean-up deletes by age.
    index('vehicle_position_recorded_idx').on(t.recordedAt),
  ],
);
