/**
 * When a ticket kept on the device was last checked with the server, as the offline notice says
 * it: "today at 09:12", "yesterday at 18:40", "on Fri 27 Nov 2026 at 18:40" — in the device's
 * time zone, as it is about the phone's own moment. The clock is passed in.
 */
import { clockIn } from '#shared/core/time-labels.ts';
import { dayLabel } from '#shared/tickets/trip-labels.ts';
import { localDate } from '#shared/core/zoned-time.ts';

const DAY_MS = 86_400_000;

export function lastCheckedLabel(checkedAt: number, now: number, zone: string): string {
  const iso = new Date(checkedAt).toISOString();
  const clock = clockIn(iso, zone);
  const day = localDate(new Date(checkedAt), zone);
  const today = localDate(new Date(now), zone);
  if (day === today) return `today at ${clock}`;
  // Noon of today less a day is yesterday in every zone, clock changes included.
  const yesterday = localDate(new Date(Date.parse(`${today}T12:00:00Z`) - DAY_MS), 'UTC');
  if (day === yesterday) return `yesterday at ${clock}`;
  return `on ${dayLabel(iso, zone)} at ${clock}`;
}
