/**
 * Attempt limits on the identity endpoints, per e-mail and client address, in a 15-minute window:
 * sign-in and code checks count failures; sign-up and mail-sending requests count every request.
 */
import { ATTEMPT_WINDOW_MINUTES, MAX_FAILED_SIGN_INS } from '#shared/accounts.ts';
import { AppError } from '#server/errors.ts';
import { retryAfterSeconds, type AttemptRule } from './attempt-window.ts';
import type { AttemptsRepo } from './attempts.repo.ts';

export type LimitKind = 'failures' | 'requests';

/** Paths under /api/auth with a limit, and what they count. */
export const LIMITED_PATHS: Record<string, LimitKind> = {
  '/sign-in/email': 'failures',
  '/email-otp/verify-email': 'failures',
  '/email-otp/reset-password': 'failures',
  '/sign-up/email': 'requests',
  '/email-otp/send-verification-otp': 'requests',
  '/email-otp/request-password-reset': 'requests',
  '/forget-password/email-otp': 'requests',
  '/request-password-reset': 'requests',
};

const RULE: AttemptRule = { max: MAX_FAILED_SIGN_INS, windowMs: ATTEMPT_WINDOW_MINUTES * 60_000 };

export function tooManyRequests(seconds: number): AppError {
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${seconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return new AppError('auth/too-many-requests', `Too many attempts. Please try again in ${wait}.`, {
    retryAfterSeconds: seconds,
  });
}

export function createAttemptsService(repo: AttemptsRepo, now: () => Date = () => new Date()) {
  const keyOf = (path: string, email: string, ip: string) => `${path}|${email.trim().toLowerCase()}|${ip}`;

  return {
    /** Before the request: throws auth/too-many-requests when the limit is reached. */
    async before(kind: LimitKind, path: string, email: string, ip: string): Promise<void> {
      const key = keyOf(path, email, ip);
      if (kind === 'requests') {
        const row = await repo.increment(key, RULE.windowMs, now());
        if (row.count > RULE.max) throw tooManyRequests(retryAfterSeconds(row, RULE, now()));
        return;
      }
      const wait = retryAfterSeconds(await repo.get(key), RULE, now());
      if (wait > 0) throw tooManyRequests(wait);
    },

    /** After the answer: a failure counts; a successful sign-in forgets earlier failures. */
    async after(kind: LimitKind, path: string, email: string, ip: string, succeeded: boolean): Promise<void> {
      if (kind !== 'failures') return;
      const key = keyOf(path, email, ip);
      if (succeeded) await repo.clear(key);
      else await repo.increment(key, RULE.windowMs, now());
    },
  };
}
export type AttemptsService = ReturnType<typeof createAttemptsService>;
