/** The layout being edited: its name, decks and the chosen cell, changed through pure edits. */
import { useState } from 'react';
import type { SeatCell, SeatCellType, SeatDeck } from '#shared/fleet/seat-layout.ts';
import {
  addUpperDeck,
  cellAt,
  fullDeck,
  patchSeat,
  removeDeck,
  resizeDeck,
  setCellType,
  type CellPlace,
} from '../utils/layout-draft.ts';
import { TEMPLATES, templateDecks, type TemplateKey } from '../utils/layout-templates.ts';

export function useLayoutDraft(initial: { name: string; decks: SeatDeck[] }) {
  const [name, setName] = useState(initial.name);
  const [decks, setDecks] = useState(() => initial.decks.map(fullDeck));
  const [chosen, setChosen] = useState<CellPlace | null>(null);
  const edit = (change: (decks: SeatDeck[]) => SeatDeck[]) =>
    setDecks((current) => change(current));

  return {
    name,
    setName,
    decks,
    chosen,
    chosenCell: chosen ? cellAt(decks, chosen) : undefined,
    choose: setChosen,
    /** Replaces the decks with a template's; an empty name takes the template's. */
    applyTemplate(key: TemplateKey) {
      const next = templateDecks(key);
      setDecks(next.map(fullDeck));
      setChosen(null);
      const seats = next
        .flatMap((deck) => deck.cells)
        .filter((cell) => cell.type === 'seat').length;
      if (!name.trim()) setName(`${TEMPLATES[key].name} · ${seats} seats`);
    },
    renameDeck: (index: number, deckName: string) =>
      edit((all) => all.map((deck, d) => (d === index ? { ...deck, name: deckName } : deck))),
    resize(index: number, rows: number, cols: number) {
      edit((all) => all.map((deck, d) => (d === index ? resizeDeck(deck, rows, cols) : deck)));
      if (chosen?.deck === index && (chosen.row >= rows || chosen.col >= cols)) setChosen(null);
    },
    addDeck: () => edit(addUpperDeck),
    removeDeck(index: number) {
      edit((all) => removeDeck(all, index));
      setChosen(null);
    },
    setType: (type: SeatCellType) => chosen && edit((all) => setCellType(all, chosen, type)),
    patch: (patch: Partial<Pick<SeatCell, 'label' | 'kind' | 'flags' | 'tier'>>) =>
      chosen && edit((all) => patchSeat(all, chosen, patch)),
  };
}
export type LayoutDraft = ReturnType<typeof useLayoutDraft>;
