/**
 * The sentence for a failed timetable call. A `failed-precondition` from these endpoints says
 * exactly what stands in the way (sold seats, a trip that has left), so its message is shown;
 * every other code reads as usual.
 */
import { ApiError } from '#client/lib/api/api.ts';
import { describeError } from '#client/lib/api/error-text.ts';

export function timetableError(error: unknown): string {
  if (error instanceof ApiError && error.code === 'failed-precondition' && error.message)
    return error.message;
  return describeError(error);
}
