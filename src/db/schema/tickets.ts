/**
 * Tickets: one per passenger of a confirmed booking, checked by a conductor through its QR token.
 *
 * A ticket carries its trip and stop range so that `ticket_no_overlap` (an exclusion constraint
 * Drizzle cannot express; migration `0008_one-booking-per-hold.sql`) allows at most one ticket
 * that is not void per trip, seat and overlapping stretch of stops: no code path can sell a seat
 * twice.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CHECK_RESULTS } from '../../shared/tickets/ticket-check.ts';
import { booking } from './booking.ts';
import { trip } from './timetable.ts';
import { createdAt, int4range, oneOf } from './types.ts';

export const TICKET_STATUSES = ['valid', 'used', 'void'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const ticket = pgTable(
  'ticket',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => booking.id),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trip.id),
    /** The stop sequences [from, to) the ticket rides, as its seat reservation. */
    stops: int4range('stops').notNull(),
    passengerName: text('passenger_name').notNull(),
    seat: text('seat').notNull(),
    /** The signed token inside the QR code. */
    qrToken: text('qr_token').notNull().unique(),
    status: text('status', { enum: TICKET_STATUSES }).notNull().default('valid'),
    boardedAt: timestamp('boarded_at', { withTimezone: true }),
    /** User id of the conductor who validated it. */
    validatedBy: text('validated_by'),
    /** The device that checked it at the door; null when marked boarded by hand. */
    boardedDeviceId: text('boarded_device_id'),
    /** Marked a no-show on the conductor's manifest (cleared if the passenger boards after all). */
    noShowAt: timestamp('no_show_at', { withTimezone: true }),
    noShowBy: text('no_show_by'),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('ticket_status_check', t.status, TICKET_STATUSES),
    // A used ticket says when it was boarded: the conductor's manifest and checks read it.
    check('ticket_used_boarded_check', sql`${t.status} <> 'used' or ${t.boardedAt} is not null`),
    // Also serves "tickets of a booking" lookups through its leading column.
    unique('ticket_booking_seat_unique').on(t.bookingId, t.seat),
    index('ticket_trip_idx').on(t.tripId),
  ],
);

export const TICKET_CHECK_METHODS = ['token', 'reference', 'manual'] as const;

/**
 * Every check of a ticket at the door, online or synced from a phone that was offline, and every
 * boarding marked by hand (decision 024: a high-volume event, kept here rather than in the audit
 * log). `ticket_check_one_boarding` allows one `valid` check per ticket whatever the path: two
 * devices that both let a passenger on offline end in one boarding and one conflict.
 */
export const ticketCheck = pgTable(
  'ticket_check',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for what is no ticket of ours (forged, malformed). */
    ticketId: uuid('ticket_id').references(() => ticket.id, { onDelete: 'cascade' }),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trip.id, { onDelete: 'cascade' }),
    deviceId: text('device_id'),
    /** User id of the conductor (or admin) who checked. */
    checkedBy: text('checked_by').notNull(),
    /** The check's time: the server's online, the phone's for a check made offline. */
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    /** When the server heard of it. */
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** The phone's own clock for an online check (kept, never trusted). */
    deviceTime: timestamp('device_time', { withTimezone: true }),
    method: text('method', { enum: TICKET_CHECK_METHODS }).notNull(),
    result: text('result', { enum: CHECK_RESULTS }).notNull(),
    offline: boolean('offline').notNull().default(false),
    /** An offline check whose phone answered otherwise than the server. */
    conflict: boolean('conflict').notNull().default(false),
  },
  (t) => [
    oneOf('ticket_check_method_check', t.method, TICKET_CHECK_METHODS),
    oneOf('ticket_check_result_check', t.result, CHECK_RESULTS),
    uniqueIndex('ticket_check_one_boarding')
      .on(t.ticketId)
      .where(sql`${t.result} = 'valid'`),
    index('ticket_check_trip_idx').on(t.tripId, t.receivedAt),
    index('ticket_check_ticket_idx').on(t.ticketId),
  ],
);
