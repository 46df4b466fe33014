/**
 * Booking's own tables for holds: seat_reservation (a hold is the reservations sharing a hold_id)
 * and the pending booking made from one. Every function takes the transaction it runs in.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { queryRows } from '#db/rows.ts';
import { CHANGED, type ChangedRow } from '../seat-changes.ts';
import type { OwnedReservation } from './seat-offers.ts';

export interface HoldRow {
  holdId: string;
  tripId: string;
  userId: string;
  fromSeq: number;
  toSeq: number;
  seats: { label: string; declaredFemale: boolean }[];
  expiresAt: Date;
  bookingId: string | null;
}

export function createHoldsRepo(db: Database) {
  return {
    /**
     * Cancels lapsed holds (of one trip, or all) and expires the unpaid bookings made from them;
     * answers the seats freed. A hold whose charge is in flight stays until the charge settles.
     */
    async expireLapsed(tripId?: string): Promise<ChangedRow[]> {
      const trip = tripId ? sql`and trip_id = ${tripId}` : sql``;
      const freed = await queryRows<ChangedRow>(
        db,
        sql`update seat_reservation set status = 'cancelled'
          where status = 'held' and expires_at <= now() ${trip}
            and not exists (select 1 from payment p where p.booking_id = seat_reservation.booking_id
              and p.status = 'pending')
          returning ${CHANGED}`,
      );
      const bookingTrip = tripId ? sql`and trip_id = ${tripId}` : sql``;
      await db.execute(
        sql`update booking set status = 'expired'
          where status = 'pending-payment' and expires_at <= now() ${bookingTrip}
            and not exists (select 1 from payment p where p.booking_id = booking.id
              and p.status in ('pending', 'requires-confirmation', 'succeeded'))`,
      );
      return freed;
    },

    /** Reservations that still take their seat on a trip (holds may have lapsed: callers check). */
    async reservations(tripId: string): Promise<OwnedReservation[]> {
      const rows = await queryRows<{
        seat: string;
        from_seq: number;
        to_seq: number;
        status: 'held' | 'confirmed';
        expires_at: string | Date | null;
        user_id: string;
        hold_id: string;
      }>(
        db,
        sql`select seat, lower(stops) as from_seq, upper(stops) as to_seq, status, expires_at,
            user_id, hold_id
          from seat_reservation where trip_id = ${tripId} and status <> 'cancelled'`,
      );
      return rows.map((r) => ({
        seat: r.seat,
        stops: { from: r.from_seq, to: r.to_seq },
        status: r.status,
        expiresAt: r.expires_at === null ? null : new Date(r.expires_at),
        userId: r.user_id,
        holdId: r.hold_id,
      }));
    },

    /**
     * Cancels the passenger's unpaid holds on a trip (one active hold per passenger per trip) and
     * the pending bookings made from them; answers the seats freed.
     */
    async releaseUserHolds(tripId: string, userId: string): Promise<ChangedRow[]> {
      // A booking whose charge is in flight or waits for the bank's extra step keeps its seats.
      const freed = await queryRows<ChangedRow>(
        db,
        sql`update seat_reservation set status = 'cancelled'
          where trip_id = ${tripId} and user_id = ${userId} and status = 'held'
            and (booking_id is null or not exists (select 1 from payment p
              where p.booking_id = seat_reservation.booking_id
                and p.status in ('pending', 'requires-confirmation', 'succeeded')))
          returning ${CHANGED}`,
      );
      await db.execute(
        sql`update booking set status = 'cancelled', cancelled_at = now()
          where trip_id = ${tripId} and user_id = ${userId} and status = 'pending-payment'
            and not exists (select 1 from payment p where p.booking_id = booking.id
              and p.status in ('pending', 'requires-confirmation', 'succeeded'))`,
      );
      return freed;
    },

    /**
     * Takes the account's hold lock until the transaction ends, so its caps are counted with no
     * other hold of the same account in between (two tabs, a script).
     */
    async lockAccount(userId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`holds:${userId}`}))`);
    },

    /** The account's live holds: how many, the seats they take, and when the first lapses. */
    async liveTotals(
      userId: string,
    ): Promise<{ holds: number; seats: number; firstExpiry: Date | null }> {
      const [row] = await queryRows<{
        holds: number;
        seats: number;
        first_expiry: string | Date | null;
      }>(
        db,
        sql`select count(distinct hold_id)::int as holds, count(*)::int as seats,
            min(expires_at) as first_expiry
          from seat_reservation where user_id = ${userId} and status = 'held' and expires_at > now()`,
      );
      return {
        holds: row?.holds ?? 0,
        seats: row?.seats ?? 0,
        firstExpiry: row?.first_expiry ? new Date(row.first_expiry) : null,
      };
    },

    /** Seats among `seats` that an active reservation takes on any part of [from, to). */
    async taken(
      tripId: string,
      seats: string[],
      fromSeq: number,
      toSeq: number,
    ): Promise<string[]> {
      const rows = await queryRows<{ seat: string }>(
        db,
        sql`select distinct seat from seat_reservation
          where trip_id = ${tripId} and status <> 'cancelled'
            and (status <> 'held' or expires_at > now())
            and stops && int4range(${fromSeq}, ${toSeq})
            and seat in (${sql.join(
              seats.map((s) => sql`${s}`),
              sql`, `,
            )})
          order by seat`,
      );
      return rows.map((r) => r.seat);
    },

    /** Holds the seats; the exclusion constraint refuses any seat taken meanwhile (23P01). */
    async insertHold(hold: Omit<HoldRow, 'bookingId'>, minutes: number): Promise<Date> {
      const values = sql.join(
        hold.seats.map(
          (s) => sql`(${hold.tripId}::uuid, ${s.label}, int4range(${hold.fromSeq}, ${hold.toSeq}),
            'held', now() + ${minutes} * interval '1 minute', ${hold.holdId}::uuid,
            ${s.declaredFemale}, ${hold.userId})`,
        ),
        sql`, `,
      );
      const rows = await queryRows<{ expires_at: string | Date }>(
        db,
        sql`insert into seat_reservation (trip_id, seat, stops, status, expires_at, hold_id,
            declared_female, user_id)
          values ${values} returning expires_at`,
      );
      return new Date(rows[0]!.expires_at);
    },

    /** A live hold of the user (held, not lapsed), or undefined. */
    async liveHold(holdId: string, userId: string): Promise<HoldRow | undefined> {
      return (await this.liveHolds(userId, holdId))[0];
    },

    /** The user's live holds, newest first. */
    async liveHolds(userId: string, holdId?: string): Promise<HoldRow[]> {
      const one = holdId ? sql`and hold_id = ${holdId}` : sql``;
      const rows = await queryRows<{
        hold_id: string;
        trip_id: string;
        user_id: string;
        from_seq: number;
        to_seq: number;
        seats: { label: string; declaredFemale: boolean }[];
        expires_at: string | Date;
        booking_id: string | null;
      }>(
        db,
        sql`select hold_id, trip_id, user_id, min(lower(stops)) as from_seq,
            max(upper(stops)) as to_seq,
            json_agg(json_build_object('label', seat, 'declaredFemale', declared_female) order by seat) as seats,
            min(expires_at) as expires_at, min(booking_id::text) as booking_id
          from seat_reservation
          where user_id = ${userId} and status = 'held' and expires_at > now() ${one}
          group by hold_id, trip_id, user_id
          order by min(created_at) desc`,
      );
      return rows.map((r) => ({
        holdId: r.hold_id,
        tripId: r.trip_id,
        userId: r.user_id,
        fromSeq: r.from_seq,
        toSeq: r.to_seq,
        seats: r.seats,
        expiresAt: new Date(r.expires_at),
        bookingId: r.booking_id,
      }));
    },

    /**
     * Cancels a live hold of the user that no payment is under way for; answers the seats freed.
     * A lapsed hold is not the passenger's to cancel: expireLapsed ends its booking as expired.
     */
    async release(holdId: string, userId: string): Promise<ChangedRow[]> {
      const freed = await queryRows<ChangedRow>(
        db,
        sql`update seat_reservation set status = 'cancelled'
          where hold_id = ${holdId} and user_id = ${userId} and status = 'held'
            and expires_at > now()
            and (booking_id is null or not exists (select 1 from payment p
              where p.booking_id = seat_reservation.booking_id
                and p.status in ('pending', 'requires-confirmation', 'succeeded')))
          returning ${CHANGED}`,
      );
      await db.execute(
        sql`update booking set status = 'cancelled', cancelled_at = now()
          where status = 'pending-payment' and user_id = ${userId} and expires_at > now()
            and id in (select booking_id from seat_reservation where hold_id = ${holdId})
            and not exists (select 1 from payment p where p.booking_id = booking.id
              and p.status in ('pending', 'requires-confirmation', 'succeeded'))`,
      );
      return freed;
    },
  };
}
export type HoldsRepo = ReturnType<typeof createHoldsRepo>;
