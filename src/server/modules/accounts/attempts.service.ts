/**
 * Attempt limits on the identity endpoints, per e-mail and client address, in a 15-minute window.
 * Every attempt is counted — and checked against the limit — in one database statement before it
 * reaches better-auth, so parallel attempts cannot all read "not yet limited" and go ahead together.
 * Where failures are what counts (password and code checks), a success clears the counter again.
 */
import { ATTEMPT_WINDOW_MINUTES, MAX_FAILED_SIGN_INS } from '#shared/accounts.ts';
import { AppError } from '#server/errors.ts';
import { retryAfterSeconds, type AttemptRule } from './attempt-window.ts';
import type { AttemptsRepo } from './attempts.repo.ts';

/** `failures`: a success forgets earlier attempts; `requests`: every request counts (mail sent). */
export type LimitKind = 'failures' | 'requests';

const RULE: AttemptRule = { max: MAX_FAILED_SIGN_INS, windowMs: ATTEMPT_WINDOW_MINUTES * 60_000 };

/** auth/too-many-requests, naming the wait (the HTTP layer also sends it as Retry-After). */
export class TooManyAttemptsError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    const wait =
      retryAfterSeconds < 60
        ? `${retryAfterSeconds} seconds`
        : `${minutes} minute${minutes === 1 ? '' : 's'}`;
    super('auth/too-many-requests', `Too many attempts. Please try again in ${wait}.`, {
      retryAfterSeconds,
    });
  }
}

export function createAttemptsService(repo: AttemptsRepo, now: () => Date = () => new Date()) {
  const keyOf = (path: string, email: string, ip: string) =>
    `${path}|${email.trim().toLowerCase()}|${ip}`;

  return {
    /** Counts this attempt; throws auth/too-many-requests when it is over the limit. */
    async before(path: string, email: string, ip: string): Promise<void> {
      const at = now();
      const row = await repo.increment(keyOf(path, email, ip), RULE.windowMs, at);
      // The attempt that reaches the maximum still goes ahead; the ones after it wait.
      if (row.count > RULE.max) throw new TooManyAttemptsError(retryAfterSeconds(row, RULE, at));
    },

    /** After the answer: a successful password or code check forgets the earlier attempts. */
    async after(
      kind: LimitKind,
      path: string,
      email: string,
      ip: string,
      succeeded: boolean,
    ): Promise<void> {
      if (kind === 'failures' && succeeded) await repo.clear(keyOf(path, email, ip));
    },
  };
}
export type AttemptsService = ReturnType<typeof createAttemptsService>;
