import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { Email } from '#shared/accounts.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Notice } from '#client/components/ui/notice.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { describeError } from '#client/lib/error-text.ts';
import { useFormErrors } from '#client/lib/use-form-errors.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';

const Input = z.object({ email: Email });

/** "Forgot password?", step 1: where to send the reset code. */
export function PasswordResetRequest({
  initialEmail,
  onSent,
  onCancel,
}: {
  initialEmail: string;
  onSent: (email: string) => void;
  onCancel: () => void;
}) {
  const request = useRequestPasswordReset();
  const { formRef, errors, validate, clearField } = useFormErrors();
  const [email, setEmail] = useState(initialEmail);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    setFailure(null);
    const input = validate(Input, { email });
    if (!input) return;
    request.mutate(input.email, {
      onSuccess: () => onSent(input.email),
      onError: (error) => setFailure(describeError(error)),
    });
  };

  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
      <h2>Reset your password</h2>
      <p>
        Enter the email address of your account and we will send you a code to set a new password.
      </p>
      {failure && <Notice tone="error">{failure}</Notice>}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          clearField('email');
        }}
        error={errors.email}
      />
      <div className="form__actions">
        <Button type="submit" busy={request.isPending}>
          Send code
        </Button>
        <Button variant="quiet" onClick={onCancel}>
          Back to sign in
        </Button>
      </div>
    </form>
  );
}
