import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Card } from '#client/components/ui/layout/card.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { Screen } from '#client/components/ui/layout/screen.tsx';
import {
  DemoAccounts,
  type DemoAccount,
} from '#client/features/accounts/sign-in/components/demo-accounts.tsx';
import { InvitationForm } from '#client/features/accounts/sign-in/components/invitation-form.tsx';
import { PasswordResetForm } from '#client/features/accounts/sign-in/components/password-reset-form.tsx';
import { PasswordResetRequest } from '#client/features/accounts/sign-in/components/password-reset-request.tsx';
import { GitHubSignIn } from '#client/features/accounts/sign-in/components/github-sign-in.tsx';
import { SignInForm } from '#client/features/accounts/sign-in/components/sign-in-form.tsx';
import { useAppIdentity } from '#client/lib/api/public-config.ts';
import { landingAfterSignIn, safeNextPath } from '#client/lib/routing/safe-next.ts';
import { useSession, type SessionUser } from '#client/lib/session/session.tsx';
import { paths } from '#client/lib/routing/paths.ts';
import './account-screens.css';

/** Search params for a mode of this screen, keeping `next`. */
function modeSearch(next: string | null, fields: Record<string, string>) {
  const search = new URLSearchParams(fields);
  if (next) search.set('next', next);
  return `?${search.toString()}`;
}

interface ModeProps {
  params: URLSearchParams;
  demo: DemoAccount | null;
  demoPick: number;
  onPasswordChanged: () => void;
}

/** The card's content for `?mode=`: the sign-in form, or a step of a mail-link flow. */
function SignInMode({ params, demo, demoPick, onPasswordChanged }: ModeProps) {
  const navigate = useNavigate();
  const rawNext = params.get('next');
  const next = safeNextPath(rawNext, paths.profile);
  const mode = params.get('mode');
  const email = params.get('email') ?? '';
  const go = (fields: Record<string, string>) => navigate(modeSearch(rawNext, fields));
  const signedIn = (user: SessionUser | null) =>
    navigate(landingAfterSignIn(rawNext, user?.role), { replace: true });
  const toSignIn = (address: string) => go(address ? { email: address } : {});

  if (mode === 'forgot')
    return (
      <PasswordResetRequest
        initialEmail={email}
        onSent={(to) => go({ mode: 'reset', email: to })}
        onCancel={() => toSignIn(email)}
      />
    );
  if (mode === 'reset' && email)
    return (
      <PasswordResetForm
        key={email}
        email={email}
        initialCode={(params.get('code') ?? '').replace(/\D/g, '').slice(0, 6)}
        onCancel={() => toSignIn(email)}
        onDone={(address) => {
          onPasswordChanged();
          toSignIn(address);
        }}
      />
    );
  const toVerification = (address: string) =>
    navigate(`${paths.verifyEmail}?${new URLSearchParams({ email: address, next })}`);
  if (mode === 'invite')
    return (
      <InvitationForm
        email={email}
        token={params.get('token') ?? ''}
        onSignedIn={signedIn}
        onNeedsVerification={toVerification}
      />
    );
  return (
    <>
      <SignInForm
        key={demo ? `demo:${demoPick}` : `email:${email}`}
        initialEmail={demo?.email ?? email}
        initialPassword={demo?.password}
        forgotLink={(address) =>
          modeSearch(rawNext, address ? { mode: 'forgot', email: address } : { mode: 'forgot' })
        }
        onSignedIn={signedIn}
        onNeedsVerification={toVerification}
      />
      <GitHubSignIn onSignedIn={signedIn} />
    </>
  );
}

/**
 * `/signin`: e-mail and password, and the modes reached by mail links — `?mode=forgot` (ask for a
 * reset code), `?mode=reset&email=…&code=…` (new password), `?mode=invite&email=…&token=…` (first
 * password of an account an admin created). `?next=` is where to go after signing in.
 */
export function SignInScreen() {
  const [params] = useSearchParams();
  const { sessionEnded, clearSessionEnded } = useSession();
  const [endedNotice] = useState(sessionEnded);
  const { appName } = useAppIdentity();
  const [passwordChanged, setPasswordChanged] = useState(false);
  const [demo, setDemo] = useState<{ account: DemoAccount; pick: number } | null>(null);

  useEffect(() => {
    if (sessionEnded) clearSessionEnded();
  }, [sessionEnded, clearSessionEnded]);

  const mode = params.get('mode');
  const signingIn = !(
    mode === 'forgot' ||
    mode === 'invite' ||
    (mode === 'reset' && params.get('email'))
  );
  const rawNext = params.get('next');
  const registration = rawNext
    ? `${paths.registration}?${new URLSearchParams({ next: safeNextPath(rawNext, paths.profile) })}`
    : paths.registration;

  return (
    <Screen title="Sign in" lead="Sign in to book seats, see your tickets and follow your bus.">
      {endedNotice && <Notice tone="info">Your session ended. Please sign in again.</Notice>}
      {passwordChanged && signingIn && (
        <Notice tone="success">Your password was changed. Sign in with your new password.</Notice>
      )}
      <div className="account-layout">
        <div className="account-column">
          <Card className="account-card">
            <SignInMode
              params={params}
              demo={demo?.account ?? null}
              demoPick={demo?.pick ?? 0}
              onPasswordChanged={() => setPasswordChanged(true)}
            />
          </Card>
          {signingIn && (
            <p className="account-aside">
              New to {appName}? <Link to={registration}>Create an account</Link>
            </p>
          )}
        </div>
        {signingIn && (
          <DemoAccounts
            onPick={(account) => setDemo((prev) => ({ account, pick: (prev?.pick ?? 0) + 1 }))}
          />
        )}
      </div>
    </Screen>
  );
}
