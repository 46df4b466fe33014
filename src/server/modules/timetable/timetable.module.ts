/**
 * Wires the timetable into the app: schedules and dated trips under /api/admin, the roll-out
 * service, and the roll-out job (started by main.ts after the seed, stopped when the app closes).
 * "Today" and service dates are the operator's, from operatorTimezone(). Returns the roll-out, which
 * a GTFS import runs once it has committed.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '#db/client.ts';
import {
  createScheduleRolloutJob,
  type ScheduleRolloutJob,
} from '#server/jobs/schedule-rollout.ts';
import type { AuditService } from '#server/core/audit.service.ts';
import type { OperatorService } from '../network/operator/operator.service.ts';
import { createRolloutService } from './rollout/schedules-rollout.service.ts';
import { schedulesHttp } from './schedules/schedules.http.ts';
import { createSchedulesService } from './schedules/schedules.service.ts';
import { tripsHttp } from './trips/trips.http.ts';
import { createTripsService, type TripsServiceDeps } from './trips/trips.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Rolls schedules out into dated trips; main.ts starts it. */
    scheduleRollout: ScheduleRolloutJob;
  }
}

export interface TimetableModuleDeps {
  db: Database;
  /** The audit log written through a given transaction (or the database). */
  auditFor: (db: Database) => AuditService;
  operator: OperatorService;
  /** The clock; tests may fix it. */
  now?: () => Date;
  /** Each trip's tracking state, for the day's list (the tracking service's, decision 029). */
  statesOf?: TripsServiceDeps['statesOf'];
}

export async function registerTimetable(
  app: FastifyInstance,
  { db, auditFor, operator, now = () => new Date(), statesOf }: TimetableModuleDeps,
) {
  const timezone = () => operator.operatorTimezone();
  const rollout = createRolloutService({
    db,
    timezone,
    bookingWindowDays: () => operator.bookingWindowDays(),
    now,
    log: app.log,
  });
  const job = createScheduleRolloutJob({
    rollOut: (signal) => rollout.rollOutAll(signal),
    log: app.log,
  });
  app.decorate('scheduleRollout', job);
  app.addHook('onClose', () => job.stop());

  const schedules = createSchedulesService({ db, rollout, auditFor, runRollout: job.runNow });
  await app.register(schedulesHttp, { service: schedules });
  const cancelListeners = new Set<(tripId: string, reason: string) => void>();
  const trips = createTripsService({
    db,
    timezone,
    auditFor,
    now,
    statesOf,
    onCancelled: (tripId, reason) =>
      cancelListeners.forEach((listener) => listener(tripId, reason)),
  });
  await app.register(tripsHttp, { service: trips });
  /** Other modules (booking) hear of each trip an admin cancels. */
  const tripCancelled = (listener: (tripId: string, reason: string) => void) =>
    void cancelListeners.add(listener);
  return { rollout, tripCancelled };
}
