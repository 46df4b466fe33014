/**
 * What the ETA module learned, kept per route, direction, segment and half-hour of the day
 * (`eta_learned`, decision 027): written in batches (a newer observation wins), read per route.
 */
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { etaLearned, type EtaLearnedKind } from '#db/schema/tracking.ts';

export interface LearnedRow {
  routeId: string;
  direction: string;
  kind: EtaLearnedKind;
  segment: string;
  slot: number;
  value: number;
  weight: number;
  observedAt: Date;
}

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters (8 a row). */
const CHUNK = 500;

export function createLearningRepo(db: Database) {
  return {
    /** Upserts the rows; a stored row observed later than the one written is kept. */
    async upsert(rows: readonly LearnedRow[]): Promise<void> {
      for (let i = 0; i < rows.length; i += CHUNK) {
        await db
          .insert(etaLearned)
          .values(rows.slice(i, i + CHUNK))
          .onConflictDoUpdate({
            target: [
              etaLearned.routeId,
              etaLearned.direction,
              etaLearned.kind,
              etaLearned.segment,
              etaLearned.slot,
            ],
            set: {
              value: sql`excluded.value`,
              weight: sql`excluded.weight`,
              observedAt: sql`excluded.observed_at`,
            },
            setWhere: sql`excluded.observed_at >= ${etaLearned.observedAt}`,
          });
      }
    },

    /**
     * A route's rows observed since `since`, and those of half-hour `slot` whenever observed
     * (newest first, at most `limit`).
     */
    async ofRoute(
      routeId: string,
      since: Date,
      slot: number,
      limit: number,
    ): Promise<LearnedRow[]> {
      const rows = await db
        .select()
        .from(etaLearned)
        .where(
          and(
            eq(etaLearned.routeId, routeId),
            or(gt(etaLearned.observedAt, since), eq(etaLearned.slot, slot)),
          ),
        )
        .orderBy(sql`${etaLearned.observedAt} desc`)
        .limit(limit);
      return rows.map((r) => ({ ...r, observedAt: new Date(r.observedAt) }));
    },
  };
}

export type LearningRepo = ReturnType<typeof createLearningRepo>;
