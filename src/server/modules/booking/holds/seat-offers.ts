/**
 * The seat map a passenger sees for a trip segment, pure: each seat of the layout with its state
 * for that segment (their own hold shows as `mine`) and its price by tier; and the checks a hold
 * request must pass before it reaches the database.
 */
import { seatPrice, type SeatOffer } from '#shared/booking/booking.ts';
import type { SeatCell, SeatDeck, SeatTier } from '#shared/fleet/seat-layout.ts';
import { seatStates, type SeatReservation, type Segment } from '#shared/booking/seat-segments.ts';

export interface OwnedReservation extends SeatReservation {
  userId: string;
  holdId: string;
}

/** Every seat cell of a layout by label. */
export function seatCells(decks: readonly SeatDeck[]): Map<string, SeatCell> {
  const cells = new Map<string, SeatCell>();
  for (const deck of decks)
    for (const cell of deck.cells)
      if (cell.type === 'seat' && cell.label) cells.set(cell.label, cell);
  return cells;
}

export function tierOf(cell: SeatCell | undefined): SeatTier {
  return cell?.tier ?? 'standard';
}

export function seatOffers(
  decks: readonly SeatDeck[],
  reservations: readonly OwnedReservation[],
  segment: Segment,
  fareMinor: number,
  now: Date,
  userId: string | null,
): SeatOffer[] {
  const cells = seatCells(decks);
  const others = reservations.filter((r) => r.userId !== userId || r.status !== 'held');
  const mine = reservations.filter((r) => r.userId === userId && r.status === 'held');
  const states = seatStates([...cells.keys()], others, segment, now);
  const held = seatStates([...cells.keys()], mine, segment, now);
  return [...cells.values()].map((cell) => {
    const label = cell.label!;
    const state = states.get(label) ?? 'available';
    return {
      label,
      state: state === 'available' && held.get(label) === 'held' ? 'mine' : state,
      tier: tierOf(cell),
      priceMinor: seatPrice(fareMinor, cell.tier),
    };
  });
}

export interface HoldProblems {
  /** Labels the layout does not have. */
  unknown: string[];
  /** Women-only seats the booker did not declare for a woman. */
  undeclaredWomenOnly: string[];
}

export function holdProblems(
  decks: readonly SeatDeck[],
  seats: readonly string[],
  femaleSeats: readonly string[],
): HoldProblems {
  const cells = seatCells(decks);
  return {
    unknown: seats.filter((s) => !cells.has(s)),
    undeclaredWomenOnly: seats.filter(
      (s) => cells.get(s)?.flags?.includes('women-only') && !femaleSeats.includes(s),
    ),
  };
}

/** "seat 12", "seats 12 and 13", "seats 12, 13 and 14". */
export function seatList(labels: readonly string[]): string {
  if (labels.length <= 1) return `seat ${labels[0] ?? ''}`.trim();
  return `seats ${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}
