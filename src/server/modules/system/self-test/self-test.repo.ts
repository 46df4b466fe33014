/**
 * The self-test's database write: one fixed row of `rate_limit`, upserted with a fresh nonce and
 * read back in the same transaction. Why this and not a rolled-back insert: a commit is what a
 * read-only replica, a full disk or a lost connection refuses, and a rolled-back write would never
 * reach it. Why this row: the table is the system's own short-lived counters, every instance
 * writes it anyway, no limiter uses the key (theirs are `<limit name>:<key>`), and however often
 * the test runs it is one row — the database never grows. Its `expire` is the write's time, so
 * the limits' hourly sweep may remove it; the next run writes it again.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { rateLimit } from '#db/schema/system.ts';

export const SELF_TEST_ROW_KEY = 'system:self-test';

export function createSelfTestRepo(db: Database) {
  return {
    /**
     * Writes `nonce` into the fixed row and returns what reading the row gives back, with the
     * database server's version.
     */
    async writeAndReadBack(
      nonce: number,
    ): Promise<{ points: number; version: string } | undefined> {
      return db.transaction(async (tx) => {
        await tx
          .insert(rateLimit)
          .values({ key: SELF_TEST_ROW_KEY, points: nonce, expire: sql`now()` })
          .onConflictDoUpdate({
            target: rateLimit.key,
            set: { points: nonce, expire: sql`now()` },
          });
        // In the same transaction: the row stays locked to this write until the commit, so a
        // concurrent run cannot put its nonce in between.
        const [row] = await tx
          .select({
            points: rateLimit.points,
            version: sql<string>`current_setting('server_version')`,
          })
          .from(rateLimit)
          .where(eq(rateLimit.key, SELF_TEST_ROW_KEY));
        return row;
      });
    },
  };
}
export type SelfTestRepo = ReturnType<typeof createSelfTestRepo>;
