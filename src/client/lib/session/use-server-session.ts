/**
 * The browser's view of its server session: checked at start, again on the refresh policy's timer
 * (lib/session/session-refresh.ts), on window focus, when the network returns, when another tab
 * signs in or out, and whenever an API call answers 401 `unauthenticated`. A confirmed session
 * that the server no longer knows (expired, signed out everywhere, account disabled) sets `ended`.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PublicUser } from '#shared/accounts/accounts.ts';
import { onUnauthenticated } from '../api/api.ts';
import { backoffDelay, isExpired, planRefresh } from './session-refresh.ts';
import { getSession, postSignOut } from './session-api.ts';
import { readStoredUser, USER_STORAGE_KEY } from './stored-user.ts';

export interface ServerSessionState {
  status: 'loading' | 'ready';
  user: PublicUser | null;
  sessionId: string | null;
  expiresAt: number | null;
  /** Failed checks in a row (network or server trouble, not "signed out"). */
  failures: number;
  /** Bumped after every check, so the timer is set again even when nothing else changed. */
  checks: number;
  ended: boolean;
}

const SIGNED_OUT = { user: null, sessionId: null, expiresAt: null } as const;

/** Signed out until the stored user (read just after the first paint) or the server says otherwise. */
function initialState(): ServerSessionState {
  return {
    status: 'loading',
    user: null,
    sessionId: null,
    expiresAt: null,
    failures: 0,
    checks: 0,
    ended: false,
  };
}

export function useServerSession() {
  const [state, setState] = useState(initialState);
  const inFlight = useRef<Promise<PublicUser | null> | null>(null);
  // Read once, just after the first paint (the effect below).
  const stored = useRef<Promise<PublicUser | null> | null>(null);
  const storedUser = useCallback(() => (stored.current ??= readStoredUser().catch(() => null)), []);

  const check = useCallback((): Promise<PublicUser | null> => {
    if (inFlight.current) return inFlight.current;
    const run = getSession()
      .then(
        (session) => {
          setState((prev) => ({
            status: 'ready',
            user: session?.user ?? null,
            sessionId: session?.sessionId ?? null,
            expiresAt: session?.expiresAt ?? null,
            failures: 0,
            checks: prev.checks + 1,
            ended: session ? false : prev.ended || (prev.status === 'ready' && prev.user !== null),
          }));
          return session?.user ?? null;
        },
        // With no network at start (the offline ticket), the stored user stands until the server
        // can answer: the first failure waits for it rather than reading as signed out.
        async () => {
          const known = await storedUser();
          setState((prev) => ({
            ...prev,
            user: prev.status === 'loading' && prev.user === null ? known : prev.user,
            status: 'ready',
            failures: prev.failures + 1,
            checks: prev.checks + 1,
          }));
          return null;
        },
      )
      .finally(() => {
        inFlight.current = null;
      });
    inFlight.current = run;
    return run;
  }, [storedUser]);

  // The policy's timer: refresh before expiry, back off after failures, end the session 30 s early.
  const { expiresAt, failures, checks, user } = state;
  const signedIn = user !== null;
  useEffect(() => {
    if (expiresAt === null) {
      if (failures === 0 || !signedIn) return;
      const retry = setTimeout(() => void check(), backoffDelay(failures));
      return () => clearTimeout(retry);
    }
    const plan = planRefresh(expiresAt, Date.now(), failures);
    const timer = setTimeout(
      () => {
        if (!isExpired(expiresAt, Date.now())) return void check();
        setState((prev) => ({ ...prev, ...SIGNED_OUT, ended: prev.user !== null }));
      },
      plan.kind === 'expired' ? 0 : plan.delayMs,
    );
    return () => clearTimeout(timer);
  }, [expiresAt, failures, checks, signedIn, check]);

  useEffect(() => {
    // The stored user greets people until the first check answers; after it, the server's word holds.
    void storedUser().then((known) =>
      setState((prev) =>
        prev.status === 'loading' && prev.user === null ? { ...prev, user: known } : prev,
      ),
    );
    void check();
    const recheck = () => void check();
    const onStorage = (event: StorageEvent) => {
      if (event.key === USER_STORAGE_KEY || event.key === null) recheck();
    };
    window.addEventListener('focus', recheck);
    window.addEventListener('online', recheck);
    window.addEventListener('storage', onStorage);
    const stop = onUnauthenticated(recheck);
    return () => {
      window.removeEventListener('focus', recheck);
      window.removeEventListener('online', recheck);
      window.removeEventListener('storage', onStorage);
      stop();
    };
  }, [check, storedUser]);

  const signOut = useCallback(async () => {
    try {
      await postSignOut();
    } catch {
      // Offline or already signed out: the browser forgets the user either way.
    }
    setState((prev) => ({ ...prev, ...SIGNED_OUT, status: 'ready', failures: 0, ended: false }));
  }, []);

  const setUser = useCallback((next: PublicUser | null) => {
    setState((prev) =>
      next === null
        ? { ...prev, ...SIGNED_OUT, status: 'ready', ended: false }
        : { ...prev, user: next, status: 'ready', ended: false },
    );
  }, []);

  const clearEnded = useCallback(() => setState((prev) => ({ ...prev, ended: false })), []);

  return { state, check, signOut, setUser, clearEnded };
}
