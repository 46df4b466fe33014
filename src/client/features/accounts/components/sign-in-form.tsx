import { useState, type FormEvent } from 'react';
import { Link, type To } from 'react-router';
import { SignInForm as SignInInput } from '#shared/accounts.ts';
import { errorMessage } from '#shared/api-error.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Notice } from '#client/components/ui/notice.tsx';
import { PasswordField } from '#client/components/ui/password-field.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { errorCodeOf } from '#client/lib/api.ts';
import { describeError } from '#client/lib/error-text.ts';
import { useSession } from '#client/lib/session.tsx';
import { useFormErrors } from '#client/lib/use-form-errors.ts';
import { useSignIn } from '../api/sign-in.ts';
import { useStartVerification } from '../hooks/use-start-verification.ts';
import './account-forms.css';

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
  onSignedIn: () => void;
  onNeedsVerification: (email: string) => void;
}) {
  const signIn = useSignIn();
  const { refresh } = useSession();
  const startVerification = useStartVerification();
  const { formRef, errors, validate, clearField } = useFormErrors();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState(initialPassword);
  const [remember, setRemember] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const busy = signIn.isPending || redirecting;

  const needsVerification = async (address: string) => {
    setRedirecting(true);
    await startVerification(address);
    onNeedsVerification(address);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const input = validate(SignInInput, { email, password });
    if (!input) return;
    signIn.mutate(
      { ...input, rememberMe: remember },
      {
        onSuccess: async () => {
          setRedirecting(true);
          const user = await refresh();
          setRedirecting(false);
          if (user) onSignedIn();
          else setFailure(errorMessage('internal'));
        },
        onError: (error) => {
          if (errorCodeOf(error) === 'auth/email-not-verified') void needsVerification(input.email);
          else setFailure(describeError(error));
        },
      },
    );
  };

  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
      {failure && <Notice tone="error">{failure}</Notice>}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        spellCheck={false}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          clearField('email');
        }}
        error={errors.email}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          clearField('password');
        }}
        error={errors.password}
      />
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
