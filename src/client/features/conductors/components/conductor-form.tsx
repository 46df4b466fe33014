import { useState, type FormEvent } from 'react';
import { ConductorInput, type Conductor } from '#shared/conductors.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Notice } from '#client/components/ui/notice.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { errorCodeOf } from '#client/lib/api.ts';
import { describeError } from '#client/lib/error-text.ts';
import { formValues, useFormErrors } from '#client/lib/use-form-errors.ts';
import { useRegisterConductor } from '../api/register-conductor.ts';
import { useUpdateConductor } from '../api/update-conductor.ts';
import { BusChoice } from './bus-choice.tsx';
import './conductors.css';

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
  const { formRef, errors, show, validate, fromServer, clearField } = useFormErrors();
  const [failure, setFailure] = useState<string | null>(null);

  const onError = (error: unknown) => {
    if (fromServer(error)) return;
    if (errorCodeOf(error) === 'auth/email-already-in-use')
      return show({ email: 'Another account already uses this email.' });
    setFailure(describeError(error));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setFailure(null);
    const values = formValues(event.currentTarget);
    const input = validate(ConductorInput, { ...values, busId: values.busId || null });
    if (!input) return;
    const done = {
      onSuccess: ({ conductor: saved }: { conductor: Conductor }) => onSaved(saved, conductor),
      onError,
    };
    if (conductor) update.mutate({ id: conductor.id, input }, done);
    else register.mutate(input, done);
  };

  const field = (name: string) => ({
    name,
    onChange: () => clearField(name),
    error: errors[name],
    autoComplete: 'off',
  });
  return (
    <form ref={formRef} className="form conductor-form" noValidate onSubmit={onSubmit}>
      {failure && <Notice tone="error">{failure}</Notice>}
      <TextField label="Name" defaultValue={conductor?.name} {...field('name')} />
      <TextField
        label="Email"
        type="email"
        spellCheck={false}
        defaultValue={conductor?.email}
        hint={
          conductor
            ? 'They sign in with it. A new address signs them out and gets a link; they confirm it at their next sign-in.'
            : 'We send the invitation to set a password here.'
        }
        {...field('email')}
      />
      <TextField label="Phone" type="tel" defaultValue={conductor?.phone} {...field('phone')} />
      <TextField
        label="Employee number"
        hint="Unique, e.g. C-0042."
        defaultValue={conductor?.employeeNumber}
        autoCapitalize="characters"
        {...field('employeeNumber')}
      />
      <TextField
        label="ID or licence number"
        defaultValue={conductor?.licenceNumber}
        {...field('licenceNumber')}
      />
      <BusChoice
        defaultValue={conductor?.bus?.id ?? ''}
        error={errors.busId}
        onChange={() => clearField('busId')}
      />
      <div className="form__actions">
        <Button type="submit" busy={pending}>
          {conductor ? 'Save changes' : 'Register and send invitation'}
        </Button>
      </div>
    </form>
  );
}
