/**
 * A booking as its passenger sees it: the row with its trip segment as search shows it. Bookings
 * and payments both answer with it.
 */
import type { Booking } from '#shared/booking/booking.ts';
import { NotFoundError } from '#server/errors.ts';
import type { BookingRow } from './booking.repo.ts';
import type { TripCallRow, TripCatalogue } from './catalogue/trip-catalogue.read-model.ts';
import { summaryOf } from './catalogue/trip-option.ts';
import type { TripOptions } from './catalogue/trip-options.ts';

export interface BookingViewDeps {
  catalogue: Pick<TripCatalogue, 'tripCallBySeq'>;
  tripOptions: Pick<TripOptions, 'options'>;
  now?: () => Date;
}

export function createBookingView({
  catalogue,
  tripOptions,
  now = () => new Date(),
}: BookingViewDeps) {
  return {
    /** The booking's trip segment (undefined when the trip is gone): read once, passed along. */
    async segmentOf(row: BookingRow): Promise<TripCallRow | undefined> {
      return catalogue.tripCallBySeq(row.tripId, row.fromSeq, row.toSeq);
    },

    /** The booking, on its segment `call` when the caller has read it already. */
    async view(row: BookingRow, call?: TripCallRow): Promise<Booking> {
      const segment = call ?? (await catalogue.tripCallBySeq(row.tripId, row.fromSeq, row.toSeq));
      if (!segment)
        throw new NotFoundError('trip', row.tripId, 'The trip of this booking is gone.');
      const [option] = await tripOptions.options([segment], 1, now());
      return {
        id: row.id,
        reference: row.reference,
        status: row.status,
        trip: summaryOf(option!),
        passengers: row.passengers,
        contact: row.contact ?? { email: '', phone: '' },
        amountMinor: row.amountMinor,
        currency: row.currency,
        expiresAt:
          row.status === 'pending-payment' && row.expiresAt ? row.expiresAt.toISOString() : null,
        createdAt: row.createdAt.toISOString(),
        refundMinor: row.refundMinor,
        cancelledAt: row.cancelledAt?.toISOString() ?? null,
      };
    },
  };
}
export type BookingView = ReturnType<typeof createBookingView>;
