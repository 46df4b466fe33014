/**
 * Dates and times as every screen writes them, the passenger's and the admin's alike: British
 * English, day before month, 24-hour clock — "Tue 1 Dec, 07:00" for a trip, "Tue 1 Dec 2026, 15:04"
 * for a moment, "Tuesday 1 December" for a day. Built on the shared labels the booking screens,
 * tickets and mails use (src/shared/core/time-labels.ts, src/shared/tickets/trip-labels.ts), so a
 * date never reads one way on a ticket and another on the dashboard.
 */
import { clockIn } from '#shared/core/time-labels.ts';
import { dayLabel } from '#shared/tickets/trip-labels.ts';

export { clockIn, tripWhen } from '#shared/core/time-labels.ts';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** "Tue 1 Dec 2026, 15:04": when something happened, in `zone` (the browser's by default). */
export function momentLabel(iso: string, zone: string = browserZone()): string {
  return `${dayLabel(iso, zone)}, ${clockIn(iso, zone)}`;
}

/** "Tue 1 Dec 2026": the day of a moment, in `zone` (the browser's by default). */
export function momentDayLabel(iso: string, zone: string = browserZone()): string {
  return dayLabel(iso, zone);
}

/** "CET", "CEST", "GMT+5:30": the zone's short name at that moment, so a time says its zone. */
export function zoneName(iso: string, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(new Date(iso))
    .find((part) => part.type === 'timeZoneName');
  return parts?.value ?? zone;
}

/**
 * "Tue 1 Dec 2026, 15:04 CET": a moment in the operator's zone, named — the admin or rider may be
 * elsewhere, and a time without its zone would be misread.
 */
export function momentInZone(iso: string, zone: string): string {
  return `${momentLabel(iso, zone)} ${zoneName(iso, zone)}`;
}

/** "15:04 CET": a clock time in the operator's zone, named. */
export function clockInZone(iso: string, zone: string): string {
  return `${clockIn(iso, zone)} ${zoneName(iso, zone)}`;
}

const longDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** "2026-12-01" → "Tuesday 1 December": a calendar date in a heading, the same in every zone. */
export function longDateLabel(date: string): string {
  return longDay.format(new Date(`${date}T00:00:00Z`)).replace(',', '');
}
