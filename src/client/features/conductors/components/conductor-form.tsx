import { useState, type FormEvent } from 'react';
import { ConductorProfileInput, RegisterConductorRequest, type Conductor } from '#shared/fleet.ts';
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

/** Registers a conductor (account and profile), or changes a profile and its bus. */
export function ConductorForm({
  conductor,
  onSaved,
}: {
  conductor?: Conductor;
  onSaved: (conductor: Conductor) => void;
}) {
  const register = useRegisterConductor();
  const update = useUpdateConductor();
  const pending = register.isPending || update.isPending;
  const { formRef, errors, show, validate, fromServer, clearField } = useFormErrors();
  const [failure, setFailure] = useState<string | null>(null);

  const onError = (error: unknown) => {
    if (fromServer(error)) return;
    if (errorCodeOf(error) === 'auth/email-already-in-use')
      return show({ email: 'An account with this email already exists.' });
    setFailure(describeError(error));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setFailure(null);
    const values = formValues(event.currentTarget);
    const raw = { ...values, busId: values.busId || null };
    const done = {
      onSuccess: ({ conductor: saved }: { conductor: Conductor }) => onSaved(saved),
      onError,
    };
    if (conductor) {
      const input = validate(ConductorProfileInput, raw);
      if (input) update.mutate({ id: conductor.id, input }, done);
    } else {
      const input = validate(RegisterConductorRequest, raw);
      if (input) register.mutate(input, done);
    }
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
      {!conductor && (
        <>
          <TextField label="Name" {...field('name')} />
          <TextField
            label="Email"
            type="email"
            spellCheck={false}
            hint="We send the invitation to set a password here."
            {...field('email')}
          />
        </>
      )}
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
