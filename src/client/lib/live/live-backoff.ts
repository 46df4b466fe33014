/**
 * How long the live connection waits before its next attempt: 0.5 s, doubling each failed
 * attempt, up to 10 s, each spread over ±25 % (never past 10 s) so that tabs which lost the server
 * together — a deploy — do not all come back in the same instant.
 */
export const FIRST_DELAY_MS = 500;
export const MAX_DELAY_MS = 10_000;

/** `attempt` counts failures since the last good connection, from 0; `random` is in [0, 1). */
export function reconnectDelay(attempt: number, random: number): number {
  const nominal = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, attempt));
  return Math.round(Math.min(MAX_DELAY_MS, nominal * (0.75 + random * 0.5)));
}
