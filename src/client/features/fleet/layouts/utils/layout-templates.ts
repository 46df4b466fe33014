/**
 * Seat-layout templates to start from: pure functions from a template (and a number of seat rows)
 * to decks. Row 0 is the front (driver, door, stairs); seats are labelled by row and letter, the
 * letters skipping the aisle ("4A"), with L/U in front on a double decker ("U4C").
 */
import type { SeatCell, SeatDeck } from '#shared/fleet/seat-layout.ts';

type Spec = Omit<SeatCell, 'row' | 'col'>;
const gap: Spec = { type: 'gap' };
const aisle: Spec = { type: 'aisle' };
const driver: Spec = { type: 'driver' };
const door: Spec = { type: 'door' };
const stairs: Spec = { type: 'stairs' };

export const TEMPLATE_KEYS = ['2+2', '2+1', '1+1-sleeper', 'double-deck'] as const;
export type TemplateKey = (typeof TEMPLATE_KEYS)[number];

export const TEMPLATES: Record<TemplateKey, { name: string; description: string; rows: number }> = {
  '2+2': { name: '2+2 coach', description: 'Four seats across, aisle in the middle', rows: 11 },
  '2+1': { name: '2+1 coach', description: 'Three wide seats across', rows: 10 },
  '1+1-sleeper': { name: '1+1 sleeper', description: 'A berth on each side of the aisle', rows: 8 },
  'double-deck': {
    name: 'Double deck',
    description: '2+2 seats on two decks joined by stairs',
    rows: 10,
  },
};

/** A row of seats from a pattern: "s" a seat, "|" the aisle; seats at the ends are by the window. */
function seatRow(pattern: string, row: number, prefix: string, extra: Partial<Spec> = {}): Spec[] {
  const seatCount = [...pattern].filter((c) => c === 's').length;
  let n = 0;
  return [...pattern].map((c) => {
    if (c === '|') return aisle;
    const letter = 'ABCDEFG'[n++] ?? 'X';
    const window = n === 1 || n === seatCount;
    return {
      type: 'seat',
      label: `${prefix}${row}${letter}`,
      kind: 'seater',
      ...(window ? { flags: ['window' as const] } : {}),
      ...extra,
    };
  });
}

function deck(name: string, rows: Spec[][]): SeatDeck {
  const cols = rows[0]?.length ?? 0;
  return {
    name,
    rows: rows.length,
    cols,
    cells: rows.flatMap((row, r) => row.map((cell, c) => ({ row: r, col: c, ...cell }))),
  };
}

function seatRows(
  count: number,
  pattern: string,
  prefix = '',
  extra: Partial<Spec> = {},
): Spec[][] {
  return Array.from({ length: count }, (_, i) => seatRow(pattern, i + 1, prefix, extra));
}

/** The decks of a template, with `rows` rows of seats on each deck. */
export function templateDecks(key: TemplateKey, rows = TEMPLATES[key].rows): SeatDeck[] {
  switch (key) {
    case '2+2':
      return [deck('Main deck', [[driver, gap, aisle, gap, door], ...seatRows(rows, 'ss|ss')])];
    case '2+1':
      return [deck('Main deck', [[driver, gap, aisle, door], ...seatRows(rows, 'ss|s')])];
    case '1+1-sleeper':
      return [
        deck('Main deck', [
          [driver, aisle, door],
          ...seatRows(rows, 's|s', '', { kind: 'sleeper' }),
        ]),
      ];
    case 'double-deck':
      return [
        deck('Lower deck', [
          [driver, gap, aisle, stairs, door],
          ...seatRows(Math.ceil(rows / 2), 'ss|ss', 'L'),
        ]),
        deck('Upper deck', [[gap, gap, aisle, stairs, gap], ...seatRows(rows, 'ss|ss', 'U')]),
      ];
  }
}
