/**
 * Trip contexts kept for a short while, so a bus sending a fix a second costs no query for its
 * trip: read again after `ttlMs` (a changed bus or conductor shows within it), and at once for a
 * trip the timetable cancels (`forget`).
 */
import type { Database } from '#db/client.ts';
import { readTripContexts, type TripContext } from './trip-context.read-model.ts';

export interface TripContextsDeps {
  db: Database;
  /** Milliseconds, monotonic. */
  clock: () => number;
  ttlMs?: number;
}

export function createTripContexts({ db, clock, ttlMs = 30_000 }: TripContextsDeps) {
  const kept = new Map<string, { context: TripContext; readAt: number }>();

  return {
    /** The contexts of these trips; an id with no trip is missing from the answer. */
    async get(tripIds: readonly string[]): Promise<Map<string, TripContext>> {
      const now = clock();
      const found = new Map<string, TripContext>();
      const stale: string[] = [];
      for (const id of new Set(tripIds)) {
        const entry = kept.get(id);
        if (entry && now - entry.readAt < ttlMs) found.set(id, entry.context);
        else stale.push(id);
      }
      if (stale.length > 0) {
        const read = await readTripContexts(db, stale);
        for (const [id, context] of read) {
          kept.set(id, { context, readAt: now });
          found.set(id, context);
        }
      }
      if (kept.size > 20_000)
        for (const [id, e] of kept) if (now - e.readAt >= ttlMs) kept.delete(id);
      return found;
    },
    forget(tripId: string): void {
      kept.delete(tripId);
    },
  };
}

export type TripContexts = ReturnType<typeof createTripContexts>;
