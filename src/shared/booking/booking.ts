/**
 * The passenger's booking: the live seat map of a trip segment, holds, bookings with passenger
 * details, payment and cancellation. One set of schemas for the browser and the API. Money is
 * integer minor units plus the operator's currency; times are ISO instants.
 */
import { z } from 'zod';
import { SeatDeck, SEAT_TIERS, type SeatTier } from '../fleet/seat-layout.ts';
import { MAX_PASSENGERS, TripCall, TripOption } from './search.ts';
import { text } from '../core/text.ts';

/** How long a hold keeps its seats. */
export const HOLD_MINUTES = 10;
/** Seats one booking takes at most. */
export const MAX_SEATS = MAX_PASSENGERS;

/**
 * What a seat of each price tier costs, in percent of the segment's fare (a seat without a tier is
 * standard). Rounded to the nearest minor unit.
 */
export const TIER_PERCENT: Record<SeatTier, number> = { economy: 90, standard: 100, premium: 125 };

export function seatPrice(fareMinor: number, tier: SeatTier | undefined): number {
  return Math.round((fareMinor * TIER_PERCENT[tier ?? 'standard']) / 100);
}

// ── Seat map ────────────────────────────────────────────────────────────────────────────────────

/** A segment of a trip named by its boarding and alighting stop ids (as in `/seatselection`). */
export const SegmentQuery = z.object({
  from: z.guid('Choose the stop you board at'),
  to: z.guid('Choose the stop you get off at'),
});
export type SegmentQuery = z.infer<typeof SegmentQuery>;

/** A seat for this passenger: `mine` is a seat of their own active hold. */
export const SEAT_STATES = ['available', 'held', 'booked', 'mine'] as const;
export type SeatMapState = (typeof SEAT_STATES)[number];

export const SeatOffer = z.object({
  label: z.string(),
  state: z.enum(SEAT_STATES),
  tier: z.enum(SEAT_TIERS),
  priceMinor: z.number().int(),
});
export type SeatOffer = z.infer<typeof SeatOffer>;

export const SeatMap = z.object({
  trip: TripOption,
  decks: z.array(SeatDeck),
  seats: z.array(SeatOffer),
  /** The passenger's active hold on this trip, if any. */
  holdId: z.string().nullable(),
});
export type SeatMap = z.infer<typeof SeatMap>;

// ── Holds ───────────────────────────────────────────────────────────────────────────────────────

const SeatLabel = z.string().regex(/^[A-Za-z0-9-]{1,6}$/, 'A seat label is 1–6 letters or digits');

export const HoldRequest = z
  .object({
    tripId: z.guid('Choose a trip'),
    from: z.guid('Choose the stop you board at'),
    to: z.guid('Choose the stop you get off at'),
    seats: z
      .array(SeatLabel)
      .min(1, 'Choose at least one seat')
      .max(MAX_SEATS, `A booking takes at most ${MAX_SEATS} seats`),
    /** Women-only seats whose passenger the booker declares female; any other is refused. */
    femaleSeats: z.array(SeatLabel).max(MAX_SEATS).default([]),
  })
  .refine((h) => new Set(h.seats).size === h.seats.length, {
    message: 'Choose each seat once',
    path: ['seats'],
  });
export type HoldRequest = z.input<typeof HoldRequest>;

export const HeldSeat = z.object({
  label: z.string(),
  tier: z.enum(SEAT_TIERS),
  priceMinor: z.number().int(),
  womenOnly: z.boolean(),
});
export type HeldSeat = z.infer<typeof HeldSeat>;

/** A trip segment as the passenger's hold, booking and ticket show it. */
export const TripSummary = z.object({
  tripId: z.string(),
  serviceDate: z.string(),
  status: TripOption.shape.status,
  route: TripOption.shape.route,
  headsign: z.string().nullable(),
  from: TripCall,
  to: TripCall,
  bus: TripOption.shape.bus,
});
export type TripSummary = z.infer<typeof TripSummary>;

export const Hold = z.object({
  id: z.string(),
  trip: TripSummary,
  seats: z.array(HeldSeat),
  amountMinor: z.number().int(),
  currency: z.string(),
  expiresAt: z.string(),
  /** The booking made from this hold, still waiting for payment. */
  bookingId: z.string().nullable(),
});
export type Hold = z.infer<typeof Hold>;
export const HoldResponse = z.object({ hold: Hold });
export const HoldList = z.object({ holds: z.array(Hold) });

// ── Bookings ────────────────────────────────────────────────────────────────────────────────────

