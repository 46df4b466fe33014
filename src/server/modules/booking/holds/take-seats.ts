/**
 * Taking seats for a hold, in one transaction retried on a conflict: the trip's lapsed holds and
 * the passenger's earlier hold on the trip are cancelled, the account's caps are checked under its
 * lock, the seats are checked (to name any taken) and inserted — the exclusion constraint being
 * what makes a double hold impossible.
 */
import type { Database } from '#db/client.ts';
import { HOLD_MINUTES, type HoldRequest } from '#shared/booking/booking.ts';
import type { TripOption } from '#shared/booking/search.ts';
import { AppError, TooManyRequestsError } from '#server/errors.ts';
import type { BookingLimitSettings } from '../booking-limits.ts';
import type { BusRow } from '../catalogue/trip-catalogue.read-model.ts';
import { withRetries } from '../transactions.ts';
import { addChanges, type Changes } from '../seat-changes.ts';
import { createHoldsRepo, type HoldsRepo } from './holds.repo.ts';
import { seatList } from './seat-offers.ts';

/** Refuses a trip that cannot be booked, in words. */
export function bookable(option: TripOption, bus: BusRow | undefined): asserts bus is BusRow {
  const why = option.notBookable;
  if (why === 'cancelled') throw new AppError('failed-precondition', 'This trip is cancelled.');
  if (why === 'departed')
    throw new AppError('failed-precondition', 'This bus has already left; choose a later one.');
  if (why === 'no-bus' || !bus)
    throw new AppError(
      'failed-precondition',
      'No bus is assigned to this trip yet, so its seats cannot be booked.',
    );
  if (why === 'no-fare')
    throw new AppError('failed-precondition', 'This ride has no fare yet, so it cannot be booked.');
}

/** Refuses a hold that would take the account past its caps on live holds and held seats. */
async function withinCaps(
  repo: HoldsRepo,
  userId: string,
  seats: number,
  caps: Pick<BookingLimitSettings, 'holdsPerAccount' | 'holdSeatsPerAccount'>,
  now: Date,
): Promise<void> {
  await repo.lockAccount(userId);
  const live = await repo.liveTotals(userId);
  const { holdsPerAccount, holdSeatsPerAccount } = caps;
  if (live.holds < holdsPerAccount && live.seats + seats <= holdSeatsPerAccount) return;
  const wait = live.firstExpiry ? (live.firstExpiry.getTime() - now.getTime()) / 1000 : 60;
  const tooManyHolds = live.holds >= holdsPerAccount;
  const what = tooManyHolds
    ? `seats on ${live.holds} trips at once (the most is ${holdsPerAccount})`
    : `${live.seats} seats, and may hold ${holdSeatsPerAccount} at once`;
  throw new TooManyRequestsError(
    `You already hold ${what}. Pay for or release a hold first.`,
    wait,
    {
      limit: tooManyHolds ? 'holds-per-account' : 'hold-seats-per-account',
    },
  );
}

export interface SeatsToTake {
  holdId: string;
  userId: string;
  request: HoldRequest & { femaleSeats: string[] };
  fromSeq: number;
  toSeq: number;
}

/**
 * Holds the seats; answers the seat changes to announce and whether the passenger's earlier hold
 * on the trip was replaced.
 */
export async function takeSeats(
  db: Database,
  take: SeatsToTake,
  caps: Pick<BookingLimitSettings, 'holdsPerAccount' | 'holdSeatsPerAccount'>,
  now: Date,
): Promise<{ changes: Changes; replaced: boolean }> {
  const { holdId, userId, request, fromSeq, toSeq } = take;
  const changes: Changes = new Map();
  let replaced = false;
  await withRetries(db, async (tx) => {
    changes.clear();
    const repo = createHoldsRepo(tx);
    addChanges(changes, await repo.expireLapsed(request.tripId), 'released');
    const released = await repo.releaseUserHolds(request.tripId, userId);
    replaced = released.length > 0;
    addChanges(changes, released, 'released');
    await withinCaps(repo, userId, request.seats.length, caps, now);
    const lost = await repo.taken(request.tripId, request.seats, fromSeq, toSeq);
    if (lost.length > 0)
      throw new AppError(
        'seat-unavailable',
        `${seatList(lost).replace(/^s/, 'S')} ${lost.length > 1 ? 'were' : 'was'} just taken. Please pick others.`,
        { seats: lost },
      );
    const seats = request.seats.map((label) => ({
      label,
      declaredFemale: request.femaleSeats.includes(label),
    }));
    await repo.insertHold(
      { holdId, tripId: request.tripId, userId, fromSeq, toSeq, seats, expiresAt: new Date() },
      HOLD_MINUTES,
    );
    const held = request.seats.map((seat) => ({
      trip_id: request.tripId,
      seat,
      from_seq: fromSeq,
      to_seq: toSeq,
    }));
    addChanges(changes, held, 'held');
  });
  return { changes, replaced };
}
