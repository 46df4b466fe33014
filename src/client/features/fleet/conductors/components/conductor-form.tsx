import { ConductorInput, type Conductor } from '#shared/fleet/conductors.ts';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { TextField } from '#client/components/ui/forms/text-field.tsx';
import { errorCodeOf } from '#client/lib/api/api.ts';
import { describeError } from '#client/lib/api/error-text.ts';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { useRegisterConductor } from '../api/register-conductor.ts';
import { useUpdateConductor } from '../api/update-conductor.ts';
import { BusChoice } from './bus-choice.tsx';
import './conductors.css';

const sentence = (error: unknown) =>
  errorCodeOf(error) === 'auth/email-already-in-use'
    ? 'Another account already uses this email.'
    : describeError(error);

/**
 * Registers a conductor (account and profile), or changes one: name, e-mail, profile and bus.
 * `onSaved` gets the conductor as saved, and as it was before an edit.
 */
export function ConductorForm({
  conductor,
  onSaved,
}: {
  conductor?: Conductor;
  onSaved: (saved: Conductor, before?: Conductor) => void;
}) {
  const register = useRegisterConductor();
  const update = useUpdateConductor();
  const pending = register.isPending || update.isPending;
  const { formRef, field, failure, submit } = useZodForm(ConductorInput, {
    defaultValues: {
      name: conductor?.name ?? '',
      email: conductor?.email ?? '',
      phone: conductor?.phone ?? '',
      employeeNumber: conductor?.employeeNumber ?? '',
      licenceNumber: conductor?.licenceNumber ?? '',
      busId: conductor?.bus?.id ?? null,
    },
    codeFields: { 'auth/email-already-in-use': 'email' },
    describe: sentence,
  });

  const onSubmit = submit(async (input) => {
    if (pending) return;
    const { conductor: saved } = conductor
      ? await update.mutateAsync({ id: conductor.id, input })
      : await register.mutateAsync(input);
    onSaved(saved, conductor);
  });

  const text = (name: 'name' | 'email' | 'phone' | 'employeeNumber' | 'licenceNumber') => ({
    ...field(name),
    autoComplete: 'off',
  });
  return (
    <form ref={formRef} className="form conductor-form" noValidate onSubmit={onSubmit}>
      {failure && <Notice tone="error">{failure}</Notice>}
      <TextField label="Name" {...text('name')} />
      <TextField
        label="Email"
        type="email"
        spellCheck={false}
        hint={
          conductor
            ? 'They sign in with it. A new address signs them out and gets a link; they confirm it at their next sign-in.'
            : 'We send the invitation to set a password here.'
        }
        {...text('email')}
      />
      <TextField label="Phone" type="tel" {...text('phone')} />
      <TextField
        label="Employee number"
        hint="Unique, e.g. C-0042."
        autoCapitalize="characters"
        {...text('employeeNumber')}
      />
      <TextField label="ID or licence number" {...text('licenceNumber')} />
      <BusChoice field={field('busId', { setValueAs: (value: string | null) => value || null })} />
      <div className="form__actions">
        <Button type="submit" busy={pending}>
          {conductor ? 'Save changes' : 'Register and send invitation'}
        </Button>
      </div>
    </form>
  );
}
