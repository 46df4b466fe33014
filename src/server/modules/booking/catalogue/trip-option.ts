/**
 * A trip call as the passenger sees it, pure: the fare of the segment, seats left, why it cannot
 * be booked (TripOption), and the summary a hold or a booking shows of it (TripSummary). Search
 * lists these; holds, bookings and payments show one.
 */
import { fareFor, type FareRule } from '#shared/network/fares.ts';
import type { SeatDeck } from '#shared/fleet/seat-layout.ts';
import type { TripSummary } from '#shared/booking/booking.ts';
import {
  LAYOUT_KINDS,
  type LayoutKind,
  type NotBookable,
  type TripOption,
} from '#shared/booking/search.ts';
import type { BusRow, RouteRow, StopRow, TripCallRow } from './catalogue-rows.ts';

/**
 * What a bus's layout offers, each kind once: seater (any seat), sleeper (any berth), double-deck
 * (more than one deck). A double-deck sleeper is both, so either filter finds it.
 */
export function layoutKinds(decks: readonly SeatDeck[]): LayoutKind[] {
  const kinds = new Set(
    decks.flatMap((d) => d.cells.flatMap((c) => (c.type === 'seat' ? [c.kind ?? 'seater'] : []))),
  );
  return LAYOUT_KINDS.filter((kind) =>
    kind === 'double-deck' ? decks.length > 1 : kinds.has(kind),
  );
}

/**
 * The fare of riding a trip from one stop to another, in minor units, or null when the route
 * sells no such ride. A GTFS trip numbers its own stops, so the stops are found on the route by
 * id (their first visit) rather than by the trip's sequence.
 */
export function segmentFare(route: RouteRow, fromStopId: string, toStopId: string): number | null {
  if (!route.fare) return null;
  const from = route.stops.find((s) => s.stopId === fromStopId);
  const to = route.stops.find((s) => from && s.stopId === toStopId && s.sequence > from.sequence);
  if (!from || !to) return null;
  const rule: FareRule =
    route.fare.kind === 'table'
      ? { kind: 'table', entries: route.fare.table ?? [] }
      : { kind: 'per-km', baseMinor: route.fare.baseMinor, perKmMinor: route.fare.perKmMinor };
  return fareFor(route.stops, rule, from.sequence, to.sequence);
}

export interface OptionInput {
  call: TripCallRow;
  route: RouteRow;
  bus: BusRow | undefined;
  stops: ReadonlyMap<string, StopRow>;
  seatsTaken: number;
  currency: string;
  passengers: number;
  now: Date;
  /** Public URL of a bus photo path. */
  photoUrl: (path: string) => string;
}

function notBookable(
  o: Omit<TripOption, 'notBookable'>,
  passengers: number,
  now: Date,
): NotBookable | null {
  if (o.status === 'cancelled') return 'cancelled';
  if (o.status !== 'scheduled' || new Date(o.from.time) <= now) return 'departed';
  if (!o.bus || o.seatsTotal === 0) return 'no-bus';
  if (o.fareMinor === null) return 'no-fare';
  if (o.seatsLeft < passengers) return 'sold-out';
  return null;
}

export function tripOption(input: OptionInput): TripOption {
  const { call, route, bus, stops } = input;
  const stop = (id: string) => stops.get(id) ?? { id, name: 'Unknown stop', code: '' };
  const seatsTotal = bus?.seatCount ?? 0;
  const option = {
    tripId: call.tripId,
    serviceDate: call.serviceDate,
    status: call.status,
    route: {
      id: route.id,
      shortName: route.shortName,
      longName: route.longName,
      colour: route.colour,
      textColour: route.textColour,
    },
    headsign: call.headsign,
    from: {
      stopId: call.fromStopId,
      name: stop(call.fromStopId).name,
      code: stop(call.fromStopId).code,
      sequence: call.fromSeq,
      time: call.departure.toISOString(),
    },
    to: {
      stopId: call.toStopId,
      name: stop(call.toStopId).name,
      code: stop(call.toStopId).code,
      sequence: call.toSeq,
      time: call.arrival.toISOString(),
    },
    durationMinutes: Math.round((call.arrival.getTime() - call.departure.getTime()) / 60_000),
    stopsBetween: call.stopsBetween,
    bus: bus
      ? {
          id: bus.id,
          name: bus.name,
          registration: bus.registration,
          photoUrl: bus.photoPath ? input.photoUrl(bus.photoPath) : null,
        }
      : null,
    layoutKinds: bus ? layoutKinds(bus.decks) : [],
    amenities: bus?.amenities ?? [],
    fareMinor: segmentFare(route, call.fromStopId, call.toStopId),
    currency: route.fare?.currency ?? input.currency,
    seatsLeft: Math.max(0, seatsTotal - input.seatsTaken),
    seatsTotal,
  };
  return { ...option, notBookable: notBookable(option, input.passengers, input.now) };
}

export function summaryOf(o: TripOption): TripSummary {
  return {
    tripId: o.tripId,
    serviceDate: o.serviceDate,
    status: o.status,
    route: o.route,
    headsign: o.headsign,
    from: o.from,
    to: o.to,
    bus: o.bus,
  };
}
