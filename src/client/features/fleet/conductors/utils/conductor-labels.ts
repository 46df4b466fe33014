/** Words for the conductors screens. */
import { clockIn } from '#shared/timetable/timetable.ts';

export const CONDUCTOR_STATUS_LABELS = { active: 'Active', disabled: 'Disabled' } as const;

/** "07:00" in the operator's zone, or "time not set". */
export function departureTime(iso: string | null, timeZone?: string): string {
  if (!iso) return 'time not set';
  return clockIn(iso, timeZone);
}
