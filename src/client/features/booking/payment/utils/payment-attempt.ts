/**
 * One idempotency key per payment attempt. It is made when the form is first submitted and kept
 * in sessionStorage under the booking's id until an answer arrives, so a double click, a network
 * retry or a reload in the middle of paying sends the same key and the card is charged once. An
 * answer (paid, to confirm, declined, refused) ends the attempt: the next one gets a new key.
 */
import type { ErrorCode } from '#shared/core/api-error.ts';
import { PaymentRequest } from '#shared/booking/booking.ts';
import { ApiError } from '#client/lib/api/api.ts';

/** What the attempt keys are kept in; `browserSessionStore` in the app, a Map in tests. */
export interface KeyStore {
  get(name: string): string | null;
  set(name: string, value: string): void;
  remove(name: string): void;
}

const storeName = (bookingId: string) => `busway.payment-attempt.${bookingId}`;
const validKey = (key: string) => PaymentRequest.shape.idempotencyKey.safeParse(key).success;

/** The key of the booking's attempt under way, or a new one kept for it. */
export function attemptKey(
  bookingId: string,
  store: KeyStore,
  makeKey: () => string = () => crypto.randomUUID(),
): string {
  const kept = store.get(storeName(bookingId));
  if (kept !== null && validKey(kept)) return kept;
  const key = makeKey();
  store.set(storeName(bookingId), key);
  return key;
}

/** Ends the booking's attempt: the next payment gets a new key. */
export function endAttempt(bookingId: string, store: KeyStore): void {
  store.remove(storeName(bookingId));
}

/**
 * Answers that settle an attempt: the charge was declined, or the server refused the payment
 * before charging (hold expired, card details refused, booking gone or already paid).
 */
const SETTLING = new Set<ErrorCode>([
  'payment-declined',
  'hold-expired',
  'invalid-argument',
  'not-found',
  'failed-precondition',
]);

/**
 * Whether a failed payment call leaves its attempt open, to be retried with the same key. Keeping
 * a key is always safe (the server charges once per key), so only an answer that settles the
 * attempt ends it; no answer (network, time-out), a server failure or a busy server keep it.
 */
export function attemptStillOpen(error: unknown): boolean {
  return !(error instanceof ApiError && SETTLING.has(error.code));
}

/** sessionStorage that never throws (storage can be disabled): then the key lives in memory. */
export function browserSessionStore(): KeyStore {
  const memory = new Map<string, string>();
  const attempt = <T>(act: (storage: Storage) => T, fallback: () => T): T => {
    try {
      return act(window.sessionStorage);
    } catch {
      return fallback();
    }
  };
  return {
    get: (name) =>
      attempt(
        (s) => s.getItem(name),
        () => memory.get(name) ?? null,
      ),
    set: (name, value) =>
      attempt(
        (s) => s.setItem(name, value),
        () => void memory.set(name, value),
      ),
    remove: (name) => {
      memory.delete(name);
      attempt(
        (s) => s.removeItem(name),
        () => undefined,
      );
    },
  };
}
