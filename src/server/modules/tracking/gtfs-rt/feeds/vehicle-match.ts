/**
 * Pure: the vehicles of a decoded VehiclePositions feed, put on our dated trips. A vehicle naming
 * a trip_id matches the trip of that schedule on its start_date, or, without one, the trip of that
 * schedule running at the fix's time; a vehicle without a matching trip_id matches the trip of its
 * route running at that time with its bus (registration or name = vehicle id, label or plate).
 */
import type { FixInput } from '#shared/tracking/tracking.ts';
import type { DecodedFeed } from './fetch/feed-fetch.ts';

/** One vehicle with a position, as the feed gave it. */
export interface Sighting {
  tripId: string | null;
  /** YYYY-MM-DD, from the feed's YYYYMMDD. */
  startDate: string | null;
  routeId: string | null;
  vehicleKeys: string[];
  lat: number;
  lng: number;
  bearing: number | null;
  speed: number | null;
  recordedAt: Date;
}

/** A dated trip that a sighting may be. */
export interface CandidateTrip {
  id: string;
  /** The trip_id the export writes for its schedule. */
  gtfsTripId: string | null;
  /** The route_id the export writes. */
  gtfsRouteId: string;
  serviceDate: string;
  /** The registration and name of its bus. */
  busKeys: string[];
  firstDeparture: Date;
  lastArrival: Date;
}

/**
 * A trip the feed names without a date is that schedule's trip nearest the fix's time, on the
 * service day it is within this of (a train waits an hour at its terminus before it leaves).
 */
export const NAMED_TRIP_SLACK_MS = 6 * 3600 * 1000;
/** A vehicle named by route and bus is on the trip of that bus running then, give or take this. */
export const RUNNING_SLACK_MS = 60 * 60 * 1000;

const toNumber = (v: unknown): number | null =>
  v === null || v === undefined ? null : Number(v as number);

/** A decoded message answers its schema's default (0) for a field the feed left out. */
function given<T extends object>(message: T, field: keyof T & string): number | null {
  return Object.hasOwn(message, field) ? Number(message[field]) : null;
}

export function sightingsOf(feed: DecodedFeed): { sightings: Sighting[]; withoutPosition: number } {
  const headerTime = toNumber(feed.header.timestamp);
  const sightings: Sighting[] = [];
  let withoutPosition = 0;
  for (const entity of feed.entity) {
    const v = entity.vehicle;
    if (!v) continue;
    const time = toNumber(v.timestamp) || headerTime;
    if (!v.position || !time) {
      withoutPosition++;
      continue;
    }
    const date = v.trip?.startDate;
    sightings.push({
      tripId: v.trip?.tripId || null,
      startDate:
        date && /^\d{8}$/.test(date)
          ? `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6)}`
          : null,
      routeId: v.trip?.routeId || null,
      vehicleKeys: [v.vehicle?.id, v.vehicle?.label, v.vehicle?.licensePlate].filter(
        (k): k is string => !!k,
      ),
      lat: v.position.latitude,
      lng: v.position.longitude,
      bearing: given(v.position, 'bearing'),
      speed: given(v.position, 'speed'),
      recordedAt: new Date(time * 1000),
    });
  }
  return { sightings, withoutPosition };
}

/** How far `at` lies outside the trip's run (0 inside), or Infinity beyond the slack. */
function distanceFromRun(trip: CandidateTrip, at: Date, slackMs: number): number {
  const t = at.getTime();
  const before = trip.firstDeparture.getTime() - t;
  const after = t - trip.lastArrival.getTime();
  const off = Math.max(0, before, after);
  return off > slackMs ? Infinity : off;
}

function closest(trips: CandidateTrip[], at: Date, slackMs: number): CandidateTrip | undefined {
  let best: CandidateTrip | undefined;
  let bestOff = Infinity;
  for (const trip of trips) {
    const off = distanceFromRun(trip, at, slackMs);
    if (off < bestOff) [best, bestOff] = [trip, off];
  }
  return best;
}

export function matchSighting(s: Sighting, candidates: readonly CandidateTrip[]) {
  if (s.tripId) {
    const ofTrip = candidates.filter((c) => c.gtfsTripId === s.tripId);
    const found = s.startDate
      ? ofTrip.find((c) => c.serviceDate === s.startDate)
      : closest(ofTrip, s.recordedAt, NAMED_TRIP_SLACK_MS);
    if (found) return found;
  }
  if (!s.routeId || s.vehicleKeys.length === 0) return undefined;
  const onRoute = candidates.filter(
    (c) =>
      c.gtfsRouteId === s.routeId &&
      (!s.startDate || c.serviceDate === s.startDate) &&
      c.busKeys.some((k) => s.vehicleKeys.includes(k)),
  );
  return closest(onRoute, s.recordedAt, RUNNING_SLACK_MS);
}

/** A fix for the tracking service; values the feed has out of range are left out, not refused. */
export function fixOf(s: Sighting, tripId: string): FixInput {
  return {
    tripId,
    lat: s.lat,
    lng: s.lng,
    bearing: s.bearing !== null && s.bearing >= 0 && s.bearing <= 360 ? s.bearing : null,
    speed: s.speed !== null && s.speed >= 0 && s.speed <= 100 ? s.speed : null,
    recordedAt: s.recordedAt.toISOString(),
  };
}

/** The fixes of the sightings that matched a trip, in time order, and how many did not. */
export function matchFeed(sightings: readonly Sighting[], candidates: readonly CandidateTrip[]) {
  const fixes: FixInput[] = [];
  let unmatched = 0;
  for (const s of sightings) {
    const trip = matchSighting(s, candidates);
    if (trip) fixes.push(fixOf(s, trip.id));
    else unmatched++;
  }
  fixes.sort((a, b) => a.recordedAt.localeCompare(b.recordedAt));
  return { fixes, unmatched };
}
