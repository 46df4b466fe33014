/** The rows the trip catalogue answers, and the uuid[] parameter its queries share. */
import { sql, type SQL } from 'drizzle-orm';
import type { FareTableEntry } from '#db/schema/network.ts';
import type { TripStatus } from '#db/schema/timetable.ts';
import type { SeatDeck } from '#shared/fleet/seat-layout.ts';

export interface Place {
  id: string;
  name: string;
  code: string;
  locationType: 0 | 1;
  /** The stop itself, or a station's platforms. */
  stopIds: string[];
}

/** One trip calling at a stop of `from` and later at a stop of `to`. */
export interface TripCallRow {
  tripId: string;
  serviceDate: string;
  status: TripStatus;
  headsign: string | null;
  routeId: string;
  busId: string | null;
  fromSeq: number;
  toSeq: number;
  fromStopId: string;
  toStopId: string;
  departure: Date;
  arrival: Date;
  /** Stops between boarding and alighting. */
  stopsBetween: number;
}

export interface RouteRow {
  id: string;
  shortName: string;
  longName: string;
  colour: string;
  textColour: string;
  /** route_stop: stop id, sequence and distance, in order. */
  stops: { stopId: string; sequence: number; distanceM: number }[];
  fare: {
    kind: 'per-km' | 'table';
    baseMinor: number;
    perKmMinor: number;
    currency: string;
    table: FareTableEntry[] | null;
  } | null;
}

export interface BusRow {
  id: string;
  name: string;
  registration: string;
  photoPath: string | null;
  amenities: string[];
  layoutId: string;
  seatCount: number;
  decks: SeatDeck[];
}

export interface PlaceRefRow {
  id: string;
  name: string;
  code: string;
  locationType: 0 | 1;
}

export interface StopRow {
  id: string;
  name: string;
  code: string;
}

/** A uuid[] parameter list. */
export function uuids(ids: readonly string[]): SQL {
  return sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
}
