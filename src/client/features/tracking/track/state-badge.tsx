import type { TrackingState } from '#shared/tracking/tracking.ts';
import { Pill, type PillTone } from '#client/components/ui/badges/pill.tsx';

const BADGES: Record<TrackingState, { tone: PillTone; text: string }> = {
  live: { tone: 'ok', text: 'Live' },
  stale: { tone: 'warn', text: 'No signal' },
  scheduled: { tone: 'neutral', text: 'Timetable' },
  ended: { tone: 'muted', text: 'Ended' },
  cancelled: { tone: 'down', text: 'Cancelled' },
};

/** A trip's tracking state in one word. */
export function StateBadge({ state }: { state: TrackingState }) {
  const { tone, text } = BADGES[state];
  return <Pill tone={tone}>{text}</Pill>;
}
