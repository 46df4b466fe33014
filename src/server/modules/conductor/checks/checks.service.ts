/**
 * Tickets checked at the door: online one at a time, or a phone's offline checks in the order it
 * made them. The verdict is the shared one (#shared/tickets/ticket-check.ts) the phone judges
 * with offline; the server's answer wins. A `valid` verdict boards the ticket in one UPDATE …
 * WHERE not boarded, so of two checks at once exactly one boards it and the other is answered
 * already-used; every check lands in `ticket_check` (decision 024).
 */
import type { Database } from '#db/client.ts';
import { judgeTicketCheck, type TicketCheckVerdict } from '#shared/tickets/ticket-check.ts';
import {
  MAX_TRIP_CHECKS,
  type CheckAnswer,
  type OfflineCheck,
  type TripChecks,
  type ValidateBatchAnswer,
  type ValidateBatchRequest,
  type ValidateRequest,
} from '#shared/tickets/ticket-check-api.ts';
import type { TicketPublicKey } from '#shared/tickets/ticket-token.ts';
import { AppError } from '#server/errors.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import { assertCheckable, doorTripFor } from '../door-access.ts';
import { createDoorTripReadModel, type DoorTrip } from '../door-trip.read-model.ts';
import type { CheckLimits } from './checks-limits.ts';
import { createChecksReadModel, tripChecks } from './checks.read-model.ts';
import { createBoardingRepo } from '../boarding.repo.ts';
import { findShown, type Shown } from './checks-shown.ts';

export interface ChecksServiceDeps {
  db: Database;
  publicKeys: () => readonly TicketPublicKey[];
  timezone: () => Promise<string>;
  now: () => Date;
  limits: CheckLimits;
}

interface CheckContext {
  trip: DoorTrip;
  actor: RequestUser;
  deviceId: string;
  timeZone: string;
  /** The check's time: the server's, or the phone's (never later than the server's) offline. */
  at: Date;
  deviceTime: Date | null;
  offline: boolean;
  deviceResult?: CheckAnswer['result'] | undefined;
}

/** Started by then and not ended before: the trip ran when the check was made. */
const ranAt = (trip: DoorTrip, at: Date) =>
  trip.startedAt !== null && trip.startedAt <= at && (trip.endedAt === null || at <= trip.endedAt);

function answerOf(verdict: TicketCheckVerdict, at: Date, conflict: boolean): CheckAnswer {
  const boardedAt = verdict.result === 'valid' ? at.toISOString() : verdict.boarded?.at;
  return {
    result: verdict.result,
    message: verdict.message,
    ...(verdict.ticket ? { ticket: verdict.ticket } : {}),
    ...(boardedAt ? { boardedAt } : {}),
    ...(verdict.boarded ? { boardedDeviceId: verdict.boarded.deviceId } : {}),
    ...(verdict.at ? { at: verdict.at } : {}),
    ...(verdict.problem ? { problem: verdict.problem } : {}),
    checkedAt: at.toISOString(),
    conflict,
  };
}

export function createChecksService(deps: ChecksServiceDeps) {
  const { db, limits } = deps;
  const trips = createDoorTripReadModel(db);

  async function tripFor(tripId: string, actor: RequestUser) {
    return doorTripFor(await trips.trip(tripId), tripId, actor, 'check tickets for it');
  }

  /** Judges what was shown, boards it when valid, and records the check. */
  async function check(ctx: CheckContext, shown: Shown & { atSequence?: number | undefined }) {
    const { trip, at } = ctx;
    const found = await findShown(createChecksReadModel(db), shown, trip.id, deps.publicKeys());
    const judge = (record = found.record) =>
      judgeTicketCheck({
        ...(found.kind === 'token'
          ? { token: found.verdict, record }
          : { reference: true as const, record: record! }),
        trip: {
          id: trip.id,
          serviceDate: trip.serviceDate,
          running: ranAt(trip, at),
          stops: trip.stops,
          atSequence: shown.atSequence,
        },
        now: at,
        timeZone: ctx.timeZone,
      });
    const verdict = found.vanished ?? judge();
    const ticketId = verdict.ticket?.id ?? null;
    return db.transaction(async (tx) => {
      let final = verdict;
      const repo = createBoardingRepo(tx);
      if (verdict.result === 'valid' && ticketId) {
        const boarded = await repo.board(ticketId, {
          at,
          by: ctx.actor.id,
          deviceId: ctx.deviceId,
        });
        // Another check boarded it first: judged again on what it wrote.
        if (!boarded) final = judge(await createChecksReadModel(tx).ticket(ticketId));
      }
      const conflict = ctx.deviceResult !== undefined && ctx.deviceResult !== final.result;
      await repo.record({
        ticketId: final.ticket && found.record ? ticketId : null,
        tripId: trip.id,
        deviceId: ctx.deviceId,
        checkedBy: ctx.actor.id,
        checkedAt: at,
        deviceTime: ctx.deviceTime,
        method: found.kind,
        result: final.result,
        offline: ctx.offline,
        conflict,
      });
      return answerOf(final, at, conflict);
    });
  }

  return {
    /** The trip's checks at the door, newest first: its own record of who checked what. */
    async checks(actor: RequestUser, tripId: string): Promise<TripChecks> {
      doorTripFor(await trips.trip(tripId), tripId, actor, 'see its checks');
      return tripChecks(db, tripId, MAX_TRIP_CHECKS);
    },

    /** One check made online: judged at the server's time. */
    async validate(actor: RequestUser, request: ValidateRequest): Promise<CheckAnswer> {
      await limits.take(actor.id, request.deviceId, 1);
      const trip = await tripFor(request.tripId, actor);
      assertCheckable(trip);
      return check(
        {
          trip,
          actor,
          deviceId: request.deviceId,
          timeZone: await deps.timezone(),
          at: deps.now(),
          deviceTime: request.checkedAt ? new Date(request.checkedAt) : null,
          offline: false,
        },
        request,
      );
    },

    /**
     * A phone's offline checks, in its order, each judged at the phone's time of the check (no
     * later than now): the trip may have ended or been cancelled since, and the checks happened
     * all the same. A check that names nothing the server knows is answered with its error.
     */
    async batch(actor: RequestUser, request: ValidateBatchRequest): Promise<ValidateBatchAnswer> {
      await limits.take(actor.id, request.deviceId, request.checks.length);
      const trip = await tripFor(request.tripId, actor);
      const timeZone = await deps.timezone();
      const answers: ValidateBatchAnswer['answers'] = [];
      for (const offline of request.checks) answers.push(await offlineCheck(offline));
      return { answers };

      async function offlineCheck(shown: OfflineCheck) {
        const now = deps.now();
        const told = new Date(shown.checkedAt);
        const at = told > now ? now : told;
        try {
          return await check(
            {
              trip,
              actor,
              deviceId: request.deviceId,
              timeZone,
              at,
              deviceTime: told,
              offline: true,
              deviceResult: shown.deviceResult,
            },
            shown,
          );
        } catch (error) {
          if (error instanceof AppError && error.status < 500)
            return { error: { code: error.code, message: error.message } };
          throw error;
        }
      }
    },
  };
}
export type ChecksService = ReturnType<typeof createChecksService>;
