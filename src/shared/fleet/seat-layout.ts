/**
 * Seat layouts: the grid of cells a bus is sold by, the rules a layout must keep before it is
 * saved (applied by the admin editor and the server alike, with messages that name the deck, row
 * and column, 1-based as people count), and the API schemas. Booking's seat map and holds build on
 * these cells and labels.
 */
import { z } from 'zod';
import { text } from '../core/text.ts';

export const SEAT_CELL_TYPES = ['seat', 'aisle', 'gap', 'driver', 'door', 'stairs'] as const;
export type SeatCellType = (typeof SEAT_CELL_TYPES)[number];
export const SEAT_KINDS = ['seater', 'sleeper'] as const;
export type SeatKind = (typeof SEAT_KINDS)[number];
export const SEAT_FLAGS = ['window', 'accessible', 'women-only'] as const;
export type SeatFlag = (typeof SEAT_FLAGS)[number];
/** Fare tiers; a seat without one is `standard`. */
export const SEAT_TIERS = ['economy', 'standard', 'premium'] as const;
export type SeatTier = (typeof SEAT_TIERS)[number];
export const MAX_DECKS = 2;
export const MAX_ROWS = 30;
/** Seven columns still fit a 375 px phone as buttons large enough to tap. */
export const MAX_COLS = 7;
/** A sleeper berth is wide: it fits only rows of this many seats or fewer (2+1, 1+1). */
export const MAX_SEATS_IN_SLEEPER_ROW = 3;

export const SeatCell = z.object({
  row: z.number().int().min(0),
  col: z.number().int().min(0),
  type: z.enum(SEAT_CELL_TYPES),
  /** Unique within the layout; a reservation names its seat by it. */
  label: text({ trim: false, max: 6 })
    .regex(/^[A-Za-z0-9-]{1,6}$/, 'A seat label is 1–6 letters, digits or hyphens')
    .optional(),
  kind: z.enum(SEAT_KINDS).optional(),
  flags: z.array(z.enum(SEAT_FLAGS)).max(SEAT_FLAGS.length).optional(),
  tier: z.enum(SEAT_TIERS).optional(),
});
export type SeatCell = z.infer<typeof SeatCell>;

export const SeatDeck = z.object({
  name: text({
    min: 1,
    minMessage: 'Name the deck',
    max: 40,
    maxMessage: 'Keep the deck name under 40 characters',
  }),
  rows: z
    .number()
    .int()
    .min(1, 'A deck has at least one row')
    .max(MAX_ROWS, `A deck has at most ${MAX_ROWS} rows`),
  cols: z
    .number()
    .int()
    .min(1, 'A deck has at least one column')
    .max(MAX_COLS, `A deck has at most ${MAX_COLS} columns`),
  cells: z.array(SeatCell).max(MAX_ROWS * MAX_COLS),
});
export type SeatDeck = z.infer<typeof SeatDeck>;

export interface LayoutIssue {
  path: (string | number)[];
  message: string;
}

const place = (d: number, deck: SeatDeck, cell: SeatCell) =>
  `Deck ${d + 1} (${deck.name}), row ${cell.row + 1}, column ${cell.col + 1}`;

function cellIssues(d: number, deck: SeatDeck, cell: SeatCell, decks: number): string[] {
  const issues: string[] = [];
  if (cell.row >= deck.rows || cell.col >= deck.cols)
    issues.push(`is outside the grid of ${deck.rows} rows and ${deck.cols} columns`);
  if (cell.type === 'seat' && !cell.label) issues.push('needs a seat label');
  if (cell.type !== 'seat' && (cell.label || cell.kind || cell.flags?.length || cell.tier))
    issues.push('is not a seat, so it cannot carry a label, kind, flags or price tier');
  if (cell.type === 'driver' && d > 0) issues.push("the driver's place belongs on deck 1");
  if (cell.type === 'stairs' && decks < 2) issues.push('stairs need a second deck');
  return issues;
}

function seatsPerRow(deck: SeatDeck): Map<number, number> {
  const counts = new Map<number, number>();
  for (const cell of deck.cells)
    if (cell.type === 'seat') counts.set(cell.row, (counts.get(cell.row) ?? 0) + 1);
  return counts;
}

/** Every broken rule of a layout; an empty list means the layout can be saved. */
export function layoutIssues(decks: SeatDeck[]): LayoutIssue[] {
  const issues: LayoutIssue[] = [];
  const labels = new Map<string, string>();
  let seats = 0;
  let drivers = 0;
  decks.forEach((deck, d) => {
    const taken = new Set<string>();
    const perRow = seatsPerRow(deck);
    deck.cells.forEach((cell, i) => {
      const at = place(d, deck, cell);
      const add = (text: string) =>
        issues.push({ path: ['decks', d, 'cells', i], message: `${at}: ${text}.` });
      cellIssues(d, deck, cell, decks.length).forEach(add);
      const key = `${cell.row}:${cell.col}`;
      if (taken.has(key)) add('holds two cells');
      taken.add(key);
      if (cell.type === 'driver' && ++drivers === 2) add("is a second driver's place");
      if (cell.type !== 'seat') return;
      seats++;
      const inRow = perRow.get(cell.row) ?? 0;
      if (cell.kind === 'sleeper' && inRow > MAX_SEATS_IN_SLEEPER_ROW)
        add(
          `a sleeper berth needs a row of ${MAX_SEATS_IN_SLEEPER_ROW} seats or fewer (2+1 or 1+1); this row has ${inRow}`,
        );
      if (!cell.label) return;
      const first = labels.get(cell.label.toUpperCase());
      if (first) add(`the label ${cell.label} is already used at ${first}`);
      else labels.set(cell.label.toUpperCase(), at.replace(/^Deck/, 'deck'));
    });
  });
  if (seats === 0) issues.push({ path: ['decks'], message: 'Add at least one seat.' });
  return issues;
}

export const SeatLayoutInput = z
  .object({
    name: text({
      min: 1,
      minMessage: 'Name the layout',
      max: 80,
      maxMessage: 'Keep the name under 80 characters',
    }),
    decks: z
      .array(SeatDeck)
      .min(1, 'Add a deck')
      .max(MAX_DECKS, `A bus has at most ${MAX_DECKS} decks`),
  })
  .superRefine((layout, ctx) => {
    for (const issue of layoutIssues(layout.decks)) ctx.addIssue({ code: 'custom', ...issue });
  });
export type SeatLayoutInput = z.infer<typeof SeatLayoutInput>;

export const SeatLayoutSummary = z.object({
  id: z.string(),
  name: z.string(),
  seatCount: z.number().int(),
  deckCount: z.number().int(),
  busCount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type SeatLayoutSummary = z.infer<typeof SeatLayoutSummary>;
export const SeatLayout = SeatLayoutSummary.extend({ decks: z.array(SeatDeck) });
export type SeatLayout = z.infer<typeof SeatLayout>;
export const SeatLayoutList = z.object({ layouts: z.array(SeatLayoutSummary) });
export const SeatLayoutResponse = z.object({ layout: SeatLayout });
