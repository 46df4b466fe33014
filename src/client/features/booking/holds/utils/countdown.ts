/** A hold's time left: seconds from now to its expiry, read as "08:42", and the hold that ends first. */
import type { Hold } from '#shared/booking/booking.ts';

/** Whole seconds left until `expiresAt`, never below 0. */
export function secondsLeft(expiresAt: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000));
}

/** "08:42", "00:05", "12:00": minutes and seconds, two digits each. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(s / 60);
  return `${String(minutes).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** "8 minutes 42 seconds" — the countdown as a screen reader says it. */
export function countdownWords(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(s / 60);
  const rest = s % 60;
  const parts = [];
  if (minutes > 0) parts.push(`${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`);
  if (rest > 0 || minutes === 0) parts.push(`${rest} ${rest === 1 ? 'second' : 'seconds'}`);
  return parts.join(' ');
}

/** The active hold that expires first (the header chip counts it down), or null. */
export function firstToExpire(holds: readonly Hold[], now: number): Hold | null {
  let first: Hold | null = null;
  for (const hold of holds) {
    if (secondsLeft(hold.expiresAt, now) <= 0) continue;
    if (!first || Date.parse(hold.expiresAt) < Date.parse(first.expiresAt)) first = hold;
  }
  return first;
}

/**
 * The holds to list: the server's, then those it stopped listing because their time ran out (kept,
 * marked expired, with the way back to their seat map); one released or booked is dropped.
 */
export function withExpired(
  current: readonly Hold[],
  before: readonly Hold[],
  now: number,
): Hold[] {
  const ids = new Set(current.map((hold) => hold.id));
  const expired = before.filter(
    (hold) => !ids.has(hold.id) && Date.parse(hold.expiresAt) <= now && !hold.bookingId,
  );
  return [...current, ...expired];
}
