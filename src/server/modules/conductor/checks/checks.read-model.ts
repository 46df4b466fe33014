/**
 * The tickets a check at the door is about (decision 024), read-only: one by id (the token's), or
 * a booking's by its reference typed in.
 *
 * Tables read (owner: why):
 * - ticket (tickets): seat, stops, passenger, status and boarding — the verdict's facts;
 * - trip (timetable): service_date — the ticket's day;
 * - booking (booking): reference — a ticket found by what the passenger reads out;
 * - ticket_check (the conductor's own): a trip's checks, for the trip's log.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { queryRows } from '#db/rows.ts';
import { parseIntRange } from '#db/schema/types.ts';
import type { TicketRecord } from '#shared/tickets/ticket-check.ts';
import type { TripChecks } from '#shared/tickets/ticket-check-api.ts';

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

interface CheckRow {
  id: string;
  ticket_id: string | null;
  seat: string | null;
  passenger_name: string | null;
  device_id: string | null;
  checked_by: string;
  checked_at: string | Date;
  received_at: string | Date;
  method: 'token' | 'reference' | 'manual';
  result: TripChecks['checks'][number]['result'];
  offline: boolean;
  conflict: boolean;
}

/** A trip's checks (ticket_check, the conductor's own), newest first: `limit + 1` tells if more. */
export async function tripChecks(db: Database, tripId: string, limit: number): Promise<TripChecks> {
  const rows = await queryRows<CheckRow>(
    db,
    sql`select c.id, c.ticket_id, tk.seat, tk.passenger_name, c.device_id, c.checked_by,
          c.checked_at, c.received_at, c.method, c.result, c.offline, c.conflict
        from ticket_check c left join ticket tk on tk.id = c.ticket_id
        where c.trip_id = ${tripId} order by c.received_at desc, c.id limit ${limit + 1}`,
  );
  return {
    truncated: rows.length > limit,
    checks: rows.slice(0, limit).map((row) => ({
      id: row.id,
      ticketId: row.ticket_id,
      seat: row.seat,
      passengerName: row.passenger_name,
      deviceId: row.device_id,
      checkedBy: row.checked_by,
      checkedAt: new Date(row.checked_at).toISOString(),
      receivedAt: new Date(row.received_at).toISOString(),
      method: row.method,
      result: row.result,
      offline: row.offline,
      conflict: row.conflict,
    })),
  };
}
