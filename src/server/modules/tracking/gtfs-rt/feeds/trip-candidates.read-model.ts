/**
 * The dated trips a feed's vehicles may be, by the ids the GTFS export writes (trip_id of the
 * schedule, route_id of the route): reads timetable, network and fleet tables for the poller.
 * Cancelled trips are never candidates (the tracking service would refuse their fixes).
 */
import { and, eq, inArray, isNotNull, max, min, ne, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '#db/client.ts';
import { bus } from '#db/schema/fleet.ts';
import { route } from '#db/schema/network.ts';
import { schedule, trip, tripTime } from '#db/schema/timetable.ts';
import type { CandidateTrip } from './vehicle-match.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CandidateQuery {
  /** trip_ids the feed names. */
  tripIds: string[];
  /** route_ids of vehicles the feed names by route and vehicle. */
  routeIds: string[];
  /** Service dates (YYYY-MM-DD) to look in. */
  dates: string[];
}

/** Matches a GTFS id, or our uuid where the export wrote one (a network entered by hand). */
function byGtfsId(gtfsId: AnyPgColumn, id: AnyPgColumn, ids: string[]) {
  const uuids = ids.filter((i) => UUID.test(i));
  return or(
    ids.length > 0 ? inArray(gtfsId, ids) : undefined,
    uuids.length > 0 ? and(inArray(id, uuids), sql`${gtfsId} is null`) : undefined,
  );
}

export function createTripCandidatesReadModel(db: Database) {
  return {
    async candidates(q: CandidateQuery): Promise<CandidateTrip[]> {
      if (q.dates.length === 0 || (q.tripIds.length === 0 && q.routeIds.length === 0)) return [];
      const named =
        q.tripIds.length > 0 ? byGtfsId(schedule.gtfsId, schedule.id, q.tripIds) : undefined;
      const onRoute =
        q.routeIds.length > 0
          ? and(byGtfsId(route.gtfsId, route.id, q.routeIds), isNotNull(trip.busId))
          : undefined;
      const rows = await db
        .select({
          id: trip.id,
          scheduleId: schedule.id,
          scheduleGtfsId: schedule.gtfsId,
          routeId: route.id,
          routeGtfsId: route.gtfsId,
          serviceDate: trip.serviceDate,
          registration: bus.registration,
          busName: bus.name,
          first: min(tripTime.departure),
          last: max(tripTime.arrival),
        })
        .from(trip)
        .innerJoin(route, eq(route.id, trip.routeId))
        .leftJoin(schedule, eq(schedule.id, trip.scheduleId))
        .leftJoin(bus, eq(bus.id, trip.busId))
        .innerJoin(tripTime, eq(tripTime.tripId, trip.id))
        .where(
          and(inArray(trip.serviceDate, q.dates), ne(trip.status, 'cancelled'), or(named, onRoute)),
        )
        .groupBy(trip.id, schedule.id, route.id, bus.id);
      return rows.flatMap((r) =>
        r.first && r.last
          ? [
              {
                id: r.id,
                gtfsTripId: r.scheduleId ? (r.scheduleGtfsId ?? r.scheduleId) : null,
                gtfsRouteId: r.routeGtfsId ?? r.routeId,
                serviceDate: r.serviceDate,
                busKeys: [r.registration, r.busName].filter((k): k is string => !!k),
                firstDeparture: new Date(r.first),
                lastArrival: new Date(r.last),
              },
            ]
          : [],
      );
    },
  };
}
export type TripCandidatesReadModel = ReturnType<typeof createTripCandidatesReadModel>;
