/**
 * Seats are sold per segment: a reservation holds its seat over a half-open range of the trip's
 * stop sequences [from, to) — board at stop `from`, alight at stop `to` — so one seat can carry
 * A→B and then B→C. These functions answer, without the database, the questions the exclusion
 * constraint `stops WITH &&` answers inside it: do two ranges clash, and what can a passenger
 * still buy on a segment. The shapes match the seat_reservation row (src/db/schema/booking.ts).
 */
import type { SeatDeck } from '../fleet/seat-layout.ts';

/** Stop sequences [from, to): the same shape as the seat_reservation `stops` column. */
export interface Segment {
  from: number;
  to: number;
}

export type SeatState = 'available' | 'held' | 'booked';

/** The fields of a seat_reservation row the seat map needs. */
export interface SeatReservation {
  seat: string;
  stops: Segment;
  status: 'held' | 'confirmed' | 'cancelled';
  /** When a hold lapses; a hold without one never lapses on its own. */
  expiresAt: Date | null;
}

/** True when the segment has at least one stop interval (PostgreSQL would not store it empty). */
export function isSegment(s: Segment): boolean {
  return Number.isSafeInteger(s.from) && Number.isSafeInteger(s.to) && s.from < s.to;
}

/**
 * True when the two segments share a stop interval — PostgreSQL's `&&` on [) int4ranges. The
 * bounds are exclusive at the end, so A→B and B→C touch at B without overlapping; an empty range
 * overlaps nothing, as in PostgreSQL.
 */
export function overlaps(a: Segment, b: Segment): boolean {
  if (a.from >= a.to || b.from >= b.to) return false;
  return a.from < b.to && b.from < a.to;
}

/**
 * Whether a reservation still takes its seat at `now`: cancelled ones never do; a hold stops
 * taking it at its expiry instant (`expires_at <= now` is lapsed, the test the expiry job uses).
 */
export function isActive(r: SeatReservation, now: Date): boolean {
  if (r.status === 'cancelled') return false;
  if (r.status === 'held' && r.expiresAt) return r.expiresAt.getTime() > now.getTime();
  return true;
}

const stateOf = (r: SeatReservation): SeatState => (r.status === 'confirmed' ? 'booked' : 'held');

/** Every seat label of a layout, deck by deck, in the order the cells are listed. */
export function seatLabels(decks: readonly SeatDeck[]): string[] {
  return decks.flatMap((deck) =>
    deck.cells.flatMap((cell) => (cell.type === 'seat' && cell.label ? [cell.label] : [])),
  );
}

function assertSegment(segment: Segment): void {
  if (!isSegment(segment))
    throw new RangeError(
      `a segment runs from a stop to a later one, got [${segment.from}, ${segment.to})`,
    );
}

/**
 * The state of each seat of the layout for a passenger riding `segment`, in layout order: booked
 * when a confirmed reservation overlaps the segment, otherwise held when a live hold does,
 * otherwise available. Reservations of seats the layout lacks are ignored.
 */
export function seatStates(
  layoutSeats: readonly string[],
  reservations: readonly SeatReservation[],
  segment: Segment,
  now: Date,
): Map<string, SeatState> {
  assertSegment(segment);
  const states = new Map<string, SeatState>(layoutSeats.map((label) => [label, 'available']));
  for (const r of reservations) {
    const current = states.get(r.seat);
    if (current === undefined || current === 'booked') continue;
    if (isActive(r, now) && overlaps(r.stops, segment)) states.set(r.seat, stateOf(r));
  }
  return states;
}

/** How many seats of the layout a passenger can still take on `segment` at `now`. */
export function seatsLeft(
  layoutSeats: readonly string[],
  reservations: readonly SeatReservation[],
  segment: Segment,
  now: Date,
): number {
  let left = 0;
  for (const state of seatStates(layoutSeats, reservations, segment, now).values())
    if (state === 'available') left++;
  return left;
}
