import { describe, expect, it } from 'vitest';
import { SeatLayoutInput } from '#shared/fleet/seat-layout.ts';
import { TEMPLATE_KEYS, templateDecks } from './layout-templates.ts';

const seats = (key: (typeof TEMPLATE_KEYS)[number], rows?: number) =>
  templateDecks(key, rows).flatMap((deck) => deck.cells.filter((cell) => cell.type === 'seat'));

describe('layout templates', () => {
  it.each(TEMPLATE_KEYS)('%s makes a layout that passes the shared rules', (key) => {
    const parsed = SeatLayoutInput.safeParse({ name: key, decks: templateDecks(key) });
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('counts seats from the rows asked for', () => {
    expect(seats('2+2', 11)).toHaveLength(44);
    expect(seats('2+1', 10)).toHaveLength(30);
    expect(seats('1+1-sleeper', 8)).toHaveLength(16);
    expect(seats('double-deck', 10)).toHaveLength(20 + 40);
  });

  it('labels by row and letter, skipping the aisle, with windows at the ends', () => {
    const row = seats('2+1', 3).filter((cell) => cell.row === 2);
    expect(row.map((cell) => [cell.label, cell.col, cell.flags ?? []])).toEqual([
      ['2A', 0, ['window']],
      ['2B', 1, []],
      ['2C', 3, ['window']],
    ]);
    expect(seats('double-deck', 2).map((cell) => cell.label)).toContain('U2D');
  });

  it('makes sleepers of the sleeper template only', () => {
    expect(new Set(seats('1+1-sleeper').map((cell) => cell.kind))).toEqual(new Set(['sleeper']));
    expect(new Set(seats('2+2').map((cell) => cell.kind))).toEqual(new Set(['seater']));
  });
});
