/**
 * What one account or address may do to seats and cards (issue 16): hoarding seats and testing
 * stolen cards are refused with `resource-exhausted` and the wait. The figures are the operator's
 * (README, "Booking limits"; `HOLD_*` and `PAYMENT_*` variables); the counters live in the
 * database (server/limits), so they hold across instances.
 */
import { HOLD_MINUTES } from '#shared/booking/booking.ts';
import type { Env } from '#server/config/env.ts';
import type { RateLimits } from '#server/core/rate-limits.store.ts';

export interface BookingLimitSettings {
  /** Seats one account may hold at once, over all its live holds. */
  holdSeatsPerAccount: number;
  /** Trips one account may hold seats on at once. */
  holdsPerAccount: number;
  /**
   * Minutes one account may keep seats held on one trip in an hour, all its holds together: a
   * hold takes its HOLD_MINUTES up front and gets back what it did not use when released or
   * replaced, so a hold cannot be renewed forever while choosing seats again costs little.
   */
  holdMinutesPerTripPerHour: number;
  holdsPerAccountPerHour: number;
  holdsPerAddressPerHour: number;
  /** Payment attempts on one booking (a day). */
  paymentAttemptsPerBooking: number;
  paymentAttemptsPerAccountPerHour: number;
  paymentAttemptsPerAddressPerHour: number;
}

/** The operator's figures, from the environment (defaults in config/env.ts). */
export function bookingLimitsOf(env: Env): BookingLimitSettings {
  return {
    holdSeatsPerAccount: env.HOLD_SEATS_PER_ACCOUNT,
    holdsPerAccount: env.HOLDS_PER_ACCOUNT,
    holdMinutesPerTripPerHour: env.HOLD_MINUTES_PER_TRIP_PER_HOUR,
    holdsPerAccountPerHour: env.HOLDS_PER_ACCOUNT_PER_HOUR,
    holdsPerAddressPerHour: env.HOLDS_PER_ADDRESS_PER_HOUR,
    paymentAttemptsPerBooking: env.PAYMENT_ATTEMPTS_PER_BOOKING,
    paymentAttemptsPerAccountPerHour: env.PAYMENT_ATTEMPTS_PER_ACCOUNT_PER_HOUR,
    paymentAttemptsPerAddressPerHour: env.PAYMENT_ATTEMPTS_PER_ADDRESS_PER_HOUR,
  };
}

/** A declined card costs this many attempts: card testing runs out fast, a typo does not. */
export const DECLINE_POINTS = 3;

const HOUR = 3600;

export function createBookingLimits(limits: RateLimits, settings: BookingLimitSettings) {
  const holdsByAddress = limits.limit({
    name: 'holds-address',
    points: settings.holdsPerAddressPerHour,
    seconds: HOUR,
    refusal: 'Too many seats were held from this network',
  });
  const holdsByAccount = limits.limit({
    name: 'holds-account',
    points: settings.holdsPerAccountPerHour,
    seconds: HOUR,
    refusal: 'You have held seats too often',
  });
  // Counted in seconds of holding.
  const holdTimeOfTrip = limits.limit({
    name: 'hold-time-trip',
    points: settings.holdMinutesPerTripPerHour * 60,
    seconds: HOUR,
    refusal: `You have held seats on this trip for ${settings.holdMinutesPerTripPerHour} minutes this hour: pay for your seats or let others have them`,
  });
  const paymentsOfBooking = limits.limit({
    name: 'payments-booking',
    points: settings.paymentAttemptsPerBooking,
    seconds: 24 * HOUR,
    refusal: 'Too many payment attempts for this booking',
  });
  const paymentsByAccount = limits.limit({
    name: 'payments-account',
    points: settings.paymentAttemptsPerAccountPerHour,
    seconds: HOUR,
    refusal: 'Too many payment attempts',
  });
  const paymentsByAddress = limits.limit({
    name: 'payments-address',
    points: settings.paymentAttemptsPerAddressPerHour,
    seconds: HOUR,
    refusal: 'Too many payment attempts from this network',
  });

  return {
    settings,

    /**
     * Counts a hold request and takes its holding time on the trip (`seconds`: HOLD_MINUTES, less
     * what the hold it replaces has left); refused once the address, the account or the trip has
     * none left.
     */
    async beforeHold(
      userId: string,
      address: string,
      tripId: string,
      seconds: number = HOLD_MINUTES * 60,
    ): Promise<void> {
      await holdsByAddress.take(address);
      await holdsByAccount.take(userId);
      const take = Math.ceil(seconds);
      if (take > 0) await holdTimeOfTrip.take(`${userId}:${tripId}`, take);
    },

    /**
     * Gives back holding time a hold did not use (released, never made) or that ended in a sale:
     * only unpaid holding counts.
     */
    async unusedHoldTime(userId: string, tripId: string, seconds: number): Promise<void> {
      const back = Math.floor(Math.min(seconds, HOLD_MINUTES * 60));
      if (back > 0) await holdTimeOfTrip.giveBack(`${userId}:${tripId}`, back);
    },

    /** Takes holding time whatever is left (a hold kept beside a new one). */
    async moreHoldTime(userId: string, tripId: string, seconds: number): Promise<void> {
      const more = Math.ceil(seconds);
      if (more > 0) await holdTimeOfTrip.charge(`${userId}:${tripId}`, more);
    },

    /** Counts a new payment attempt, before anything reaches the gateway. */
    async beforePayment(bookingId: string, userId: string, address: string): Promise<void> {
      await paymentsByAddress.take(address);
      await paymentsByAccount.take(userId);
      await paymentsOfBooking.take(bookingId);
    },

    /** A declined card: the attempt costs DECLINE_POINTS in all. */
    async declined(bookingId: string, userId: string, address: string): Promise<void> {
      const more = DECLINE_POINTS - 1;
      await Promise.all([
        paymentsByAddress.charge(address, more),
        paymentsByAccount.charge(userId, more),
        paymentsOfBooking.charge(bookingId, more),
      ]);
    },
  };
}
export type BookingLimits = ReturnType<typeof createBookingLimits>;
