/**
 * The sentence a screen shows for a failed call. Codes become words through `errorMessage`; two
 * cases add what the code alone cannot say: how long to wait, and which part of an upload or input
 * the server refused (its `invalid-argument` messages are written for people).
 */
import { errorMessage } from '#shared/core/api-error.ts';
import { ApiError, errorCodeOf } from './api.ts';

/** "Try again in 14 minutes", "… in 40 seconds", "… in 2 hours". */
export function waitSentence(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `Try again in ${s} ${s === 1 ? 'second' : 'seconds'}.`;
  const minutes = Math.ceil(s / 60);
  if (minutes < 90) return `Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
  const hours = Math.round(minutes / 60);
  return `Try again in ${hours} hours.`;
}

export function retryAfterSeconds(details: unknown): number | null {
  if (typeof details !== 'object' || details === null) return null;
  const value: unknown = Reflect.get(details, 'retryAfterSeconds');
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

function hasFieldDetails(details: unknown): boolean {
  return typeof details === 'object' && details !== null && 'fields' in details;
}

export function describeError(error: unknown): string {
  const code = errorCodeOf(error);
  if (!(error instanceof ApiError)) return errorMessage(code);
  if (code === 'auth/too-many-requests' || code === 'resource-exhausted') {
    const wait = retryAfterSeconds(error.details);
    if (wait !== null) return `Too many attempts. ${waitSentence(wait)}`;
  }
  if (
    code === 'invalid-argument' &&
    error.status === 400 &&
    !hasFieldDetails(error.details) &&
    error.message &&
    error.message !== errorMessage(code)
  ) {
    return error.message;
  }
  return errorMessage(code);
}
