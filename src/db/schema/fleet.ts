/** Fleet: seat layouts, buses and conductor profiles (the conductor's account is a better-auth user). */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAt, oneOf } from './types.ts';

export const SEAT_CELL_TYPES = ['seat', 'aisle', 'gap', 'driver', 'door', 'stairs'] as const;
export type SeatCellType = (typeof SEAT_CELL_TYPES)[number];
export const SEAT_KINDS = ['seater', 'sleeper'] as const;
export type SeatKind = (typeof SEAT_KINDS)[number];
/** Flags the app knows; a layout may carry others, which are shown but carry no rule. */
export const SEAT_FLAGS = ['window', 'accessible', 'women-only'] as const;

/** One cell of a deck grid; only `seat` cells carry a label and can be sold. */
export interface SeatCell {
  row: number;
  col: number;
  type: SeatCellType;
  /** Unique within the layout, e.g. "4C" or "U12"; a reservation names the seat by it. */
  label?: string;
  kind?: SeatKind;
  flags?: string[];
  /** Fare tier, e.g. "premium"; absent means the standard fare. */
  tier?: string;
}

export interface SeatDeck {
  name: string;
  rows: number;
  cols: number;
  cells: SeatCell[];
}

export const seatLayout = pgTable(
  'seat_layout',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    decks: jsonb('decks').$type<SeatDeck[]>().notNull(),
    /** Seat cells over all decks, kept with the decks so listings need not parse them. */
    seatCount: integer('seat_count').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('seat_layout_seat_count_check', sql`${t.seatCount} >= 0`)],
);

export const BUS_STATUSES = ['active', 'maintenance', 'retired'] as const;
export type BusStatus = (typeof BUS_STATUSES)[number];

export const bus = pgTable(
  'bus',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    registration: text('registration').notNull().unique(),
    name: text('name').notNull(),
    layoutId: uuid('layout_id')
      .notNull()
      .references(() => seatLayout.id),
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: BUS_STATUSES }).notNull().default('active'),
    /** Path under UPLOAD_DIR. */
    photoPath: text('photo_path'),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('bus_status_check', t.status, BUS_STATUSES),
    index('bus_layout_idx').on(t.layoutId),
  ],
);

export const CONDUCTOR_STATUSES = ['active', 'disabled'] as const;
export type ConductorStatus = (typeof CONDUCTOR_STATUSES)[number];

export const conductorProfile = pgTable(
  'conductor_profile',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** better-auth user id; the foreign key arrives with the account tables. */
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    employeeNumber: text('employee_number').notNull().unique(),
    phone: text('phone').notNull(),
    licenceNumber: text('licence_number').notNull(),
    busId: uuid('bus_id').references(() => bus.id, { onDelete: 'set null' }),
    status: text('status', { enum: CONDUCTOR_STATUSES }).notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('conductor_profile_status_check', t.status, CONDUCTOR_STATUSES),
    index('conductor_profile_bus_idx').on(t.busId),
  ],
);
