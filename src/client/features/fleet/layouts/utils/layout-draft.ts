/**
 * Editing a seat layout, as pure functions from decks to new decks: every place of a grid holds a
 * cell (gaps included), so the editor can show and change each one.
 */
import {
  MAX_COLS,
  MAX_ROWS,
  type LayoutIssue,
  type SeatCell,
  type SeatCellType,
  type SeatDeck,
} from '#shared/fleet/seat-layout.ts';

export interface CellPlace {
  deck: number;
  row: number;
  col: number;
}

export const placeKey = (place: CellPlace) => `${place.deck}:${place.row}:${place.col}`;
const clamp = (value: number, max: number) => Math.min(max, Math.max(1, Math.round(value) || 1));

/** The deck with a cell in every place of its grid, row by row, and none outside it. */
export function fullDeck(deck: SeatDeck): SeatDeck {
  const byPlace = new Map(deck.cells.map((cell) => [`${cell.row}:${cell.col}`, cell]));
  const cells = Array.from({ length: deck.rows * deck.cols }, (_, i) => {
    const row = Math.floor(i / deck.cols);
    const col = i % deck.cols;
    return byPlace.get(`${row}:${col}`) ?? { row, col, type: 'gap' as const };
  });
  return { ...deck, cells };
}

export function resizeDeck(deck: SeatDeck, rows: number, cols: number): SeatDeck {
  return fullDeck({ ...deck, rows: clamp(rows, MAX_ROWS), cols: clamp(cols, MAX_COLS) });
}

export function cellAt(decks: SeatDeck[], place: CellPlace): SeatCell | undefined {
  return decks[place.deck]?.cells.find((cell) => cell.row === place.row && cell.col === place.col);
}

function labelsIn(decks: SeatDeck[]): Set<string> {
  return new Set(
    decks.flatMap((deck) =>
      deck.cells.flatMap((cell) => (cell.label ? [cell.label.toUpperCase()] : [])),
    ),
  );
}

/** A free label for a new seat: row and column letter ("4C"), with L/U on a double decker. */
export function suggestLabel(decks: SeatDeck[], place: CellPlace): string {
  const prefix = decks.length > 1 ? (place.deck === 0 ? 'L' : 'U') : '';
  const base = `${prefix}${place.row}${'ABCDEFG'[place.col] ?? 'X'}`;
  const taken = labelsIn(decks);
  let label = base;
  for (let n = 2; taken.has(label.toUpperCase()); n++) label = `${base}${n}`.slice(-6);
  return label;
}

function replaceCell(decks: SeatDeck[], place: CellPlace, next: SeatCell): SeatDeck[] {
  return decks.map((deck, d) =>
    d !== place.deck
      ? deck
      : {
          ...deck,
          cells: deck.cells.map((cell) =>
            cell.row === place.row && cell.col === place.col ? next : cell,
          ),
        },
  );
}

/** Changes what a place is; a new seat gets a free label, anything else loses the seat's details. */
export function setCellType(decks: SeatDeck[], place: CellPlace, type: SeatCellType): SeatDeck[] {
  const base = { row: place.row, col: place.col, type };
  if (type !== 'seat') return replaceCell(decks, place, base);
  const current = cellAt(decks, place);
  if (current?.type === 'seat') return decks;
  return replaceCell(decks, place, { ...base, label: suggestLabel(decks, place), kind: 'seater' });
}

/** Changes a seat's label, kind, flags or tier. */
export function patchSeat(
  decks: SeatDeck[],
  place: CellPlace,
  patch: Partial<Pick<SeatCell, 'label' | 'kind' | 'flags' | 'tier'>>,
): SeatDeck[] {
  const current = cellAt(decks, place);
  if (current?.type !== 'seat') return decks;
  const next: SeatCell = { ...current, ...patch };
  if (next.flags?.length === 0) delete next.flags;
  if (next.tier === 'standard') delete next.tier;
  return replaceCell(decks, place, next);
}

export function addUpperDeck(decks: SeatDeck[]): SeatDeck[] {
  const lower = decks[0];
  if (!lower || decks.length > 1) return decks;
  return [
    { ...lower, name: lower.name === 'Main deck' ? 'Lower deck' : lower.name },
    resizeDeck(
      { name: 'Upper deck', rows: lower.rows, cols: lower.cols, cells: [] },
      lower.rows,
      lower.cols,
    ),
  ];
}

export function removeDeck(decks: SeatDeck[], index: number): SeatDeck[] {
  return decks.length > 1 ? decks.filter((_, d) => d !== index) : decks;
}

/** The places the rules complain about (issues at `decks.N.cells.M`). */
export function issuePlaces(decks: SeatDeck[], issues: LayoutIssue[]): Set<string> {
  const places = new Set<string>();
  for (const { path } of issues) {
    const [, d, , i] = path;
    const cell = typeof d === 'number' && typeof i === 'number' ? decks[d]?.cells[i] : undefined;
    if (cell && typeof d === 'number')
      places.add(placeKey({ deck: d, row: cell.row, col: cell.col }));
  }
  return places;
}

export function seatTotal(decks: SeatDeck[]): number {
  return decks.reduce(
    (sum, deck) => sum + deck.cells.filter((cell) => cell.type === 'seat').length,
    0,
  );
}

/** Problems from a failed parse, each naming its place when it belongs to a cell. */
export function placedIssues(
  decks: SeatDeck[],
  issues: readonly { path: PropertyKey[]; message: string }[],
): LayoutIssue[] {
  return issues.map(({ path, message }) => {
    const [first, d, , i] = path;
    const deck = typeof d === 'number' ? decks[d] : undefined;
    const cell = deck && typeof i === 'number' ? deck.cells[i] : undefined;
    const keys = path.filter((key): key is string | number => typeof key !== 'symbol');
    if (first !== 'decks' || !deck || !cell || message.startsWith('Deck '))
      return { path: keys, message };
    return {
      path: keys,
      message: `Deck ${Number(d) + 1} (${deck.name}), row ${cell.row + 1}, column ${cell.col + 1}: ${message}.`,
    };
  });
}
