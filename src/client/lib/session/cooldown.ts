/**
 * The resend cool-down on /verify-email is kept as a deadline (epoch ms) in localStorage, so the
 * seconds left survive a reload. Pure helpers; the session context does the ticking.
 */
export const COOLDOWN_STORAGE_KEY = 'busway.resendDeadline';

/** Whole seconds left before `deadline`, never negative. */
export function secondsLeft(deadline: number | null, now: number): number {
  if (deadline === null) return 0;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** The deadline for `seconds` from `now`, or null when there is no cool-down. */
export function deadlineFor(seconds: number, now: number): number | null {
  return Number.isFinite(seconds) && seconds > 0 ? now + Math.round(seconds) * 1000 : null;
}

/** Reads a stored deadline; anything malformed or already passed means none. */
export function parseDeadline(stored: string | null, now: number): number | null {
  if (stored === null) return null;
  const deadline = Number(stored);
  return Number.isFinite(deadline) && deadline > now ? deadline : null;
}
