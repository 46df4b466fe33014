/**
 * Conductor profiles: all SQL on conductor_profile. The account's name and e-mail are read from
 * the user table for lists and joins only; the accounts service writes the account (decision 007).
 */
import { and, asc, count, desc, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { user } from '#db/schema/auth.ts';
import { bus, conductorProfile } from '#db/schema/fleet.ts';
import type { ConductorQuery } from '#shared/fleet/conductors.ts';

export type ProfileRow = typeof conductorProfile.$inferSelect;
export type ProfileValues = Pick<
  ProfileRow,
  'phone' | 'employeeNumber' | 'licenceNumber' | 'busId'
>;
export interface ConductorRow extends ProfileRow {
  name: string;
  email: string;
  accountDisabled: boolean;
  bus: { id: string; registration: string; name: string } | null;
}

const SORT_COLUMNS = {
  name: user.name,
  employeeNumber: conductorProfile.employeeNumber,
  createdAt: conductorProfile.createdAt,
} as const;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function filters(query: Pick<ConductorQuery, 'q' | 'status'>): SQL | undefined {
  // A profile whose account left the conductor role is kept (conductors-role.ts), not listed.
  const conditions: (SQL | undefined)[] = [eq(user.role, 'conductor')];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(
      or(
        ilike(user.name, pattern),
        ilike(user.email, pattern),
        ilike(conductorProfile.employeeNumber, pattern),
        ilike(conductorProfile.phone, pattern),
      ),
    );
  }
  // Disabled here, or the account disabled on the users screen.
  if (query.status === 'active')
    conditions.push(eq(conductorProfile.status, 'active'), eq(user.banned, false));
  if (query.status === 'disabled')
    conditions.push(or(eq(conductorProfile.status, 'disabled'), eq(user.banned, true)));
  return and(...conditions);
}

function joined(db: Database) {
  return db
    .select({
      profile: conductorProfile,
      name: user.name,
      email: user.email,
      accountDisabled: user.banned,
      busId: bus.id,
      busRegistration: bus.registration,
      busName: bus.name,
    })
    .from(conductorProfile)
    .innerJoin(user, eq(user.id, conductorProfile.userId))
    .leftJoin(bus, eq(bus.id, conductorProfile.busId));
}

type JoinedRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

function flatten(row: JoinedRow): ConductorRow {
  const assigned =
    row.busId && row.busRegistration && row.busName
      ? { id: row.busId, registration: row.busRegistration, name: row.busName }
      : null;
  return {
    ...row.profile,
    name: row.name,
    email: row.email,
    accountDisabled: row.accountDisabled,
    bus: assigned,
  };
}

export function createConductorsRepo(db: Database) {
  return {
    async list(query: ConductorQuery): Promise<{ rows: ConductorRow[]; total: number }> {
      const where = filters(query);
      const order = query.dir === 'asc' ? asc : desc;
      const [rows, [totalRow]] = await Promise.all([
        joined(db)
          .where(where)
          .orderBy(order(SORT_COLUMNS[query.sort]), asc(conductorProfile.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db
          .select({ total: count() })
          .from(conductorProfile)
          .innerJoin(user, eq(user.id, conductorProfile.userId))
          .where(where),
      ]);
      return { rows: rows.map(flatten), total: totalRow?.total ?? 0 };
    },
    async findById(id: string): Promise<ConductorRow | undefined> {
      const [row] = await joined(db).where(eq(conductorProfile.id, id));
      return row && flatten(row);
    },
    async findByUserId(userId: string): Promise<ProfileRow | undefined> {
      const [row] = await db
        .select()
        .from(conductorProfile)
        .where(eq(conductorProfile.userId, userId));
      return row;
    },
    async employeeNumberTaken(employeeNumber: string, exceptId?: string): Promise<boolean> {
      const same = eq(conductorProfile.employeeNumber, employeeNumber);
      const [row] = await db
        .select({ n: count() })
        .from(conductorProfile)
        .where(exceptId ? and(same, ne(conductorProfile.id, exceptId)) : same);
      return (row?.n ?? 0) > 0;
    },
    async busExists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: bus.id }).from(bus).where(eq(bus.id, id));
      return row !== undefined;
    },
    async insert(values: ProfileValues & { userId: string }): Promise<ProfileRow> {
      const [row] = await db.insert(conductorProfile).values(values).returning();
      if (!row) throw new Error('conductor profile was not inserted');
      return row;
    },
    /** Inserts unless the user already has a profile (or the number is taken); returns whether it did. */
    async insertIfMissing(values: ProfileValues & { userId: string }): Promise<boolean> {
      const rows = await db
        .insert(conductorProfile)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: conductorProfile.id });
      return rows.length > 0;
    },
    async update(
      id: string,
      values: Partial<ProfileValues & Pick<ProfileRow, 'status'>>,
    ): Promise<ProfileRow | undefined> {
      const [row] = await db
        .update(conductorProfile)
        .set(values)
        .where(eq(conductorProfile.id, id))
        .returning();
      return row;
    },
    async firstActiveBus(): Promise<string | undefined> {
      const [row] = await db
        .select({ id: bus.id })
        .from(bus)
        .where(eq(bus.status, 'active'))
        .orderBy(asc(bus.registration))
        .limit(1);
      return row?.id;
    },
  };
}
export type ConductorsRepo = ReturnType<typeof createConductorsRepo>;
