/**
 * Trip calls as the passenger sees them, with their buses: what search lists, and the one segment
 * a hold, a booking or a payment shows. Routes, buses, stops and seats taken are read for all the
 * calls at once.
 */
import type { TripOption } from '#shared/booking/search.ts';
import type { BusRow, TripCallRow } from './catalogue-rows.ts';
import type { TripCatalogue } from './trip-catalogue.read-model.ts';
import { tripOption } from './trip-option.ts';

export interface TripOptionsDeps {
  catalogue: TripCatalogue;
  /** The operator's currency, for a route without a fare. */
  currency: () => Promise<string>;
}

export function createTripOptions({ catalogue, currency }: TripOptionsDeps) {
  /** Options for trip calls, with everything a result card shows, and their buses. */
  async function withBuses(calls: TripCallRow[], passengers: number, at: Date) {
    const [routes, buses, stops, { taken, nextLapse }, fallbackCurrency] = await Promise.all([
      catalogue.routes([...new Set(calls.map((c) => c.routeId))]),
      catalogue.buses([...new Set(calls.flatMap((c) => (c.busId ? [c.busId] : [])))]),
      catalogue.stops([...new Set(calls.flatMap((c) => [c.fromStopId, c.toStopId]))]),
      catalogue.seatsTaken(calls),
      currency(),
    ]);
    const options = calls.flatMap((call) => {
      const route = routes.get(call.routeId);
      if (!route) return [];
      return [
        tripOption({
          call,
          route,
          bus: call.busId ? buses.get(call.busId) : undefined,
          stops,
          seatsTaken: taken.get(call.tripId) ?? 0,
          currency: fallbackCurrency,
          passengers,
          now: at,
          photoUrl: (path) => path,
        }),
      ];
    });
    return { options, buses, nextLapse };
  }

  return {
    withBuses,

    async options(calls: TripCallRow[], passengers: number, at: Date): Promise<TripOption[]> {
      return (await withBuses(calls, passengers, at)).options;
    },

    /**
     * One trip segment as search shows it, with its bus (seats, decks); undefined when its route
     * is gone.
     */
    async segment(
      call: TripCallRow,
      at: Date,
    ): Promise<{ option: TripOption; bus: BusRow | undefined } | undefined> {
      const {
        options: [option],
        buses,
      } = await withBuses([call], 1, at);
      return option && { option, bus: call.busId ? buses.get(call.busId) : undefined };
    },
  };
}
export type TripOptions = ReturnType<typeof createTripOptions>;
