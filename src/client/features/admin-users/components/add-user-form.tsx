import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '#client/lib/paths.ts';
import { CreateUserRequest } from '#shared/accounts.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Notice } from '#client/components/ui/notice.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { errorCodeOf } from '#client/lib/api.ts';
import { describeError } from '#client/lib/error-text.ts';
import { fieldErrorForCode, hasErrors } from '#client/lib/form-errors.ts';
import { formValues, useFormErrors } from '#client/lib/use-form-errors.ts';
import { useCreateUser } from '../api/create-user.ts';
import { ROLE_OPTIONS } from './role-labels.ts';

const FIELD_CODES = {
  'auth/email-already-in-use': 'email',
  'already-exists': 'email',
  'auth/invalid-email': 'email',
} as const;

function emailSentence(error: unknown): string {
  return errorCodeOf(error) === 'auth/email-already-in-use'
    ? 'An account with this email already exists.'
    : describeError(error);
}

/** Creates an account with a role; the person gets a mail inviting them to set a password. */
export function AddUserForm() {
  const create = useCreateUser();
  const { formRef, errors, show, validate, fromServer, clearField } = useFormErrors();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    setMessage(null);
    const form = event.currentTarget;
    const input = validate(CreateUserRequest, formValues(form));
    if (!input) return;
    create.mutate(
      { ...input, phone: input.phone || undefined },
      {
        onSuccess: ({ user }) => {
          form.reset();
          setMessage({
            tone: 'success',
            text: `Invitation sent to ${user.email}. ${user.name} can set a password from the mail and sign in.`,
          });
        },
        onError: (error) => {
          if (fromServer(error)) return;
          const onField = fieldErrorForCode(error, FIELD_CODES, emailSentence);
          if (hasErrors(onField)) show(onField);
          else setMessage({ tone: 'error', text: describeError(error) });
        },
      },
    );
  };

  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
      {message && <Notice tone={message.tone}>{message.text}</Notice>}
      <TextField
        label="Name"
        name="name"
        autoComplete="off"
        onChange={() => clearField('name')}
        error={errors.name}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="off"
        spellCheck={false}
        onChange={() => clearField('email')}
        error={errors.email}
      />
      <SelectField
        label="Role"
        name="role"
        options={ROLE_OPTIONS.filter((option) => option.value !== 'conductor')}
        defaultValue="passenger"
        error={errors.role}
      />
      <p className="field__hint">
        Conductors need a profile too: register them on the{' '}
        <Link to={paths.adminConductorRegistration}>conductor registration</Link> screen.
      </p>
      <TextField
        label="Phone"
        name="phone"
        type="tel"
        autoComplete="off"
        optional
        onChange={() => clearField('phone')}
        error={errors.phone}
      />
      <div className="form__actions">
        <Button type="submit" busy={create.isPending}>
          Send invitation
        </Button>
      </div>
    </form>
  );
}
