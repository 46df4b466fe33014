/** The words of a seat map: what a cell is and what state a seat is in, for labels and the legend. */
import type { SeatCell, SeatCellType, SeatFlag, SeatTier } from '#shared/fleet/seat-layout.ts';

export type SeatState = 'available' | 'selected' | 'taken' | 'held';

export const CELL_NAMES: Record<SeatCellType, string> = {
  seat: 'Seat',
  aisle: 'Aisle',
  gap: 'Empty space',
  driver: 'Driver',
  door: 'Door',
  stairs: 'Stairs',
};

export const STATE_NAMES: Record<SeatState, string> = {
  available: 'Available',
  selected: 'Selected',
  taken: 'Booked',
  held: 'Held by someone else',
};

export const FLAG_NAMES: Record<SeatFlag, string> = {
  window: 'window',
  accessible: 'accessible',
  'women-only': 'women only',
};

export const TIER_NAMES: Record<SeatTier, string> = {
  economy: 'economy',
  standard: 'standard',
  premium: 'premium',
};

/** "Seat 4A, window, accessible, sleeper berth, premium". */
export function seatDescription(cell: SeatCell): string {
  const parts = [`Seat ${cell.label ?? ''}`.trim()];
  for (const flag of cell.flags ?? []) parts.push(FLAG_NAMES[flag]);
  if (cell.kind === 'sleeper') parts.push('sleeper berth');
  if (cell.tier && cell.tier !== 'standard') parts.push(TIER_NAMES[cell.tier]);
  return parts.join(', ');
}

/** A cell as the editor reads it out: "Row 2, column 3: seat 2C, window". */
export function cellDescription(cell: SeatCell): string {
  const what = cell.type === 'seat' ? seatDescription(cell) : CELL_NAMES[cell.type];
  return `Row ${cell.row + 1}, column ${cell.col + 1}: ${what.charAt(0).toLowerCase()}${what.slice(1)}`;
}

/** What a passenger hears for a seat: its description and state, and any extra (a price). */
export function seatLabel(cell: SeatCell, state: SeatState, extra?: string): string {
  return [seatDescription(cell), STATE_NAMES[state].toLowerCase(), extra]
    .filter(Boolean)
    .join(', ');
}
