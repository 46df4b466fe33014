/**
 * better-auth answers errors as `{ code, message }` with its own codes; Busway answers
 * `{ error: { code, message, details? } }` with the codes of src/shared/core/api-error.ts. This maps one
 * to the other so people always read our sentences.
 */
import { ERROR_SENTENCES, type ErrorCode } from '#shared/core/api-error.ts';
import type { ErrorBody } from '#shared/core/error-body.ts';

const BY_CODE: Record<string, ErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'auth/wrong-password',
  INVALID_PASSWORD: 'auth/wrong-password',
  USER_NOT_FOUND: 'auth/user-not-found',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'auth/user-not-found',
  USER_ALREADY_EXISTS: 'auth/email-already-in-use',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'auth/email-already-in-use',
  PASSWORD_TOO_SHORT: 'auth/weak-password',
  PASSWORD_TOO_LONG: 'auth/weak-password',
  INVALID_EMAIL: 'auth/invalid-email',
  SESSION_EXPIRED: 'auth/requires-recent-login',
  SESSION_NOT_FRESH: 'auth/requires-recent-login',
  BANNED_USER: 'auth/user-disabled',
  INVALID_OTP: 'auth/invalid-code',
  OTP_EXPIRED: 'auth/code-expired',
  TOO_MANY_ATTEMPTS: 'auth/too-many-requests',
  EMAIL_NOT_VERIFIED: 'auth/email-not-verified',
  UNAUTHORIZED: 'unauthenticated',
  INVALID_TOKEN: 'auth/invalid-code',
  TOKEN_EXPIRED: 'auth/code-expired',
  FAILED_TO_GET_SESSION: 'unauthenticated',
  INVALID_ORIGIN: 'permission-denied',
  MISSING_OR_NULL_ORIGIN: 'permission-denied',
  YOU_CANNOT_BAN_YOURSELF: 'failed-precondition',
  YOU_CANNOT_REMOVE_YOURSELF: 'failed-precondition',
  NOT_FOUND: 'not-found',
};

function fromStatus(status: number): ErrorCode {
  if (status === 429) return 'auth/too-many-requests';
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'permission-denied';
  if (status === 404) return 'not-found';
  if (status >= 500) return 'internal';
  return 'invalid-argument';
}

/** "[body.email] Invalid email address" → one field error. */
function validationFields(message: string) {
  const match = /^\[([\w.]+)\]\s*(.*)$/.exec(message);
  return match ? [{ field: match[1] ?? 'body', message: match[2] || 'is not valid' }] : [];
}

export interface FieldError {
  field: string;
  message: string;
}

/**
 * A refused body: our sentence for the e-mail and password codes, otherwise "Invalid request —"
 * naming each field (as the admin routes do); the fields always in `details`.
 */
export function validationError(
  code: ErrorCode,
  fields: FieldError[],
  summary = fields.map((f) => `${f.field}: ${f.message}`).join('; '),
): ErrorBody['error'] {
  const message =
    code === 'invalid-argument' ? `Invalid request — ${summary}` : ERROR_SENTENCES[code];
  return { code, message, details: { fields } };
}

export function toBuswayError(
  status: number,
  body: { code?: unknown; message?: unknown } | undefined,
): ErrorBody {
  const authCode = typeof body?.code === 'string' ? body.code : undefined;
  const authMessage = typeof body?.message === 'string' ? body.message : '';
  if (authCode === 'VALIDATION_ERROR') {
    const fields = validationFields(authMessage);
    const onEmail = fields.some((f) => /(^|\.)(email|newEmail)$/.test(f.field));
    const onPassword = fields.some((f) => /(^|\.)(password|newPassword)$/.test(f.field));
    const code: ErrorCode = onEmail
      ? 'auth/invalid-email'
      : onPassword
        ? 'auth/weak-password'
        : 'invalid-argument';
    return { error: validationError(code, fields, authMessage) };
  }
  const code = (authCode && BY_CODE[authCode]) || fromStatus(status);
  if (code === 'internal') return { error: { code, message: ERROR_SENTENCES.internal } };
  // Our sentence for codes people act on; better-auth's own text only where we have nothing better.
  const message = code === 'invalid-argument' && authMessage ? authMessage : ERROR_SENTENCES[code];
  return { error: { code, message } };
}
