/**
 * The manifest's read model (decision 010): reads a trip and its confirmed bookings, read-only.
 *
 * Tables read (owner: why):
 * - trip, route, trip_time, stop (network): route names, date, first departure, the conductor,
 *   and the names of each booking's boarding and alighting stops;
 * - booking (booking's own): confirmed bookings' passengers, reference and contact phone;
 * - ticket (tickets): each seat's ticket status.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { queryRows } from '#db/rows.ts';

export interface ManifestTripRow {
  id: string;
  service_date: string;
  headsign: string | null;
  status: string;
  conductor_user_id: string | null;
  short_name: string;
  long_name: string;
  departure: string | Date | null;
}

export interface ManifestPassengerRow {
  seat: string;
  name: string;
  age: number;
  gender: 'female' | 'male' | 'other';
  from_name: string | null;
  to_name: string | null;
  reference: string;
  phone: string | null;
  ticket: 'valid' | 'used' | 'void' | null;
}

export function createManifestReadModel(db: Database) {
  return {
    async trip(tripId: string): Promise<ManifestTripRow | undefined> {
      const [row] = await queryRows<ManifestTripRow>(
        db,
        sql`select t.id, t.service_date::text as service_date, t.headsign, t.status,
              t.conductor_user_id, r.short_name, r.long_name,
              (select min(tt.departure) from trip_time tt where tt.trip_id = t.id) as departure
            from trip t join route r on r.id = t.route_id
            where t.id = ${tripId}`,
      );
      return row;
    },

    /** One row per passenger of the trip's confirmed bookings, in no particular order. */
    async passengers(tripId: string): Promise<ManifestPassengerRow[]> {
      return queryRows<ManifestPassengerRow>(
        db,
        sql`select p->>'seat' as seat, p->>'name' as name, (p->>'age')::int as age,
              p->>'gender' as gender, sa.name as from_name, sb.name as to_name, b.reference,
              b.contact->>'phone' as phone, tk.status as ticket
            from booking b
            cross join lateral jsonb_array_elements(b.passengers) p
            left join trip_time ta on ta.trip_id = b.trip_id and ta.sequence = b.from_seq
            left join stop sa on sa.id = ta.stop_id
            left join trip_time tb on tb.trip_id = b.trip_id and tb.sequence = b.to_seq
            left join stop sb on sb.id = tb.stop_id
            left join ticket tk on tk.booking_id = b.id and tk.seat = p->>'seat'
            where b.trip_id = ${tripId} and b.status = 'confirmed'`,
      );
    },
  };
}
export type ManifestReadModel = ReturnType<typeof createManifestReadModel>;
