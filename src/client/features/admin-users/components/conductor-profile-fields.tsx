import { TextField } from '#client/components/ui/text-field.tsx';
import type { FieldErrors } from '#client/lib/form-errors.ts';

/**
 * What becoming a conductor needs besides the role: the profile the conductors screen lists, so
 * the users and conductors screens always agree. The bus is chosen on the conductors screen.
 */
export function ConductorProfileFields({
  phone,
  errors,
  onEdit,
}: {
  phone: string | null;
  errors: FieldErrors;
  onEdit: (name: string) => void;
}) {
  const field = (name: string) => ({
    name,
    error: errors[name],
    autoComplete: 'off',
    onChange: () => onEdit(name),
  });
  return (
    <fieldset className="form__fieldset">
      <legend className="field__label">Conductor profile</legend>
      <TextField
        label="Employee number"
        hint="Unique among conductors, for example C-0042."
        autoCapitalize="characters"
        {...field('employeeNumber')}
      />
      <TextField label="ID or licence number" {...field('licenceNumber')} />
      <TextField label="Phone" type="tel" defaultValue={phone ?? ''} {...field('phone')} />
    </fieldset>
  );
}
