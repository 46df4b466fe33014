/**
 * How a booking's e-ticket reads: the trip's local day and clock times in the operator's zone, each
 * ticket's state in words, and the addresses of the ticket's documents. The same wording as the
 * ticket PDF and mails (server/modules/tickets/ticket-text.ts), which the browser cannot import.
 */
import type { Booking, TicketView, TripSummary } from '#shared/booking/booking.ts';
import { clockIn } from '#shared/core/time-labels.ts';
import { dayLabel } from '#shared/tickets/trip-labels.ts';
import { localDate } from '#shared/core/zoned-time.ts';

export { dayLabel, routeLabel } from '#shared/tickets/trip-labels.ts';

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

export interface TripTimes {
  /** The boarding day, "Tue 25 Nov 2025". */
  day: string;
  departs: string;
  arrives: string;
  /** 1 when the bus arrives the day after it leaves (shown "+1"). */
  daysLater: number;
}

/** The boarding day and the clock times of boarding and arrival, in the operator's zone. */
export function tripTimes(trip: Pick<TripSummary, 'from' | 'to'>, timeZone: string): TripTimes {
  const boards = localDate(new Date(trip.from.time), timeZone);
  const arrives = localDate(new Date(trip.to.time), timeZone);
  return {
    day: dayLabel(trip.from.time, timeZone),
    departs: clockIn(trip.from.time, timeZone),
    arrives: clockIn(trip.to.time, timeZone),
    daysLater: dayNumber(arrives) - dayNumber(boards),
  };
}

export type TicketTone = 'ok' | 'warn' | 'down' | 'muted';

export interface TicketState {
  /** What the card says, in words. */
  label: string;
  tone: TicketTone;
  /** Whether the QR code gets the passenger on the bus. */
  travels: boolean;
}

/**
 * A ticket's state as the passenger reads it. The booking comes first: a cancelled booking's
 * tickets are void whatever each ticket row still says.
 */
export function ticketState(
  ticket: Pick<TicketView, 'status'>,
  booking: Pick<Booking, 'status'>,
): TicketState {
  switch (booking.status) {
    case 'cancelled':
    case 'refunded':
      return { label: 'Cancelled — not valid for travel', tone: 'down', travels: false };
    case 'expired':
      return { label: 'Expired — not valid for travel', tone: 'down', travels: false };
    case 'pending-payment':
      return { label: 'Waiting for payment — not valid yet', tone: 'warn', travels: false };
    case 'confirmed':
      break;
  }
  switch (ticket.status) {
    case 'valid':
      return { label: 'Valid', tone: 'ok', travels: true };
    case 'used':
      return { label: 'Used — already scanned on board', tone: 'muted', travels: false };
    case 'void':
      return { label: 'Void — not valid for travel', tone: 'down', travels: false };
  }
}

/**
 * The QR code of our own server as an image address. An <img> never runs a script inside an SVG,
 * so the document is shown without being put into the page's DOM.
 */
export function qrImageSrc(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** "QR code for seat 12". */
export const qrAlt = (seat: string) => `QR code for seat ${seat}`;

/** The downloads of a booking's tickets, named after its reference. */
export function ticketDocuments(booking: Pick<Booking, 'id' | 'reference'>) {
  const id = encodeURIComponent(booking.id);
  return {
    pdf: { href: `/api/bookings/${id}/tickets.pdf`, filename: `busway-${booking.reference}.pdf` },
    calendar: { href: `/api/bookings/${id}.ics`, filename: `busway-${booking.reference}.ics` },
  };
}

/** "1 seat", "3 seats". */
export const seatsText = (count: number) => `${count} ${count === 1 ? 'seat' : 'seats'}`;
