/**
 * How long the live connection waits before its next attempt: 0.5 s, doubling each failed
 * attempt, up to 10 s, each spread over ±25 % (never past the cap) so that tabs which lost the
 * server together — a deploy — do not all come back in the same instant. A connection the server
 * refused (too many from this address or account, or closed for flooding) waits far longer: 15 s
 * doubling up to 5 minutes, so a refused tab never adds to the load that refused it.
 */
export const FIRST_DELAY_MS = 500;
export const MAX_DELAY_MS = 10_000;
export const FIRST_REFUSED_DELAY_MS = 15_000;
export const MAX_REFUSED_DELAY_MS = 300_000;

function backoff(first: number, max: number, attempt: number, random: number): number {
  const nominal = Math.min(max, first * 2 ** Math.max(0, attempt));
  return Math.round(Math.min(max, nominal * (0.75 + random * 0.5)));
}

/** `attempt` counts failures since the last good connection, from 0; `random` is in [0, 1). */
export const reconnectDelay = (attempt: number, random: number): number =>
  backoff(FIRST_DELAY_MS, MAX_DELAY_MS, attempt, random);

/** `attempt` counts refusals since a subscription was last confirmed, from 0. */
export const refusedDelay = (attempt: number, random: number): number =>
  backoff(FIRST_REFUSED_DELAY_MS, MAX_REFUSED_DELAY_MS, attempt, random);
