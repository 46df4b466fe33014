/**
 * Tickets: one per passenger of a confirmed booking, checked by a conductor through its QR token.
 *
 * A ticket carries its trip and stop range so that `ticket_no_overlap` (an exclusion constraint
 * Drizzle cannot express; migration `0008_one-booking-per-hold.sql`) allows at most one ticket
 * that is not void per trip, seat and overlapping stretch of stops: no code path can sell a seat
 * twice.
 */
import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
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
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('ticket_status_check', t.status, TICKET_STATUSES),
    // Also serves "tickets of a booking" lookups through its leading column.
    unique('ticket_booking_seat_unique').on(t.bookingId, t.seat),
    index('ticket_trip_idx').on(t.tripId),
  ],
);
