import { useId, type ReactNode } from 'react';
import { Button } from '#client/components/ui/buttons/button.tsx';
import '#client/components/ui/forms/field.css';
import './stop-combobox.css';
import './trip-search-form.css';

/**
 * The trip search form's shape, its fields disabled, shown on the home screen until the form's
 * code (react-hook-form and zod with it) has loaded just after the first paint: the screen paints
 * without that code, and nothing moves when the form takes this one's place. Plain markup of the
 * same classes as StopCombobox, TextField and SelectField, so their code stays out of the entry.
 */
export function TripSearchPlaceholder() {
  return (
    <div className="trip-search" aria-busy="true">
      <div className="trip-search__places">
        <Field label="From" className="stop-combobox">
          {(id) => (
            <input id={id} className="field__input" placeholder="Stop name or code" disabled />
          )}
        </Field>
        <Button variant="secondary" className="trip-search__swap" disabled aria-hidden="true">
          <span>⇅</span>
        </Button>
        <Field label="To" className="stop-combobox">
          {(id) => (
            <input id={id} className="field__input" placeholder="Stop name or code" disabled />
          )}
        </Field>
      </div>
      <div className="trip-search__when">
        <Field label="Date">
          {(id) => (
            <div className="field__row">
              <input id={id} className="field__input" type="date" disabled />
            </div>
          )}
        </Field>
        <Field label="Passengers">
          {(id) => (
            <select id={id} className="field__input field__select" disabled>
              <option>1 passenger</option>
            </select>
          )}
        </Field>
        <Button type="button" className="trip-search__submit" disabled>
          Search
        </Button>
      </div>
    </div>
  );
}

function Field({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={className ? `${className} field` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}
