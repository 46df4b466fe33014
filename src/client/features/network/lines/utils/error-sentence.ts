import { ApiError } from '#client/lib/api/api.ts';
import { describeError } from '#client/lib/api/error-text.ts';

/**
 * The sentence for a failed change. A refusal for the state of things (`failed-precondition`)
 * carries a message written for people that names what is in the way, such as the routes still
 * using a stop; every other error reads as its code's sentence.
 */
export function changeErrorSentence(error: unknown): string {
  if (error instanceof ApiError && error.code === 'failed-precondition' && error.message)
    return error.message;
  return describeError(error);
}
