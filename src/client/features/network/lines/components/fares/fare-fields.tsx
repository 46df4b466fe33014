import { moneyInput } from '#shared/network/fares.ts';
import type { RouteStop } from '#shared/network/network.ts';
import { TextField } from '#client/components/ui/forms/text-field.tsx';
import type { FareDraft } from '../../utils/fare-draft.ts';
import { FareTableEditor } from './fare-table-editor.tsx';

export interface FareFieldsProps {
  draft: FareDraft;
  currency: string;
  errors: Partial<Record<'baseMinor' | 'perKmMinor' | 'entries', string>>;
  /** Changes the draft and clears the error of the field that changed. */
  onChange: (next: Partial<FareDraft>, field: string) => void;
}

const KIND_WORDS = {
  'per-km': 'Per kilometre: a base fare plus a price per km',
  table: 'Fare table: a price for each pair of stops',
} as const;

export function FareKindChoice({ draft, onChange }: Pick<FareFieldsProps, 'draft' | 'onChange'>) {
  return (
    <fieldset className="fare-form__kinds form__fieldset">
      <legend className="field__label">How the price is worked out</legend>
      {(['per-km', 'table'] as const).map((kind) => (
        <label key={kind} className="fare-form__kind">
          <input
            type="radio"
            name="kind"
            value={kind}
            checked={draft.kind === kind}
            onChange={() => onChange({ kind }, 'kind')}
          />
          <span>{KIND_WORDS[kind]}</span>
        </label>
      ))}
    </fieldset>
  );
}

export function PerKmFields({ draft, currency, errors, onChange }: FareFieldsProps) {
  const field = (
    name: 'baseMinor' | 'perKmMinor',
    label: string,
    key: 'base' | 'perKm',
    example: number,
  ) => (
    <TextField
      label={`${label} (${currency})`}
      name={name}
      inputMode="decimal"
      autoComplete="off"
      hint={`e.g. ${moneyInput(example, currency)}`}
      value={draft[key]}
      onChange={(e) => onChange({ [key]: e.target.value }, name)}
      error={errors[name]}
    />
  );
  return (
    <div className="fare-form__amounts">
      {field('baseMinor', 'Base fare', 'base', 250)}
      {field('perKmMinor', 'Per kilometre', 'perKm', 10)}
    </div>
  );
}

export function TableFields({
  draft,
  currency,
  errors,
  onChange,
  stops,
  invalid,
}: FareFieldsProps & { stops: RouteStop[]; invalid: ReadonlySet<string> }) {
  return (
    <>
      <p id="fare-table-hint" className="field__hint">
        Prices in {currency}, such as {moneyInput(1490, currency)}. Leave a ride empty to not sell
        it.
      </p>
      <FareTableEditor
        stops={stops}
        values={draft.cells}
        invalid={invalid}
        describedBy={errors.entries ? 'fare-table-error' : 'fare-table-hint'}
        onChange={(key, value) => onChange({ cells: { ...draft.cells, [key]: value } }, 'entries')}
      />
      {errors.entries && (
        <p id="fare-table-error" className="field__error">
          {errors.entries}
        </p>
      )}
    </>
  );
}
