/**
 * The running trip's manifest for its conductor: every ticket with its state at the door and
 * boarding, the counts, and when it was read — what a phone keeps to judge checks offline with
 * the shared verdict; manual "boarded" and "no-show" marks (idempotent, audited); and the CSV,
 * which is the admin's manifest CSV (booking/manifest).
 */
import type { Database } from '#db/client.ts';
import type { DoorManifest, DoorManifestTicket, DoorMark } from '#shared/conductor/conductor.ts';
import { bySeat, type Manifest } from '#shared/booking/manifest.ts';
import type { AuditService } from '#server/core/audit.service.ts';
import { AppError, NotFoundError } from '#server/errors.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import { createBoardingRepo } from '../boarding.repo.ts';
import { doorTripFor } from '../door-access.ts';
import { createDoorTripReadModel } from '../door-trip.read-model.ts';
import {
  createDoorManifestReadModel,
  type ConflictRow,
  type DoorTicketRow,
} from './door-manifest.read-model.ts';

export interface DoorManifestServiceDeps {
  db: Database;
  auditFor: (db: Database) => AuditService;
  timezone: () => Promise<string>;
  now: () => Date;
  /** The admin's manifest, which lets the trip's conductor see it too: the CSV is made from it. */
  bookingManifest: (tripId: string, actor: RequestUser) => Promise<Manifest>;
}

const iso = (value: string | Date | null) =>
  value === null ? null : new Date(value).toISOString();

function toTicket(row: DoorTicketRow, conflicts: ConflictRow[]): DoorManifestTicket {
  const boardedAt = iso(row.boarded_at);
  const noShowAt = iso(row.no_show_at);
  return {
    ticketId: row.id,
    reference: row.reference,
    seat: row.seat,
    passengerName: row.passenger_name,
    fromSeq: row.from_seq,
    toSeq: row.to_seq,
    from: row.from_name ?? '',
    to: row.to_name ?? '',
    status: row.status,
    state: row.status === 'void' ? 'void' : boardedAt ? 'boarded' : noShowAt ? 'no-show' : 'valid',
    boarding: boardedAt ? { at: boardedAt, deviceId: row.boarded_device_id } : null,
    noShowAt,
    conflicts: conflicts
      .filter((c) => c.ticket_id === row.id)
      .map((c) => ({ deviceId: c.device_id, checkedAt: new Date(c.checked_at).toISOString() })),
  };
}

export function createDoorManifestService(deps: DoorManifestServiceDeps) {
  const { db, auditFor, now } = deps;
  const trips = createDoorTripReadModel(db);

  async function tickets(tx: Database, tripId: string) {
    const reads = createDoorManifestReadModel(tx);
    const [rows, conflicts] = await Promise.all([reads.tickets(tripId), reads.conflicts(tripId)]);
    return rows.map((row) => toTicket(row, conflicts)).sort(bySeat);
  }

  /** Why a mark cannot be made on this ticket now, or nothing (the mark stands already). */
  function markRefusal(ticket: DoorManifestTicket, mark: DoorMark): AppError | undefined {
    if (ticket.state === 'void')
      return new AppError(
        'failed-precondition',
        `The ticket of ${ticket.passengerName} (seat ${ticket.seat}) is void: it was cancelled or refunded.`,
      );
    if (mark === 'no-show' && ticket.state === 'boarded')
      return new AppError(
        'failed-precondition',
        `${ticket.passengerName} (seat ${ticket.seat}) has boarded: not a no-show.`,
      );
    return undefined;
  }

  return {
    async manifest(actor: RequestUser, tripId: string): Promise<DoorManifest> {
      const readAt = now();
      const trip = doorTripFor(await trips.trip(tripId), tripId, actor, 'see its passengers');
      const [list, timezone] = await Promise.all([tickets(db, tripId), deps.timezone()]);
      const count = (state: DoorManifestTicket['state']) =>
        list.filter((t) => t.state === state).length;
      return {
        readAt: readAt.toISOString(),
        timezone,
        trip: {
          id: trip.id,
          serviceDate: trip.serviceDate,
          status: trip.status,
          route: trip.route,
          headsign: trip.headsign,
          startedAt: trip.startedAt?.toISOString() ?? null,
          endedAt: trip.endedAt?.toISOString() ?? null,
          stops: trip.stops,
        },
        counts: {
          tickets: list.length - count('void'),
          boarded: count('boarded'),
          noShow: count('no-show'),
          toBoard: count('valid'),
          void: count('void'),
        },
        tickets: list,
      };
    },

    /** Marks a ticket boarded or a no-show by hand; again is no change, and no second audit. */
    async mark(
      actor: RequestUser,
      tripId: string,
      ticketId: string,
      mark: DoorMark,
    ): Promise<DoorManifestTicket> {
      doorTripFor(await trips.trip(tripId), tripId, actor, 'mark its passengers');
      if ((await createDoorManifestReadModel(db).tripOf(ticketId)) !== tripId)
        throw new NotFoundError('ticket', ticketId, 'This trip has no ticket with that id.');
      return db.transaction(async (tx) => {
        const at = now();
        const repo = createBoardingRepo(tx);
        const changed =
          mark === 'boarded'
            ? await repo.board(ticketId, { at, by: actor.id, deviceId: null })
            : await repo.noShow(ticketId, at, actor.id);
        const ticket = (await tickets(tx, tripId)).find((t) => t.ticketId === ticketId)!;
        if (!changed) {
          const refusal = markRefusal(ticket, mark);
          if (refusal) throw refusal;
          return ticket;
        }
        if (mark === 'boarded')
          await repo.record({
            ticketId,
            tripId,
            deviceId: null,
            checkedBy: actor.id,
            checkedAt: at,
            method: 'manual',
            result: 'valid',
          });
        await auditFor(tx).record({
          actorId: actor.id,
          action: mark === 'boarded' ? 'ticket.boarded' : 'ticket.no-show',
          entity: 'ticket',
          entityId: ticketId,
          after: { tripId, state: ticket.state, at: at.toISOString() },
        });
        return ticket;
      });
    },

    /** The admin's manifest CSV, for the trip's conductor too. */
    csvManifest: (actor: RequestUser, tripId: string) => deps.bookingManifest(tripId, actor),
  };
}
export type DoorManifestService = ReturnType<typeof createDoorManifestService>;
