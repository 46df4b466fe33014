/**
 * The ids `/api/gtfs.zip` writes for dated trips, so GTFS-Realtime names the same trips, routes and
 * stops (export/export-rows.ts): trip_id is the schedule's GTFS id or its uuid, route_id and
 * stop_id the GTFS id or the uuid, stop_sequence the feed's own or the position. Reads timetable,
 * network and fleet tables: what the export reads, for the trips asked about only.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { bus } from '#db/schema/fleet.ts';
import { route, stop } from '#db/schema/network.ts';
import { schedule, trip, tripTime } from '#db/schema/timetable.ts';
import type { ExportedCall, ExportedTrip } from './realtime-encode.ts';

export function createRealtimeIdsReadModel(db: Database) {
  return {
    /** The export's ids of these trips; a trip whose route the export leaves out is absent. */
    async exportedTrips(tripIds: readonly string[]): Promise<Map<string, ExportedTrip>> {
      const result = new Map<string, ExportedTrip>();
      if (tripIds.length === 0) return result;
      const rows = await db
        .select({
          id: trip.id,
          serviceDate: trip.serviceDate,
          scheduleId: schedule.id,
          scheduleGtfsId: schedule.gtfsId,
          scheduleActive: schedule.active,
          directionId: schedule.directionId,
          offsets: schedule.stopOffsets,
          routeId: route.id,
          routeGtfsId: route.gtfsId,
          registration: bus.registration,
          busName: bus.name,
        })
        .from(trip)
        .innerJoin(route, and(eq(route.id, trip.routeId), eq(route.active, true)))
        .leftJoin(schedule, eq(schedule.id, trip.scheduleId))
        .leftJoin(bus, eq(bus.id, trip.busId))
        .where(inArray(trip.id, [...tripIds]));
      const calls = await callsOf(
        db,
        rows.map((r) => r.id),
      );
      for (const r of rows) {
        // The export writes a trip per active schedule of an active route (export.repo.ts).
        const exported = r.scheduleId !== null && r.scheduleActive === true;
        const offsets = exported ? (r.offsets ?? []) : [];
        const tripCalls = new Map<number, ExportedCall>();
        for (const c of calls.get(r.id) ?? [])
          tripCalls.set(c.sequence, {
            stopSequence: offsets[c.sequence - 1]?.sequence ?? c.sequence,
            stopId: c.stopId,
          });
        result.set(r.id, {
          tripId: exported ? (r.scheduleGtfsId ?? r.scheduleId) : null,
          routeId: r.routeGtfsId ?? r.routeId,
          startDate: r.serviceDate.replaceAll('-', ''),
          directionId: exported ? r.directionId : null,
          vehicle: r.registration === null ? null : { id: r.registration, label: r.busName ?? '' },
          calls: tripCalls,
        });
      }
      return result;
    },
  };
}
export type RealtimeIdsReadModel = ReturnType<typeof createRealtimeIdsReadModel>;

async function callsOf(db: Database, tripIds: string[]) {
  const byTrip = new Map<string, { sequence: number; stopId: string }[]>();
  if (tripIds.length === 0) return byTrip;
  const rows = await db
    .select({
      tripId: tripTime.tripId,
      sequence: tripTime.sequence,
      stopId: stop.id,
      stopGtfsId: stop.gtfsId,
    })
    .from(tripTime)
    .innerJoin(stop, eq(stop.id, tripTime.stopId))
    .where(inArray(tripTime.tripId, tripIds))
    .orderBy(asc(tripTime.tripId), asc(tripTime.sequence));
  for (const r of rows) {
    const list = byTrip.get(r.tripId) ?? [];
    if (list.length === 0) byTrip.set(r.tripId, list);
    list.push({ sequence: r.sequence, stopId: r.stopGtfsId ?? r.stopId });
  }
  return byTrip;
}
