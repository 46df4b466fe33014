/**
 * Keeps what the ETA module learns across restarts (decision 027): a route's learned means are
 * read from `eta_learned` the first time the live state needs the route, and what changed is
 * written back in bounded batches (`flush`, on an interval and at close). A mean is filed under
 * the half-hour of the operator's day it was last observed in; at load, the means of the last
 * hours come back with their age, and those of the same half-hour on earlier days as a weak prior
 * (the road at this time of day), which today's buses soon outweigh.
 */
import { localDate, zonedDateTime } from '#shared/core/zoned-time.ts';
import type { EtaLearnedKind } from '#db/schema/tracking.ts';
import type { DecayedMean, Kind, Learned } from '../../prediction/learning.ts';
import type { LearnedRow, LearningRepo } from './learning.repo.ts';

/** Means observed this recently come back as they were, aged by the time since. */
export const RECENT_LOAD_MS = 6 * 60 * 60_000;
/** A mean of the same half-hour on an earlier day counts as this many fresh observations at most. */
export const EARLIER_DAY_WEIGHT = 0.5;
/** At most this many rows are read for a route, and written in one flush. */
export const MAX_ROWS = 5_000;

const HALF_HOUR_MS = 30 * 60_000;
const KIND_OF: Record<Kind, EtaLearnedKind> = {
  stretches: 'stretch',
  lags: 'lag',
  places: 'place',
};
const KINDS = Object.keys(KIND_OF) as Kind[];

/** Half-hours since the operator's midnight of the instant (0–47; a long DST day clamps). */
export function slotOf(atMs: number, timeZone: string): number {
  const midnight = zonedDateTime(localDate(new Date(atMs), timeZone), 0, timeZone).getTime();
  return Math.max(0, Math.min(47, Math.floor((atMs - midnight) / HALF_HOUR_MS)));
}

/** The rows for a route's means that changed (drained from `learned`), at most `max`. */
export function rowsOf(
  routeId: string,
  learned: Learned,
  timeZone: string,
  max = MAX_ROWS,
): LearnedRow[] {
  const changed = learned.drain();
  const rows: LearnedRow[] = [];
  for (const kind of KINDS)
    for (const [key, mean] of changed[kind]) {
      const lag = kind === 'lags';
      rows.push({
        routeId,
        direction: lag ? key : (learned.directions.get(key) ?? ''),
        kind: KIND_OF[kind],
        segment: lag ? '' : key,
        slot: slotOf(mean.atMs, timeZone),
        value: mean.value,
        weight: mean.weight,
        observedAt: new Date(mean.atMs),
      });
    }
  // Past the bound the newest win; the others are written when next observed.
  return rows.sort((a, b) => b.observedAt.getTime() - a.observedAt.getTime()).slice(0, max);
}

/** Puts stored rows (newest first) back into `learned`, as the module comment says. */
export function restoreRows(learned: Learned, rows: readonly LearnedRow[], nowMs: number): void {
  const kindOf = Object.fromEntries(KINDS.map((k) => [KIND_OF[k], k])) as Record<
    EtaLearnedKind,
    Kind
  >;
  const seen = new Set<string>();
  for (const row of rows) {
    const kind = kindOf[row.kind];
    const key = kind === 'lags' ? row.direction : row.segment;
    if (seen.has(`${kind}|${key}`)) continue;
    seen.add(`${kind}|${key}`);
    const atMs = row.observedAt.getTime();
    const mean: DecayedMean =
      nowMs - atMs <= RECENT_LOAD_MS
        ? { value: row.value, weight: row.weight, atMs }
        : { value: row.value, weight: Math.min(row.weight, EARLIER_DAY_WEIGHT), atMs: nowMs };
    learned.restore(kind, key, mean, row.direction);
  }
}

export interface LearningStoreDeps {
  repo: LearningRepo;
  timezone: () => Promise<string>;
  now: () => Date;
  log: { warn: (obj: object, msg: string) => void };
}

export function createLearningStore({ repo, timezone, now, log }: LearningStoreDeps) {
  const loading = new Map<string, Promise<void>>();
  return {
    /** Reads a route's means into `learned` once; a failed read is tried again next time. */
    load(routeId: string, learned: Learned): Promise<void> {
      let pending = loading.get(routeId);
      if (!pending) {
        pending = (async () => {
          const nowMs = now().getTime();
          const slot = slotOf(nowMs, await timezone());
          const since = new Date(nowMs - RECENT_LOAD_MS);
          restoreRows(learned, await repo.ofRoute(routeId, since, slot, MAX_ROWS), nowMs);
        })().catch((error: unknown) => {
          loading.delete(routeId);
          log.warn({ err: error, routeId }, 'learned ETA times not read');
        });
        loading.set(routeId, pending);
      }
      return pending;
    },

    /** Writes what changed since the last flush, at most MAX_ROWS rows; the number written. */
    async flush(routes: Iterable<[string, Learned]>): Promise<number> {
      const zone = await timezone();
      const rows = [...routes].flatMap(([routeId, learned]) => rowsOf(routeId, learned, zone));
      const batch = rows.slice(0, MAX_ROWS);
      if (batch.length > 0) await repo.upsert(batch);
      return batch.length;
    },
  };
}

export type LearningStore = ReturnType<typeof createLearningStore>;
