/**
 * Attempt limits on the identity endpoints. Per e-mail and client address: 5 in a 15-minute window.
 * Per address, whatever e-mails the attempts name: 20 failed checks (or mail requests) in 15
 * minutes, and a few sign-ups an hour — so guessing across many accounts, or making many, is slowed
 * too. Every attempt is counted — and checked against the limit — in one database statement before
 * it reaches better-auth, so parallel attempts cannot all read "not yet limited" and go ahead together.
 */
import { ATTEMPT_WINDOW_MINUTES, MAX_FAILED_SIGN_INS } from '#shared/accounts/accounts.ts';
import { AppError } from '#server/errors.ts';
import { retryAfterSeconds, type AttemptRule } from './attempt-window.ts';
import type { AttemptsRepo } from './attempts.repo.ts';

/** `failures`: a success forgets earlier attempts; `requests`: every request counts (mail sent). */
export type LimitKind = 'failures' | 'requests';

/**
 * The limit per client address across e-mails. `failures`: failed password or code checks (a
 * success is not counted, but forgets nothing); `requests`: mail-sending requests; `sign-ups`.
 */
export type AddressLimit = 'failures' | 'requests' | 'sign-ups';

/** Failed checks, or mail requests, from one address in the attempt window, whatever the e-mails. */
export const MAX_ATTEMPTS_PER_ADDRESS = 20;
export const DEFAULT_SIGN_UPS_PER_HOUR = 5;

const WINDOW_MS = ATTEMPT_WINDOW_MINUTES * 60_000;
const RULE: AttemptRule = { max: MAX_FAILED_SIGN_INS, windowMs: WINDOW_MS };

/** auth/too-many-requests, naming the wait (the HTTP layer also sends it as Retry-After). */
export class TooManyAttemptsError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    const wait =
      retryAfterSeconds < 60
        ? `${retryAfterSeconds} seconds`
        : `${minutes} minute${minutes === 1 ? '' : 's'}`;
    super('auth/too-many-requests', `Too many attempts. Please try again in ${wait}.`, {
      retryAfterSeconds,
    });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface AttemptsOptions {
  /** Sign-ups one address may make in an hour (`SIGN_UPS_PER_ADDRESS_PER_HOUR`). */
  signUpsPerHour?: number;
  now?: () => Date;
}

export function createAttemptsService(
  repo: AttemptsRepo,
  { signUpsPerHour = DEFAULT_SIGN_UPS_PER_HOUR, now = () => new Date() }: AttemptsOptions = {},
) {
  const addressRules: Record<AddressLimit, AttemptRule> = {
    failures: { max: MAX_ATTEMPTS_PER_ADDRESS, windowMs: WINDOW_MS },
    requests: { max: MAX_ATTEMPTS_PER_ADDRESS, windowMs: WINDOW_MS },
    'sign-ups': { max: signUpsPerHour, windowMs: 60 * 60_000 },
  };
  const keyOf = (path: string, email: string, ip: string) =>
    `${path}|${email.trim().toLowerCase()}|${ip}`;
  // A path never starts with "address", so these keys never meet the per-e-mail ones.
  const addressKeyOf = (path: string, ip: string) => `address|${path}|${ip}`;

  async function count(key: string, rule: AttemptRule) {
    const at = now();
    const row = await repo.increment(key, rule.windowMs, at);
    // The attempt that reaches the maximum still goes ahead; the ones after it wait.
    if (row.count > rule.max) throw new TooManyAttemptsError(retryAfterSeconds(row, rule, at));
  }

  return {
    /**
     * Counts this attempt against its e-mail and address, then (when given) against the address
     * alone; throws auth/too-many-requests when either is over its limit. An attempt refused per
     * e-mail is not counted against the address: it checked nothing.
     */
    async before(path: string, email: string, ip: string, perAddress?: AddressLimit) {
      await count(keyOf(path, email, ip), RULE);
      if (perAddress) await count(addressKeyOf(path, ip), addressRules[perAddress]);
    },

    /**
     * After the answer: a successful password or code check forgets the earlier attempts of that
     * e-mail, and is itself not counted against the address — but forgets none of the address's
     * failures, so signing in to one's own account does not reset guessing at others.
     */
    async after(
      kind: LimitKind,
      path: string,
      email: string,
      ip: string,
      succeeded: boolean,
      perAddress?: AddressLimit,
    ): Promise<void> {
      if (kind !== 'failures' || !succeeded) return;
      await repo.clear(keyOf(path, email, ip));
      if (perAddress === 'failures') await repo.release(addressKeyOf(path, ip));
    },
  };
}
export type AttemptsService = ReturnType<typeof createAttemptsService>;
