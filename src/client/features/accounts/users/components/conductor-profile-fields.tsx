import { TextField } from '#client/components/ui/forms/text-field.tsx';
import type { FieldProps } from '#client/lib/forms/use-zod-form.ts';

type ProfileField = 'employeeNumber' | 'licenceNumber' | 'phone';

/**
 * What becoming a conductor needs besides the role: the profile the conductors screen lists, so
 * the users and conductors screens always agree. The bus is chosen on the conductors screen.
 */
export function ConductorProfileFields({ field }: { field: (name: ProfileField) => FieldProps }) {
  return (
    <fieldset className="form__fieldset">
      <legend className="field__label">Conductor profile</legend>
      <TextField
        label="Employee number"
        hint="Unique among conductors, for example C-0042."
        autoCapitalize="characters"
        autoComplete="off"
        {...field('employeeNumber')}
      />
      <TextField label="ID or licence number" autoComplete="off" {...field('licenceNumber')} />
      <TextField label="Phone" type="tel" autoComplete="off" {...field('phone')} />
    </fieldset>
  );
}
