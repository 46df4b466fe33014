/**
 * The tickets of a trip as the door needs them (decision 024), read-only: each ticket with its
 * passenger, seat, stops, state and boarding, and the checks that conflicted with it.
 *
 * Tables read (owner: why):
 * - ticket (tickets): every column but the token — what the door shows and judges;
 * - booking (booking): reference — what a passenger reads out;
 * - trip_time (timetable), stop (network): names of the boarding and alighting stops;
 * - ticket_check (conductor's own): conflicts reported by devices that synced after another.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { queryRows } from '#db/rows.ts';

export interface DoorTicketRow {
  id: string;
  reference: string;
  seat: string;
  passenger_name: string;
  from_seq: number;
  to_seq: number;
  from_name: string | null;
  to_name: string | null;
  status: 'valid' | 'used' | 'void';
  boarded_at: string | Date | null;
  boarded_device_id: string | null;
  no_show_at: string | Date | null;
}

export interface ConflictRow {
  ticket_id: string;
  device_id: string | null;
  checked_at: string | Date;
}

export function createDoorManifestReadModel(db: Database) {
  return {
    async tickets(tripId: string): Promise<DoorTicketRow[]> {
      return queryRows<DoorTicketRow>(
        db,
        sql`select tk.id, b.reference, tk.seat, tk.passenger_name, lower(tk.stops) as from_seq, upper(tk.stops) as to_seq,
              sa.name as from_name, sb.name as to_name, tk.status, tk.boarded_at,
              tk.boarded_device_id, tk.no_show_at
            from ticket tk join booking b on b.id = tk.booking_id
            left join trip_time ta on ta.trip_id = tk.trip_id and ta.sequence = lower(tk.stops)
            left join stop sa on sa.id = ta.stop_id
            left join trip_time tb on tb.trip_id = tk.trip_id and tb.sequence = upper(tk.stops)
            left join stop sb on sb.id = tb.stop_id
            where tk.trip_id = ${tripId}`,
      );
    },
    async conflicts(tripId: string): Promise<ConflictRow[]> {
      return queryRows<ConflictRow>(
        db,
        sql`select ticket_id, device_id, checked_at from ticket_check
            where trip_id = ${tripId} and conflict and ticket_id is not null
            order by checked_at`,
      );
    },
    /** One ticket's trip, to know a mark names a ticket of the trip. */
    async tripOf(ticketId: string): Promise<string | undefined> {
      const [row] = await queryRows<{ trip_id: string }>(
        db,
        sql`select trip_id from ticket where id = ${ticketId}`,
      );
      return row?.trip_id;
    },
  };
}
export type DoorManifestReadModel = ReturnType<typeof createDoorManifestReadModel>;
