/**
 * The simulation's read model (decision 010): the one place it reads other modules' tables,
 * read-only, to know which trips run today. It writes nothing: its fixes go through tracking.
 *
 * Tables read (module that owns it: columns — why):
 * - trip (timetable): id, service_date, status, headsign — today's trips, cancelled ones left out;
 * - trip_time (timetable): departure, arrival — when each trip leaves its first stop and reaches
 *   its last;
 * - route (network): short_name, long_name, colour — how a driven trip is named on `/sim`.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { queryRows } from '#db/rows.ts';
import { addDays } from '#shared/core/zoned-time.ts';

export interface TodayTrip {
  tripId: string;
  routeName: string;
  routeColour: string;
  headsign: string | null;
  status: string;
  /** Epoch milliseconds. */
  departsMs: number;
  arrivesMs: number;
}

interface Row {
  trip_id: string;
  short_name: string;
  long_name: string;
  colour: string;
  headsign: string | null;
  status: string;
  departs: string | Date;
  arrives: string | Date;
}

const ms = (value: string | Date) => new Date(value).getTime();

export function createSimulationReadModel(db: Database) {
  return {
    /** The trips of a service date that are not cancelled, by departure. */
    async tripsOn(serviceDate: string): Promise<TodayTrip[]> {
      const rows = await queryRows<Row>(
        db,
        sql`select t.id as trip_id, r.short_name, r.long_name, r.colour, t.headsign, t.status,
                   times.departs, times.arrives
              from trip t
              join route r on r.id = t.route_id
              join lateral (select min(tt.departure) as departs, max(tt.arrival) as arrives
                              from trip_time tt where tt.trip_id = t.id) times on true
             where t.service_date = ${serviceDate} and t.status <> 'cancelled'
               and times.departs is not null
             order by times.departs, r.short_name, t.id`,
      );
      return rows.map((row) => ({
        tripId: row.trip_id,
        routeName: row.long_name ? `${row.short_name} ${row.long_name}` : row.short_name,
        routeColour: row.colour,
        headsign: row.headsign,
        status: row.status,
        departsMs: ms(row.departs),
        arrivesMs: ms(row.arrives),
      }));
    },
  };
}
export type SimulationReads = ReturnType<typeof createSimulationReadModel>;

/** A late bus may still be on the road this long after its timetabled arrival. */
export const LATE_MARGIN_MS = 45 * 60_000;

/**
 * The trips of `serviceDate`, after the previous day's that are still on the road at `atMs`
 * (a trip running past midnight belongs to the day it left).
 */
export async function todaysTrips(
  reads: Pick<SimulationReads, 'tripsOn'>,
  serviceDate: string,
  atMs: number,
): Promise<TodayTrip[]> {
  const [yesterday, today] = await Promise.all([
    reads.tripsOn(addDays(serviceDate, -1)),
    reads.tripsOn(serviceDate),
  ]);
  return [...yesterday.filter((t) => t.arrivesMs + LATE_MARGIN_MS > atMs), ...today];
}
