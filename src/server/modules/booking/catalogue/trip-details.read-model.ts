/**
 * The trip catalogue's details of trips found (see trip-catalogue.read-model.ts for the tables and
 * why): their routes with stops and fares, their buses with seat layouts, stop names, seats taken.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { queryRows } from '#db/rows.ts';
import type { SeatDeck } from '#shared/fleet/seat-layout.ts';
import { uuids, type BusRow, type RouteRow, type StopRow } from './catalogue-rows.ts';

const ACTIVE_RESERVATION = sql`r.status <> 'cancelled' and (r.status <> 'held' or r.expires_at > now())`;

export function createTripDetails(db: Database) {
  return {
    async routes(ids: string[]): Promise<Map<string, RouteRow>> {
      const byId = new Map<string, RouteRow>();
      if (ids.length === 0) return byId;
      const list = uuids(ids);
      const rows = await queryRows<{
        id: string;
        short_name: string;
        long_name: string;
        colour: string;
        text_colour: string;
        stops: RouteRow['stops'] | null;
        fare: RouteRow['fare'];
      }>(
        db,
        sql`select r.id, r.short_name, r.long_name, r.colour, r.text_colour,
            (select json_agg(json_build_object('stopId', rs.stop_id, 'sequence', rs.sequence,
              'distanceM', rs.distance_m) order by rs.sequence)
              from route_stop rs where rs.route_id = r.id) as stops,
            (select json_build_object('kind', f.kind, 'baseMinor', f.base_minor,
              'perKmMinor', f.per_km_minor, 'currency', f.currency, 'table', f.table)
              from fare f where f.route_id = r.id) as fare
          from route r where r.id = any(${list})`,
      );
      for (const r of rows)
        byId.set(r.id, {
          id: r.id,
          shortName: r.short_name,
          longName: r.long_name,
          colour: r.colour,
          textColour: r.text_colour,
          stops: r.stops ?? [],
          fare: r.fare,
        });
      return byId;
    },

    async buses(ids: string[]): Promise<Map<string, BusRow>> {
      const byId = new Map<string, BusRow>();
      if (ids.length === 0) return byId;
      const list = uuids(ids);
      const rows = await queryRows<{
        id: string;
        name: string;
        registration: string;
        photo_path: string | null;
        amenities: string[] | null;
        layout_id: string;
        seat_count: number;
        decks: SeatDeck[];
      }>(
        db,
        sql`select b.id, b.name, b.registration, b.photo_path, b.amenities, b.layout_id,
            l.seat_count, l.decks
          from bus b join seat_layout l on l.id = b.layout_id where b.id = any(${list})`,
      );
      for (const r of rows)
        byId.set(r.id, {
          id: r.id,
          name: r.name,
          registration: r.registration,
          photoPath: r.photo_path,
          amenities: r.amenities ?? [],
          layoutId: r.layout_id,
          seatCount: r.seat_count,
          decks: r.decks,
        });
      return byId;
    },

    async stops(ids: string[]): Promise<Map<string, StopRow>> {
      const byId = new Map<string, StopRow>();
      if (ids.length === 0) return byId;
      const list = uuids(ids);
      const rows = await queryRows<StopRow>(
        db,
        sql`select id, name, code from stop where id = any(${list})`,
      );
      for (const r of rows) byId.set(r.id, r);
      return byId;
    },

    /**
     * Seats with an active reservation overlapping each trip's segment, and when the first of
     * the holds counted lapses (null when none is held).
     */
    async seatsTaken(
      segments: { tripId: string; fromSeq: number; toSeq: number }[],
    ): Promise<{ taken: Map<string, number>; nextLapse: Date | null }> {
      const taken = new Map<string, number>();
      let nextLapse: Date | null = null;
      if (segments.length === 0) return { taken, nextLapse };
      const values = sql.join(
        segments.map((s) => sql`(${s.tripId}::uuid, ${s.fromSeq}::int, ${s.toSeq}::int)`),
        sql`, `,
      );
      const rows = await queryRows<{
        trip_id: string;
        n: number | string;
        lapse: string | Date | null;
      }>(
        db,
        sql`select v.trip_id, count(distinct r.seat) as n,
            min(r.expires_at) filter (where r.status = 'held') as lapse
          from (values ${values}) as v(trip_id, from_seq, to_seq)
          join seat_reservation r on r.trip_id = v.trip_id
            and r.stops && int4range(v.from_seq, v.to_seq) and ${ACTIVE_RESERVATION}
          group by v.trip_id`,
      );
      for (const r of rows) {
        taken.set(r.trip_id, Number(r.n));
        const lapse = r.lapse === null ? null : new Date(r.lapse);
        if (lapse && (!nextLapse || lapse < nextLapse)) nextLapse = lapse;
      }
      return { taken, nextLapse };
    },
  };
}
