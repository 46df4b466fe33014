import { useId, useState } from 'react';
import { z } from 'zod';
import { Email, Password, VerificationCode } from '#shared/accounts/accounts.ts';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { PasswordField } from '#client/components/ui/forms/password-field.tsx';
import { TextField } from '#client/components/ui/forms/text-field.tsx';
import { describeError } from '#client/lib/api/error-text.ts';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { PasswordStrengthHint } from '../../password-strength-hint.tsx';
import '../../account-forms.css';

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
  const { form, formRef, field, failure, setFailure, submit } = useZodForm(Input, {
    defaultValues: { email, otp: initialCode, password: '' },
    codeFields: FIELD_CODES,
  });
  const [sent, setSent] = useState<string | null>(null);
  const password = form.watch('password');
  const otp = field('otp');
  const strengthId = useId();

  const onSubmit = submit(async (input) => {
    if (reset.isPending) return;
    setSent(null);
    await reset.mutateAsync(input);
    onDone(input.email);
  });

  const sendAgain = () => {
    setSent(null);
    setFailure(null);
    resend.mutate(email, {
      onSuccess: () => setSent(`We sent a new code to ${email}.`),
      onError: (error) => setFailure(describeError(error)),
    });
  };

  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
      <h2>Choose a new password</h2>
      <p>
        Enter the code we sent to <strong>{email}</strong> and your new password.
      </p>
      {failure && <Notice tone="error">{failure}</Notice>}
      {sent && <Notice tone="success">{sent}</Notice>}
      <TextField
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        className="code-field"
        {...otp}
        onChange={(event) => {
          event.target.value = event.target.value.replace(/\D/g, '');
          return otp.onChange(event);
        }}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        {...field('password')}
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
