import type { TripStatus } from '#shared/timetable/timetable.ts';
import type { TrackingState } from '#shared/tracking/tracking.ts';
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
/** What the trip's tracking page says, in the words of `/track` (decision 029). */
const TRACKING: Record<Exclude<TrackingState, 'scheduled'>, { label: string; tone: PillTone }> = {
  live: { label: 'On the road', tone: 'ok' },
  stale: { label: 'No signal', tone: 'warn' },
  ended: { label: 'Ended', tone: 'neutral' },
  cancelled: { label: 'Cancelled', tone: 'down' },
};

/**
 * A trip's status in words, coloured for the states that need attention: what its tracking
 * page says once a bus is on the road (or its trip ended or was cancelled); before that its
 * status, and "Not live yet" for a trip past its departure whose bus sent no position.
 */
export function TripStatusPill({
  status,
  tracking,
  departed = false,
}: {
  status: TripStatus;
  tracking?: TrackingState | null;
  departed?: boolean;
}) {
  if (tracking && tracking !== 'scheduled') {
    const { label, tone } = TRACKING[tracking];
    return <Pill tone={tone}>{label}</Pill>;
  }
  if (tracking === 'scheduled' && departed && status !== 'boarding')
    return <Pill tone="warn">Not live yet</Pill>;
  return <Pill tone={TONE[status]}>{LABELS[status]}</Pill>;
}

export const STATUS_OPTIONS = Object.entries(LABELS).map(([value, label]) => ({ value, label }));
