import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { roleAllows, type Access } from '#shared/accounts/access.ts';
import { PageWave } from '#client/components/ui/feedback/page-wave.tsx';
import { withNext } from '#client/lib/routing/safe-next.ts';
import { useSession } from '#client/lib/session/session.tsx';
import { paths } from '#client/lib/routing/paths.ts';
import { NotAllowed } from './not-allowed.tsx';

/**
 * The guard of a protected screen: the wave while the session check runs, the sign-in screen (with
 * a way back here) for people signed out, "Not allowed" for a role that may not use it.
 */
export function RequireAccess({ access, children }: { access: Access; children: ReactNode }) {
  const { currentUser, isLoading } = useSession();
  const location = useLocation();
  if (access === 'public') return children;
  if (isLoading) return <PageWave />;
  if (currentUser === null) {
    const here = `${location.pathname}${location.search}`;
    return <Navigate to={withNext(paths.signIn, here)} replace />;
  }
  if (!roleAllows(access, currentUser.role)) return <NotAllowed />;
  return children;
}
