import { useId, useState, type FormEvent } from 'react';
import { z } from 'zod';
import { Email, Password, VerificationCode } from '#shared/accounts.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Notice } from '#client/components/ui/notice.tsx';
import { PasswordField } from '#client/components/ui/password-field.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { describeError } from '#client/lib/error-text.ts';
import { fieldErrorForCode, hasErrors } from '#client/lib/form-errors.ts';
import { useFormErrors } from '#client/lib/use-form-errors.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { PasswordStrengthHint } from './password-strength-hint.tsx';
import './account-forms.css';

const Input = z.object({ email: Email, otp: VerificationCode, password: Password });
const FIELD_CODES = {
  'auth/invalid-code': 'otp',
  'auth/code-expired': 'otp',
  'auth/weak-password': 'password',
} as const;

/** "Forgot password?", step 2: the mailed code and the new password (the mail link fills the code). */
export function PasswordResetForm({
  email,
  initialCode,
  onDone,
  onCancel,
}: {
  email: string;
  initialCode: string;
  onDone: (email: string) => void;
  onCancel: () => void;
}) {
  const reset = useResetPassword();
  const resend = useRequestPasswordReset();
  const { formRef, errors, show, validate, clearField } = useFormErrors();
  const [code, setCode] = useState(initialCode);
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const strengthId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (reset.isPending) return;
    setMessage(null);
    const input = validate(Input, { email, otp: code, password });
    if (!input) return;
    reset.mutate(input, {
      onSuccess: () => onDone(input.email),
      onError: (error) => {
        const onField = fieldErrorForCode(error, FIELD_CODES, describeError);
        if (hasErrors(onField)) show(onField);
        else setMessage({ tone: 'error', text: describeError(error) });
      },
    });
  };

  const sendAgain = () =>
    resend.mutate(email, {
      onSuccess: () => setMessage({ tone: 'success', text: `We sent a new code to ${email}.` }),
      onError: (error) => setMessage({ tone: 'error', text: describeError(error) }),
    });

  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
      <h2>Choose a new password</h2>
      <p>
        Enter the code we sent to <strong>{email}</strong> and your new password.
      </p>
      {message && <Notice tone={message.tone}>{message.text}</Notice>}
      <TextField
        label="Verification code"
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        className="code-field"
        value={code}
        onChange={(event) => {
          setCode(event.target.value.replace(/\D/g, ''));
          clearField('otp');
        }}
        error={errors.otp}
      />
      <PasswordField
        label="New password"
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
        <Button type="submit" busy={reset.isPending}>
          Set new password
        </Button>
        <Button variant="secondary" onClick={sendAgain} busy={resend.isPending}>
          Send a new code
        </Button>
        <Button variant="quiet" onClick={onCancel}>
          Back to sign in
        </Button>
      </div>
    </form>
  );
}
