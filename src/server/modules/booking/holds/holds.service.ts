/**
 * Seat maps and holds: what a passenger can take on a trip segment, holding seats for
 * HOLD_MINUTES (per segment, enforced by the exclusion constraint; lapsed holds cancelled in the
 * same transaction; one live hold per passenger per trip), and releasing them. Every change is
 * published on the trip's live seat channel once committed.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '#db/client.ts';
import {
  HOLD_MINUTES,
  seatPrice,
  type Hold,
  type HoldRequest,
  type SeatMap,
} from '#shared/booking/booking.ts';
import { AppError, InvalidArgumentError, NotFoundError } from '#server/errors.ts';
import type { BookingLimits } from '../booking-limits.ts';
import type { BusRow, TripCallRow, TripCatalogue } from '../catalogue/trip-catalogue.read-model.ts';
import { summaryOf } from '../catalogue/trip-option.ts';
import type { TripOptions } from '../catalogue/trip-options.ts';
import type { TripOption } from '#shared/booking/search.ts';
import { addChanges, type Announce } from '../seat-changes.ts';
import { withRetries } from '../transactions.ts';
import { createHoldsRepo, type HoldRow } from './holds.repo.ts';
import { bookable, takeSeats } from './take-seats.ts';
import { holdProblems, seatCells, seatList, seatOffers, tierOf } from './seat-offers.ts';

export interface HoldsServiceDeps {
  db: Database;
  catalogue: TripCatalogue;
  tripOptions: Pick<TripOptions, 'segment'>;
  announce: Announce;
  limits: BookingLimits;
  now?: () => Date;
}

export function createHoldsService({
  db,
  catalogue,
  tripOptions,
  announce,
  limits,
  now = () => new Date(),
}: HoldsServiceDeps) {
  /** The trip segment as search shows it, with its bus; 404 when the trip does not call there. */
  async function segment(tripId: string, from: string, to: string) {
    const call = await catalogue.tripCall(tripId, from, to);
    if (!call)
      throw new NotFoundError(
        'trip',
        tripId,
        'This trip does not call at those stops in that order. Search again.',
      );
    const found = await tripOptions.segment(call, now());
    if (!found) throw new NotFoundError('trip', tripId, 'This trip has no route.');
    return { call, ...found };
  }

  const secondsLeft = (hold: HoldRow) => (hold.expiresAt.getTime() - now().getTime()) / 1000;

  /**
   * A hold as the passenger sees it, with the bus whose seats it holds and its trip segment; on
   * the segment the caller has read already, if any (a trip segment is read once per request).
   */
  async function holdDetails(
    row: HoldRow,
    known?: { call: TripCallRow; option: TripOption; bus: BusRow | undefined },
  ): Promise<{ hold: Hold; bus: BusRow | undefined; call: TripCallRow }> {
    const call = known?.call ?? (await callBySeq(row.tripId, row.fromSeq, row.toSeq));
    const found = known ?? (await tripOptions.segment(call, now()));
    if (!found) throw new NotFoundError('trip', row.tripId, 'That trip has no route.');
    const { option, bus } = found;
    const cells = seatCells(bus?.decks ?? []);
    const fare = option.fareMinor ?? 0;
    const seats = row.seats.map((s) => {
      const cell = cells.get(s.label);
      const tier = tierOf(cell);
      return {
        label: s.label,
        tier,
        priceMinor: seatPrice(fare, tier),
        womenOnly: Boolean(cell?.flags?.includes('women-only')),
      };
    });
    const hold = {
      id: row.holdId,
      trip: summaryOf(option),
      seats,
      amountMinor: seats.reduce((sum, s) => sum + s.priceMinor, 0),
      currency: option.currency,
      expiresAt: row.expiresAt.toISOString(),
      bookingId: row.bookingId,
    };
    return { hold, bus, call };
  }

  const holdView = async (row: HoldRow): Promise<Hold> => (await holdDetails(row)).hold;

  async function callBySeq(tripId: string, fromSeq: number, toSeq: number) {
    const call = await catalogue.tripCallBySeq(tripId, fromSeq, toSeq);
    if (!call) throw new NotFoundError('trip', tripId, 'That trip is gone.');
    return call;
  }

  return {
    async seatMap(
      tripId: string,
      from: string,
      to: string,
      userId: string | null,
    ): Promise<SeatMap> {
      const { call, option, bus } = await segment(tripId, from, to);
      const reservations = await createHoldsRepo(db).reservations(tripId);
      const at = now();
      const seats = bus
        ? seatOffers(
            bus.decks,
            reservations,
            { from: call.fromSeq, to: call.toSeq },
            option.fareMinor ?? 0,
            at,
            userId,
          )
        : [];
      const mine = reservations.find(
        (r) =>
          r.userId === userId && r.status === 'held' && r.expiresAt !== null && r.expiresAt > at,
      );
      return { trip: option, decks: bus?.decks ?? [], seats, holdId: mine?.holdId ?? null };
    },

    async hold(
      userId: string,
      request: HoldRequest & { femaleSeats: string[] },
      address: string,
    ): Promise<Hold> {
      const found = await segment(request.tripId, request.from, request.to);
      const { call, option, bus } = found;
      bookable(option, bus);
      const problems = holdProblems(bus.decks, request.seats, request.femaleSeats);
      if (problems.unknown.length > 0)
        throw new InvalidArgumentError(`This bus has no ${seatList(problems.unknown)}.`, {
          fields: { seats: `This bus has no ${seatList(problems.unknown)}` },
        });
      if (problems.undeclaredWomenOnly.length > 0)
        throw new InvalidArgumentError(
          `${seatList(problems.undeclaredWomenOnly).replace(/^s/, 'S')} ${problems.undeclaredWomenOnly.length > 1 ? 'are' : 'is'} for women only: confirm the passenger is a woman.`,
          { fields: { femaleSeats: 'Confirm each women-only seat is for a woman' } },
        );
      const holdId = randomUUID();
      // The hold this one replaces gives back the holding time it has left.
      const previous = (await createHoldsRepo(db).liveHolds(userId)).find(
        (h) => h.tripId === request.tripId,
      );
      const credit = previous ? Math.max(0, secondsLeft(previous)) : 0;
      const taken = HOLD_MINUTES * 60 - credit;
      await limits.beforeHold(userId, address, request.tripId, taken);
      const take = { holdId, userId, request, fromSeq: call.fromSeq, toSeq: call.toSeq };
      const { changes, replaced } = await takeSeats(db, take, limits.settings, now()).catch(
        async (error: unknown) => {
          // No hold was made: the holding time taken for it is given back.
          await limits.unusedHoldTime(userId, request.tripId, taken);
          throw error;
        },
      );
      // The earlier hold stayed (its payment is under way): its time was not free after all.
      if (previous && !replaced) await limits.moreHoldTime(userId, request.tripId, credit);
      await announce(changes);
      const row = await createHoldsRepo(db).liveHold(holdId, userId);
      if (!row) throw new AppError('hold-expired');
      return (await holdDetails(row, found)).hold;
    },

    async holds(userId: string): Promise<Hold[]> {
      const rows = await createHoldsRepo(db).liveHolds(userId);
      return Promise.all(rows.map(holdView));
    },

    /** One live hold of the user, or hold-expired. */
    async liveHold(userId: string, holdId: string): Promise<HoldRow> {
      const row = await createHoldsRepo(db).liveHold(holdId, userId);
      if (!row) throw new AppError('hold-expired');
      return row;
    },

    holdView,
    holdDetails,

    async release(userId: string, holdId: string): Promise<void> {
      const live = await createHoldsRepo(db).liveHold(holdId, userId);
      const freed = await db.transaction((tx) => createHoldsRepo(tx).release(holdId, userId));
      if (freed.length === 0)
        throw new NotFoundError(
          'hold',
          holdId,
          'You have no such hold: it was released, expired or paid.',
        );
      if (live) await limits.unusedHoldTime(userId, live.tripId, secondsLeft(live));
      await announce(addChanges(new Map(), freed, 'released'));
    },

    /**
     * The hold-expiry job's work: cancels every lapsed hold and tells the seat maps. It updates
     * reservations then bookings while a payment locks a booking then its reservations, so on
     * PostgreSQL the two can deadlock: the expiry, which changes nothing twice, runs again.
     */
    async expireLapsed(): Promise<number> {
      const freed = await withRetries(db, (tx) => createHoldsRepo(tx).expireLapsed());
      await announce(addChanges(new Map(), freed, 'released'));
      return freed.length;
    },
  };
}
export type HoldsService = ReturnType<typeof createHoldsService>;
