import {
  SEAT_CELL_TYPES,
  SEAT_FLAGS,
  SEAT_KINDS,
  SEAT_TIERS,
  type SeatFlag,
} from '#shared/fleet/seat-layout.ts';
import { CELL_NAMES, FLAG_NAMES, TIER_NAMES } from '#client/components/seat-map/seat-map-text.ts';
import { SelectField } from '#client/components/ui/forms/select-field.tsx';
import { TextField } from '#client/components/ui/forms/text-field.tsx';
import type { LayoutDraft } from './use-layout-draft.ts';

const TYPE_OPTIONS = SEAT_CELL_TYPES.map((value) => ({ value, label: CELL_NAMES[value] }));
const KIND_OPTIONS = SEAT_KINDS.map((value) => ({
  value,
  label: value === 'seater' ? 'Seat' : 'Sleeper berth',
}));
const TIER_OPTIONS = SEAT_TIERS.map((value) => ({
  value,
  label: TIER_NAMES[value].replace(/^./, (c) => c.toUpperCase()),
}));
const cleanLabel = (text: string) =>
  text
    .toUpperCase()
    .replace(/[^A-Z0-9-]/g, '')
    .slice(0, 6);

/** The chosen cell: what it is, and for a seat its label, kind, flags and price tier. */
export function CellInspector({ draft }: { draft: LayoutDraft }) {
  const { chosen, chosenCell: cell } = draft;
  if (!chosen || !cell) {
    return (
      <p className="layout-editor__hint">
        Choose a cell on the seat map (click it, or move with the arrow keys and press Enter) to
        change it.
      </p>
    );
  }
  const flags = cell.flags ?? [];
  const toggleFlag = (flag: SeatFlag, on: boolean) =>
    draft.patch({ flags: on ? [...flags, flag] : flags.filter((f) => f !== flag) });
  return (
    <fieldset className="layout-editor__inspector">
      <legend className="field__label">
        Deck {chosen.deck + 1}, row {cell.row + 1}, column {cell.col + 1}
      </legend>
      <SelectField
        label="This place is"
        name="cell-type"
        options={TYPE_OPTIONS}
        value={cell.type}
        onChange={(event) => draft.setType(event.target.value as (typeof SEAT_CELL_TYPES)[number])}
      />
      {cell.type === 'seat' && (
        <>
          <TextField
            label="Seat label"
            name="cell-label"
            hint="Unique in the layout; 1–6 letters, digits or hyphens."
            value={cell.label ?? ''}
            onChange={(event) => draft.patch({ label: cleanLabel(event.target.value) })}
            onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
          />
          <SelectField
            label="Kind"
            name="cell-kind"
            options={KIND_OPTIONS}
            value={cell.kind ?? 'seater'}
            onChange={(event) =>
              draft.patch({ kind: event.target.value as (typeof SEAT_KINDS)[number] })
            }
          />
          <SelectField
            label="Price tier"
            name="cell-tier"
            options={TIER_OPTIONS}
            value={cell.tier ?? 'standard'}
            onChange={(event) =>
              draft.patch({ tier: event.target.value as (typeof SEAT_TIERS)[number] })
            }
          />
          <fieldset className="layout-editor__flags">
            <legend className="field__label">Flags</legend>
            {SEAT_FLAGS.map((flag) => (
              <label key={flag} className="layout-editor__check">
                <input
                  type="checkbox"
                  checked={flags.includes(flag)}
                  onChange={(event) => toggleFlag(flag, event.target.checked)}
                />
                {FLAG_NAMES[flag].replace(/^./, (c) => c.toUpperCase())}
              </label>
            ))}
          </fieldset>
        </>
      )}
    </fieldset>
  );
}
