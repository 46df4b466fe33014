/**
 * How the ticket documents (PDF, calendar event, mails) name a booking's trip: the route, the
 * local day and times in the operator's zone, and the link to the web ticket. One wording for all.
 */
import type { Booking, TripSummary } from '#shared/booking/booking.ts';
import { formatMoney } from '#shared/network/fares.ts';
import { clockIn } from '#shared/core/time-labels.ts';
import { dayLabel } from '#shared/tickets/trip-labels.ts';
import { localDate } from '#shared/core/zoned-time.ts';

export { dayLabel, routeLabel } from '#shared/tickets/trip-labels.ts';

/** "Tue 25 Nov 07:30": the local boarding day and time, as a mail subject names it. */
export function boardingLabel(trip: TripSummary, timeZone: string): string {
  return `${dayLabel(trip.from.time, timeZone, false)} ${clockIn(trip.from.time, timeZone)}`;
}

/** "$18.90" for 1890 USD: money as the ticket documents print it, whatever the server's locale. */
export function moneyLabel(amountMinor: number, currency: string): string {
  return formatMoney(amountMinor, currency, 'en-US');
}

/** Local clock times of boarding and arrival; the arrival names its day when it is a later one. */
export function tripTimes(trip: TripSummary, timeZone: string) {
  const laterDay =
    localDate(new Date(trip.to.time), timeZone) !== localDate(new Date(trip.from.time), timeZone);
  return {
    day: dayLabel(trip.from.time, timeZone),
    boards: clockIn(trip.from.time, timeZone),
    arrives: laterDay
      ? `${clockIn(trip.to.time, timeZone)} (${dayLabel(trip.to.time, timeZone)})`
      : clockIn(trip.to.time, timeZone),
  };
}

/** "Turlock Transit Center → Modesto". */
export function journeyLabel(trip: TripSummary): string {
  return `${trip.from.name} → ${trip.to.name}`;
}

/** The web ticket of a booking: `<baseUrl>/ticket?booking=<id>`. */
export function ticketLink(baseUrl: string, booking: Pick<Booking, 'id'>): string {
  const url = new URL('/ticket', baseUrl);
  url.searchParams.set('booking', booking.id);
  return url.toString();
}
