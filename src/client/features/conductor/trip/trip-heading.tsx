import type { DoorManifest, Duty } from '#shared/conductor/conductor.ts';
import { Pill } from '#client/components/ui/badges/pill.tsx';
import { clockIn, longDateLabel } from '#client/lib/format/dates.ts';
import { DUTY_STATE_LABELS, dutyState } from '../duties/duty-state.ts';
import type { KeptState } from './keep-for-door.ts';

function KeptLine({ kept }: { kept: KeptState }) {
  if (kept.state === 'kept')
    return (
      <p className="run-heading__kept">
        Passenger list and ticket keys kept on this phone at{' '}
        {clockIn(new Date(kept.at).toISOString())} for checks with no signal.
      </p>
    );
  if (kept.state === 'failed')
    return (
      <p className="run-heading__kept">
        The passenger list could not be kept on this phone for offline checks; it is tried again
        when the screen opens online.
      </p>
    );
  return null;
}

/** The trip's route, day, departure, bus and state, at the top of its screen. */
export function TripHeading({
  trip,
  duty,
  zone,
  kept,
}: {
  trip: DoorManifest['trip'];
  duty: Duty | undefined;
  zone: string;
  kept: KeptState;
}) {
  const state = dutyState(trip);
  const first = trip.stops[0]?.name;
  const last = trip.stops.at(-1)?.name;
  return (
    <div className="run-heading">
      <p className="run-heading__route">
        <span
          className="run-heading__badge"
          style={trip.route.colour ? { borderColor: `#${trip.route.colour}` } : undefined}
        >
          {trip.route.shortName}
        </span>
        <span className="run-heading__name">
          {first && last ? `${first} → ${last}` : trip.route.longName}
        </span>
        <Pill tone={state === 'running' ? 'ok' : state === 'cancelled' ? 'down' : 'neutral'}>
          {DUTY_STATE_LABELS[state]}
        </Pill>
      </p>
      <p className="run-heading__meta">
        {longDateLabel(trip.serviceDate)}
        {duty?.departure ? ` · departs ${clockIn(duty.departure, zone)}` : ''}
        {duty?.bus ? ` · bus ${duty.bus.name ?? duty.bus.registration}` : ''}
      </p>
      <KeptLine kept={kept} />
    </div>
  );
}
