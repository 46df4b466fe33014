import type { TripStatus } from '#shared/timetable/timetable.ts';
import { Pill, type PillTone } from '#client/components/ui/badges/pill.tsx';

const LABELS: Record<TripStatus, string> = {
  scheduled: 'Scheduled',
  boarding: 'Boarding',
  'en-route': 'En route',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
const TONE: Record<TripStatus, PillTone> = {
  scheduled: 'neutral',
  boarding: 'ok',
  'en-route': 'ok',
  completed: 'neutral',
  cancelled: 'down',
};

/** A trip's status in words, coloured for the states that need attention. */
export function TripStatusPill({ status }: { status: TripStatus }) {
  return <Pill tone={TONE[status]}>{LABELS[status]}</Pill>;
}

export const STATUS_OPTIONS = Object.entries(LABELS).map(([value, label]) => ({ value, label }));
