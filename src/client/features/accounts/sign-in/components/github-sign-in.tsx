import { useState } from 'react';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { Notice } from '#client/components/ui/feedback/notice.tsx';
import { describeError } from '#client/lib/api/error-text.ts';
import { useConfig } from '#client/lib/api/public-config.ts';
import { getSession } from '#client/lib/session/session-api.ts';
import { useSession, type SessionUser } from '#client/lib/session/session.tsx';
import { startGitHubSignIn } from '../api/start-github-sign-in.ts';
import { signInWithPopup } from '../github-popup.ts';

/** "Sign in with GitHub" in a popup; shown only when the server offers it. */
export function GitHubSignIn({ onSignedIn }: { onSignedIn: (user: SessionUser) => void }) {
  const { data: config } = useConfig();
  const { refresh } = useSession();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!config?.features.githubSignIn) return null;

  const onClick = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await signInWithPopup({
        open: (url, name, features) => window.open(url, name, features),
        authorizeUrl: startGitHubSignIn,
        events: window,
        origin: window.location.origin,
        isSignedIn: async () => (await getSession()) !== null,
      });
      // A check already under way may have started before the popup set the cookie: ask again.
      const user = (await refresh()) ?? (await refresh());
      if (user) onSignedIn(user);
      else setFailure('GitHub sign-in did not complete. Please try again.');
    } catch (error) {
      setFailure(describeError(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="github-sign-in">
      <p className="github-sign-in__or">or</p>
      <Button variant="secondary" busy={busy} onClick={() => void onClick()}>
        Sign in with GitHub
      </Button>
      {failure && <Notice tone="error">{failure}</Notice>}
    </div>
  );
}
