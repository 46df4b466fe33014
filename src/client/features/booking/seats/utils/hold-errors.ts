/**
 * What the seat screen does with a refused hold: name the seats lost and load the map again
 * (409), send a signed-out passenger to sign in (401), or say the server's sentence.
 */
import { ApiError, errorCodeOf } from '#client/lib/api/api.ts';
import { describeError } from '#client/lib/api/error-text.ts';
import { serverPathErrors } from '#client/lib/forms/zod-form.ts';
import { takenMessage, unavailableSeats } from './seat-selection.ts';

export type HoldFailure =
  | { kind: 'sign-in' }
  | { kind: 'seats-lost'; seats: string[]; message: string }
  | { kind: 'refused'; message: string };

export function holdFailure(error: unknown): HoldFailure {
  const code = errorCodeOf(error);
  if (code === 'unauthenticated') return { kind: 'sign-in' };
  if (code === 'seat-unavailable') {
    const seats = error instanceof ApiError ? unavailableSeats(error.details) : [];
    const message = seats.length === 0 ? describeError(error) : takenMessage(seats);
    return { kind: 'seats-lost', seats, message };
  }
  // A women-only seat not declared female, a bad seat label: the server names the problem.
  const fields = serverPathErrors(error);
  if (fields.length > 0)
    return { kind: 'refused', message: fields.map((field) => field.message).join(' ') };
  if (code === 'failed-precondition' && error instanceof ApiError && error.message)
    return { kind: 'refused', message: error.message };
  return { kind: 'refused', message: describeError(error) };
}
