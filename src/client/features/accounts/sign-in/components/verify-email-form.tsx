import { useEffect, useRef } from 'react';
import { z } from 'zod';
import { Email, RESEND_COOLDOWN_SECONDS, VerificationCode } from '#shared/accounts/accounts.ts';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { TextField } from '#client/components/ui/forms/text-field.tsx';
import { useSession } from '#client/lib/session/session.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { ResendCodeButton } from './resend-code-button.tsx';
import '../../account-forms.css';

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
  const { form, formRef, field, failure, submit } = useZodForm(Input, {
    defaultValues: { email: initialEmail, otp: initialCode },
    codeFields: FIELD_CODES,
  });
  const email = form.watch('email');
  const otp = field('otp');
  const autoSent = useRef(false);

  const onSubmit = submit(async (input) => {
    if (verify.isPending) return;
    await verify.mutateAsync(input);
    await refresh();
    onVerified();
  });

  // The link in the mail carries the code: send it once, as if the person had pressed Verify.
  const submitFromLink = useRef(onSubmit);
  useEffect(() => {
    if (autoSent.current || !initialEmail || !initialCode) return;
    autoSent.current = true;
    submitFromLink.current();
  }, [initialEmail, initialCode]);

  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
      {failure && <Notice tone="error">{failure}</Notice>}
      {initialEmail ? (
        <p>
          We sent a 6-digit code to <strong>{initialEmail}</strong>. It is valid for a few minutes.
        </p>
      ) : (
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      )}
      <TextField
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        className="code-field"
        {...otp}
        onChange={(event) => {
          event.target.value = event.target.value.replace(/\D/g, '');
          return otp.onChange(event);
        }}
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
