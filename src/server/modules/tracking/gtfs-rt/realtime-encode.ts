/**
 * GTFS-Realtime out, pure: the live trips (the tracking service's `liveTrips()`) and the ids the
 * GTFS export writes for them become a VehiclePositions or a TripUpdates FeedMessage of the
 * official schema. Only fixes at most 90 s old go out; a trip the export does not know (no id
 * for its route) is left out, since a consumer could not place it
 * (docs/decisions/019-gtfs-realtime.md).
 */
import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import type { LiveTrip } from '#shared/tracking/tracking.ts';
import { stateAt } from '#shared/tracking/trip-state.ts';

const rt = GtfsRealtimeBindings.transit_realtime;
export type FeedMessage = GtfsRealtimeBindings.transit_realtime.FeedMessage;

/** One of our stops on a trip, by its position on the trip (LiveStop.sequence), as exported. */
export interface ExportedCall {
  /** stop_times.txt `stop_sequence`: the feed's own, with its gaps. */
  stopSequence: number;
  /** stops.txt `stop_id`. */
  stopId: string;
}

/** A dated trip in the export's ids. */
export interface ExportedTrip {
  /** trips.txt `trip_id` of the trip's schedule; null for a trip the export has no row for. */
  tripId: string | null;
  /** routes.txt `route_id`. */
  routeId: string;
  /** The service date, YYYYMMDD. */
  startDate: string;
  directionId: number | null;
  /** The bus: its registration and name, when one is assigned. */
  vehicle: { id: string; label: string } | null;
  /** By LiveStop.sequence. */
  calls: ReadonlyMap<number, ExportedCall>;
}

export type ExportedTrips = ReadonlyMap<string, ExportedTrip>;

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** A trip live at `now`: the one decision (`stateAt`, decision 029), its fix at most 90 s old. */
export function isFresh(
  trip: LiveTrip,
  now: Date,
): trip is LiveTrip & {
  position: NonNullable<LiveTrip['position']>;
} {
  if (!trip.position || !Number.isFinite(Date.parse(trip.position.recordedAt))) return false;
  return stateAt(trip.state, trip.position.recordedAt, now.getTime()) === 'live';
}

function header(now: Date) {
  return {
    gtfsRealtimeVersion: '2.0',
    incrementality: rt.FeedHeader.Incrementality.FULL_DATASET,
    timestamp: Math.floor(now.getTime() / 1000),
  };
}

function tripDescriptor(ids: ExportedTrip) {
  return {
    ...(ids.tripId === null
      ? // Not in the static feed: an extra trip, named by its route and day.
        { scheduleRelationship: rt.TripDescriptor.ScheduleRelationship.ADDED }
      : {
          tripId: ids.tripId,
          scheduleRelationship: rt.TripDescriptor.ScheduleRelationship.SCHEDULED,
        }),
    routeId: ids.routeId,
    startDate: ids.startDate,
    ...(ids.directionId === null ? {} : { directionId: ids.directionId }),
  };
}

function vehicleDescriptor(ids: ExportedTrip) {
  return ids.vehicle ? { vehicle: { id: ids.vehicle.id, label: ids.vehicle.label } } : {};
}

/** The fresh trips the export knows, in a stable order (by trip id). */
function publishable(trips: readonly LiveTrip[], exported: ExportedTrips, now: Date) {
  return trips
    .flatMap((trip) => {
      const ids = exported.get(trip.tripId);
      return ids && isFresh(trip, now) ? [{ trip, ids }] : [];
    })
    .sort((a, b) => a.trip.tripId.localeCompare(b.trip.tripId));
}

