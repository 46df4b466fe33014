import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { withNext } from '#client/lib/routing/safe-next.ts';
import { useSession } from '#client/lib/session/session.tsx';
import { paths } from '#client/lib/routing/paths.ts';

/**
 * When the server ends a session this page had (it expired, the person signed out everywhere, or an
 * admin disabled the account), go to the sign-in screen, which says "Your session ended".
 */
export function SessionEndedRedirect() {
  const { sessionEnded } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const here = `${location.pathname}${location.search}`;
  const onSignIn = location.pathname.toLowerCase() === paths.signIn;

  useEffect(() => {
    if (sessionEnded && !onSignIn) void navigate(withNext(paths.signIn, here), { replace: true });
  }, [sessionEnded, onSignIn, here, navigate]);
  return null;
}
