/**
 * How a trip is named to people, the same on the web ticket and in the ticket documents (PDF,
 * calendar event, mails): the route, and the local day of an instant in the operator's zone.
 */
import type { TripSummary } from '../booking/booking.ts';

/** "Bus 12", or the long name for a route without a short one. */
export function routeLabel(route: TripSummary['route']): string {
  return route.shortName ? `Bus ${route.shortName}` : route.longName;
}

/** "Tue 25 Nov 2025" (without the year when `withYear` is false): an instant's local day. */
export function dayLabel(iso: string, timeZone: string, withYear = true): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone,
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const day = `${part('weekday')} ${part('day')} ${part('month')}`;
  return withYear ? `${day} ${part('year')}` : day;
}
