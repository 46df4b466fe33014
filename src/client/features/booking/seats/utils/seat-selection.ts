/**
 * The rules of picking seats on /seatselection, without React: how many seats may be chosen, what
 * pressing a seat does, how each seat of the map is shown, what the choice costs, and which chosen
 * seats someone else has just taken.
 */
import { MAX_SEATS, type SeatMapState, type SeatOffer } from '#shared/booking/booking.ts';
import type { SeatCell, SeatDeck } from '#shared/fleet/seat-layout.ts';
import type { SeatState } from '#client/components/seat-map/seat-map.tsx';

/** `?passengers=` as a number of seats to choose, or null when absent or not 1–6. */
export function parsePassengers(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const count = Number(raw);
  return count >= 1 && count <= MAX_SEATS ? count : null;
}

/** Seats one hold may take: the passengers asked for, or the booking limit. */
export const seatLimit = (passengers: number | null) => passengers ?? MAX_SEATS;

/** The seats of the passenger's own hold on this trip: chosen already when the map opens. */
export const mySeats = (seats: readonly SeatOffer[]) =>
  seats.filter((seat) => seat.state === 'mine').map((seat) => seat.label);

/** The seat labels of `?seats=12,13` (kept across a sign-in), each once. */
export function parseSeatList(raw: string | null): string[] {
  if (!raw) return [];
  return [...new Set(raw.split(',').filter((label) => /^[A-Za-z0-9-]{1,6}$/.test(label)))];
}

export type Toggle =
  { selected: string[]; refused: null } | { selected: string[]; refused: string };

/** Pressing a seat: a chosen one is let go; another is added unless the limit is reached. */
export function toggleSeat(selected: readonly string[], label: string, limit: number): Toggle {
  if (selected.includes(label))
    return { selected: selected.filter((seat) => seat !== label), refused: null };
  if (selected.length >= limit)
    return {
      selected: [...selected],
      refused: `You can choose ${limit} ${limit === 1 ? 'seat' : 'seats'} at most. Let one go to choose another.`,
    };
  return { selected: [...selected, label], refused: null };
}

const VIEW_STATE: Record<SeatMapState, SeatState> = {
  available: 'available',
  // A seat of the passenger's own hold is theirs to choose again (a new hold replaces the old).
  mine: 'available',
  held: 'held',
  booked: 'taken',
};

/** How the shared seat map shows each seat: the server's state, with this choice on top. */
export function seatViewStates(
  seats: readonly SeatOffer[],
  selected: readonly string[],
): Record<string, SeatState> {
  const states: Record<string, SeatState> = {};
  for (const seat of seats) states[seat.label] = VIEW_STATE[seat.state];
  for (const label of selected) if (states[label] === 'available') states[label] = 'selected';
  return states;
}

/** What the chosen seats cost together, in minor units. */
export function selectionTotal(seats: readonly SeatOffer[], selected: readonly string[]): number {
  const price = new Map(seats.map((seat) => [seat.label, seat.priceMinor]));
  return selected.reduce((sum, label) => sum + (price.get(label) ?? 0), 0);
}

/** Chosen seats someone else held or booked meanwhile (a seat of one's own hold is not lost). */
export function lostFromSelection(
  seats: readonly SeatOffer[],
  selected: readonly string[],
): string[] {
  const state = new Map(seats.map((seat) => [seat.label, seat.state]));
  return selected.filter((label) => {
    const now = state.get(label);
    return now === 'held' || now === 'booked';
  });
}

/** "Seat 10D was just taken — pick another", "Seats 10C and 10D were just taken — pick others". */
export function takenMessage(lost: readonly string[]): string {
  return lost.length === 1
    ? `${seatList(lost)} was just taken — pick another`
    : `${seatList(lost)} were just taken — pick others`;
}

/**
 * The choice a map opens with: the seats of `?seats=` still free (or of one's own hold), at most
 * `limit`, else one's own hold's seats; and those of `?seats=` someone else took meanwhile.
 */
export function openingSelection(
  seats: readonly SeatOffer[],
  fromAddress: readonly string[],
  limit: number,
): { selected: string[]; lost: string[] } {
  if (fromAddress.length === 0) return { selected: mySeats(seats).slice(0, limit), lost: [] };
  const state = new Map(seats.map((seat) => [seat.label, seat.state]));
  const free = (label: string) => state.get(label) === 'available' || state.get(label) === 'mine';
  return {
    selected: fromAddress.filter(free).slice(0, limit),
    lost: lostFromSelection(seats, fromAddress),
  };
}

/** "Choose 2 seats", "Choose 1 more seat", "2 seats chosen" — the summary bar's line. */
export function selectionPrompt(count: number, passengers: number | null): string {
  const seats = (n: number) => `${n} ${n === 1 ? 'seat' : 'seats'}`;
  if (passengers === null)
    return count === 0 ? `Choose up to ${seats(MAX_SEATS)}` : `${seats(count)} chosen`;
  if (count === 0) return `Choose ${seats(passengers)}`;
  if (count < passengers) return `${seats(count)} chosen · choose ${passengers - count} more`;
  return `${seats(count)} chosen`;
}

/** "Seats 12 and 13", "Seat 4", "Seats 1, 2 and 3". */
export function seatList(labels: readonly string[]): string {
  if (labels.length <= 1) return `Seat ${labels[0] ?? ''}`.trim();
  return `Seats ${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}

/** The seat cells of every deck by label. */
export function seatCells(decks: readonly SeatDeck[]): Map<string, SeatCell> {
  const cells = new Map<string, SeatCell>();
  for (const deck of decks)
    for (const cell of deck.cells)
      if (cell.type === 'seat' && cell.label) cells.set(cell.label, cell);
  return cells;
}

export const isWomenOnly = (cell: SeatCell | undefined) =>
  cell?.flags?.includes('women-only') ?? false;

/** The seats a 409 `seat-unavailable` names in `details.seats`. */
export function unavailableSeats(details: unknown): string[] {
  if (typeof details !== 'object' || details === null) return [];
  const seats: unknown = Reflect.get(details, 'seats');
  return Array.isArray(seats)
    ? seats.filter((seat): seat is string => typeof seat === 'string')
    : [];
}
