/** A trip's passenger manifest (`GET /api/admin/trips/:id/manifest`): who rides where, by seat. */
import { z } from 'zod';

export const MANIFEST_TICKET_STATUSES = ['valid', 'used', 'void'] as const;

export const ManifestPassenger = z.object({
  seat: z.string(),
  name: z.string(),
  age: z.number().int(),
  gender: z.enum(['female', 'male', 'other']),
  /** Boarding and alighting stop names. */
  from: z.string(),
  to: z.string(),
  reference: z.string(),
  phone: z.string().nullable(),
  /** null while the booking has no ticket for this seat. */
  ticket: z.enum(MANIFEST_TICKET_STATUSES).nullable(),
});
export type ManifestPassenger = z.infer<typeof ManifestPassenger>;

export const Manifest = z.object({
  trip: z.object({
    id: z.guid(),
    route: z.object({ shortName: z.string(), longName: z.string() }),
    headsign: z.string().nullable(),
    serviceDate: z.iso.date(),
    /** First departure; null for a trip without stop times. */
    departure: z.iso.datetime().nullable(),
    status: z.string(),
  }),
  /** The operator's zone, for showing the departure. */
  timezone: z.string(),
  /** Confirmed bookings' passengers, by seat. */
  passengers: z.array(ManifestPassenger),
});
export type Manifest = z.infer<typeof Manifest>;

/** Seats in the order people read them: 2A before 10A. */
export const bySeat = (a: { seat: string }, b: { seat: string }) =>
  a.seat.localeCompare(b.seat, 'en', { numeric: true });
