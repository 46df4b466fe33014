/**
 * The booking invariants, checked by SQL after every step of the proofs (property, contention and
 * crash tests): a seat is never sold twice, money is never kept without a confirmed booking and its
 * tickets, no ticket exists without money taken or apart from the seats its booking holds.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { queryRows } from '#db/rows.ts';

/** What an invariant found wrong, one line each; empty when every invariant holds. */
export async function invariantViolations(db: Database): Promise<string[]> {
  const problems: string[] = [];
  const report = async (what: string, query: ReturnType<typeof sql>) => {
    const rows = await queryRows<Record<string, unknown>>(db, query);
    if (rows.length > 0) problems.push(`${what}: ${JSON.stringify(rows.slice(0, 5))}`);
  };
  const active = (r: string) =>
    sql.raw(`${r}.status <> 'cancelled' and (${r}.status <> 'held' or ${r}.expires_at > now())`);
  // (a) a seat is never taken twice on overlapping stops.
  await report(
    'two active reservations of one seat on overlapping stops',
    sql`select a.trip_id, a.seat, a.stops::text as a_stops, b.stops::text as b_stops
      from seat_reservation a join seat_reservation b
        on a.trip_id = b.trip_id and a.seat = b.seat and a.id < b.id and a.stops && b.stops
      where ${active('a')} and ${active('b')}`,
  );
  // (b) a confirmed booking has exactly one succeeded payment, and a valid ticket per passenger.
  await report(
    'confirmed booking without exactly one succeeded payment',
    sql`select b.id, (select count(*)::int from payment p where p.booking_id = b.id
          and p.status = 'succeeded') as succeeded
      from booking b where b.status = 'confirmed'
        and (select count(*) from payment p where p.booking_id = b.id and p.status = 'succeeded') <> 1`,
  );
  await report(
    'confirmed booking whose valid tickets are not one per passenger',
    sql`select b.id, jsonb_array_length(b.passengers) as passengers,
        (select count(*)::int from ticket t where t.booking_id = b.id and t.status = 'valid') as tickets
      from booking b where b.status = 'confirmed'
        and jsonb_array_length(b.passengers) <> (select count(*) from ticket t
          where t.booking_id = b.id and t.status = 'valid')`,
  );
  await report(
    'confirmed booking whose seats are not all sold',
    sql`select b.id from booking b where b.status = 'confirmed'
        and jsonb_array_length(b.passengers) <> (select count(*) from seat_reservation r
          where r.booking_id = b.id and r.status = 'confirmed')`,
  );
  // Money is taken at most once per booking.
  await report(
    'booking with more than one charge kept',
    sql`select p.booking_id, count(*)::int as kept from payment p
        join sandbox_charge c on c.idempotency_key = p.idempotency_key
      where c.status = 'succeeded' and c.refunded_minor < c.amount_minor
      group by p.booking_id having count(*) > 1`,
  );
  // (c) money kept only for a confirmed booking, or for a cancelled one as its refund policy said.
  await report(
    'succeeded charge kept without a confirmed booking',
    sql`select c.id, b.id as booking_id, b.status, c.amount_minor, c.refunded_minor,
        b.refund_minor
      from sandbox_charge c join payment p on p.idempotency_key = c.idempotency_key
        join booking b on b.id = p.booking_id
      where c.status = 'succeeded' and c.refunded_minor < c.amount_minor
        and b.status <> 'confirmed'
        and not (b.status = 'cancelled' and b.refund_minor is not null
          and c.refunded_minor = b.refund_minor and p.status in ('succeeded', 'refunded'))`,
  );
  await report(
    'succeeded charge with no payment row',
    sql`select c.id from sandbox_charge c
      where c.status = 'succeeded' and not exists (select 1 from payment p
        where p.idempotency_key = c.idempotency_key)`,
  );
  // (d) no ticket without money taken.
  await report(
    'ticket without a succeeded payment and charge',
    sql`select t.id, t.booking_id from ticket t
      where not exists (select 1 from payment p join sandbox_charge c
          on c.idempotency_key = p.idempotency_key
        where p.booking_id = t.booking_id and p.status in ('succeeded', 'refunded')
          and c.status = 'succeeded')`,
  );
  await report(
    'valid ticket of a booking that is not confirmed',
    sql`select t.id, b.status from ticket t join booking b on b.id = t.booking_id
      where t.status = 'valid' and b.status <> 'confirmed'`,
  );
  // (e) one ticket per seat and stretch: no two live tickets of a seat overlap.
  await report(
    'two live tickets of one seat on overlapping stops',
    sql`select a.trip_id, a.seat, a.stops::text as a_stops, b.stops::text as b_stops
      from ticket a join ticket b on a.trip_id = b.trip_id and a.seat = b.seat and a.id < b.id
        and a.stops && b.stops
      where a.status <> 'void' and b.status <> 'void'`,
  );
  // (f) a live ticket is the sold reservation of its own booking, seat and stretch.
  await report(
    'live ticket without the sold reservation of its booking',
    sql`select t.id, t.booking_id, t.seat from ticket t
      where t.status <> 'void' and not exists (select 1 from seat_reservation r
        where r.booking_id = t.booking_id and r.seat = t.seat and r.trip_id = t.trip_id
          and r.stops = t.stops and r.status = 'confirmed')`,
  );
  // (g) a booking's seats are those of its own hold (one booking per hold).
  await report(
    'reservations of a booking taken by another hold',
    sql`select b.id, r.hold_id from booking b join seat_reservation r on r.booking_id = b.id
      where b.hold_id is distinct from r.hold_id`,
  );
  return problems;
}