export function vehiclePositionsFeed(
  trips: readonly LiveTrip[],
  exported: ExportedTrips,
  now: Date,
): FeedMessage {
  const entity = publishable(trips, exported, now).map(({ trip, ids }) => {
    const p = trip.position;
    // At a stop, the bus is STOPPED_AT it until it leaves (decision 028); else in transit to the
    // next stop it has a prediction for.
    const at = trip.atStop ? trip.stops.find((s) => s.sequence === trip.atStop!.sequence) : null;
    const next = at ?? trip.stops.find((s) => s.passedAt === null && s.predictedAt !== null);
    const call = next && ids.calls.get(next.sequence);
    const { STOPPED_AT, IN_TRANSIT_TO } = rt.VehiclePosition.VehicleStopStatus;
    return {
      id: trip.tripId,
      vehicle: {
        trip: tripDescriptor(ids),
        ...vehicleDescriptor(ids),
        position: {
          latitude: p.lat,
          longitude: p.lng,
          ...(p.bearing === null ? {} : { bearing: p.bearing }),
          ...(p.speed === null ? {} : { speed: p.speed }),
        },
        ...(call
          ? {
              currentStopSequence: call.stopSequence,
              stopId: call.stopId,
              currentStatus: at ? STOPPED_AT : IN_TRANSIT_TO,
            }
          : {}),
        timestamp: seconds(p.recordedAt),
      },
    };
  });
  return rt.FeedMessage.fromObject({ header: header(now), entity });
}

export function tripUpdatesFeed(
  trips: readonly LiveTrip[],
  exported: ExportedTrips,
  now: Date,
): FeedMessage {
  const entity = publishable(trips, exported, now).flatMap(({ trip, ids }) => {
    const stopTimeUpdate = stopTimeUpdates(trip, ids);
    // A TripUpdate without stop time updates is invalid unless the trip is cancelled: a bus with
    // no predictions yet has its position in VehiclePositions only.
    if (stopTimeUpdate.length === 0) return [];
    const delay = firstDelay(trip, stopTimeUpdate[0]!);
    return {
      id: trip.tripId,
      tripUpdate: {
        trip: tripDescriptor(ids),
        ...vehicleDescriptor(ids),
        stopTimeUpdate: stopTimeUpdate.map(({ stop: _stop, ...update }) => update),
        timestamp: seconds(trip.position.recordedAt),
        ...(delay === null ? {} : { delay }),
      },
    };
  });
  return rt.FeedMessage.fromObject({ header: header(now), entity });
}

interface StopTimeUpdate {
  stopSequence: number;
  stopId: string;
  arrival?: { time: number };
  departure?: { time: number };
  scheduleRelationship: number;
  /** Not encoded: the LiveStop it is for. */
  stop: LiveTrip['stops'][number];
}

/**
 * The departure of the stop the bus stands at, then the ETA module's arrivals at the stops
 * ahead; a stop passed or without a prediction is left out (GTFS-Realtime then propagates the
 * delay from the update before it). The live state never predicts a later stop before an
 * earlier stop's departure, so the times only grow.
 */
function stopTimeUpdates(trip: LiveTrip, ids: ExportedTrip): StopTimeUpdate[] {
  const scheduleRelationship = rt.TripUpdate.StopTimeUpdate.ScheduleRelationship.SCHEDULED;
  return trip.stops.flatMap((stop): StopTimeUpdate[] => {
    const call = ids.calls.get(stop.sequence);
    if (!call || stop.passedAt !== null) return [];
    const base = { stopSequence: call.stopSequence, stopId: call.stopId, scheduleRelationship };
    if (stop.departsAt && trip.atStop?.sequence === stop.sequence)
      return [{ ...base, departure: { time: seconds(stop.departsAt) }, stop }];
    if (stop.predictedAt === null) return [];
    return [{ ...base, arrival: { time: seconds(stop.predictedAt) }, stop }];
  });
}

/**
 * The trip's delay as its first stop time update says it: at the stop the bus stands at, the
 * live state's delay (its expected departure is the timetable's moved by just that); ahead, the
 * predicted arrival against the timetable's.
 */
function firstDelay(trip: LiveTrip, first: StopTimeUpdate): number | null {
  if (first.departure) return trip.delaySeconds === null ? null : Math.round(trip.delaySeconds);
  return seconds(first.stop.predictedAt!) - seconds(first.stop.scheduledAt);
}

export function encodeFeed(message: FeedMessage): Uint8Array {
  return rt.FeedMessage.encode(message).finish();
}

/** The official JSON of a message (protobuf.js's toJSON: enums by name, 64-bit times as strings). */
export function feedJson(message: FeedMessage): Record<string, unknown> {
  return message.toJSON();
}
