import { useEffect, useRef, useState, type FormEvent } from 'react';
import { z } from 'zod';
import { Email, RESEND_COOLDOWN_SECONDS, VerificationCode } from '#shared/accounts.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Notice } from '#client/components/ui/notice.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { describeError } from '#client/lib/error-text.ts';
import { fieldErrorForCode, hasErrors } from '#client/lib/form-errors.ts';
import { useSession } from '#client/lib/session.tsx';
import { useFormErrors } from '#client/lib/use-form-errors.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { ResendCodeButton } from './resend-code-button.tsx';
import './account-forms.css';

const Input = z.object({ email: Email, otp: VerificationCode });
const FIELD_CODES = { 'auth/invalid-code': 'otp', 'auth/code-expired': 'otp' } as const;

/**
 * The 6-digit code from the verification mail. A mail link (`?email=…&code=…`) fills both and sends
 * them at once; success signs the person in.
 */
export function VerifyEmailForm({
  initialEmail,
  initialCode,
  onVerified,
}: {
  initialEmail: string;
  initialCode: string;
  onVerified: () => void;
}) {
  const verify = useVerifyEmail();
  const { refresh, timeActive } = useSession();
  const { formRef, errors, show, validate, clearField } = useFormErrors();
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState(initialCode);
  const [failure, setFailure] = useState<string | null>(null);
  const autoSent = useRef(false);

  const submit = (values: { email: string; otp: string }) => {
    if (verify.isPending) return;
    setFailure(null);
    const input = validate(Input, values);
    if (!input) return;
    verify.mutate(input, {
      onSuccess: async () => {
        await refresh();
        onVerified();
      },
      onError: (error) => {
        const onField = fieldErrorForCode(error, FIELD_CODES, describeError);
        if (hasErrors(onField)) show(onField);
        else setFailure(describeError(error));
      },
    });
  };

  // The link in the mail carries the code: send it once, as if the person had pressed Verify.
  const submitFromLink = useRef(submit);
  useEffect(() => {
    if (autoSent.current || !initialEmail || !initialCode) return;
    autoSent.current = true;
    submitFromLink.current({ email: initialEmail, otp: initialCode });
  }, [initialEmail, initialCode]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit({ email, otp: code });
  };

  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
      {failure && <Notice tone="error">{failure}</Notice>}
      {initialEmail ? (
        <p>
          We sent a 6-digit code to <strong>{initialEmail}</strong>. It is valid for a few minutes.
        </p>
      ) : (
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
      )}
      <TextField
        label="Verification code"
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        className="code-field"
        value={code}
        onChange={(event) => {
          setCode(event.target.value.replace(/\D/g, ''));
          clearField('otp');
        }}
        error={errors.otp}
      />
      <div className="form__actions">
        <Button type="submit" busy={verify.isPending}>
          Verify
        </Button>
        <ResendCodeButton
          email={email}
          cooldown={timeActive}
          cooldownSeconds={RESEND_COOLDOWN_SECONDS}
        />
      </div>
    </form>
  );
}
