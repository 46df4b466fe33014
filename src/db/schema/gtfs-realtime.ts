/**
 * GTFS-Realtime feed sources an admin adds: a VehiclePositions URL polled every `interval_s`, and
 * the status of its polls. `next_poll_at` is the lease that makes one instance poll a source per
 * interval however many instances run: an instance claims a due source by moving it forward in
 * one UPDATE (docs/decisions/019-gtfs-realtime.md).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './types.ts';

export const realtimeFeed = pgTable(
  'realtime_feed',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    intervalS: integer('interval_s').notNull(),
    /** Sent with each request (an API key, say); never given back by the API. */
    headers: jsonb('headers').$type<{ name: string; value: string }[]>().notNull().default([]),
    paused: boolean('paused').notNull().default(false),
    nextPollAt: timestamp('next_poll_at', { withTimezone: true }).notNull().defaultNow(),
    lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    lastError: text('last_error'),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
    matched: integer('matched'),
    unmatched: integer('unmatched'),
    refused: integer('refused'),
    feedTimestamp: timestamp('feed_timestamp', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('realtime_feed_interval_check', sql`${t.intervalS} >= 5`),
    // The poller's question, asked every second by every instance.
    index('realtime_feed_due_idx')
      .on(t.nextPollAt)
      .where(sql`not ${t.paused}`),
  ],
);
