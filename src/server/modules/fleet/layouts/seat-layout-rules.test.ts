/** The shared seat-layout and registration rules (src/shared/fleet/seat-layout.ts, buses.ts), as the server applies them. */
import { describe, expect, it } from 'vitest';
import { DEMO_LAYOUTS } from '#db/seed/demo-layouts.ts';
import { Registration } from '#shared/fleet/buses.ts';
import {
  SeatLayoutInput,
  layoutIssues,
  type SeatCell,
  type SeatDeck,
} from '#shared/fleet/seat-layout.ts';

const seat = (
  row: number,
  col: number,
  label: string,
  extra: Partial<SeatCell> = {},
): SeatCell => ({ row, col, type: 'seat', label, kind: 'seater', ...extra });
const deck = (cells: SeatCell[], rows = 3, cols = 4, name = 'Lower'): SeatDeck => ({
  name,
  rows,
  cols,
  cells,
});
const messages = (decks: SeatDeck[]) => layoutIssues(decks).map((issue) => issue.message);

describe('seat layout rules', () => {
  it('accepts the demo layouts', () => {
    for (const layout of Object.values(DEMO_LAYOUTS))
      expect(SeatLayoutInput.safeParse(layout).success).toBe(true);
  });

  it('wants labels unique in the whole layout, ignoring case, naming both places', () => {
    const upper = deck([seat(0, 0, 'U1')], 1, 1, 'Upper');
    expect(messages([deck([seat(0, 0, '1A'), seat(1, 0, '1a')]), upper])).toEqual([
      'Deck 1 (Lower), row 2, column 1: the label 1a is already used at deck 1 (Lower), row 1, column 1.',
    ]);
    expect(messages([deck([seat(0, 0, 'U1'), { row: 2, col: 3, type: 'stairs' }]), upper])).toEqual(
      [
        'Deck 2 (Upper), row 1, column 1: the label U1 is already used at deck 1 (Lower), row 1, column 1.',
      ],
    );
  });

  it('keeps cells inside the grid and one to a place', () => {
    expect(messages([deck([seat(0, 0, '1A'), seat(3, 0, '4A'), seat(0, 4, '1E')])])).toEqual([
      'Deck 1 (Lower), row 4, column 1: is outside the grid of 3 rows and 4 columns.',
      'Deck 1 (Lower), row 1, column 5: is outside the grid of 3 rows and 4 columns.',
    ]);
    expect(messages([deck([seat(0, 0, '1A'), { row: 0, col: 0, type: 'aisle' }])])).toEqual([
      'Deck 1 (Lower), row 1, column 1: holds two cells.',
    ]);
  });

  it('needs at least one seat, and a label on every seat', () => {
    expect(messages([deck([{ row: 0, col: 0, type: 'driver' }])])).toEqual([
      'Add at least one seat.',
    ]);
    expect(messages([deck([{ row: 0, col: 0, type: 'seat', kind: 'seater' }])])).toEqual([
      'Deck 1 (Lower), row 1, column 1: needs a seat label.',
    ]);
  });

  it('lets only seats carry labels, kinds, flags and tiers', () => {
    const aisle: SeatCell = { row: 0, col: 1, type: 'aisle', label: 'X' };
    expect(messages([deck([seat(0, 0, '1A'), aisle])])).toEqual([
      'Deck 1 (Lower), row 1, column 2: is not a seat, so it cannot carry a label, kind, flags or price tier.',
    ]);
  });

  it('puts sleeper berths only in rows of three seats or fewer', () => {
    const fourAcross = [0, 1, 2, 3].map((col) =>
      seat(0, col, `1${'ABCD'[col]}`, { kind: col === 0 ? 'sleeper' : 'seater' }),
    );
    expect(messages([deck(fourAcross)])).toEqual([
      'Deck 1 (Lower), row 1, column 1: a sleeper berth needs a row of 3 seats or fewer (2+1 or 1+1); this row has 4.',
    ]);
    expect(messages([deck(fourAcross.slice(0, 3))])).toEqual([]);
  });

  it('keeps the driver on deck 1, once, and stairs to double deckers', () => {
    const driver: SeatCell = { row: 0, col: 3, type: 'driver' };
    expect(messages([deck([seat(0, 0, '1A'), driver, { ...driver, row: 1 }])])).toEqual([
      "Deck 1 (Lower), row 2, column 4: is a second driver's place.",
    ]);
    expect(
      messages([deck([seat(0, 0, '1A')]), deck([seat(0, 0, 'U1'), driver], 3, 4, 'Upper')]),
    ).toContain("Deck 2 (Upper), row 1, column 4: the driver's place belongs on deck 1.");
    expect(messages([deck([seat(0, 0, '1A'), { row: 1, col: 0, type: 'stairs' }])])).toEqual([
      'Deck 1 (Lower), row 2, column 1: stairs need a second deck.',
    ]);
  });

  it('reports rule breaks at the cell, for the form and the API', () => {
    const parsed = SeatLayoutInput.safeParse({
      name: 'Broken',
      decks: [deck([seat(0, 0, '1A'), seat(0, 0, '1B')])],
    });
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['decks', 0, 'cells', 1],
      message: expect.stringContaining('row 1, column 1'),
    });
    expect(
      SeatLayoutInput.safeParse({
        name: 'Three',
        decks: [deck([seat(0, 0, 'A')]), deck([]), deck([])],
      }).success,
    ).toBe(false);
  });
});

describe('registration numbers', () => {
  it.each(['M-BW 101', 'ab12', 'B-XY 7', 'ABCDEF-123456', 'TÜ-AB 12', 'ÖHR 1'])(
    'accepts %s',
    (value) => {
      expect(Registration.safeParse(value).success).toBe(true);
    },
  );
  it.each(['A', 'AB  1', '-AB1', 'AB_1', 'ABCDEFG1234567', 'AB--1', 'Ü', 'AB·1'])(
    'refuses %s',
    (value) => {
      expect(Registration.safeParse(value).success).toBe(false);
    },
  );
  it('stores upper case without outer spaces', () => {
    expect(Registration.parse('  m-bw 101 ')).toBe('M-BW 101');
    expect(Registration.parse('tü-ab 12')).toBe('TÜ-AB 12');
  });
});
