/** All SQL of the feed sources: the admin's rows, the poller's claims and the status of polls. */
import { and, asc, eq, inArray, lte, not, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { realtimeFeed } from '#db/schema/gtfs-realtime.ts';

export type FeedRow = typeof realtimeFeed.$inferSelect;
export type FeedValues = Pick<
  typeof realtimeFeed.$inferInsert,
  'name' | 'url' | 'intervalS' | 'headers' | 'paused'
>;

export interface PollSuccess {
  at: Date;
  matched: number;
  unmatched: number;
  refused: number;
  /** Why the first refused fix was refused, in words. */
  refusal: string | null;
  feedTimestamp: Date | null;
}

export function createRealtimeFeedsRepo(db: Database) {
  return {
    list: () =>
      db.select().from(realtimeFeed).orderBy(asc(realtimeFeed.name), asc(realtimeFeed.id)),

    async get(id: string): Promise<FeedRow | undefined> {
      const [row] = await db.select().from(realtimeFeed).where(eq(realtimeFeed.id, id));
      return row;
    },

    async insert(values: FeedValues, now: Date): Promise<FeedRow> {
      const [row] = await db
        .insert(realtimeFeed)
        .values({ ...values, nextPollAt: now })
        .returning();
      return row!;
    },

    /** A source taken off pause, or whose URL or headers changed, is polled at once. */
    async update(id: string, values: Partial<FeedValues>, pollNowAt: Date | null) {
      const [row] = await db
        .update(realtimeFeed)
        .set({ ...values, ...(pollNowAt ? { nextPollAt: pollNowAt } : {}) })
        .where(eq(realtimeFeed.id, id))
        .returning();
      return row;
    },

    /** Replaces a source's headers if they are still `before` (an edit meanwhile wins). */
    async replaceHeaders(id: string, before: FeedRow['headers'], after: FeedRow['headers']) {
      const rows = await db
        .update(realtimeFeed)
        .set({ headers: after })
        .where(
          and(
            eq(realtimeFeed.id, id),
            sql`${realtimeFeed.headers} = ${JSON.stringify(before)}::jsonb`,
          ),
        )
        .returning({ id: realtimeFeed.id });
      return rows.length > 0;
    },

    async remove(id: string): Promise<boolean> {
      const rows = await db
        .delete(realtimeFeed)
        .where(eq(realtimeFeed.id, id))
        .returning({ id: realtimeFeed.id });
      return rows.length > 0;
    },

    /**
     * Claims the sources due at `now`, leaving out `busy` ones: one UPDATE moves each to its next
     * poll time, so of many instances asking at once, one gets each source (the row lock makes
     * the others see the new time and skip it).
     */
    async claimDue(now: Date, busy: readonly string[], limit = 20): Promise<FeedRow[]> {
      const due = db
        .select({ id: realtimeFeed.id })
        .from(realtimeFeed)
        .where(
          and(
            not(realtimeFeed.paused),
            lte(realtimeFeed.nextPollAt, now),
            busy.length > 0 ? not(inArray(realtimeFeed.id, [...busy])) : undefined,
          ),
        )
        .orderBy(asc(realtimeFeed.nextPollAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(realtimeFeed)
        .set({
          nextPollAt: sql`${now.toISOString()}::timestamptz + ${realtimeFeed.intervalS} * interval '1 second'`,
          lastPolledAt: now,
        })
        .where(and(inArray(realtimeFeed.id, due), lte(realtimeFeed.nextPollAt, now)))
        .returning();
    },

    async recordSuccess(id: string, s: PollSuccess): Promise<void> {
      await db
        .update(realtimeFeed)
        .set({
          lastPolledAt: s.at,
          lastSuccessAt: s.at,
          matched: s.matched,
          unmatched: s.unmatched,
          refused: s.refused,
          feedTimestamp: s.feedTimestamp,
          ...(s.refusal ? { lastError: s.refusal, lastErrorAt: s.at } : {}),
        })
        .where(eq(realtimeFeed.id, id));
    },

    async recordFailure(id: string, at: Date, message: string): Promise<void> {
      await db
        .update(realtimeFeed)
        .set({ lastPolledAt: at, lastError: message, lastErrorAt: at })
        .where(eq(realtimeFeed.id, id));
    },
  };
}
export type RealtimeFeedsRepo = ReturnType<typeof createRealtimeFeedsRepo>;
