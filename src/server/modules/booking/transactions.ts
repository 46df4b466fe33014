/**
 * Booking's transactions: a conflict with another transaction (a seat taken meanwhile, a
 * serialization failure or a deadlock) runs the work again, up to 5 attempts, then answers
 * `aborted` (ARCHITECTURE.md, seat_reservation).
 */
import type { Database } from '#db/client.ts';
import { AppError } from '#server/errors.ts';
import { sqlState } from '#db/errors.ts';

export const ATTEMPTS = 5;
/** exclusion_violation, serialization_failure, deadlock_detected */
const RETRIED = new Set(['23P01', '40001', '40P01']);

export function isConflict(error: unknown): boolean {
  const state = sqlState(error);
  return state !== undefined && RETRIED.has(state);
}

export async function withRetries<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => work(tx));
    } catch (error) {
      if (!isConflict(error)) throw error;
      if (attempt >= ATTEMPTS)
        throw new AppError(
          'aborted',
          'Too many people are booking this trip at once. Please try again.',
        );
    }
  }
}
