import { SelectField } from '#client/components/ui/forms/select-field.tsx';
import { TextField } from '#client/components/ui/forms/text-field.tsx';
import type { FieldProps } from '#client/lib/forms/use-zod-form.ts';
import type { HeldSeat } from '#shared/booking/booking.ts';
import './passenger-details.css';

const GENDER_OPTIONS = [
  { value: '', label: 'Choose…' },
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'other', label: 'Other' },
];

/** The passenger in one held seat: name, age and gender, in a fieldset named "Seat 12". */
export function PassengerFieldset({
  seat,
  field,
}: {
  seat: HeldSeat;
  field: (name: 'name' | 'age' | 'gender') => FieldProps;
}) {
  return (
    <fieldset className="passenger-fieldset">
      <legend>Seat {seat.label}</legend>
      {seat.womenOnly && (
        <p className="field__hint">A women-only seat: its passenger is a woman.</p>
      )}
      <div className="passenger-fieldset__fields">
        <TextField label="Name" autoComplete="name" {...field('name')} />
        <TextField
          label="Age"
          inputMode="numeric"
          className="passenger-fieldset__age"
          {...field('age')}
        />
        <SelectField
          label="Gender"
          options={
            seat.womenOnly ? GENDER_OPTIONS.filter((o) => o.value === 'female') : GENDER_OPTIONS
          }
          {...field('gender')}
        />
      </div>
    </fieldset>
  );
}
