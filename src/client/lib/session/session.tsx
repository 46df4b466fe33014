/**
 * The session context (ARCHITECTURE.md, "The screens"): who is signed in, and the resend cool-down
 * of /verify-email. The server is asked at start (GET /api/auth/get-session) and again as
 * lib/session/use-server-session.ts describes. The user's public profile is mirrored to
 * localStorage under `user` and removed at sign-out, with the tickets kept on the device.
 */
import { useQueryClient } from '@tanstack/react-query';
import { createContext, use, useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { PublicUser } from '#shared/accounts/accounts.ts';
import { mirrorUser } from './stored-user.ts';
import { useCooldown } from './use-cooldown.ts';
import { useServerSession } from './use-server-session.ts';

export { USER_STORAGE_KEY } from './stored-user.ts';

/** The signed-in user's public profile. */
export type SessionUser = PublicUser;

export interface Session {
  currentUser: SessionUser | null;
  isLoggedin: boolean;
  /** True until the server has answered the first session check. */
  isLoading: boolean;
  /** The id of this browser's session, to mark "this device" in the sessions list. */
  sessionId: string | null;
  /** Sets the user known from a response; null forgets them (without calling the server). */
  setCurrentUser: (user: SessionUser | null) => void;
  /** Asks the server who is signed in now, and updates the context; resolves with the user. */
  refresh: () => Promise<SessionUser | null>;
  /** Ends the session on the server, then forgets the user. */
  signOut: () => Promise<void>;
  /** The server ended a session this page had (expired, signed out everywhere, disabled). */
  sessionEnded: boolean;
  clearSessionEnded: () => void;
  /** Seconds left of the resend cool-down on /verify-email; ticks down each second. */
  timeActive: number;
  setTimeActive: (seconds: number) => void;
}

const SessionContext = createContext<Session | null>(null);

/**
 * Data cached for one user must not be shown to the next one: the answers in memory, and the
 * tickets and the conductor's door store kept on this device (lib/offline/forget-kept.ts), when they sign out, their session
 * ends or another account signs in.
 */
function useForgetOtherUsersData(userId: string | null) {
  const queryClient = useQueryClient();
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current !== null && previous.current !== userId) {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'config' });
      void import('../offline/forget-kept.ts')
        .then((kept) => kept.forgetEverythingKept())
        // No IndexedDB (a private window of an old browser): nothing was kept.
        .catch(() => undefined);
    }
    previous.current = userId;
  }, [userId, queryClient]);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const { state, check, signOut, setUser, clearEnded } = useServerSession();
  const [timeActive, setTimeActive] = useCooldown();
  const { user, status, sessionId, ended } = state;

  // Until the first check answers, only the stored user is known: nothing to write back.
  useEffect(() => {
    if (status === 'ready') mirrorUser(user);
  }, [status, user]);
  useForgetOtherUsersData(user?.id ?? null);

  const session = useMemo<Session>(
    () => ({
      currentUser: user,
      isLoggedin: user !== null,
      isLoading: status === 'loading',
      sessionId,
      setCurrentUser: setUser,
      refresh: check,
      signOut,
      sessionEnded: ended,
      clearSessionEnded: clearEnded,
      timeActive,
      setTimeActive,
    }),
    [
      user,
      status,
      sessionId,
      setUser,
      check,
      signOut,
      ended,
      clearEnded,
      timeActive,
      setTimeActive,
    ],
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (session === null) throw new Error('useSession must be used inside <SessionProvider>.');
  return session;
}
