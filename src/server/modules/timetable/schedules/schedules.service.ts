/**
 * Admin work on schedules. A change and the re-plan of its dated trips happen in one transaction
 * with its audit entry: nothing is half-saved, and a change whose bus or conductor would be on two
 * trips at once is rolled back (schedules-clash.ts). Trips with sold or held seats are never changed by
 * a schedule edit; the answer names them (PlanReport.kept).
 */
import type { Database } from '#db/client.ts';
import type {
  PlanReport,
  Schedule,
  ScheduleInput,
  ScheduleList,
  ScheduleQuery,
  ScheduleResponse,
} from '#shared/timetable/timetable.ts';
import type { RolloutReport, TimetableOptions } from '#shared/timetable/timetable-admin.ts';
import { AppError, NotFoundError } from '#server/errors.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import type { AuditService } from '#server/core/audit.service.ts';
import { checkClashes } from './schedules-clash.ts';
import { checkSchedule, scheduleValues } from './schedules-input.ts';
import { createOptionsRepo } from './schedules-options.repo.ts';
import type { RolloutService } from '../rollout/schedules-rollout.service.ts';
import { offsetStopIds, toSchedule, toSummary } from './schedules-view.ts';
import { createSchedulesRepo, type ScheduleRow } from './schedules.repo.ts';

export interface SchedulesServiceDeps {
  db: Database;
  rollout: RolloutService;
  /** The audit log, written through the given transaction. */
  auditFor: (db: Database) => AuditService;
  /** Runs the roll-out job now (or joins the run under way). */
  runRollout: () => Promise<RolloutReport>;
}

const SHOWN = 5;

function soldTripsError(kept: PlanReport['kept']): AppError {
  const dates = kept.slice(0, SHOWN).map((t) => t.serviceDate);
  const more = kept.length > SHOWN ? ` and ${kept.length - SHOWN} more` : '';
  return new AppError(
    'failed-precondition',
    `This schedule has future trips with sold or held seats (${dates.join(', ')}${more}). Switch it off instead: those trips stay, the others are removed.`,
    { trips: kept },
  );
}

export function createSchedulesService({
  db,
  rollout,
  auditFor,
  runRollout,
}: SchedulesServiceDeps) {
  /** `today`: the operator's, read before any transaction (rollout.window()). */
  async function load(
    from: Database,
    id: string,
    today: string,
  ): Promise<{ row: ScheduleRow; schedule: Schedule; stopIds: (string | undefined)[] }> {
    const repo = createSchedulesRepo(from);
    const row = await repo.findById(id);
    if (!row) throw new NotFoundError('schedule', id);
    const routeStops = await repo.routeStops(row.schedule.routeId);
    const stopIds = offsetStopIds(
      row.schedule.stopOffsets,
      routeStops.map((s) => s.stopId),
    );
    const names = await repo.stopNames(stopIds.filter((id): id is string => id !== undefined));
    return { row, schedule: toSchedule(row, stopIds, names, today), stopIds };
  }

  async function routeStopIds(routeId: string): Promise<string[]> {
    return (await createSchedulesRepo(db).routeStops(routeId)).map((s) => s.stopId);
  }

  return {
    async list(query: ScheduleQuery): Promise<ScheduleList> {
      const { today } = await rollout.window();
      const { rows, total } = await createSchedulesRepo(db).list(query);
      const schedules = rows.map((row) => toSummary(row, today));
      return { schedules, total, page: query.page, pageSize: query.pageSize };
    },

    get: async (id: string): Promise<Schedule> =>
      (await load(db, id, (await rollout.window()).today)).schedule,

    async options(): Promise<TimetableOptions> {
      const repo = createOptionsRepo(db);
      const w = await rollout.window();
      const [routes, buses, conductors] = await Promise.all([
        repo.routes(),
        repo.buses(),
        repo.conductors(),
      ]);
      return { timezone: w.zone, today: w.today, routes, buses, conductors };
    },

    async create(actor: RequestUser, input: ScheduleInput): Promise<ScheduleResponse> {
      await checkSchedule(createOptionsRepo(db), input, {
        route: await routeStopIds(input.routeId),
      });
      const w = await rollout.window();
      return db.transaction(async (tx) => {
        const id = await createSchedulesRepo(tx).insert(scheduleValues(input));
        const plan = await rollout.replan(tx, id, w);
        const { row, schedule } = await load(tx, id, w.today);
        await checkClashes(tx, row, w);
        await auditFor(tx).record({
          actorId: actor.id,
          action: 'schedule.create',
          entity: 'schedule',
          entityId: id,
          after: { schedule, plan },
        });
        return { schedule, plan };
      });
    },

    /** Saves the change and re-plans the schedule's unsold future trips to match. */
    async update(actor: RequestUser, id: string, input: ScheduleInput): Promise<ScheduleResponse> {
      const w = await rollout.window();
      const before = await load(db, id, w.today);
      const sameRoute = before.row.schedule.routeId === input.routeId;
      await checkSchedule(createOptionsRepo(db), input, {
        route: await routeStopIds(input.routeId),
        ...(sameRoute ? { current: before.stopIds } : {}),
      });
      const previous = {
        busId: before.row.schedule.busId,
        conductorUserId: before.row.schedule.conductorUserId,
      };
      return db.transaction(async (tx) => {
        // Trips with passengers keep the times they were sold with.
        await rollout.freeze(tx, id, w.today);
        const values = scheduleValues(input, before.row.schedule.stopOffsets);
        await createSchedulesRepo(tx).update(id, values);
        const old = before.row.schedule;
        const timesChanged =
          old.routeId !== values.routeId ||
          old.departureTime !== values.departureTime ||
          JSON.stringify(old.stopOffsets) !== JSON.stringify(values.stopOffsets);
        const plan = await rollout.replan(tx, id, w, { previous, timesChanged });
        const { row, schedule } = await load(tx, id, w.today);
        await checkClashes(tx, row, w);
        await auditFor(tx).record({
          actorId: actor.id,
          action: 'schedule.update',
          entity: 'schedule',
          entityId: id,
          before: before.schedule,
          after: { schedule, plan },
        });
        return { schedule, plan };
      });
    },

    async rollOutNow(actor: RequestUser): Promise<RolloutReport> {
      const report = await runRollout();
      await auditFor(db).record({
        actorId: actor.id,
        action: 'schedule.rollout',
        entity: 'schedule',
        after: report,
      });
      return report;
    },

    /** Deletes the schedule and its unsold future trips; refused while any has sold or held seats. */
    async remove(actor: RequestUser, id: string): Promise<PlanReport> {
      const w = await rollout.window();
      const before = await load(db, id, w.today);
      return db.transaction(async (tx) => {
        const plan = await rollout.replan(tx, id, w, { retire: true });
        if (plan.kept.length > 0) throw soldTripsError(plan.kept);
        // The trips it leaves behind (past, cancelled) keep their times for their history.
        await rollout.freeze(tx, id);
        await createSchedulesRepo(tx).remove(id);
        await auditFor(tx).record({
          actorId: actor.id,
          action: 'schedule.delete',
          entity: 'schedule',
          entityId: id,
          before: before.schedule,
          after: { plan },
        });
        return plan;
      });
    },
  };
}
export type SchedulesService = ReturnType<typeof createSchedulesService>;
