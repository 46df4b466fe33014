/** Buses: all SQL on bus, joined with its seat layout for lists. */
import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { bus, seatLayout } from '#db/schema/fleet.ts';
import type { BusQuery, BusStatus } from '#shared/fleet/buses.ts';

export type BusRow = typeof bus.$inferSelect;
export interface BusWithLayout extends BusRow {
  layoutName: string;
  seatCount: number;
}
export type BusValues = Pick<
  BusRow,
  'registration' | 'name' | 'layoutId' | 'amenities' | 'photoPath'
>;

const SORT_COLUMNS = {
  registration: bus.registration,
  name: bus.name,
  status: bus.status,
  capacity: seatLayout.seatCount,
  createdAt: bus.createdAt,
} as const;

/** The registration without spaces or hyphens: "M-BW 101" and "MBW101" are one bus. */
const compact = (text: string) => text.replace(/[\s-]/g, '').toUpperCase();
const registrationKey = sql`regexp_replace(upper(${bus.registration}), '[[:space:]-]', '', 'g')`;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function filters(query: Pick<BusQuery, 'q' | 'status'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    const byName = ilike(bus.name, `%${escapeLike(query.q)}%`);
    const key = compact(query.q);
    conditions.push(
      key ? or(byName, sql`${registrationKey} like ${`%${escapeLike(key)}%`}`) : byName,
    );
  }
  if (query.status) conditions.push(eq(bus.status, query.status));
  return and(...conditions);
}

function withLayout(db: Database) {
  return db
    .select({ bus, layoutName: seatLayout.name, seatCount: seatLayout.seatCount })
    .from(bus)
    .innerJoin(seatLayout, eq(seatLayout.id, bus.layoutId));
}

const flatten = (row: { bus: BusRow; layoutName: string; seatCount: number }): BusWithLayout => ({
  ...row.bus,
  layoutName: row.layoutName,
  seatCount: row.seatCount,
});

export function createBusesRepo(db: Database) {
  return {
    async list(query: BusQuery): Promise<{ rows: BusWithLayout[]; total: number }> {
      const where = filters(query);
      const order = query.dir === 'asc' ? asc : desc;
      const [rows, [totalRow]] = await Promise.all([
        withLayout(db)
          .where(where)
          .orderBy(order(SORT_COLUMNS[query.sort]), asc(bus.registration))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(bus).where(where),
      ]);
      return { rows: rows.map(flatten), total: totalRow?.total ?? 0 };
    },
    /**
     * Locks the bus's row until the transaction ends, or says it is not there: changes to one bus
     * take turns, and a trip or schedule being given the bus (which reads it for share) waits.
     */
    async lock(id: string): Promise<boolean> {
      const rows = await db.select({ id: bus.id }).from(bus).where(eq(bus.id, id)).for('update');
      return rows.length > 0;
    },
    async findById(id: string): Promise<BusWithLayout | undefined> {
      const [row] = await withLayout(db).where(eq(bus.id, id));
      return row && flatten(row);
    },
    /** The bus whose registration matches, ignoring case, spaces and hyphens. */
    async findByRegistration(registration: string, exceptId?: string): Promise<BusRow | undefined> {
      const same = sql`${registrationKey} = ${compact(registration)}`;
      const [row] = await db
        .select()
        .from(bus)
        .where(exceptId ? and(same, ne(bus.id, exceptId)) : same)
        .limit(1);
      return row;
    },
    async options() {
      return db
        .select({ id: bus.id, registration: bus.registration, name: bus.name, status: bus.status })
        .from(bus)
        .orderBy(asc(bus.registration));
    },
    async insert(values: BusValues): Promise<BusRow> {
      const [row] = await db.insert(bus).values(values).returning();
      if (!row) throw new Error('bus was not inserted');
      return row;
    },
    async update(
      id: string,
      values: Partial<BusValues> & { status?: BusStatus },
    ): Promise<BusRow | undefined> {
      const [row] = await db.update(bus).set(values).where(eq(bus.id, id)).returning();
      return row;
    },
    async layoutExists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: seatLayout.id })
        .from(seatLayout)
        .where(eq(seatLayout.id, id));
      return row !== undefined;
    },
  };
}
export type BusesRepo = ReturnType<typeof createBusesRepo>;
