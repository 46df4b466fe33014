/** How `/sim` says a simulated bus's state and delay in words. */
import { clockIn } from '#client/lib/format/dates.ts';
import type { DrivenTrip } from '#shared/simulation/simulation.ts';

const PHASE_WORDS: Record<DrivenTrip['phase'], string> = {
  waiting: 'Waiting at its first stop',
  driving: 'Driving',
  dwelling: 'At a stop',
  'broken-down': 'Broken down',
  ended: 'Ended',
};

/**
 * "Driving, in a GPS gap", "At Augsburg Hbf, departs 07:50", "Driving, on a detour": a bus at a
 * stop as `/track` says it, its departure in `zone` (the browser's without one).
 */
export function phaseWords(
  trip: Pick<DrivenTrip, 'phase' | 'gpsGap' | 'offShape' | 'atStop'>,
  zone?: string,
): string {
  const extras = [trip.gpsGap && 'in a GPS gap', trip.offShape && 'on a detour'].filter(Boolean);
  const at = trip.atStop;
  const phase = at
    ? `At ${at.name}, ${at.departsAt ? `departs ${clockIn(at.departsAt, zone)}` : 'departing now'}`
    : PHASE_WORDS[trip.phase];
  return [phase, ...extras].join(', ');
}

/** "On time" within a minute; else "4 min late", "2 min early". */
export function delayWords(seconds: number): string {
  const minutes = Math.round(Math.abs(seconds) / 60);
  if (minutes === 0) return 'On time';
  return `${minutes} min ${seconds > 0 ? 'late' : 'early'}`;
}

/** "X20 München ZOB → Bamberg Bf", with "to <headsign>" unless the route's name ends with it. */
export function tripName(trip: { routeName: string; headsign: string | null }): string {
  const { routeName, headsign } = trip;
  return headsign && !routeName.endsWith(headsign) ? `${routeName} to ${headsign}` : routeName;
}
