import { describe, expect, it } from 'vitest';
import { layoutIssues } from '#shared/fleet/seat-layout.ts';
import {
  addUpperDeck,
  cellAt,
  fullDeck,
  issuePlaces,
  patchSeat,
  placedIssues,
  removeDeck,
  resizeDeck,
  setCellType,
  suggestLabel,
} from './layout-draft.ts';
import { templateDecks } from './layout-templates.ts';

const at = { deck: 0, row: 0, col: 1 };

describe('editing a layout', () => {
  it('fills every place of the grid, and drops cells outside it on resize', () => {
    const deck = fullDeck({
      name: 'D',
      rows: 2,
      cols: 2,
      cells: [{ row: 1, col: 1, type: 'seat', label: '1B' }],
    });
    expect(deck.cells.map((c) => c.type)).toEqual(['gap', 'gap', 'gap', 'seat']);
    expect(resizeDeck(deck, 1, 3).cells).toHaveLength(3);
    expect(resizeDeck(deck, 0, 99)).toMatchObject({ rows: 1, cols: 7 });
  });

  it('makes a seat with a free label, and strips seat details from other cells', () => {
    const decks = templateDecks('2+1', 2);
    const withSeat = setCellType(decks, at, 'seat');
    expect(cellAt(withSeat, at)).toMatchObject({ type: 'seat', label: '0B', kind: 'seater' });
    expect(cellAt(setCellType(withSeat, at, 'door'), at)).toEqual({ row: 0, col: 1, type: 'door' });
    expect(suggestLabel(decks, { deck: 0, row: 1, col: 0 })).toBe('1A2');
  });

  it('patches seat details, dropping empty flags and the standard tier', () => {
    const decks = templateDecks('2+1', 1);
    const place = { deck: 0, row: 1, col: 0 };
    const cell = cellAt(
      patchSeat(decks, place, { flags: [], tier: 'standard', kind: 'sleeper' }),
      place,
    );
    expect(cell).toEqual({ row: 1, col: 0, type: 'seat', label: '1A', kind: 'sleeper' });
  });

  it('adds and removes an upper deck, never the last deck', () => {
    const two = addUpperDeck(templateDecks('2+2', 2));
    expect(two.map((d) => d.name)).toEqual(['Lower deck', 'Upper deck']);
    expect(two[1]?.cells).toHaveLength(two[0]!.cells.length);
    expect(removeDeck(removeDeck(two, 1), 0)).toHaveLength(1);
  });

  it('finds the places the rules complain about', () => {
    const decks = templateDecks('2+1', 2);
    const dup = patchSeat(decks, { deck: 0, row: 2, col: 0 }, { label: '1A' });
    expect([...issuePlaces(dup, layoutIssues(dup))]).toEqual(['0:2:0']);
  });
});

describe('problems of a failed parse', () => {
  it('names the place of a cell problem the schema found', () => {
    const decks = templateDecks('2+1', 1);
    const issues = placedIssues(decks, [
      {
        path: ['decks', 0, 'cells', 4, 'label'],
        message: 'A seat label is 1–6 letters, digits or hyphens',
      },
      { path: ['name'], message: 'Name the layout' },
    ]);
    expect(issues.map((i) => i.message)).toEqual([
      'Deck 1 (Main deck), row 2, column 1: A seat label is 1–6 letters, digits or hyphens.',
      'Name the layout',
    ]);
  });
});
