import { eq, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { authAttempt } from '#db/schema/auth.ts';
import type { AttemptRow } from './attempt-window.ts';

/** Attempt counters in the database, so every instance counts the same attempts. */
export function createAttemptsRepo(db: Database) {
  return {
    /**
     * One more attempt, and the count it makes, in one statement (INSERT … ON CONFLICT DO UPDATE
     * takes the row lock), so concurrent attempts each see their own count: a window that has
     * ended starts again at 1 (the same rule as `retryAfterSeconds`).
     */
    async increment(key: string, windowMs: number, now: Date): Promise<AttemptRow> {
      const windowEnded = sql`${authAttempt.windowStart} + make_interval(secs => ${windowMs / 1000}) <= ${now.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(authAttempt)
        .values({ key, count: 1, windowStart: now })
        .onConflictDoUpdate({
          target: authAttempt.key,
          set: {
            count: sql`case when ${windowEnded} then 1 else ${authAttempt.count} + 1 end`,
            windowStart: sql`case when ${windowEnded} then ${now.toISOString()}::timestamptz else ${authAttempt.windowStart} end`,
          },
        })
        .returning({ count: authAttempt.count, windowStart: authAttempt.windowStart });
      if (!row) throw new Error('attempt counter not written');
      return row;
    },
    /** One attempt fewer (never below 0): a success that should not count against the limit. */
    async release(key: string): Promise<void> {
      await db
        .update(authAttempt)
        .set({ count: sql`greatest(${authAttempt.count} - 1, 0)` })
        .where(eq(authAttempt.key, key));
    },
    async clear(key: string): Promise<void> {
      await db.delete(authAttempt).where(eq(authAttempt.key, key));
    },
  };
}
export type AttemptsRepo = ReturnType<typeof createAttemptsRepo>;
