import { useState } from 'react';
import { Link, type To } from 'react-router';
import { SignInForm as SignInInput } from '#shared/accounts/accounts.ts';
import { errorMessage } from '#shared/core/api-error.ts';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { PasswordField } from '#client/components/ui/forms/password-field.tsx';
import { TextField } from '#client/components/ui/forms/text-field.tsx';
import { errorCodeOf } from '#client/lib/api/api.ts';
import { useSession, type SessionUser } from '#client/lib/session/session.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { useSignIn } from '../api/sign-in.ts';
import { useStartVerification } from '../use-start-verification.ts';
import '../../account-forms.css';

/** E-mail and password. An unverified address gets a fresh code and goes to verification. */
export function SignInForm({
  initialEmail,
  initialPassword = '',
  forgotLink,
  onSignedIn,
  onNeedsVerification,
}: {
  initialEmail: string;
  initialPassword?: string;
  forgotLink: (email: string) => To;
  onSignedIn: (user: SessionUser) => void;
  onNeedsVerification: (email: string) => void;
}) {
  const signIn = useSignIn();
  const { refresh } = useSession();
  const startVerification = useStartVerification();
  const { form, formRef, field, failure, setFailure, submit } = useZodForm(SignInInput, {
    defaultValues: { email: initialEmail, password: initialPassword },
  });
  const [remember, setRemember] = useState(true);
  const [redirecting, setRedirecting] = useState(false);
  const busy = signIn.isPending || redirecting;
  const email = form.watch('email');

  const needsVerification = async (address: string) => {
    setRedirecting(true);
    await startVerification(address);
    onNeedsVerification(address);
  };

  const onSubmit = submit(async (input) => {
    if (busy) return;
    try {
      await signIn.mutateAsync({ ...input, rememberMe: remember });
    } catch (error) {
      if (errorCodeOf(error) === 'auth/email-not-verified') return needsVerification(input.email);
      throw error;
    }
    setRedirecting(true);
    const user = await refresh();
    setRedirecting(false);
    if (user) onSignedIn(user);
    else setFailure(errorMessage('internal'));
  });

  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
      {failure && <Notice tone="error">{failure}</Notice>}
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        spellCheck={false}
        {...field('email')}
      />
      <PasswordField label="Password" autoComplete="current-password" {...field('password')} />
      <div className="form-link-row">
        <label className="form-check">
          <input
            type="checkbox"
            name="rememberMe"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
          Keep me signed in
        </label>
        <Link to={forgotLink(email.trim())}>Forgot password?</Link>
      </div>
      <div className="form__actions">
        <Button type="submit" busy={busy}>
          Sign in
        </Button>
      </div>
    </form>
  );
}
