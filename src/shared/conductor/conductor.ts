/**
 * The conductor's console API: today's and tomorrow's duties, running a trip, and the trip's
 * manifest at the door, which a phone keeps to judge checks offline (tickets/ticket-check.ts).
 */
import { z } from 'zod';
import type { TicketRecord } from '../tickets/ticket-check.ts';
import { TRIP_STATUSES } from '../timetable/trip-status.ts';

const RouteNames = z.object({
  shortName: z.string(),
  longName: z.string(),
  colour: z.string().nullable(),
});

export const Duty = z.object({
  tripId: z.guid(),
  serviceDate: z.iso.date(),
  status: z.enum(TRIP_STATUSES),
  route: RouteNames,
  headsign: z.string().nullable(),
  /** First departure and last arrival; null for a trip without stop times. */
  departure: z.iso.datetime().nullable(),
  arrival: z.iso.datetime().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  bus: z.object({ registration: z.string(), name: z.string().nullable() }).nullable(),
  conductor: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  /** Tickets sold (not void) and boarded. */
  booked: z.int(),
  boarded: z.int(),
  startedAt: z.iso.datetime().nullable(),
  endedAt: z.iso.datetime().nullable(),
});
export type Duty = z.infer<typeof Duty>;

export const DutiesQuery = z.object({
  /** Admins only: whose duties (a conductor's user id); without it an admin sees every trip. */
  conductor: z.string().min(1).max(100).optional(),
});

export const DutiesAnswer = z.object({
  /** Today's date in the operator's zone, and the next day's. */
  today: z.iso.date(),
  tomorrow: z.iso.date(),
  timezone: z.string(),
  /** By departure. */
  trips: z.array(Duty),
  /** Said when there are none: whom to ask. */
  note: z.string().nullable(),
});
export type DutiesAnswer = z.infer<typeof DutiesAnswer>;

export const TripRunAnswer = z.object({
  tripId: z.guid(),
  status: z.enum(TRIP_STATUSES),
  startedAt: z.iso.datetime().nullable(),
  startedBy: z.string().nullable(),
  endedAt: z.iso.datetime().nullable(),
  endedBy: z.string().nullable(),
});
export type TripRunAnswer = z.infer<typeof TripRunAnswer>;

export const DOOR_STATES = ['valid', 'boarded', 'no-show', 'void'] as const;
export type DoorState = (typeof DOOR_STATES)[number];

const Stop = z.object({ sequence: z.int(), name: z.string() });

export const DoorManifestTicket = z.object({
  ticketId: z.guid(),
  reference: z.string(),
  seat: z.string(),
  passengerName: z.string(),
  fromSeq: z.int(),
  toSeq: z.int(),
  from: z.string(),
  to: z.string(),
  /** The ticket's table status, as the verdict reads it. */
  status: z.enum(['valid', 'used', 'void']),
  /** What the door shows: boarded, a no-show, void, or still to board. */
  state: z.enum(DOOR_STATES),
  boarding: z.object({ at: z.iso.datetime(), deviceId: z.string().nullable() }).nullable(),
  noShowAt: z.iso.datetime().nullable(),
  /** Checks other devices answered otherwise after syncing (another device boarded it first). */
  conflicts: z.array(z.object({ deviceId: z.string().nullable(), checkedAt: z.iso.datetime() })),
});
export type DoorManifestTicket = z.infer<typeof DoorManifestTicket>;

export const DoorManifest = z.object({
  /** When the server read it: a phone judging offline says how old its copy is. */
  readAt: z.iso.datetime(),
  timezone: z.string(),
  trip: z.object({
    id: z.guid(),
    serviceDate: z.iso.date(),
    status: z.enum(TRIP_STATUSES),
    route: RouteNames,
    headsign: z.string().nullable(),
    startedAt: z.iso.datetime().nullable(),
    endedAt: z.iso.datetime().nullable(),
    stops: z.array(Stop),
  }),
  counts: z.object({
    tickets: z.int(),
    boarded: z.int(),
    noShow: z.int(),
    toBoard: z.int(),
    void: z.int(),
  }),
  /** By seat. */
  tickets: z.array(DoorManifestTicket),
});
export type DoorManifest = z.infer<typeof DoorManifest>;

export const MarkParams = z.object({ id: z.guid(), ticketId: z.guid() });
export const DOOR_MARKS = ['boarded', 'no-show'] as const;
export const MarkBody = z.object({
  mark: z.enum(DOOR_MARKS, 'mark is boarded or no-show'),
});
export type DoorMark = (typeof DOOR_MARKS)[number];

/** A manifest ticket as the shared verdict reads it (ticket-check.ts), for a phone judging offline. */
export function doorRecord(manifest: DoorManifest, ticket: DoorManifestTicket): TicketRecord {
  return {
    ticketId: ticket.ticketId,
    tripId: manifest.trip.id,
    serviceDate: manifest.trip.serviceDate,
    seat: ticket.seat,
    fromSeq: ticket.fromSeq,
    toSeq: ticket.toSeq,
    passengerName: ticket.passengerName,
    status: ticket.status,
    boarding: ticket.boarding,
  };
}
