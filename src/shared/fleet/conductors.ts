/**
 * Conductors: the profile (employee number, licence, phone, bus), registration and edits with the
 * account's name and e-mail, disabling, and the list with today's trips.
 */
import { z } from 'zod';
import { Email, PersonName, SetRoleRequest } from '../accounts/accounts.ts';
import { Dir, Page, PageSize, Search } from '../core/list-params.ts';
import { text } from '../core/text.ts';

export const CONDUCTOR_STATUSES = ['active', 'disabled'] as const;
export const EmployeeNumber = text({ max: 20 })
  .toUpperCase()
  .regex(/^[A-Z0-9-]{2,20}$/, 'Enter 2–20 letters, digits or hyphens, such as C-0042');
export const ConductorPhone = text({ max: 20 }).regex(
  /^\+?[0-9 ()-]{6,20}$/,
  'Enter a phone number such as +49 30 1234567',
);
export const LicenceNumber = text({ max: 30 }).regex(
  /^[A-Za-z0-9][A-Za-z0-9 /-]{3,29}$/,
  'Enter the ID or licence number: 4–30 letters, digits, spaces, / or -',
);

export const ConductorProfileInput = z.object({
  phone: ConductorPhone,
  employeeNumber: EmployeeNumber,
  licenceNumber: LicenceNumber,
  busId: z.guid('Choose a bus').nullable(),
});
export type ConductorProfileInput = z.infer<typeof ConductorProfileInput>;
/**
 * A role change on the users screen. Becoming a conductor makes their conductor profile, so the
 * conductors screen lists them: its fields are needed unless the account had a profile before.
 */
export const RoleChangeRequest = SetRoleRequest.extend({
  conductor: ConductorProfileInput.optional(),
});
export type RoleChangeRequest = z.infer<typeof RoleChangeRequest>;
/**
 * Registering and editing a conductor: the account's name and e-mail with the profile. An admin
 * who changes the e-mail signs the conductor out; the new address is confirmed at the next sign-in.
 */
export const ConductorInput = ConductorProfileInput.extend({
  name: PersonName,
  email: Email,
});
export type ConductorInput = z.infer<typeof ConductorInput>;
export const DisableConductorRequest = z.object({
  reason: text({ min: 3, minMessage: 'Give a reason of 3 characters or more', max: 500 }),
});

export const TodayTrip = z.object({
  id: z.string(),
  route: z.string(),
  departure: z.iso.datetime({ offset: true }).nullable(),
  status: z.string(),
});
export const Conductor = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  employeeNumber: z.string(),
  licenceNumber: z.string(),
  status: z.enum(CONDUCTOR_STATUSES),
  bus: z.object({ id: z.string(), registration: z.string(), name: z.string() }).nullable(),
  todayTrips: z.array(TodayTrip),
  createdAt: z.iso.datetime(),
});
export type Conductor = z.infer<typeof Conductor>;
export const CONDUCTOR_SORTS = ['name', 'employeeNumber', 'createdAt'] as const;
export const ConductorQuery = z.object({
  q: Search,
  status: z.enum(CONDUCTOR_STATUSES).optional(),
  sort: z.enum(CONDUCTOR_SORTS).default('name'),
  dir: Dir,
  page: Page,
  pageSize: PageSize,
});
export type ConductorQuery = z.infer<typeof ConductorQuery>;
export const ConductorList = z.object({
  conductors: z.array(Conductor),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ConductorList = z.infer<typeof ConductorList>;
export const ConductorResponse = z.object({ conductor: Conductor });
/** Disabling also takes the conductor off the trips not yet left and the schedules still valid. */
export const DisableConductorResponse = ConductorResponse.extend({
  unassigned: z.object({ trips: z.number().int(), schedules: z.number().int() }),
});
export type DisableConductorResponse = z.infer<typeof DisableConductorResponse>;
