/**
 * Fleet: seat layouts, buses and conductors. One set of schemas for the admin forms and the API
 * (request bodies and responses), and the seat-layout rules both sides apply, with messages that
 * name the deck, row and column (1-based, as people count).
 */
import { z } from 'zod';
import { Email, PersonName, SetRoleRequest } from './accounts.ts';
import { text } from './text.ts';

export const SEAT_CELL_TYPES = ['seat', 'aisle', 'gap', 'driver', 'door', 'stairs'] as const;
export type SeatCellType = (typeof SEAT_CELL_TYPES)[number];
export const SEAT_KINDS = ['seater', 'sleeper'] as const;
export type SeatKind = (typeof SEAT_KINDS)[number];
export const SEAT_FLAGS = ['window', 'accessible', 'women-only'] as const;
export type SeatFlag = (typeof SEAT_FLAGS)[number];
/** Fare tiers; a seat without one is `standard`. */
export const SEAT_TIERS = ['economy', 'standard', 'premium'] as const;
export type SeatTier = (typeof SEAT_TIERS)[number];
export const MAX_DECKS = 2;
export const MAX_ROWS = 30;
/** Seven columns still fit a 375 px phone as buttons large enough to tap. */
export const MAX_COLS = 7;
/** A sleeper berth is wide: it fits only rows of this many seats or fewer (2+1, 1+1). */
export const MAX_SEATS_IN_SLEEPER_ROW = 3;

const Id = z.guid();
const Page = z.coerce.number().int().min(1).default(1);
const PageSize = z.coerce.number().int().min(1).max(100).default(20);
const Dir = z.enum(['asc', 'desc']).default('asc');
const Search = text({ max: 100 }).optional();

// ── Seat layouts ────────────────────────────────────────────────────────────────────────────────

export const SeatCell = z.object({
  row: z.number().int().min(0),
  col: z.number().int().min(0),
  type: z.enum(SEAT_CELL_TYPES),
  /** Unique within the layout; a reservation names its seat by it. */
  label: text({ trim: false, max: 6 })
    .regex(/^[A-Za-z0-9-]{1,6}$/, 'A seat label is 1–6 letters, digits or hyphens')
    .optional(),
  kind: z.enum(SEAT_KINDS).optional(),
  flags: z.array(z.enum(SEAT_FLAGS)).max(SEAT_FLAGS.length).optional(),
  tier: z.enum(SEAT_TIERS).optional(),
});
export type SeatCell = z.infer<typeof SeatCell>;

export const SeatDeck = z.object({
  name: text({
    min: 1,
    minMessage: 'Name the deck',
    max: 40,
    maxMessage: 'Keep the deck name under 40 characters',
  }),
  rows: z
    .number()
    .int()
    .min(1, 'A deck has at least one row')
    .max(MAX_ROWS, `A deck has at most ${MAX_ROWS} rows`),
  cols: z
    .number()
    .int()
    .min(1, 'A deck has at least one column')
    .max(MAX_COLS, `A deck has at most ${MAX_COLS} columns`),
  cells: z.array(SeatCell).max(MAX_ROWS * MAX_COLS),
});
export type SeatDeck = z.infer<typeof SeatDeck>;

export interface LayoutIssue {
  path: (string | number)[];
  message: string;
}

const place = (d: number, deck: SeatDeck, cell: SeatCell) =>
  `Deck ${d + 1} (${deck.name}), row ${cell.row + 1}, column ${cell.col + 1}`;

function cellIssues(d: number, deck: SeatDeck, cell: SeatCell, decks: number): string[] {
  const issues: string[] = [];
  if (cell.row >= deck.rows || cell.col >= deck.cols)
    issues.push(`is outside the grid of ${deck.rows} rows and ${deck.cols} columns`);
  if (cell.type === 'seat' && !cell.label) issues.push('needs a seat label');
  if (cell.type !== 'seat' && (cell.label || cell.kind || cell.flags?.length || cell.tier))
    issues.push('is not a seat, so it cannot carry a label, kind, flags or price tier');
  if (cell.type === 'driver' && d > 0) issues.push("the driver's place belongs on deck 1");
  if (cell.type === 'stairs' && decks < 2) issues.push('stairs need a second deck');
  return issues;
}

