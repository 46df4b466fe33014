/**
 * Buses: the admin form and the API schemas (list, one bus, photo upload) and what a change of
 * status or layout would strand (sold or held seats, schedules and trips the bus still runs).
 */
import { z } from 'zod';
import { Dir, Page, PageSize, Search } from '../core/list-params.ts';
import { AMENITIES } from './amenities.ts';
import { text } from '../core/text.ts';

export { AMENITIES, type Amenity } from './amenities.ts';

export const BUS_STATUSES = ['active', 'maintenance', 'retired'] as const;
export type BusStatus = (typeof BUS_STATUSES)[number];
export const BUS_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const BUS_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const BUS_PHOTO_URL = /^\/uploads\/buses\/[\w-]{1,80}\.webp$/;

/**
 * 2–12 capital letters (any alphabet: German plates have Ä, Ö, Ü) or digits, single spaces or
 * hyphens between them, e.g. "M-BW 101", "TÜ-AB 12".
 */
export function isRegistration(value: string): boolean {
  const characters = [...value.replace(/[ -]/g, '')].length;
  return /^[\p{Lu}0-9]+(?:[ -][\p{Lu}0-9]+)*$/u.test(value) && characters >= 2 && characters <= 12;
}

export const Registration = text({ max: 40 })
  .toUpperCase()
  .refine(
    isRegistration,
    'Enter 2–12 letters or digits, with single spaces or hyphens between them, such as M-BW 101',
  );

export const BusInput = z.object({
  registration: Registration,
  name: text({
    min: 1,
    minMessage: 'Name the bus',
    max: 60,
    maxMessage: 'Keep the name under 60 characters',
  }),
  layoutId: z.guid('Choose a seat layout'),
  amenities: z.array(z.enum(AMENITIES)).max(AMENITIES.length),
  /** A URL that POST /api/admin/buses/photos answered, or null for no photo. */
  photo: text({ trim: false, max: 200 }).regex(BUS_PHOTO_URL, 'Upload the photo again').nullable(),
});
export type BusInput = z.infer<typeof BusInput>;
export const BusStatusRequest = z.object({ status: z.enum(BUS_STATUSES) });

export const NextTrip = z.object({
  id: z.string(),
  serviceDate: z.iso.date(),
  departure: z.iso.datetime({ offset: true }).nullable(),
  route: z.string(),
});
export const Bus = z.object({
  id: z.string(),
  registration: z.string(),
  name: z.string(),
  status: z.enum(BUS_STATUSES),
  amenities: z.array(z.string()),
  layout: z.object({ id: z.string(), name: z.string(), seatCount: z.number().int() }),
  photoUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  nextTrip: NextTrip.nullable(),
  createdAt: z.iso.datetime(),
});
export type Bus = z.infer<typeof Bus>;
export const BUS_SORTS = ['registration', 'name', 'status', 'capacity', 'createdAt'] as const;
export const BusQuery = z.object({
  q: Search,
  status: z.enum(BUS_STATUSES).optional(),
  sort: z.enum(BUS_SORTS).default('registration'),
  dir: Dir,
  page: Page,
  pageSize: PageSize,
});
export type BusQuery = z.infer<typeof BusQuery>;
export const BusList = z.object({
  buses: z.array(Bus),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BusList = z.infer<typeof BusList>;
export const BusResponse = z.object({ bus: Bus });
export const BusOption = z.object({
  id: z.string(),
  registration: z.string(),
  name: z.string(),
  status: z.enum(BUS_STATUSES),
});
export type BusOption = z.infer<typeof BusOption>;
export const BusOptions = z.object({ buses: z.array(BusOption) });
export const PhotoResponse = z.object({ photo: z.string() });
/** `failed-precondition` details: the trips whose sold or held seats a change would strand. */
export const StrandedTrip = z.object({
  tripId: z.string(),
  serviceDate: z.string(),
  route: z.string(),
  seats: z.number().int(),
});
export type StrandedTrip = z.infer<typeof StrandedTrip>;
/** A schedule a bus still runs: route names, departure "HH:MM" (past 24:00 after midnight) and weekdays. */
export const AssignedSchedule = z.object({
  scheduleId: z.string(),
  route: z.string(),
  departureTime: z.string(),
  daysOfWeek: z.array(z.number().int()),
});
export type AssignedSchedule = z.infer<typeof AssignedSchedule>;
export const AssignedTrip = z.object({
  tripId: z.string(),
  serviceDate: z.iso.date(),
  route: z.string(),
  departure: z.iso.datetime({ offset: true }).nullable(),
});
export type AssignedTrip = z.infer<typeof AssignedTrip>;
/**
 * `failed-precondition` details when a bus would leave service with work left: the first schedules
 * still valid that name it (of `scheduleCount`) and its first trips still to run (of `tripCount`).
 */
export const BusAssignments = z.object({
  schedules: z.array(AssignedSchedule),
  scheduleCount: z.number().int(),
  trips: z.array(AssignedTrip),
  tripCount: z.number().int(),
});
export type BusAssignments = z.infer<typeof BusAssignments>;
export const BusAssignmentsDetails = z.object({ assignments: BusAssignments });
