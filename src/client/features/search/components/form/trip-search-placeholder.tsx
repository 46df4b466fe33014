import { useId } from 'react';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { SelectField } from '#client/components/ui/forms/select-field.tsx';
import { TextField } from '#client/components/ui/forms/text-field.tsx';
import './stop-combobox.css';
import './trip-search-form.css';

/**
 * The trip search form's shape, its fields disabled, shown on the home screen until the form's
 * code (react-hook-form and zod with it) has loaded just after the first paint: the screen paints
 * without that code, and nothing moves when the form takes this one's place.
 */
export function TripSearchPlaceholder() {
  return (
    <div className="trip-search" aria-busy="true">
      <div className="trip-search__places">
        <PlaceField label="From" />
        <Button variant="secondary" className="trip-search__swap" disabled aria-hidden="true">
          <span>⇅</span>
        </Button>
        <PlaceField label="To" />
      </div>
      <div className="trip-search__when">
        <TextField label="Date" name="date" type="date" disabled />
        <SelectField
          label="Passengers"
          name="passengers"
          options={[{ value: '1', label: '1 passenger' }]}
          disabled
        />
        <Button type="button" className="trip-search__submit" disabled>
          Search
        </Button>
      </div>
    </div>
  );
}

/** StopCombobox's markup (label above input), without its list. */
function PlaceField({ label }: { label: string }) {
  const id = useId();
  return (
    <div className="stop-combobox field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="field__input" placeholder="Stop name or code" disabled />
    </div>
  );
}
