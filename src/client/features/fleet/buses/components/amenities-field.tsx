import { useId } from 'react';
import { AMENITIES } from '#shared/fleet/buses.ts';
import type { FieldProps } from '#client/lib/forms/use-zod-form.ts';
import { AMENITY_LABELS } from '../../fleet-labels.ts';

/** The amenities as checkboxes of one registration ("amenities"), in a fieldset with its error. */
export function AmenitiesField({ field: { error, ...registration } }: { field: FieldProps }) {
  const errorId = useId();
  return (
    <fieldset
      className="bus-form__amenities"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="field__label">
        Amenities <span className="field__optional">(optional)</span>
      </legend>
      <div className="bus-form__checks">
        {AMENITIES.map((amenity) => (
          <label key={amenity} className="bus-form__check">
            <input type="checkbox" value={amenity} {...registration} />
            {AMENITY_LABELS[amenity]}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
