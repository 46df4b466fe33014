/**
 * Seats freed, held or sold, per trip, as the live seat maps hear of them once the transaction
 * that changed them has committed. Holds, bookings and payments all announce through here.
 */
import { sql } from 'drizzle-orm';
import type { SeatChange } from '#shared/live/live.ts';

/** A seat reservation as an update returns it (see CHANGED). */
export type ChangedRow = { trip_id: string; seat: string; from_seq: number; to_seq: number };
/** The columns of a ChangedRow, for `returning`. */
export const CHANGED = sql`trip_id, seat, lower(stops) as from_seq, upper(stops) as to_seq`;

/** Released or newly taken reservations, per trip, for the live seat maps. */
export type Changes = Map<string, SeatChange[]>;

export function addChanges(into: Changes, rows: ChangedRow[], state: SeatChange['state']): Changes {
  for (const r of rows) {
    const list = into.get(r.trip_id) ?? [];
    list.push({ seat: r.seat, from: r.from_seq, to: r.to_seq, state });
    into.set(r.trip_id, list);
  }
  return into;
}

/** Tells each trip's live seat map its changes. */
export type Announce = (changes: Changes) => Promise<void>;

export function seatAnnouncer(
  publish: (tripId: string, changes: SeatChange[]) => Promise<unknown>,
): Announce {
  return async (changes) => {
    await Promise.all([...changes].map(([tripId, list]) => publish(tripId, list)));
  };
}
