/**
 * A hold becomes its one booking, with its passengers (pending payment until the hold expires).
 * The same hold asked again answers the booking the first request made (`booking_hold_unique`).
 */
import type { Database } from '#db/client.ts';
import { sqlState } from '#db/errors.ts';
import type { BookingPassenger } from '#db/schema/booking.ts';
import type { Booking, BookingRequest } from '#shared/booking/booking.ts';
import { AppError, InvalidArgumentError } from '#server/errors.ts';
import { newBookingReference } from '../booking-reference.ts';
import { createBookingRepo, type BookingRow } from '../booking.repo.ts';
import type { BookingView } from '../booking-view.ts';
import type { HoldsService } from '../holds/holds.service.ts';
import { seatCells, seatList, tierOf } from '../holds/seat-offers.ts';
import { withRetries, type RetryRule } from '../transactions.ts';
import { createBookingsRepo } from './bookings.repo.ts';

/** A reference already given (1 in 64 million per booking): the booking is made again with another. */
const DUPLICATE_REFERENCE: RetryRule = {
  when: (error) => sqlState(error) === '23505',
  attempts: 6,
  exhausted: (error) => error,
};

export interface BookingFromHoldDeps {
  db: Database;
  holds: Pick<HoldsService, 'liveHold' | 'holdDetails'>;
  views: Pick<BookingView, 'view'>;
}

export function bookingFromHold({ db, holds, views }: BookingFromHoldDeps) {
  /**
   * The booking a hold already has, with the passengers and contact of the latest request while
   * no payment is under way; `already-exists` naming it otherwise.
   */
  async function amend(
    tx: Database,
    holdId: string,
    passengers: BookingPassenger[],
    contact: BookingRequest['contact'],
  ): Promise<BookingRow> {
    const repo = createBookingsRepo(tx);
    const found = await repo.byHold(holdId);
    const existing = found && (await createBookingRepo(tx).lock(found.id));
    if (!existing) throw new AppError('aborted', 'Your booking could not be saved; try again.');
    const key = (list: BookingPassenger[], c: BookingRequest['contact'] | null) =>
      JSON.stringify([
        list.map((p) => [p.seat, p.name, p.age, p.gender, p.tier, p.priceMinor]),
        [c?.email, c?.phone],
      ]);
    const same = key(existing.passengers, existing.contact) === key(passengers, contact);
    if (same && existing.status === 'pending-payment') return existing;
    if (existing.status !== 'pending-payment' || (await repo.paymentUnderWay(existing.id)))
      throw new AppError(
        'already-exists',
        `These seats are already booked as ${existing.reference}; its details can no longer change.`,
        { entity: 'booking', id: existing.id, reference: existing.reference },
      );
    await createBookingRepo(tx).update(existing.id, { passengers, contact });
    return { ...existing, passengers, contact };
  }

  /**
   * Turns a hold into its one booking. The same hold asked again (a double click, a retry, two
   * tabs) answers the booking the first request made — with the passengers of the latest
   * request while nothing is paid — never a second booking (`booking_hold_unique`).
   */
  return async function create(userId: string, request: BookingRequest): Promise<Booking> {
    const hold = await holds.liveHold(userId, request.holdId);
    const held = hold.seats.map((s) => s.label);
    const named = request.passengers.map((p) => p.seat);
    const missing = held.filter((s) => !named.includes(s));
    const extra = named.filter((s) => !held.includes(s));
    if (missing.length > 0 || extra.length > 0 || new Set(named).size !== named.length)
      throw new InvalidArgumentError(
        missing.length > 0
          ? `Give the passenger in ${seatList(missing)}.`
          : `You do not hold ${seatList(extra.length > 0 ? extra : named)}: give one passenger per held seat.`,
        { fields: { passengers: 'Give one passenger per held seat' } },
      );
    const { hold: view0, bus, call } = await holds.holdDetails(hold);
    const cells = seatCells(bus?.decks ?? []);
    const fields: Record<string, string> = {};
    request.passengers.forEach((p, i) => {
      const declared = hold.seats.find((s) => s.label === p.seat)?.declaredFemale;
      if (cells.get(p.seat)?.flags?.includes('women-only') && (p.gender !== 'female' || !declared))
        fields[`passengers.${i}.gender`] = `Seat ${p.seat} is for women only`;
    });
    if (Object.keys(fields).length > 0)
      throw new InvalidArgumentError(Object.values(fields)[0]!, { fields });
    const priceOf = new Map(view0.seats.map((s) => [s.label, s.priceMinor]));
    const passengers: BookingPassenger[] = request.passengers.map((p) => ({
      seat: p.seat,
      name: p.name,
      age: p.age,
      gender: p.gender,
      tier: tierOf(cells.get(p.seat)),
      priceMinor: priceOf.get(p.seat) ?? 0,
    }));
    const row = await withRetries(
      db,
      async (tx) => {
        const repo = createBookingsRepo(tx);
        const inserted = await repo.insertOnce({
          reference: newBookingReference(),
          holdId: hold.holdId,
          userId,
          tripId: hold.tripId,
          fromSeq: hold.fromSeq,
          toSeq: hold.toSeq,
          passengers,
          contact: request.contact,
          amountMinor: view0.amountMinor,
          currency: view0.currency,
          expiresAt: hold.expiresAt,
        });
        if (inserted) {
          await repo.attachHold(hold.holdId, inserted.id);
          return inserted;
        }
        return amend(tx, hold.holdId, passengers, request.contact);
      },
      DUPLICATE_REFERENCE,
    );
    return views.view(row, call);
  };
}
