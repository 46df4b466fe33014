/**
 * The demo data set: a coach network in Bavaria with buses, timetables and 30 days of trips from
 * today, and yesterday's too, so a night trip that left yesterday and is still on the road exists
 * on a fresh start (the demo simulation drives it; search offers no day before today, and booking
 * refuses a trip that has left). It is written once per database, in one transaction, and only
 * into a database without a network of its own (an imported GTFS network is never mixed with
 * demo lines). Later runs change nothing and report the same summary; rolling trips out past the
 * first 30 days is the schedule roll-out job's work.
 */
import { and, eq, gte } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '#db/client.ts';
import { fare } from '../schema/network.ts';
import { bus, seatLayout } from '../schema/fleet.ts';
import { route, routeStop, stop } from '../schema/network.ts';
import { schedule, trip } from '../schema/timetable.ts';
import { auditLog } from '../schema/system.ts';
import { buildDemoData } from './demo-data.ts';
import { addDays, localDate } from '#shared/core/zoned-time.ts';

export interface SeedResult {
  /**
   * One line for the banner, e.g. "13 stops, 8 routes, 10 buses, 1020 upcoming trips": the
   * trips of today on, yesterday's left out.
   */
  summary: string;
  /** Demo accounts (role, email, password) once accounts exist. */
  accounts: { role: string; email: string; password: string }[];
}

export interface SeedOptions {
  /** OPERATOR_TIMEZONE: "today" and service dates are in this zone. */
  timezone: string;
  /** The first service date's reference instant; defaults to now. */
  now?: Date;
  /** CURRENCY of the demo fares; defaults to EUR. */
  currency?: string;
}

/** Service dates rolled out from today on; yesterday's come on top. */
export const DEMO_DAYS = 30;
const MARKER = { action: 'seed', entity: 'demo-network' } as const;
/** Rows per INSERT: large enough to be quick, far below PostgreSQL's 65,535 parameters. */
const CHUNK = 500;

export async function seedDemoData(db: Database, options: SeedOptions): Promise<SeedResult> {
  const today = localDate(options.now ?? new Date(), options.timezone);
  const firstDate = addDays(today, -1);
  await db.transaction(async (tx) => {
    if (await hasNetwork(tx)) return;
    const data = buildDemoData({
      firstDate,
      days: DEMO_DAYS + 1,
      timezone: options.timezone,
      currency: options.currency ?? 'EUR',
    });
    await insertAll(tx, seatLayout, data.layouts);
    await insertAll(tx, bus, data.buses);
    await insertAll(tx, stop, data.stops);
    await insertAll(tx, route, data.routes);
    await insertAll(tx, routeStop, data.routeStops);
    await insertAll(tx, fare, data.fares);
    await insertAll(tx, schedule, data.schedules);
    await insertAll(tx, trip, data.trips);
    await tx.insert(auditLog).values({ ...MARKER, after: { firstDate, days: DEMO_DAYS + 1 } });
  });
  return { summary: await summarise(db, today), accounts: [] };
}

/** Seeded before, or holding a network of its own (imported, or entered by hand). */
async function hasNetwork(tx: Tx): Promise<boolean> {
  const marker = await tx
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.action, MARKER.action), eq(auditLog.entity, MARKER.entity)))
    .limit(1);
  return marker.length > 0 || (await tx.$count(stop)) > 0;
}

/**
 * Batched inserts that skip rows already there: the ids are stable, so even two instances
 * seeding one PostgreSQL at the same moment end with one copy.
 */
async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx
      .insert(table)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoNothing();
  }
}

async function summarise(db: Database, today: string): Promise<string> {
  const [stops, routes, buses, trips] = await Promise.all([
    db.$count(stop),
    db.$count(route),
    db.$count(bus),
    db.$count(trip, gte(trip.serviceDate, today)),
  ]);
  return `${stops} stops, ${routes} routes, ${buses} buses, ${trips} upcoming trips`;
}
