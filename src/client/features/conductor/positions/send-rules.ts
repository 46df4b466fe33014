/**
 * What a phone does with each answer of `POST /api/positions`: decision 025's table as one pure
 * function, the clock and the dice passed in. The sender (position-sender.ts) sends the oldest
 * fixes first, one request at a time, and asks `planAfter` what to do next; the queue's bound
 * (two hours of fixes a trip, older ones thinned to one a minute) is `overflow`.
 */
import { MAX_FIXES_PER_BATCH } from '#shared/tracking/tracking.ts';

/** What came back from one request. `network`: no answer, a time-out, the network away. */
export type SendOutcome =
  | { kind: 'answer'; status: number; fields?: readonly string[]; retryAfterS?: number | null }
  | { kind: 'network' };

export interface SendState {
  /** Failed tries in a row with nothing known (5xx, no answer); 0 after any answer that settles. */
  failures: number;
  /** The most fixes a request carries now (halved by a 413). */
  batchSize: number;
}

export const FIRST_STATE: SendState = { failures: 0, batchSize: MAX_FIXES_PER_BATCH };

export type SendPlan =
  /** Drop the request's fixes and send the next at once (`bug`: the request was malformed). */
  | { action: 'drop-sent'; bug: boolean }
  /** Drop the fixes at these indexes of the request (never storable) and send the rest now. */
  | { action: 'drop-named'; indexes: number[] }
  /** Send the same fixes again, fewer a request. */
  | { action: 'split' }
  /** Keep the queue; the session ended: ask the person to sign in and resume after. */
  | { action: 'sign-in' }
  /** Drop every queued fix of the trip: `forbidden` (not its conductor now) or `gone`. */
  | { action: 'drop-trip'; reason: 'forbidden' | 'gone' }
  /** Keep the queue and send again at `atMs` (a budget's wait, or a back-off). */
  | { action: 'wait'; atMs: number; reason: 'budget' | 'retry' };

export const BACKOFF_FIRST_MS = 1_000;
export const BACKOFF_MAX_MS = 60_000;
export const JITTER = 0.3;

/** The back-off after `failures` failed tries: 1 s doubling to 60 s, ±30 % (random in [0, 1)). */
export function backoffMs(failures: number, random: number): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (1 + (random * 2 - 1) * JITTER));
}

/**
 * The indexes of a request's fixes that a 400 names: `body.fixes.3.lat` (the schema) or
 * `fixes[3].recordedAt` (the checks); in a request of one fix the checks name no index.
 */
export function namedIndexes(fields: readonly string[], sent: number): number[] {
  const indexes = new Set<number>();
  for (const field of fields) {
    const match = /fixes(?:\.|\[)(\d+)/.exec(field);
    if (match) indexes.add(Number(match[1]));
    else if (sent === 1 && !field.startsWith('body')) indexes.add(0);
  }
  return [...indexes].filter((i) => i < sent).sort((a, b) => a - b);
}

/** What to do after `outcome` for a request of `sent` fixes; the next state with it. */
export function planAfter(
  outcome: SendOutcome,
  sent: number,
  state: SendState,
  nowMs: number,
  random: number,
): { plan: SendPlan; state: SendState } {
  const settled = { ...state, failures: 0 };
  const retry = () => {
    const failures = state.failures + 1;
    return {
      plan: { action: 'wait', atMs: nowMs + backoffMs(failures, random), reason: 'retry' } as const,
      state: { ...state, failures },
    };
  };
  if (outcome.kind === 'network') return retry();
  const { status } = outcome;
  if (status >= 200 && status < 300)
    return { plan: { action: 'drop-sent', bug: false }, state: settled };
  if (status === 400) {
    const indexes = namedIndexes(outcome.fields ?? [], sent);
    if (indexes.length > 0) return { plan: { action: 'drop-named', indexes }, state: settled };
    return { plan: { action: 'drop-sent', bug: true }, state: settled };
  }
  if (status === 415) return { plan: { action: 'drop-sent', bug: true }, state: settled };
  if (status === 413 && outcome.retryAfterS == null) {
    const batchSize = Math.max(1, Math.min(state.batchSize, Math.ceil(sent / 2)));
    // One fix too large for the server can never be stored: a bug, not worth a loop.
    if (sent <= 1) return { plan: { action: 'drop-sent', bug: true }, state: settled };
    return { plan: { action: 'split' }, state: { failures: 0, batchSize } };
  }
  if (status === 401) return { plan: { action: 'sign-in' }, state: settled };
  if (status === 403) return { plan: { action: 'drop-trip', reason: 'forbidden' }, state: settled };
  if (status === 404) return { plan: { action: 'drop-trip', reason: 'gone' }, state: settled };
  if (status === 429 || (status === 413 && outcome.retryAfterS != null)) {
    const waitS = Math.max(1, outcome.retryAfterS ?? 1);
    // Fewer, larger batches: back to the largest a request may carry.
    return {
      plan: { action: 'wait', atMs: nowMs + waitS * 1000, reason: 'budget' },
      state: { failures: 0, batchSize: MAX_FIXES_PER_BATCH },
    };
  }
  // 5xx, 408 and any other answer: nothing is known about what was stored.
  return retry();
}

/** How long a queue keeps every fix of a trip; older fixes are thinned to one a minute. */
export const KEEP_ALL_MS = 2 * 60 * 60 * 1000;
export const THINNED_EVERY_MS = 60_000;

/**
 * The fixes to drop to keep a trip's queue bounded: of those more than two hours older than its
 * newest, one a minute stays (the first of each minute). `times` are recorded times in ms, oldest
 * first; the answer is their indexes.
 */
export function overflow(times: readonly number[]): number[] {
  const newest = times.at(-1);
  if (newest === undefined) return [];
  const drop: number[] = [];
  let keptMinute: number | null = null;
  for (const [i, at] of times.entries()) {
    if (at >= newest - KEEP_ALL_MS) break;
    const minute = Math.floor(at / THINNED_EVERY_MS);
    if (minute === keptMinute) drop.push(i);
    else keptMinute = minute;
  }
  return drop;
}
