/**
 * A conductor's day: the trips of today and tomorrow (the operator's) they are assigned to — an
 * admin sees any conductor's, or every trip — and starting and ending a trip. Start and end are
 * idempotent: the first start and the first end stand, each audited once.
 */
import type { Database } from '#db/client.ts';
import type { DutiesAnswer, TripRunAnswer } from '#shared/conductor/conductor.ts';
import { addDays, localDate } from '#shared/core/zoned-time.ts';
import type { AuditService } from '#server/core/audit.service.ts';
import { AppError, PermissionError } from '#server/errors.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import { doorTripFor } from '../door-access.ts';
import { createDoorTripReadModel, type DoorTrip } from '../door-trip.read-model.ts';
import { createDutiesReadModel } from './duties.read-model.ts';
import { createTripRunRepo, type TripRunRow } from './trip-run.repo.ts';

export interface DutiesServiceDeps {
  db: Database;
  auditFor: (db: Database) => AuditService;
  timezone: () => Promise<string>;
  now: () => Date;
  /** Told of each trip that started or ended, once it is committed. */
  onRun?: (tripId: string) => void;
}

const NO_DUTY =
  'You have no trips today or tomorrow. Ask the operator’s admin to assign you to a trip (Admin → Trips).';

const toAnswer = (row: TripRunRow): TripRunAnswer => ({
  tripId: row.tripId,
  status: row.status,
  startedAt: row.startedAt?.toISOString() ?? null,
  startedBy: row.startedBy,
  endedAt: row.endedAt?.toISOString() ?? null,
  endedBy: row.endedBy,
});

/** Why a trip cannot start now, or nothing: cancelled, ended, or not its day. */
function startRefusal(trip: DoorTrip, today: string): AppError | undefined {
  if (trip.status === 'cancelled')
    return new AppError('failed-precondition', 'This trip is cancelled: it cannot start.');
  if (trip.endedAt !== null || trip.status === 'completed')
    return new AppError('failed-precondition', 'This trip has ended: it cannot start again.');
  if (
    trip.startedAt === null &&
    trip.serviceDate !== today &&
    trip.serviceDate !== addDays(today, -1)
  )
    return new AppError(
      'failed-precondition',
      `This trip runs on ${trip.serviceDate}: start it on its day (today is ${today}).`,
    );
  return undefined;
}

export function createDutiesService({ db, auditFor, timezone, now, onRun }: DutiesServiceDeps) {
  const duties = createDutiesReadModel(db);
  const trips = createDoorTripReadModel(db);

  async function running(
    actor: RequestUser,
    tripId: string,
    action: 'trip.started' | 'trip.ended',
    change: (tx: Database, at: Date) => Promise<TripRunRow | undefined>,
  ): Promise<TripRunAnswer> {
    let ran = false;
    const answer = await db.transaction(async (tx) => {
      const changed = await change(tx, now());
      const row = changed ?? (await createTripRunRepo(tx).read(tripId));
      if (changed) {
        ran = true;
        await auditFor(tx).record({
          actorId: actor.id,
          action,
          entity: 'trip',
          entityId: tripId,
          after: toAnswer(changed),
        });
      }
      return toAnswer(row!);
    });
    // After the commit: live tracking reads the trip's new status at once (an ended trip shows
    // as ended on /track).
    if (ran) onRun?.(tripId);
    return answer;
  }

  return {
    async duties(actor: RequestUser, conductor: string | undefined): Promise<DutiesAnswer> {
      if (conductor !== undefined && actor.role !== 'admin' && conductor !== actor.id)
        throw new PermissionError('Only an admin may see another conductor’s trips.');
      const zone = await timezone();
      const today = localDate(now(), zone);
      const tomorrow = addDays(today, 1);
      const whose = actor.role === 'admin' ? conductor : actor.id;
      const trips = await duties.duties([today, tomorrow], addDays(today, -1), whose);
      return {
        today,
        tomorrow,
        timezone: zone,
        trips,
        note: trips.length === 0 ? NO_DUTY : null,
      };
    },

    async start(actor: RequestUser, tripId: string): Promise<TripRunAnswer> {
      const trip = doorTripFor(await trips.trip(tripId), tripId, actor, 'start it');
      const refusal = startRefusal(trip, localDate(now(), await timezone()));
      if (refusal) throw refusal;
      return running(actor, tripId, 'trip.started', (tx, at) =>
        createTripRunRepo(tx).start(tripId, at, actor.id),
      );
    },

    async end(actor: RequestUser, tripId: string): Promise<TripRunAnswer> {
      const trip = doorTripFor(await trips.trip(tripId), tripId, actor, 'end it');
      if (trip.status === 'cancelled')
        throw new AppError('failed-precondition', 'This trip is cancelled: it never ran.');
      if (trip.startedAt === null)
        throw new AppError('failed-precondition', 'This trip has not started: start it first.');
      return running(actor, tripId, 'trip.ended', (tx, at) =>
        createTripRunRepo(tx).end(tripId, at, actor.id),
      );
    },
  };
}
export type DutiesService = ReturnType<typeof createDutiesService>;
