/**
 * Rolls schedules out into dated trips, ROLLOUT_DAYS service dates ahead in the operator's zone
 * (and yesterday's trips that leave after midnight), or further when the booking window is longer:
 * search offers today up to today + window days, window + 1 dates, and each needs its trips.
 * The full roll-out only adds missing trips, a batch of schedules per transaction (each under the
 * advisory lock, so instances take turns, and PGlite's one connection serves other requests
 * between batches); the database plans and writes each batch in one statement
 * (schedules-rollout-writes.repo.ts `insertMissing`), so no trip passes through memory here. A
 * schedule change re-plans that schedule's trips inside the change's own transaction, planned in
 * JavaScript (schedules-plan.ts says how; a test checks that both plan the same trips).
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '#db/client.ts';
import { addDays, localDate } from '#shared/core/zoned-time.ts';
import { DEFAULT_BOOKING_WINDOW_DAYS } from '#shared/booking/search.ts';
import { ROLLOUT_DAYS, type PlanReport } from '#shared/timetable/timetable.ts';
import { type RolloutReport } from '#shared/timetable/timetable-admin.ts';
import { planReplan, windowDates, type PlanContext } from './schedules-plan.ts';
import { createRolloutRepo, type RolloutRepo } from './schedules-rollout.repo.ts';

export interface RolloutWindow extends PlanContext {
  /** Today in the operator's zone. */
  today: string;
  /** The first service date planned: yesterday, for its trips after midnight. */
  from: string;
  /** The first date after the window. */
  to: string;
}

export interface RolloutLog {
  warn(details: object, message: string): void;
}

export interface RolloutServiceDeps {
  db: Database;
  /** The operator's zone (operatorTimezone()). */
  timezone: () => Promise<string>;
  /**
   * The operator's booking window (bookingWindowDays()), read at each run; without it, the
   * default window (DEFAULT_BOOKING_WINDOW_DAYS), so a caller that leaves it out (a script, a
   * bench) still rolls out every date search offers by default, today + 60 included.
   */
  bookingWindowDays?: () => Promise<number>;
  now?: () => Date;
  log?: RolloutLog;
  /** Schedules per transaction. */
  batchSize?: number;
  days?: number;
}

interface BatchResult {
  lastId: string | undefined;
  count: number;
  created: number;
  skipped: number;
}

export function createRolloutService({
  db,
  timezone,
  bookingWindowDays,
  now = () => new Date(),
  log,
  batchSize = 100,
  days: minimumDays = ROLLOUT_DAYS,
}: RolloutServiceDeps) {
  /** Read before a transaction opens: on PGlite a query outside it would wait for it to end. */
  async function rolloutWindow(): Promise<RolloutWindow> {
    const zone = await timezone();
    const bookable =
      (bookingWindowDays ? await bookingWindowDays() : DEFAULT_BOOKING_WINDOW_DAYS) + 1;
    const days = Math.max(minimumDays, bookable);
    const today = localDate(now(), zone);
    // Yesterday too: a trip of yesterday's service day may still leave after midnight (GTFS 24:30).
    const from = addDays(today, -1);
    return {
      zone,
      dates: windowDates(from, days + 1),
      now: now(),
      newId: randomUUID,
      today,
      from,
      to: addDays(today, days),
    };
  }

  /**
   * One batch of schedules, in one statement: the database plans their dates from their
   * calendars and writes the trips (no row passes through here). A schedule whose offsets do not
   * fit its route is skipped and logged.
   */
  async function batch(
    repo: RolloutRepo,
    afterId: string | null,
    w: RolloutWindow,
  ): Promise<BatchResult> {
    await repo.lock();
    const rows = await repo.scheduleIds(afterId, batchSize, w.from);
    const broken = rows.filter((r) => !r.fits);
    for (const { id } of broken)
      log?.warn(
        {
          scheduleId: id,
          err: new Error(`schedule ${id} has stop offsets that do not fit its route's stops`),
        },
        'schedule roll-out skipped a schedule',
      );
    const ids = rows.flatMap((r) => (r.fits ? [r.id] : []));
    const created = await repo.insertMissing(ids, w);
    return { lastId: rows.at(-1)?.id, count: rows.length, created, skipped: broken.length };
  }

  return {
    window: rolloutWindow,

    /** Adds every missing trip of every active schedule up to the horizon; a second run adds none. */
    async rollOutAll(signal?: AbortSignal): Promise<RolloutReport> {
      const started = performance.now();
      const w = await rolloutWindow();
      const report = { created: 0, schedules: 0, skipped: 0 };
      let afterId: string | null = null;
      while (!signal?.aborted) {
        const next: BatchResult = await db.transaction((tx) =>
          batch(createRolloutRepo(tx), afterId, w),
        );
        if (!next.lastId) break;
        afterId = next.lastId;
        report.created += next.created;
        report.schedules += next.count;
        report.skipped += next.skipped;
      }
      return {
        ...report,
        from: w.today,
        to: addDays(w.to, -1),
        durationMs: Math.round(performance.now() - started),
      };
    },

    /**
     * In the caller's transaction, gives the schedule's trips times of their own before it
     * changes: with `lockedFrom`, its trips from that date with passengers; without, every trip.
     */
    async freeze(tx: Database, scheduleId: string, lockedFrom?: string): Promise<number> {
      return createRolloutRepo(tx).freeze(scheduleId, lockedFrom);
    },

    /**
     * Re-plans one schedule's trips after it changed (or, with `retire`, as if it ran no more),
     * in the caller's transaction. `previous` is its assignment before the change.
     */
    async replan(
      tx: Database,
      scheduleId: string,
      w: RolloutWindow,
      options: {
        previous?: { busId: string | null; conductorUserId: string | null };
        retire?: boolean;
        /** The schedule's times changed: the trips that follow it count as re-planned. */
        timesChanged?: boolean;
      } = {},
    ): Promise<PlanReport> {
      const repo = createRolloutRepo(tx);
      await repo.lock();
      const [s] = await repo.planSchedules([scheduleId], w.from, w.to);
      if (!s) return { created: 0, replanned: 0, removed: 0, kept: [] };
      const existing = await repo.existingTrips(scheduleId, w.from, w.to);
      const plan = planReplan(
        options.retire ? { ...s, active: false } : s,
        options.previous ?? null,
        existing,
        w,
      );
      for (const rewrite of plan.rewrite) await repo.rewrite(rewrite);
      await repo.remove(plan.remove);
      const created = await repo.insert(plan.insert);
      const kept = plan.kept.map((t) => ({ tripId: t.id, serviceDate: t.serviceDate }));
      const replanned = plan.rewrite.length + (options.timesChanged ? plan.following : 0);
      return { created, replanned, removed: plan.remove.length, kept };
    },
  };
}
export type RolloutService = ReturnType<typeof createRolloutService>;
