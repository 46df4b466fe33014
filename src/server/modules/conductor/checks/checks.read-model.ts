/**
 * The tickets a check at the door is about (decision 024), read-only: one by id (the token's), or
 * a booking's by its reference typed in.
 *
 * Tables read (owner: why):
 * - ticket (tickets): seat, stops, passenger, status and boarding — the verdict's facts;
 * - trip (timetable): service_date — the ticket's day;
 * - booking (booking): reference — a ticket found by what the passenger reads out.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { queryRows } from '#db/rows.ts';
import { parseIntRange } from '#db/schema/types.ts';
import type { TicketRecord } from '#shared/tickets/ticket-check.ts';

interface Row {
  id: string;
  trip_id: string;
  service_date: string;
  seat: string;
  stops: string;
  passenger_name: string;
  status: TicketRecord['status'];
  boarded_at: string | Date | null;
  boarded_device_id: string | null;
}

export const toRecord = (row: Row): TicketRecord => {
  const { from, to } = parseIntRange(row.stops);
  return {
    ticketId: row.id,
    tripId: row.trip_id,
    serviceDate: row.service_date,
    seat: row.seat,
    fromSeq: from,
    toSeq: to,
    passengerName: row.passenger_name,
    status: row.status,
    boarding:
      row.boarded_at === null
        ? null
        : { at: new Date(row.boarded_at).toISOString(), deviceId: row.boarded_device_id },
  };
};

const select = (db: Database, where: SQL) =>
  queryRows<Row>(
    db,
    sql`select tk.id, tk.trip_id, t.service_date::text as service_date, tk.seat,
          tk.stops::text as stops, tk.passenger_name, tk.status, tk.boarded_at,
          tk.boarded_device_id
        from ticket tk join trip t on t.id = tk.trip_id
        join booking b on b.id = tk.booking_id
        where ${where} order by tk.seat`,
  );

export function createChecksReadModel(db: Database) {
  return {
    async ticket(ticketId: string): Promise<TicketRecord | undefined> {
      const [row] = await select(db, sql`tk.id = ${ticketId}`);
      return row && toRecord(row);
    },
    /** A booking's tickets by seat; undefined when no booking has the reference. */
    async byReference(reference: string): Promise<TicketRecord[] | undefined> {
      const [known] = await queryRows<{ n: number }>(
        db,
        sql`select 1 as n from booking where reference = ${reference}`,
      );
      if (!known) return undefined;
      return (await select(db, sql`b.reference = ${reference}`)).map(toRecord);
    },
  };
}
export type ChecksReadModel = ReturnType<typeof createChecksReadModel>;
