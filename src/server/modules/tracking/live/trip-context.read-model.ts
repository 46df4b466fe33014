/**
 * What tracking needs to know of a trip, read in two queries: its route, bus, conductor and status,
 * its stops with their timetable times, and the shape it runs along (the schedule's GTFS shape,
 * else the route's, else straight lines between its stops).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { queryRows } from '#db/rows.ts';
import type { TripStatus } from '#shared/timetable/trip-status.ts';
import type { LatLng } from '../../network/lines/geometry/geo.ts';
import { makeShape, stopDistances, type Shape } from '../prediction/shape.ts';

export interface ContextStop {
  sequence: number;
  stopId: string;
  name: string;
  lat: number;
  lng: number;
  alongM: number;
  arrivalMs: number;
  departureMs: number;
}

export interface TripContext {
  tripId: string;
  routeId: string;
  routeName: string;
  routeColour: string;
  routeTextColour: string;
  headsign: string | null;
  serviceDate: string;
  status: TripStatus;
  conductorUserId: string | null;
  busId: string | null;
  busName: string | null;
  stops: ContextStop[];
  shape: Shape;
  /** The shape as GeoJSON coordinates, [lng, lat]. */
  line: [number, number][];
}

interface TripRow {
  trip_id: string;
  route_id: string;
  route_name: string;
  colour: string;
  text_colour: string;
  headsign: string | null;
  service_date: string;
  status: TripStatus;
  conductor_user_id: string | null;
  bus_id: string | null;
  bus_name: string | null;
  line: [number, number][] | null;
}

interface StopRow {
  trip_id: string;
  sequence: number;
  stop_id: string;
  name: string;
  lat: number;
  lng: number;
  arrival: Date | string;
  departure: Date | string;
}

const ms = (value: Date | string) => new Date(value).getTime();

/** Contexts of the trips asked for; a trip that does not exist (or has no stops) is left out. */
export async function readTripContexts(
  db: Database,
  tripIds: readonly string[],
): Promise<Map<string, TripContext>> {
  const found = new Map<string, TripContext>();
  if (tripIds.length === 0) return found;
  const ids = sql.join(
    tripIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const [trips, stops] = await Promise.all([
    queryRows<TripRow>(
      db,
      sql`select t.id as trip_id, r.id as route_id, r.short_name as route_name, r.colour,
            r.text_colour, coalesce(t.headsign, sc.headsign) as headsign,
            to_char(t.service_date, 'YYYY-MM-DD') as service_date, t.status,
            t.conductor_user_id, t.bus_id, b.name as bus_name,
            coalesce(sh.coordinates, r.shape -> 'coordinates') as line
          from trip t
          join route r on r.id = t.route_id
          left join bus b on b.id = t.bus_id
          left join schedule sc on sc.id = t.schedule_id
          left join shape sh on sh.id = sc.shape_id
          where t.id in (${ids})`,
    ),
    queryRows<StopRow>(
      db,
      sql`select tt.trip_id, tt.sequence, tt.stop_id, s.name, s.lat, s.lng, tt.arrival,
            tt.departure
          from trip_time tt join stop s on s.id = tt.stop_id
          where tt.trip_id in (${ids})
          order by tt.trip_id, tt.sequence`,
    ),
  ]);
  const stopsByTrip = new Map<string, StopRow[]>();
  for (const row of stops) {
    const list = stopsByTrip.get(row.trip_id) ?? [];
    list.push(row);
    stopsByTrip.set(row.trip_id, list);
  }
  for (const row of trips) {
    const calls = stopsByTrip.get(row.trip_id) ?? [];
    if (calls.length === 0) continue;
    found.set(row.trip_id, contextOf(row, calls));
  }
  return found;
}

function contextOf(row: TripRow, calls: StopRow[]): TripContext {
  const stopPoints: LatLng[] = calls.map((c) => ({ lat: Number(c.lat), lng: Number(c.lng) }));
  const line: [number, number][] =
    row.line && row.line.length >= 2 ? row.line : stopPoints.map((p) => [p.lng, p.lat]);
  const shape = makeShape(line.map(([lng, lat]) => ({ lat, lng })));
  const alongM = stopDistances(shape, stopPoints);
  return {
    tripId: row.trip_id,
    routeId: row.route_id,
    routeName: row.route_name,
    routeColour: row.colour,
    routeTextColour: row.text_colour,
    headsign: row.headsign,
    serviceDate: row.service_date,
    status: row.status,
    conductorUserId: row.conductor_user_id,
    busId: row.bus_id,
    busName: row.bus_name,
    stops: calls.map((c, k) => ({
      sequence: c.sequence,
      stopId: c.stop_id,
      name: c.name,
      lat: Number(c.lat),
      lng: Number(c.lng),
      alongM: alongM[k]!,
      arrivalMs: ms(c.arrival),
      departureMs: ms(c.departure),
    })),
    shape,
    line,
  };
}
