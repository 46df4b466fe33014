/**
 * What a GTFS feed says beside its network and timetables, kept so an export gives it back:
 * transfers.txt and feed_info.txt (docs/decisions/016-gtfs-round-trip.md).
 */
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { route, stop } from './network.ts';

/**
 * A row of a feed's transfers.txt. Stops and routes are ours (a transfer goes with them); trips
 * keep their GTFS trip_id, since a frequency-based trip is many schedules. Each import replaces
 * them all.
 */
export const gtfsTransfer = pgTable(
  'gtfs_transfer',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fromStopId: uuid('from_stop_id').references(() => stop.id, {
      onDelete: 'cascade',
    }),
    toStopId: uuid('to_stop_id').references(() => stop.id, { onDelete: 'cascade' }),
    fromRouteId: uuid('from_route_id').references(() => route.id, {
      onDelete: 'cascade',
    }),
    toRouteId: uuid('to_route_id').references(() => route.id, {
      onDelete: 'cascade',
    }),
    fromTripId: text('from_trip_id'),
    toTripId: text('to_trip_id'),
    /** 0 recommended, 1 timed, 2 needs min_transfer_time, 3 impossible, 4–5 in-seat. */
    transferType: integer('transfer_type').notNull(),
    minTransferTimeS: integer('min_transfer_time_s'),
  },
  (t) => [
    check('gtfs_transfer_type_check', sql`${t.transferType} between 0 and 5`),
    check('gtfs_transfer_time_check', sql`${t.minTransferTimeS} >= 0`),
  ],
);

/** A feed's feed_info.txt: one row, replaced by each import (none when the feed has none). */
export const gtfsFeedInfo = pgTable('gtfs_feed_info', {
  id: uuid('id').primaryKey().defaultRandom(),
  publisherName: text('publisher_name').notNull(),
  publisherUrl: text('publisher_url').notNull(),
  lang: text('lang').notNull(),
  defaultLang: text('default_lang'),
  startDate: date('start_date', { mode: 'string' }),
  endDate: date('end_date', { mode: 'string' }),
  version: text('version'),
  contactEmail: text('contact_email'),
  contactUrl: text('contact_url'),
});
