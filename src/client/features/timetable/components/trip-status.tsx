import type { TripStatus } from '#shared/timetable.ts';
import './timetable.css';

const LABELS: Record<TripStatus, string> = {
  scheduled: 'Scheduled',
  boarding: 'Boarding',
  'en-route': 'En route',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
const TONE: Partial<Record<TripStatus, string>> = {
  boarding: 'ok',
  'en-route': 'ok',
  cancelled: 'down',
};

/** A trip's status in words, coloured for the states that need attention. */
export function TripStatusPill({ status }: { status: TripStatus }) {
  const tone = TONE[status];
  return (
    <span
      className={['timetable-pill', tone && `timetable-pill--${tone}`].filter(Boolean).join(' ')}
    >
      {LABELS[status]}
    </span>
  );
}

export const STATUS_OPTIONS = Object.entries(LABELS).map(([value, label]) => ({ value, label }));
