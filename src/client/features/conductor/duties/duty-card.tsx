import { Link } from 'react-router';
import type { Duty } from '#shared/conductor/conductor.ts';
import { Pill, type PillTone } from '#client/components/ui/badges/pill.tsx';
import { clockIn } from '#client/lib/format/dates.ts';
import { paths } from '#client/lib/routing/paths.ts';
import { DUTY_STATE_LABELS, dutyState, type DutyState } from './duty-state.ts';

const TONES: Record<DutyState, PillTone> = {
  'not-started': 'neutral',
  running: 'ok',
  ended: 'muted',
  cancelled: 'down',
};

/** The link to a trip's screen on the console. */
export const conductorTripHref = (tripId: string) =>
  `${paths.conductorTrip}?id=${encodeURIComponent(tripId)}`;

/** One duty: route, departure, bus, counts and state, the whole card a link to the trip. */
export function DutyCard({
  duty,
  zone,
  sharing,
  showConductor,
}: {
  duty: Duty;
  zone: string;
  sharing: boolean;
  /** An admin's list names each trip's conductor; a conductor's own does not. */
  showConductor: boolean;
}) {
  const state = dutyState(duty);
  const departure = duty.departure ? clockIn(duty.departure, zone) : 'No times';
  const towards = duty.headsign ?? duty.to;
  return (
    <li className="duty-card">
      <Link to={conductorTripHref(duty.tripId)} className="duty-card__link">
        <span className="duty-card__top">
          <span className="duty-card__time">{departure}</span>
          <span
            className="duty-card__route"
            style={duty.route.colour ? { borderColor: `#${duty.route.colour}` } : undefined}
          >
            {duty.route.shortName}
          </span>
          <Pill tone={TONES[state]}>{DUTY_STATE_LABELS[state]}</Pill>
        </span>
        <span className="duty-card__title">
          {duty.from && duty.to ? `${duty.from} → ${duty.to}` : duty.route.longName}
          {towards && !(duty.from && duty.to) ? ` · towards ${towards}` : ''}
        </span>
        <span className="duty-card__meta">
          <span>
            {duty.bus ? `Bus ${duty.bus.name ?? duty.bus.registration}` : 'No bus assigned'}
            {duty.bus?.name ? ` (${duty.bus.registration})` : ''}
          </span>
          <span>
            {duty.boarded} of {duty.booked} boarded
          </span>
          {showConductor && (
            <span>
              {duty.conductor ? `Conductor ${duty.conductor.name ?? ''}` : 'No conductor'}
            </span>
          )}
        </span>
        {sharing && <span className="duty-card__sharing">Sharing location</span>}
      </Link>
    </li>
  );
}
