/**
 * A live trip as its map draws it: the route line, its stops (passed ones quieter) and the bus,
 * which is shown only while the trip is on the road (live, or stale and greyed). A scheduled trip
 * has no position, and an ended one no longer shares it.
 */
import { clockIn } from '#client/lib/format/dates.ts';
import type { LiveTrip, TrackingState } from '#shared/tracking/tracking.ts';
import type { MapBus, MapLine, MapStop } from '../map/map-data.ts';
import { firstAhead } from './trip-state.ts';

export function tripLines(trip: LiveTrip): MapLine[] {
  return [{ id: trip.tripId, colour: trip.routeColour, coordinates: trip.shape }];
}

/** `mine`: the sequence of the rider's own stop, marked on the map. */
export function tripStops(trip: LiveTrip, mine: number | null = null): MapStop[] {
  const first = firstAhead(trip.stops);
  return trip.stops.map((stop, i) => ({
    id: `${stop.sequence}`,
    name: stop.name,
    lat: stop.lat,
    lng: stop.lng,
    passed: i < first,
    mine: stop.sequence === mine,
  }));
}

export function tripBuses(trip: LiveTrip, state: TrackingState): MapBus[] {
  const { position } = trip;
  if (!position || (state !== 'live' && state !== 'stale')) return [];
  const towards = trip.headsign ? ` to ${trip.headsign}` : '';
  return [
    {
      id: trip.tripId,
      lng: position.lng,
      lat: position.lat,
      bearing: position.bearing,
      colour: trip.routeColour,
      label: `Bus ${trip.routeName}${towards}${state === 'stale' ? ', last known position' : ''}`,
      stale: state === 'stale',
    },
  ];
}

/** Where the bus is, in words: after the last stop it passed, before the next. */
export function whereWords(trip: LiveTrip, state: TrackingState): string | null {
  if (!trip.position || (state !== 'live' && state !== 'stale')) return null;
  const first = firstAhead(trip.stops);
  const passed = trip.stops[first - 1];
  const next = trip.stops[first];
  const verb = state === 'stale' ? 'was last seen' : 'is';
  const offRoute = trip.position.offRoute ? ' (off its route)' : '';
  if (passed && next) return `The bus ${verb} between ${passed.name} and ${next.name}${offRoute}.`;
  if (next) return `The bus ${verb} before its first stop, ${next.name}${offRoute}.`;
  if (passed) return `The bus ${verb} at its last stop, ${passed.name}${offRoute}.`;
  return null;
}

/**
 * A bus standing at a stop, in words, its departure in the operator's `zone`: "At Augsburg Hbf,
 * departs 07:50" while it waits for a held departure, "At Augsburg Hbf, departing now" once it may
 * leave; null while it is not at one (decision 028). It is at that stop, not between it and the next.
 */
export function atStopWords(
  trip: Pick<LiveTrip, 'atStop' | 'stops'>,
  state: TrackingState,
  zone: string,
): string | null {
  const at = trip.atStop;
  if (!at || (state !== 'live' && state !== 'stale')) return null;
  const stop = trip.stops.find((s) => s.sequence === at.sequence);
  if (!stop) return null;
  if (state === 'stale') return `Last seen at ${stop.name}`;
  return at.departsAt
    ? `At ${stop.name}, departs ${clockIn(at.departsAt, zone)}`
    : `At ${stop.name}, departing now`;
}
