/**
 * The error codes of the API (ARCHITECTURE.md, "Error codes"). Every error the server sends is
 * `{ error: { code, message, details? } }` with one of these codes; the client turns a code into the
 * sentence people read through `errorMessage` — the one place where codes become words. No zod here:
 * the web app's first load reads the codes, and the body's schema (error-body.ts) loads with zod later.
 */
export const AUTH_ERROR_CODES = [
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/email-already-in-use',
  'auth/weak-password',
  'auth/invalid-email',
  'auth/too-many-requests',
  'auth/network-request-failed',
  'auth/requires-recent-login',
  'auth/user-disabled',
  'auth/popup-closed-by-user',
  'auth/popup-blocked',
  // Added (docs/decisions/002): the verification-code flows need to say which way a code failed.
  'auth/invalid-code',
  'auth/code-expired',
  'auth/email-not-verified',
] as const;

export const DATA_ERROR_CODES = [
  'cancelled',
  'not-found',
  'permission-denied',
  'unauthenticated',
  'unavailable',
  'invalid-argument',
  'already-exists',
  'failed-precondition',
  'aborted',
  'resource-exhausted',
  'internal',
] as const;

export const BOOKING_ERROR_CODES = [
  'seat-unavailable',
  'hold-expired',
  'payment-declined',
] as const;

export const ERROR_CODES = [
  ...AUTH_ERROR_CODES,
  ...DATA_ERROR_CODES,
  ...BOOKING_ERROR_CODES,
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** HTTP status for each code; the server's error handler uses it. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  'auth/wrong-password': 401,
  'auth/user-not-found': 401,
  'auth/email-already-in-use': 409,
  'auth/weak-password': 400,
  'auth/invalid-email': 400,
  'auth/too-many-requests': 429,
  'auth/network-request-failed': 503,
  'auth/requires-recent-login': 403,
  'auth/user-disabled': 403,
  'auth/popup-closed-by-user': 400,
  'auth/popup-blocked': 400,
  'auth/invalid-code': 400,
  'auth/code-expired': 400,
  'auth/email-not-verified': 403,
  cancelled: 499,
  'not-found': 404,
  'permission-denied': 403,
  unauthenticated: 401,
  unavailable: 503,
  'invalid-argument': 400,
  'already-exists': 409,
  'failed-precondition': 412,
  aborted: 409,
  'resource-exhausted': 429,
  internal: 500,
  'seat-unavailable': 409,
  'hold-expired': 410,
  'payment-declined': 402,
};

/** The sentence people read for each code. */
export const ERROR_SENTENCES: Record<ErrorCode, string> = {
  'auth/wrong-password': 'Wrong email or password.',
  'auth/user-not-found': 'Wrong email or password.',
  'auth/email-already-in-use': 'An account with this email already exists. Sign in instead?',
  'auth/weak-password': 'The password must be 6 characters long or more.',
  'auth/invalid-email': 'That does not look like an email address.',
  'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'auth/network-request-failed': 'We could not reach Busway. Check your connection and try again.',
  'auth/requires-recent-login': 'For your safety, please sign in again to do this.',
  'auth/user-disabled':
    'This account has been disabled. Contact support if you think this is a mistake.',
  'auth/popup-closed-by-user': 'The sign-in window was closed before signing in finished.',
  'auth/popup-blocked':
    'The browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  'auth/invalid-code': 'That code is not right. Check the mail we sent, or ask for a new code.',
  'auth/code-expired': 'That code has expired. Ask for a new one.',
  'auth/email-not-verified': 'Please verify your email address first. We can send you a new code.',
  cancelled: 'The request was cancelled.',
  'not-found': 'We could not find what you were looking for.',
  'permission-denied': 'You are not allowed to do this.',
  unauthenticated: 'Please sign in to continue.',
  unavailable: 'Busway is unavailable right now. Please try again in a moment.',
  'invalid-argument': 'Some of the information is not valid. Please check it and try again.',
  'already-exists': 'This already exists.',
  'failed-precondition': 'This cannot be done in the current state.',
  aborted: 'Someone else changed this at the same moment. Please try again.',
  'resource-exhausted': 'Too many requests. Please slow down and try again.',
  internal: 'Something went wrong on our side. Please try again.',
  'seat-unavailable': 'Some of the seats you picked were just taken. Please pick others.',
  'hold-expired': 'Your seat hold expired. Please pick your seats again.',
  'payment-declined': 'The payment was declined. No money was taken; try another card.',
};

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** The sentence for a code, or the generic one for anything unknown. */
export function errorMessage(code: unknown): string {
  return isErrorCode(code) ? ERROR_SENTENCES[code] : ERROR_SENTENCES.internal;
}
