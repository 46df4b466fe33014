import { useId, useState } from 'react';
import { z } from 'zod';
import { Password } from '#shared/accounts/accounts.ts';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { PasswordField } from '#client/components/ui/forms/password-field.tsx';
import { errorCodeOf } from '#client/lib/api/api.ts';
import { describeError } from '#client/lib/api/error-text.ts';
import { useSession, type SessionUser } from '#client/lib/session/session.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { acceptInvitation } from '../api/accept-invitation.ts';
import { signIn } from '../api/sign-in.ts';
import { useStartVerification } from '../use-start-verification.ts';
import { PasswordStrengthHint } from '../../password-strength-hint.tsx';

const Input = z.object({ password: Password });
const STALE_LINK_CODES = [
  'auth/invalid-code',
  'auth/code-expired',
  'invalid-argument',
  'not-found',
];

/**
 * An invitation from an admin: set the first password, then sign in with it. A link mailed after an
 * admin changed the address sets the password too, but the new address must be verified first: a
 * code goes to it and `onNeedsVerification` takes over.
 */
export function InvitationForm({
  email,
  token,
  onSignedIn,
  onNeedsVerification,
}: {
  email: string;
  token: string;
  onSignedIn: (user: SessionUser | null) => void;
  onNeedsVerification: (email: string) => void;
}) {
  const { refresh } = useSession();
  const startVerification = useStartVerification();
  const { form, formRef, field, failure, setFailure, submit } = useZodForm(Input, {
    defaultValues: { password: '' },
  });
  const password = form.watch('password');
  const [busy, setBusy] = useState(false);
  const strengthId = useId();

  const onSubmit = submit(async (input) => {
    if (busy) return;
    setBusy(true);
    try {
      await acceptInvitation({ token, newPassword: input.password });
    } catch (error) {
      const stale = STALE_LINK_CODES.includes(errorCodeOf(error));
      setFailure(
        stale
          ? 'This invitation link is no longer valid. Ask an administrator to send a new one, or use "Forgot password?".'
          : describeError(error),
      );
      setBusy(false);
      return;
    }
    try {
      await signIn({ email, password: input.password });
      onSignedIn(await refresh());
    } catch (error) {
      if (errorCodeOf(error) === 'auth/email-not-verified') {
        await startVerification(email);
        onNeedsVerification(email);
        return;
      }
      // The password is set: only signing in failed, so the sign-in form is the way on.
      setFailure(`Your password is set, but signing in failed: ${describeError(error)}`);
    } finally {
      setBusy(false);
    }
  });

  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
      <h2>Set your password</h2>
      <p>
        Choose a password for <strong>{email || 'your account'}</strong>. You are signed in as soon
        as it is set.
      </p>
      {failure && <Notice tone="error">{failure}</Notice>}
      <PasswordField
        label="New password"
        autoComplete="new-password"
        {...field('password')}
        belowId={strengthId}
        below={<PasswordStrengthHint id={strengthId} password={password} />}
      />
      <div className="form__actions">
        <Button type="submit" busy={busy}>
          Set password and sign in
        </Button>
      </div>
    </form>
  );
}
