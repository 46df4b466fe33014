/**
 * The server's clock as this device reckons it. Countdowns (a seat hold's ten minutes) run to an
 * instant the server set, so a device whose clock is off by minutes would show the wrong time
 * left. Every API answer's `Date` header (whole seconds) says what the server's clock read; when
 * the two disagree by more than `TOLERANCE_MS`, `serverNow()` corrects for it.
 */

/** Below this, the difference is the header's rounding and the round trip, not a wrong clock. */
export const TOLERANCE_MS = 2_000;

let offsetMs = 0;

/**
 * Notes the `Date` header of an answer to a request sent at `sentAt` and received at
 * `receivedAt` (this device's clock, ms).
 */
export function noteServerDate(dateHeader: string | null, sentAt: number, receivedAt: number) {
  const server = dateHeader ? Date.parse(dateHeader) : NaN;
  if (Number.isNaN(server)) return;
  // The header drops the milliseconds: the server's reading was within the second after it.
  const offset = server + 500 - (sentAt + receivedAt) / 2;
  offsetMs = Math.abs(offset) > TOLERANCE_MS ? offset : 0;
}

/** Now on the server's clock, in ms since the epoch. */
export function serverNow(): number {
  return Date.now() + offsetMs;
}
