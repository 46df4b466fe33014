/**
 * Booking: seat reservations (holds and sold seats per segment), bookings and payments.
 * Money is integer minor units plus an ISO 4217 currency code.
 *
 * seat_reservation also carries `seat_reservation_no_overlap`, an exclusion constraint Drizzle
 * cannot express; it lives in the custom migration `0001_seat-exclusion.sql`.
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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { trip } from './timetable.ts';
import { createdAt, currencyCode, int4range, oneOf } from './types.ts';

export const BOOKING_STATUSES = [
  'pending-payment',
  'confirmed',
  'cancelled',
  'refunded',
  'expired',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export interface BookingPassenger {
  name: string;
  seat: string;
  age: number;
  gender: 'female' | 'male' | 'other';
  tier: 'economy' | 'standard' | 'premium';
  /** What this seat cost, in minor units. */
  priceMinor: number;
}

export interface BookingContact {
  email: string;
  phone: string;
}

export const booking = pgTable(
  'booking',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short code people read out, e.g. "KT7M4C" (booking-reference.ts). */
    reference: text('reference').notNull().unique(),
    userId: text('user_id').notNull(),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trip.id),
    fromSeq: integer('from_seq').notNull(),
    toSeq: integer('to_seq').notNull(),
    /**
     * The hold this booking was made from: one booking per hold (`booking_hold_unique`), so a
     * repeated or parallel request finds the booking the first one made. Null on bookings made
     * before migration 0008 that no reservation pointed to.
     */
    holdId: uuid('hold_id'),
    passengers: jsonb('passengers').$type<BookingPassenger[]>().notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('pending-payment'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    contact: jsonb('contact').$type<BookingContact>(),
    /** Minor units given back on cancellation. */
    refundMinor: integer('refund_minor'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('booking_status_check', t.status, BOOKING_STATUSES),
    check(
      'booking_refund_check',
      sql`${t.refundMinor} is null or ${t.refundMinor} between 0 and ${t.amountMinor}`,
    ),
    currencyCode('booking_currency_check', t.currency),
    check('booking_segment_check', sql`${t.fromSeq} < ${t.toSeq}`),
    check('booking_amount_check', sql`${t.amountMinor} >= 0`),
    uniqueIndex('booking_hold_unique').on(t.holdId),
    index('booking_user_idx').on(t.userId, t.createdAt),
    index('booking_trip_idx').on(t.tripId),
    index('booking_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending-payment'`),
  ],
);

export const RESERVATION_STATUSES = ['held', 'confirmed', 'cancelled'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export const seatReservation = pgTable(
  'seat_reservation',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trip.id),
    /** The seat label from the bus's seat layout. */
    seat: text('seat').notNull(),
    /** The seats one hold request took together share it (`/api/holds/:id`). */
    holdId: uuid('hold_id').notNull().defaultRandom(),
    /** A women-only seat is held only for a passenger the booker declared female. */
    declaredFemale: boolean('declared_female').notNull().default(false),
    stops: int4range('stops').notNull(),
    status: text('status', { enum: RESERVATION_STATUSES }).notNull().default('held'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    bookingId: uuid('booking_id').references(() => booking.id),
    userId: text('user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('seat_reservation_status_check', t.status, RESERVATION_STATUSES),
    check(
      'seat_reservation_stops_check',
      sql`not isempty(${t.stops}) and not lower_inf(${t.stops}) and not upper_inf(${t.stops})`,
    ),
    index('seat_reservation_trip_idx').on(t.tripId),
    index('seat_reservation_hold_idx').on(t.holdId),
    index('seat_reservation_booking_idx').on(t.bookingId),
    index('seat_reservation_user_idx').on(t.userId),
    // The hold-expiry job scans only live holds.
    index('seat_reservation_held_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'held'`),
  ],
);

export const PAYMENT_STATUSES = [
  'pending',
  'requires-confirmation',
  'succeeded',
  'declined',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const payment = pgTable(
  'payment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => booking.id),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    gateway: text('gateway').notNull(),
    gatewayReference: text('gateway_reference'),
    /** Sent by the client; a retry with the same key finds this row instead of charging again. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** The gateway's id of the extra step a `requires-confirmation` charge waits for. */
    confirmationId: text('confirmation_id'),
    /** Why the gateway said no (declined, insufficient-funds). */
    failure: text('failure'),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    oneOf('payment_status_check', t.status, PAYMENT_STATUSES),
    currencyCode('payment_currency_check', t.currency),
    check('payment_amount_check', sql`${t.amountMinor} >= 0`),
    index('payment_booking_idx').on(t.bookingId),
    // One charge in flight per booking: a second attempt is refused before it reaches the gateway.
    uniqueIndex('payment_one_in_flight')
      .on(t.bookingId)
      .where(sql`${t.status} = 'pending'`),
    // Reconciliation scans the charges still open.
    index('payment_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('pending', 'requires-confirmation')`),
  ],
);

export const SANDBOX_CHARGE_STATUSES = [
  'succeeded',
  'declined',
  'insufficient-funds',
  'requires-confirmation',
] as const;

/**
 * The sandbox gateway's own ledger: what a real gateway would keep on its side. It is written
 * outside Busway's booking transactions, as a real charge would be, so reconciliation can ask it
 * what became of a charge whose confirmation was cut off.
 */
export const sandboxCharge = pgTable(
  'sandbox_charge',
  {
    /** "ch_" and 24 hex digits. */
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: SANDBOX_CHARGE_STATUSES }).notNull(),
    confirmationId: text('confirmation_id').unique(),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    cardLast4: text('card_last4').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('sandbox_charge_status_check', t.status, SANDBOX_CHARGE_STATUSES),
    check(
      'sandbox_charge_amounts_check',
      sql`${t.amountMinor} >= 0 and ${t.refundedMinor} between 0 and ${t.amountMinor}`,
    ),
  ],
);
