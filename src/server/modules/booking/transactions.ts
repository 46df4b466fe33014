/**
 * Booking runs its transactions as every module does, `db.transaction(async (tx) => …)` with the
 * repos made on `tx`. Where another transaction may get in the way, `withRetries` runs the same
 * work again in a new transaction while its rule says the failure is one to retry, up to the
 * rule's attempts. CONFLICTS, the default: a seat taken meanwhile, a serialization failure or a
 * deadlock, 5 attempts, then `aborted` (ARCHITECTURE.md, seat_reservation).
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

export interface RetryRule {
  /** Whether the work should run again after this failure. */
  when: (error: unknown) => boolean;
  attempts: number;
  /** What is thrown once the last attempt failed too. */
  exhausted: (error: unknown) => unknown;
}

export const CONFLICTS: RetryRule = {
  when: isConflict,
  attempts: ATTEMPTS,
  exhausted: () =>
    new AppError('aborted', 'Too many people are booking this trip at once. Please try again.'),
};

export async function withRetries<T>(
  db: Database,
  work: (tx: Database) => Promise<T>,
  rule: RetryRule = CONFLICTS,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => work(tx));
    } catch (error) {
      if (!rule.when(error)) throw error;
      if (attempt >= rule.attempts) throw rule.exhausted(error);
    }
  }
}
