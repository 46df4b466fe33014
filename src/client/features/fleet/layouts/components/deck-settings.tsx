import { useState } from 'react';
import { MAX_COLS, MAX_ROWS, type SeatDeck } from '#shared/fleet/seat-layout.ts';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { TextField } from '#client/components/ui/forms/text-field.tsx';
import type { LayoutDraft } from './use-layout-draft.ts';

/** A grid size typed freely and applied on leaving the field or Enter, so typing "12" never passes through 1. */
function SizeField({
  label,
  name,
  value,
  max,
  onApply,
}: {
  label: string;
  name: string;
  value: number;
  max: number;
  onApply: (value: number) => void;
}) {
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  const apply = () => {
    const number = Number(text);
    if (Number.isInteger(number) && number >= 1 && number <= max) onApply(number);
    else setText(String(value));
  };
  return (
    <TextField
      label={label}
      name={name}
      type="number"
      inputMode="numeric"
      min={1}
      max={max}
      hint={`1–${max}`}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        apply();
      }}
    />
  );
}

/** Each deck's name and grid size, adding an upper deck or removing one. */
export function DeckSettings({ draft }: { draft: LayoutDraft }) {
  const { decks } = draft;
  return (
    <div className="layout-editor__decks">
      {decks.map((deck: SeatDeck, index) => (
        <fieldset key={index} className="layout-editor__deck">
          <legend className="field__label">Deck {index + 1}</legend>
          <TextField
            label="Deck name"
            name={`deck-${index}-name`}
            value={deck.name}
            maxLength={40}
            onChange={(event) => draft.renameDeck(index, event.target.value)}
          />
          <div className="layout-editor__size">
            <SizeField
              label="Rows"
              name={`deck-${index}-rows`}
              value={deck.rows}
              max={MAX_ROWS}
              onApply={(rows) => draft.resize(index, rows, deck.cols)}
            />
            <SizeField
              label="Columns"
              name={`deck-${index}-cols`}
              value={deck.cols}
              max={MAX_COLS}
              onApply={(cols) => draft.resize(index, deck.rows, cols)}
            />
          </div>
          {decks.length > 1 && (
            <Button variant="quiet" onClick={() => draft.removeDeck(index)}>
              Remove {deck.name || `deck ${index + 1}`}
            </Button>
          )}
        </fieldset>
      ))}
      {decks.length === 1 && (
        <Button variant="secondary" onClick={draft.addDeck}>
          Add an upper deck
        </Button>
      )}
    </div>
  );
}
