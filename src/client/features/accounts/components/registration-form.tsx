import { useId, useState, type FormEvent } from 'react';
import { RESEND_COOLDOWN_SECONDS, SignUpForm } from '#shared/accounts.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Notice } from '#client/components/ui/notice.tsx';
import { PasswordField } from '#client/components/ui/password-field.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { describeError } from '#client/lib/error-text.ts';
import { fieldErrorForCode, hasErrors } from '#client/lib/form-errors.ts';
import { useSession } from '#client/lib/session.tsx';
import { formValues, useFormErrors } from '#client/lib/use-form-errors.ts';
import { useSignUp } from '../api/sign-up.ts';
import { PasswordStrengthHint } from './password-strength-hint.tsx';

const FIELD_CODES = {
  'auth/email-already-in-use': 'email',
  'auth/invalid-email': 'email',
  'auth/weak-password': 'password',
} as const;

/** Sign-up: name, e-mail, optional phone and a password; a code is then mailed to the address. */
export function RegistrationForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const signUp = useSignUp();
  const { setTimeActive } = useSession();
  const { formRef, errors, show, validate, fromServer, clearField } = useFormErrors();
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const strengthId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signUp.isPending) return;
    setFailure(null);
    const input = validate(SignUpForm, formValues(event.currentTarget));
    if (!input) return;
    const { phone, ...rest } = input;
    signUp.mutate(phone ? { ...rest, phone } : rest, {
      onSuccess: () => {
        setTimeActive(RESEND_COOLDOWN_SECONDS);
        onRegistered(input.email);
      },
      onError: (error) => {
        if (fromServer(error)) return;
        const onField = fieldErrorForCode(error, FIELD_CODES, describeError);
        if (hasErrors(onField)) show(onField);
        else setFailure(describeError(error));
      },
    });
  };

  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
      {failure && <Notice tone="error">{failure}</Notice>}
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        error={errors.name}
        onChange={() => clearField('name')}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        spellCheck={false}
        error={errors.email}
        onChange={() => clearField('email')}
      />
      <TextField
        label="Phone"
        name="phone"
        type="tel"
        autoComplete="tel"
        optional
        hint="For messages about your trips, such as a delay."
        error={errors.phone}
        onChange={() => clearField('phone')}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          clearField('password');
        }}
        error={errors.password}
        belowId={strengthId}
        below={<PasswordStrengthHint id={strengthId} password={password} />}
      />
      <div className="form__actions">
        <Button type="submit" busy={signUp.isPending}>
          Create account
        </Button>
      </div>
    </form>
  );
}
