/** How a trip reads on its card: clock times in the operator's zone, "+1", duration, seats left. */
import { formatDuration } from '#client/lib/format/format.ts';
import type { NotBookable } from '#shared/booking/search.ts';
import { localDate } from '#shared/core/zoned-time.ts';

const clocks = new Map<string, Intl.DateTimeFormat>();

/** "07:30": the wall clock of an ISO instant in `zone`, 24-hour. */
export function clockTime(iso: string, zone: string): string {
  let format = clocks.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clocks.set(zone, format);
  }
  return format.format(new Date(iso));
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** Days between the local dates of two instants: 1 when a bus arrives the day after it left. */
export function daysLater(fromIso: string, toIso: string, zone: string): number {
  return (
    dayNumber(localDate(new Date(toIso), zone)) - dayNumber(localDate(new Date(fromIso), zone))
  );
}

/** "3 h 35 min", "50 min", "2 h". */
export const tripDuration = (minutes: number) => formatDuration(minutes * 60);

/** "Direct" or "2 stops between". */
export function stopsBetweenText(count: number): string {
  if (count <= 0) return 'Direct';
  return `${count} ${count === 1 ? 'stop' : 'stops'} between`;
}

/** At or under this many seats left, the card warns. */
export const FEW_SEATS = 5;

export function seatsLeftText(seatsLeft: number): string {
  if (seatsLeft <= 0) return 'No seats left';
  return `${seatsLeft} ${seatsLeft === 1 ? 'seat' : 'seats'} left`;
}

/** Why a trip cannot be booked for the passengers asked, in a few words. */
export function notBookableText(reason: NotBookable, seatsLeft: number, passengers: number) {
  switch (reason) {
    case 'cancelled':
      return 'Cancelled';
    case 'departed':
      return 'Departed';
    case 'no-bus':
      return 'No bus assigned yet';
    case 'no-fare':
      return 'Not on sale yet';
    case 'sold-out':
      return seatsLeft > 0 && seatsLeft < passengers
        ? `Only ${seatsLeft} ${seatsLeft === 1 ? 'seat' : 'seats'} for ${passengers} passengers`
        : 'Sold out';
  }
}