export const GENDERS = ['female', 'male', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

export const PassengerInput = z.object({
  seat: SeatLabel,
  name: text({
    min: 1,
    minMessage: 'Enter the passenger’s name',
    max: 100,
    maxMessage: 'Keep the name under 100 characters',
  }),
  age: z.coerce
    .number({ error: 'Enter an age between 0 and 120' })
    .int('Enter an age in whole years')
    .min(0, 'Enter an age between 0 and 120')
    .max(120, 'Enter an age between 0 and 120'),
  gender: z.enum(GENDERS, { error: 'Choose female, male or other' }),
});
export type PassengerInput = z.infer<typeof PassengerInput>;

export const ContactInput = z.object({
  email: z.email('Enter an e-mail address such as ana@example.com').max(254),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{6,20}$/, 'Enter a phone number such as +49 30 1234567'),
});
export type ContactInput = z.infer<typeof ContactInput>;

export const BookingRequest = z.object({
  holdId: z.guid('Choose your seats again'),
  passengers: z.array(PassengerInput).min(1).max(MAX_SEATS),
  contact: ContactInput,
});
export type BookingRequest = z.infer<typeof BookingRequest>;

export const BOOKING_STATES = [
  'pending-payment',
  'confirmed',
  'cancelled',
  'refunded',
  'expired',
] as const;

export const BookedPassenger = PassengerInput.extend({
  tier: z.enum(SEAT_TIERS),
  priceMinor: z.number().int(),
});
export type BookedPassenger = z.infer<typeof BookedPassenger>;

export const Booking = z.object({
  id: z.string(),
  /** Six characters from an alphabet without look-alikes, e.g. "KT7M4C". */
  reference: z.string(),
  status: z.enum(BOOKING_STATES),
  trip: TripSummary,
  passengers: z.array(BookedPassenger),
  contact: ContactInput,
  amountMinor: z.number().int(),
  currency: z.string(),
  /** Until when a pending booking can be paid (its hold's expiry). */
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  /** Set once cancelled: what was given back. */
  refundMinor: z.number().int().nullable(),
  cancelledAt: z.string().nullable(),
});
export type Booking = z.infer<typeof Booking>;
export const BookingResponse = z.object({ booking: Booking });
/**
 * My trips: `upcoming` (booked or awaiting payment, bus not yet arrived), `cancelled` (cancelled,
 * refunded or expired, whatever the trip's date), `past` (the rest: trips that ended).
 */
export const BookingList = z.object({
  upcoming: z.array(Booking),
  cancelled: z.array(Booking),
  past: z.array(Booking),
});
export type BookingList = z.infer<typeof BookingList>;

/** What cancelling would give back now (`GET /api/bookings/:id/refund`), shown before confirming. */
export const RefundQuote = z.object({
  refundMinor: z.number().int(),
  percent: z.number().int(),
  currency: z.string(),
  /** The policy line that applies, e.g. "Full refund more than 24 hours before departure". */
  rule: z.string(),
});
export type RefundQuote = z.infer<typeof RefundQuote>;

// ── Payment ─────────────────────────────────────────────────────────────────────────────────────

export const PaymentRequest = z.object({
  /** Made once per attempt by the browser; the same key never charges twice. */
  idempotencyKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,100}$/, 'An idempotency key is 16–100 letters, digits, - or _'),
  card: z.object({
    number: z.string().max(40),
    /** MM/YY */
    expiry: z.string().max(7),
    cvc: z.string().max(4),
    name: text({ min: 1, minMessage: 'Enter the name on the card', max: 100 }),
  }),
});
export type PaymentRequest = z.infer<typeof PaymentRequest>;

export const PaymentResult = z.object({
  status: z.enum(['succeeded', 'requires-confirmation']),
  paymentId: z.string(),
  booking: Booking,
});
export type PaymentResult = z.infer<typeof PaymentResult>;

// ── Tickets ─────────────────────────────────────────────────────────────────────────────────────

export const TicketView = z.object({
  id: z.string(),
  seat: z.string(),
  passengerName: z.string(),
  status: z.enum(['valid', 'used', 'void']),
  /** The signed token the QR code holds (ticket-token.ts). */
  token: z.string(),
  /** The QR code as an SVG document. */
  qrSvg: z.string(),
});
export type TicketView = z.infer<typeof TicketView>;
export const BookingTickets = z.object({ booking: Booking, tickets: z.array(TicketView) });
export type BookingTickets = z.infer<typeof BookingTickets>;