function seatsPerRow(deck: SeatDeck): Map<number, number> {
  const counts = new Map<number, number>();
  for (const cell of deck.cells)
    if (cell.type === 'seat') counts.set(cell.row, (counts.get(cell.row) ?? 0) + 1);
  return counts;
}

/** Every broken rule of a layout; an empty list means the layout can be saved. */
export function layoutIssues(decks: SeatDeck[]): LayoutIssue[] {
  const issues: LayoutIssue[] = [];
  const labels = new Map<string, string>();
  let seats = 0;
  let drivers = 0;
  decks.forEach((deck, d) => {
    const taken = new Set<string>();
    const perRow = seatsPerRow(deck);
    deck.cells.forEach((cell, i) => {
      const at = place(d, deck, cell);
      const add = (text: string) =>
        issues.push({ path: ['decks', d, 'cells', i], message: `${at}: ${text}.` });
      cellIssues(d, deck, cell, decks.length).forEach(add);
      const key = `${cell.row}:${cell.col}`;
      if (taken.has(key)) add('holds two cells');
      taken.add(key);
      if (cell.type === 'driver' && ++drivers === 2) add("is a second driver's place");
      if (cell.type !== 'seat') return;
      seats++;
      const inRow = perRow.get(cell.row) ?? 0;
      if (cell.kind === 'sleeper' && inRow > MAX_SEATS_IN_SLEEPER_ROW)
        add(
          `a sleeper berth needs a row of ${MAX_SEATS_IN_SLEEPER_ROW} seats or fewer (2+1 or 1+1); this row has ${inRow}`,
        );
      if (!cell.label) return;
      const first = labels.get(cell.label.toUpperCase());
      if (first) add(`the label ${cell.label} is already used at ${first}`);
      else labels.set(cell.label.toUpperCase(), at.replace(/^Deck/, 'deck'));
    });
  });
  if (seats === 0) issues.push({ path: ['decks'], message: 'Add at least one seat.' });
  return issues;
}

export const SeatLayoutInput = z
  .object({
    name: text({
      min: 1,
      minMessage: 'Name the layout',
      max: 80,
      maxMessage: 'Keep the name under 80 characters',
    }),
    decks: z
      .array(SeatDeck)
      .min(1, 'Add a deck')
      .max(MAX_DECKS, `A bus has at most ${MAX_DECKS} decks`),
  })
  .superRefine((layout, ctx) => {
    for (const issue of layoutIssues(layout.decks)) ctx.addIssue({ code: 'custom', ...issue });
  });
export type SeatLayoutInput = z.infer<typeof SeatLayoutInput>;

export const SeatLayoutSummary = z.object({
  id: z.string(),
  name: z.string(),
  seatCount: z.number().int(),
  deckCount: z.number().int(),
  busCount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type SeatLayoutSummary = z.infer<typeof SeatLayoutSummary>;
export const SeatLayout = SeatLayoutSummary.extend({ decks: z.array(SeatDeck) });
export type SeatLayout = z.infer<typeof SeatLayout>;
export const SeatLayoutList = z.object({ layouts: z.array(SeatLayoutSummary) });
export const SeatLayoutResponse = z.object({ layout: SeatLayout });

// ── Buses ───────────────────────────────────────────────────────────────────────────────────────

export const BUS_STATUSES = ['active', 'maintenance', 'retired'] as const;
export type BusStatus = (typeof BUS_STATUSES)[number];
export const AMENITIES = [
  'air-conditioning',
  'wifi',
  'usb',
  'toilet',
  'reclining-seats',
  'wheelchair-lift',
  'blankets',
] as const;
export type Amenity = (typeof AMENITIES)[number];
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

// ── Conductors ──────────────────────────────────────────────────────────────────────────────────

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
export const IdParams = z.object({ id: Id });
