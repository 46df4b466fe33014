/** Tickets: one per passenger of a confirmed booking, checked by a conductor through its QR token. */
import { pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { booking } from './booking.ts';
import { createdAt, oneOf } from './types.ts';

export const TICKET_STATUSES = ['valid', 'used', 'void'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const ticket = pgTable(
  'ticket',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => booking.id),
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
  ],
);
