import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '#client/lib/routing/paths.ts';
import { CreateUserRequest } from '#shared/accounts/accounts.ts';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { SelectField } from '#client/components/ui/forms/select-field.tsx';
import { TextField } from '#client/components/ui/forms/text-field.tsx';
import { errorCodeOf } from '#client/lib/api/api.ts';
import { describeError } from '#client/lib/api/error-text.ts';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
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
  const { form, formRef, field, failure, submit } = useZodForm(CreateUserRequest, {
    defaultValues: { name: '', email: '', role: 'passenger', phone: '' },
    codeFields: FIELD_CODES,
    describe: emailSentence,
  });
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = submit(async (input) => {
    if (create.isPending) return;
    setSent(null);
    const { user } = await create.mutateAsync({ ...input, phone: input.phone || undefined });
    form.reset();
    setSent(
      `Invitation sent to ${user.email}. ${user.name} can set a password from the mail and sign in.`,
    );
  });

  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
      {failure && <Notice tone="error">{failure}</Notice>}
      {sent && <Notice tone="success">{sent}</Notice>}
      <TextField label="Name" autoComplete="off" {...field('name')} />
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        spellCheck={false}
        {...field('email')}
      />
      <SelectField
        label="Role"
        options={ROLE_OPTIONS.filter((option) => option.value !== 'conductor')}
        {...field('role')}
      />
      <p className="field__hint">
        Conductors need a profile too: register them on the{' '}
        <Link to={paths.adminConductorRegistration}>conductor registration</Link> screen.
      </p>
      <TextField label="Phone" type="tel" autoComplete="off" optional {...field('phone')} />
      <div className="form__actions">
        <Button type="submit" busy={create.isPending}>
          Send invitation
        </Button>
      </div>
    </form>
  );
}
