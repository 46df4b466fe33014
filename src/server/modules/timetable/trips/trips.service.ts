/**
 * Admin work on dated trips: a day's list, re-assigning the bus or the conductor, and cancelling
 * with a reason. A trip that has left, run or been cancelled cannot be changed. Each change locks
 * the trip, checks, saves and writes its audit entry in one transaction.
 */
import type { Database } from '#db/client.ts';
import { localDate } from '#shared/core/zoned-time.ts';
import type {
  AdminTrip,
  ReassignTripRequest,
  TripList,
  TripQuery,
} from '#shared/timetable/timetable-admin.ts';
import type { TrackingState } from '#shared/tracking/tracking.ts';
import { NotFoundError } from '#server/errors.ts';
import type { TripAsk } from '#server/modules/tracking/tracking.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import type { AuditService } from '#server/core/audit.service.ts';
import { changeable, checkBus, checkConductor, refusal } from './trips-checks.ts';
import { createTripsRepo, type TripRowView } from './trips.repo.ts';

export interface TripsServiceDeps {
  db: Database;
  timezone: () => Promise<string>;
  auditFor: (db: Database) => AuditService;
  now?: () => Date;
  /** Each trip's tracking state as its page says it (decision 029); the list shows it. */
  statesOf?: (trips: readonly TripAsk[]) => Promise<Map<string, { state: TrackingState }>>;
  /** Told of each trip cancelled, after the cancellation committed. */
  onCancelled?: (tripId: string, reason: string) => void;
}

const timeOf = (date: Date | null) => date?.toISOString() ?? null;

export function toAdminTrip(row: TripRowView, now: Date): AdminTrip {
  return {
    id: row.id,
    serviceDate: row.serviceDate,
    route: row.route,
    headsign: row.headsign ?? row.to,
    departure: timeOf(row.departure),
    arrival: timeOf(row.arrival),
    bus:
      row.busId && row.busRegistration
        ? { id: row.busId, registration: row.busRegistration, name: row.busName ?? '' }
        : null,
    conductor: row.conductorUserId
      ? { id: row.conductorUserId, name: row.conductorName ?? 'Unknown account' }
      : null,
    status: row.status,
    scheduleId: row.scheduleId,
    seatsTaken: row.seatsTaken,
    changeable: changeable(row, now),
  };
}

export function createTripsService({
  db,
  timezone,
  auditFor,
  now = () => new Date(),
  onCancelled,
  statesOf,
}: TripsServiceDeps) {
  /** Runs `work` on the locked trip, once it is known to be changeable. */
  async function changing<T>(
    id: string,
    work: (tx: Database, row: TripRowView) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const row = await createTripsRepo(tx).findById(id, true);
      if (!row) throw new NotFoundError('trip', id);
      const refused = refusal(row, now());
      if (refused) throw refused;
      return work(tx, row);
    });
  }

  async function reloaded(tx: Database, id: string): Promise<AdminTrip> {
    return toAdminTrip((await createTripsRepo(tx).findById(id))!, now());
  }

  return {
    async list(query: TripQuery): Promise<TripList> {
      const zone = await timezone();
      const date = query.date ?? localDate(now(), zone);
      const { rows, total } = await createTripsRepo(db).list({ ...query, date });
      const at = now();
      const states = await statesOf?.(
        rows.map((row) => ({
          id: row.id,
          status: row.status,
          lastArrivalMs: row.arrival?.getTime() ?? null,
        })),
      );
      return {
        date,
        timezone: zone,
        trips: rows.map((row) => ({
          ...toAdminTrip(row, at),
          tracking: states?.get(row.id)?.state ?? null,
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async reassign(actor: RequestUser, id: string, input: ReassignTripRequest): Promise<AdminTrip> {
      const zone = await timezone();
      return changing(id, async (tx, row) => {
        if (input.busId && input.busId !== row.busId) await checkBus(tx, row, input.busId, zone);
        if (input.conductorUserId && input.conductorUserId !== row.conductorUserId)
          await checkConductor(tx, row, input.conductorUserId, zone);
        await createTripsRepo(tx).update(id, {
          busId: input.busId,
          conductorUserId: input.conductorUserId,
        });
        const after = await reloaded(tx, id);
        await auditFor(tx).record({
          actorId: actor.id,
          action: 'trip.reassign',
          entity: 'trip',
          entityId: id,
          before: toAdminTrip(row, now()),
          after,
        });
        return after;
      });
    },

    /**
     * Cancels the trip; once committed, `onCancelled` lets the booking module refund and tell its
     * passengers (its reconciliation also finds any it missed). The audit entry says why.
     */
    async cancel(actor: RequestUser, id: string, reason: string): Promise<AdminTrip> {
      const after = await changing(id, async (tx, row) => {
        await createTripsRepo(tx).update(id, { status: 'cancelled' });
        const after = await reloaded(tx, id);
        await auditFor(tx).record({
          actorId: actor.id,
          action: 'trip.cancelled',
          entity: 'trip',
          entityId: id,
          before: toAdminTrip(row, now()),
          after: { ...after, reason },
        });
        return after;
      });
      onCancelled?.(id, reason);
      return after;
    },
  };
}
export type TripsService = ReturnType<typeof createTripsService>;
