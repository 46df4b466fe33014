/**
 * The trip a conductor works, as the door needs it (decision 024): who may check tickets for it,
 * its day, whether it runs, and its stops by name. Read-only.
 *
 * Tables read (owner: why):
 * - trip (timetable): service_date, status, conductor_user_id, started_at, ended_at — access and
 *   "today";
 * - trip_time (timetable), stop (network): sequence and name of each stop — the words of a verdict;
 * - route (network): short and long name, colour — what the conductor's screen heads a trip with.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { queryRows } from '#db/rows.ts';
import type { TripStatus } from '#shared/timetable/trip-status.ts';

export interface DoorTrip {
  id: string;
  serviceDate: string;
  status: TripStatus;
  conductorUserId: string | null;
  startedAt: Date | null;
  endedAt: Date | null;
  headsign: string | null;
  route: { shortName: string; longName: string; colour: string | null };
  stops: { sequence: number; name: string }[];
}

interface TripRow {
  id: string;
  service_date: string;
  status: TripStatus;
  conductor_user_id: string | null;
  started_at: string | Date | null;
  ended_at: string | Date | null;
  headsign: string | null;
  short_name: string;
  long_name: string;
  colour: string | null;
}

const instant = (value: string | Date | null) => (value === null ? null : new Date(value));

export function createDoorTripReadModel(db: Database) {
  return {
    async trip(tripId: string): Promise<DoorTrip | undefined> {
      const [row] = await queryRows<TripRow>(
        db,
        sql`select t.id, t.service_date::text as service_date, t.status, t.conductor_user_id,
              t.started_at, t.ended_at, t.headsign, r.short_name, r.long_name, r.colour
            from trip t join route r on r.id = t.route_id where t.id = ${tripId}`,
      );
      if (!row) return undefined;
      const stops = await queryRows<{ sequence: number; name: string }>(
        db,
        sql`select tt.sequence, s.name from trip_time tt join stop s on s.id = tt.stop_id
            where tt.trip_id = ${tripId} order by tt.sequence`,
      );
      return {
        id: row.id,
        serviceDate: row.service_date,
        status: row.status,
        conductorUserId: row.conductor_user_id,
        startedAt: instant(row.started_at),
        endedAt: instant(row.ended_at),
        headsign: row.headsign,
        route: { shortName: row.short_name, longName: row.long_name, colour: row.colour },
        stops,
      };
    },
  };
}
export type DoorTripReadModel = ReturnType<typeof createDoorTripReadModel>;
