/**
 * When the browser checks its session again (issue text): "The client refreshes its session 5 minutes
 * before expiry, treats it as expired 30 s early, and after a failed refresh backs off from 30 s,
 * doubling up to 16 minutes." Pure: the session context asks, then sets its timer.
 */
export const REFRESH_LEAD_MS = 5 * 60_000;
export const EXPIRY_MARGIN_MS = 30_000;
export const BACKOFF_START_MS = 30_000;
export const BACKOFF_MAX_MS = 16 * 60_000;
/** setTimeout fires at once for longer delays (2^31 - 1 ms, about 24.8 days). */
export const MAX_TIMER_MS = 2 ** 31 - 1;

export type RefreshPlan = { kind: 'expired' } | { kind: 'refresh'; delayMs: number };

/** Whether a session ending at `expiresAt` counts as over at `now` (30 s early). */
export function isExpired(expiresAt: number, now: number): boolean {
  return now >= expiresAt - EXPIRY_MARGIN_MS;
}

/** The pause after `failures` failed refreshes in a row: 30 s, 1, 2, 4, 8, then 16 minutes. */
export function backoffDelay(failures: number): number {
  if (failures <= 0) return 0;
  const exponent = Math.min(failures - 1, 10);
  return Math.min(BACKOFF_START_MS * 2 ** exponent, BACKOFF_MAX_MS);
}

/**
 * What to do next for a session ending at `expiresAt`, after `failures` failed refreshes in a row.
 * A refresh never waits past the (early) expiry: the timer then fires and finds the session over.
 * Inside the last 5 minutes (the server did not extend the session) it asks again every 30 s.
 */
export function planRefresh(expiresAt: number, now: number, failures: number): RefreshPlan {
  if (isExpired(expiresAt, now)) return { kind: 'expired' };
  const untilExpiry = expiresAt - EXPIRY_MARGIN_MS - now;
  const untilLead = expiresAt - REFRESH_LEAD_MS - now;
  let delay: number;
  if (failures > 0) delay = backoffDelay(failures);
  else if (untilLead > 0) delay = untilLead;
  else delay = BACKOFF_START_MS;
  return { kind: 'refresh', delayMs: Math.min(delay, untilExpiry, MAX_TIMER_MS) };
}
