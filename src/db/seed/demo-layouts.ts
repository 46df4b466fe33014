/** Demo seat layouts: a 2+2 coach, a 2+1 double-deck sleeper and a low-floor 2+2 with accessible seats. */
import type { SeatCell, SeatDeck } from '../schema/fleet.ts';

export interface DemoLayout {
  name: string;
  decks: SeatDeck[];
}

type CellSpec = Omit<SeatCell, 'row' | 'col'>;
const gap: CellSpec = { type: 'gap' };
const aisle: CellSpec = { type: 'aisle' };
const seat = (label: string, flags: string[] = [], extra: Partial<CellSpec> = {}): CellSpec => ({
  type: 'seat',
  label,
  kind: 'seater',
  ...(flags.length > 0 ? { flags } : {}),
  ...extra,
});

/** A deck from rows of cell specs; every row has the same number of columns. */
function deck(name: string, rows: CellSpec[][]): SeatDeck {
  const cols = rows[0]?.length ?? 0;
  const cells = rows.flatMap((row, r) => row.map((cell, c) => ({ row: r, col: c, ...cell })));
  return { name, rows: rows.length, cols, cells };
}

const front: CellSpec[] = [{ type: 'driver' }, gap, gap, gap, { type: 'door' }];

/** One row of a 2+2 coach: A and D by the windows, the aisle between B and C. */
function coachRow(row: number, flags: string[] = []): CellSpec[] {
  return [
    seat(`${row}A`, ['window', ...flags]),
    seat(`${row}B`, flags),
    aisle,
    seat(`${row}C`, flags),
    seat(`${row}D`, ['window', ...flags]),
  ];
}

function coach(): SeatDeck {
  const rows = Array.from({ length: 11 }, (_, i) => coachRow(i + 1));
  return deck('Main deck', [front, ...rows]);
}

/** Rows 1–2 keep the right-hand side free as the wheelchair bay; the middle door replaces 5D. */
function accessibleCoach(): SeatDeck {
  const rows: CellSpec[][] = [front];
  for (let row = 1; row <= 9; row++) {
    const cells =
      row <= 2
        ? [
            seat(`${row}A`, ['window', 'accessible']),
            seat(`${row}B`, ['accessible']),
            aisle,
            gap,
            gap,
          ]
        : coachRow(row, row === 3 ? ['women-only'] : []);
    if (row === 5) cells[4] = { type: 'door' };
    rows.push(cells);
  }
  return deck('Main deck', rows);
}

/** 2+1 berths: single berths on the left are the premium tier. */
function sleeperDeck(
  name: string,
  prefix: string,
  top: CellSpec[],
  womenOnlyRow?: number,
): SeatDeck {
  const rows: CellSpec[][] = [top];
  for (let row = 1; row <= 6; row++) {
    const flags = row === womenOnlyRow ? ['women-only'] : [];
    const berth = (n: number, extra: string[]) =>
      seat(`${prefix}${(row - 1) * 3 + n}`, [...extra, ...flags], { kind: 'sleeper' });
    rows.push([
      { ...berth(1, ['window']), tier: 'premium' },
      aisle,
      berth(2, []),
      berth(3, ['window']),
    ]);
  }
  return deck(name, rows);
}

export const DEMO_LAYOUTS = {
  coach: { name: 'Coach 2+2 · 44 seats', decks: [coach()] },
  sleeper: {
    name: 'Sleeper 2+1 · 36 berths',
    decks: [
      sleeperDeck(
        'Lower deck',
        'L',
        [{ type: 'driver' }, gap, { type: 'stairs' }, { type: 'door' }],
        1,
      ),
      sleeperDeck('Upper deck', 'U', [gap, gap, { type: 'stairs' }, gap]),
    ],
  },
  accessible: { name: 'Low-floor 2+2 · accessible', decks: [accessibleCoach()] },
} satisfies Record<string, DemoLayout>;

export type DemoLayoutKey = keyof typeof DEMO_LAYOUTS;

export function seatCount(decks: SeatDeck[]): number {
  return decks.reduce((sum, d) => sum + d.cells.filter((cell) => cell.type === 'seat').length, 0);
}
