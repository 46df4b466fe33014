/**
 * The session context (ARCHITECTURE.md, "The screens"): who is signed in, and the resend cool-down
 * of /verify-email. The accounts layer calls `setCurrentUser` once it knows the user; until then
 * `currentUser` is null. The user's public profile is mirrored to localStorage under `user`.
 */
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { Role } from '#shared/access.ts';
import { COOLDOWN_STORAGE_KEY, deadlineFor, parseDeadline, secondsLeft } from './cooldown.ts';
import { readStorage, removeStorage, writeStorage } from './storage.ts';

export const USER_STORAGE_KEY = 'user';

/** The signed-in user's public profile. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  image?: string | null;
}

export interface Session {
  currentUser: SessionUser | null;
  isLoggedin: boolean;
  /** Called by the accounts layer after sign-in, sign-up or session restore; null after sign-out. */
  setCurrentUser: (user: SessionUser | null) => void;
  signOut: () => Promise<void>;
  /** Seconds left of the resend cool-down on /verify-email; ticks down each second. */
  timeActive: number;
  setTimeActive: (seconds: number) => void;
}

const SessionContext = createContext<Session | null>(null);

function mirrorUser(user: SessionUser | null) {
  if (user === null) {
    removeStorage(USER_STORAGE_KEY);
    return;
  }
  const { id, name, email, role, image = null } = user;
  writeStorage(USER_STORAGE_KEY, JSON.stringify({ id, name, email, role, image }));
}

/** The cool-down: a deadline kept in localStorage and a clock that ticks while it is running. */
function useCooldown() {
  const [deadline, setDeadline] = useState(() =>
    parseDeadline(readStorage(COOLDOWN_STORAGE_KEY), Date.now()),
  );
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const tick = Date.now();
      setNow(tick);
      if (tick >= deadline) {
        clearInterval(timer);
        removeStorage(COOLDOWN_STORAGE_KEY);
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const at = Date.now();
    const next = deadlineFor(seconds, at);
    setNow(at);
    setDeadline(next);
    if (next === null) removeStorage(COOLDOWN_STORAGE_KEY);
    else writeStorage(COOLDOWN_STORAGE_KEY, String(next));
  }, []);

  return [secondsLeft(deadline, now), start] as const;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [currentUser, setUser] = useState<SessionUser | null>(null);
  const [timeActive, setTimeActive] = useCooldown();

  const setCurrentUser = useCallback((user: SessionUser | null) => {
    setUser(user);
    mirrorUser(user);
  }, []);

  const signOut = useCallback(async () => {
    // The accounts layer ends the server session before this; here the browser forgets the user.
    setCurrentUser(null);
  }, [setCurrentUser]);

  const session = useMemo<Session>(
    () => ({
      currentUser,
      isLoggedin: currentUser !== null,
      setCurrentUser,
      signOut,
      timeActive,
      setTimeActive,
    }),
    [currentUser, setCurrentUser, signOut, timeActive, setTimeActive],
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (session === null) throw new Error('useSession must be used inside <SessionProvider>.');
  return session;
}
