/**
 * A booking as a calendar event (.ics): the ride from boarding to arrival in UTC, so every
 * calendar shows it at the right local time. The uid stays the booking's, so the cancellation's
 * event (METHOD:CANCEL, a higher SEQUENCE) replaces the one the confirmation added.
 */
import { createEvent } from 'ics';
import type { Booking } from '#shared/booking/booking.ts';
import { foldIcs } from './ics-folding.ts';
import { journeyLabel, routeLabel, ticketLink } from './ticket-text.ts';

export interface TicketCalendarInput {
  booking: Booking;
  /** Where the web app is served, e.g. https://busway.example.com; the event links the ticket. */
  baseUrl: string;
  appName: string;
}

const CANCELLED: ReadonlySet<Booking['status']> = new Set(['cancelled', 'refunded', 'expired']);

/** The calendar's uid for a booking: the same in the confirmation and the cancellation. */
export const calendarUid = (booking: Pick<Booking, 'id'>) => `${booking.id}@busway`;

/** The booking as an iCalendar document with one VEVENT; throws if ics refuses the event. */
export function ticketCalendar({ booking, baseUrl, appName }: TicketCalendarInput): string {
  const { trip } = booking;
  const cancelled = CANCELLED.has(booking.status);
  const link = ticketLink(baseUrl, booking);
  const seats = booking.passengers.map((passenger) => passenger.seat).join(', ');
  const passengers = booking.passengers.map((passenger) => passenger.name).join(', ');
  const { error, value } = createEvent({
    productId: `-//${appName}//Tickets//EN`,
    method: cancelled ? 'CANCEL' : 'PUBLISH',
    uid: calendarUid(booking),
    sequence: cancelled ? 1 : 0,
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    title: `${routeLabel(trip.route)}: ${journeyLabel(trip)}`,
    location: trip.from.name,
    description: [
      `${appName} booking ${booking.reference}`,
      `Seats: ${seats}`,
      `Passengers: ${passengers}`,
      `Your ticket: ${link}`,
    ].join('\n'),
    url: link,
    start: Date.parse(trip.from.time),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(trip.to.time),
    endInputType: 'utc',
    endOutputType: 'utc',
    busyStatus: cancelled ? 'FREE' : 'BUSY',
  });
  if (error || !value) {
    throw new Error(`The calendar event of booking ${booking.reference} could not be made`, {
      cause: error,
    });
  }
  return foldIcs(value);
}
