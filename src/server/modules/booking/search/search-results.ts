/**
 * Trip search, pure: a found trip as the passenger sees it (fare of the segment, seats left, why
 * it cannot be booked), the filters and sorts, and why a search found nothing. The SQL lives in
 * catalogue/trip-catalogue.read-model.ts; search.service.ts puts the two together.
 */
import { fareFor, type FareRule } from '#shared/network/fares.ts';
import type { SeatDeck } from '#shared/fleet/seat-layout.ts';
import {
  LAYOUT_KINDS,
  timeOfDay,
  type EmptyResult,
  type LayoutKind,
  type NotBookable,
  type TripOption,
  type TripSearchQuery,
} from '#shared/booking/search.ts';
import type { BusRow, RouteRow, StopRow, TripCallRow } from '../catalogue/trip-catalogue.read-model.ts';

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

/** Local hour of an instant in a zone. */
function localHour(iso: string, zone: string): number {
  const hour = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  })
    .formatToParts(new Date(iso))
    .find((p) => p.type === 'hour')?.value;
  return Number(hour ?? 0);
}

/** The trips the filters let through. */
export function applyFilters(
  trips: readonly TripOption[],
  query: Pick<TripSearchQuery, 'timeOfDay' | 'seatKind' | 'amenity'>,
  zone: string,
): TripOption[] {
  return trips.filter(
    (t) =>
      (!query.timeOfDay || query.timeOfDay.includes(timeOfDay(localHour(t.from.time, zone)))) &&
      (!query.seatKind || query.seatKind.some((kind) => t.layoutKinds.includes(kind))) &&
      (!query.amenity || query.amenity.every((a) => t.amenities.includes(a))),
  );
}

const byDeparture = (a: TripOption, b: TripOption) => a.from.time.localeCompare(b.from.time);
const SORTS: Record<TripSearchQuery['sort'], (a: TripOption, b: TripOption) => number> = {
  departure: byDeparture,
  // Trips without a fare last.
  price: (a, b) =>
    (a.fareMinor ?? Number.MAX_SAFE_INTEGER) - (b.fareMinor ?? Number.MAX_SAFE_INTEGER) ||
    byDeparture(a, b),
  duration: (a, b) => a.durationMinutes - b.durationMinutes || byDeparture(a, b),
  seats: (a, b) => b.seatsLeft - a.seatsLeft || byDeparture(a, b),
};

/** Bookable trips first, each group in the chosen order (ties by departure). */
export function sortTrips(
  trips: readonly TripOption[],
  sort: TripSearchQuery['sort'],
): TripOption[] {
  return [...trips].sort(
    (a, b) => Number(a.notBookable !== null) - Number(b.notBookable !== null) || SORTS[sort](a, b),
  );
}

export interface EmptyFacts {
  date: string;
  today: string;
  lastBookableDate: string;
  /** Trips found before the filters. */
  unfiltered: number;
  timetable: {
    served: boolean;
    firstDate: string | null;
    lastDate: string | null;
    nearest: string | null;
  };
  /** Formats a date for people, e.g. "Tuesday 25 November 2026". */
  formatDate: (date: string) => string;
}

/**
 * Why a search found nothing, in order: the date passed, beyond the booking window, no route
 * between the stops, before or after the timetable's dates, no service that day, or filters that
 * hid every trip. Null when there were trips.
 */
export function emptyReason(f: EmptyFacts, found: number): EmptyResult | null {
  if (found > 0) return null;
  const { date, today, formatDate } = f;
  if (date < today)
    return {
      reason: 'date-passed',
      message: `${formatDate(date)} has passed. Search today or a later day.`,
      suggestedDate: today,
    };
  if (date > f.lastBookableDate) {
    const windowDays = Math.round(
      (Date.parse(f.lastBookableDate) - Date.parse(today)) / 86_400_000,
    );
    const opens = new Date(Date.parse(date) - windowDays * 86_400_000).toISOString().slice(0, 10);
    return {
      reason: 'beyond-booking-window',
      message: `Booking for ${formatDate(date)} opens on ${formatDate(opens)}: trips can be booked up to ${windowDays} days ahead.`,
      suggestedDate: f.lastBookableDate,
    };
  }
  if (!f.timetable.served)
    return {
      reason: 'no-route',
      message: 'No bus runs between these stops. Try a stop nearby or a station.',
      suggestedDate: null,
    };
  if (f.unfiltered > 0)
    return {
      reason: 'filtered-out',
      message: `${f.unfiltered} trip${f.unfiltered === 1 ? '' : 's'} run that day, but none matches your filters.`,
      suggestedDate: null,
    };
  const { firstDate, lastDate, nearest } = f.timetable;
  if (firstDate && date < firstDate)
    return {
      reason: 'before-timetable',
      message: `This timetable starts on ${formatDate(firstDate)}.`,
      suggestedDate: nearest ?? (firstDate <= f.lastBookableDate ? firstDate : null),
    };
  if (lastDate && date > lastDate)
    return {
      reason: 'after-timetable',
      message: `This timetable ends on ${formatDate(lastDate)}.`,
      suggestedDate: nearest,
    };
  return {
    reason: 'no-service-that-day',
    message: nearest
      ? `No bus runs between these stops on ${formatDate(date)}. The nearest day with a bus is ${formatDate(nearest)}.`
      : `No bus runs between these stops on ${formatDate(date)}.`,
    suggestedDate: nearest,
  };
}
