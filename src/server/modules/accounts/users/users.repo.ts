import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { session, user, type UserRole } from '#db/schema/auth.ts';
import type { AdminUserQuery } from '#shared/accounts/accounts.ts';

export type UserRow = typeof user.$inferSelect;

const SORT_COLUMNS = {
  name: user.name,
  email: user.email,
  role: user.role,
  createdAt: user.createdAt,
} as const;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function filters(query: AdminUserQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(
      or(ilike(user.name, pattern), ilike(user.email, pattern), ilike(user.phone, pattern)),
    );
  }
  if (query.role) conditions.push(eq(user.role, query.role));
  if (query.status) conditions.push(eq(user.banned, query.status === 'disabled'));
  if (query.verified) conditions.push(eq(user.emailVerified, query.verified === 'true'));
  return and(...conditions);
}

export function createUsersRepo(db: Database) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(user).where(eq(user.id, id));
      return row;
    },
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(user).where(eq(user.email, email.trim().toLowerCase()));
      return row;
    },
    async list(query: AdminUserQuery): Promise<{ rows: UserRow[]; total: number }> {
      const where = filters(query);
      const order = query.dir === 'asc' ? asc : desc;
      const [rows, [totalRow]] = await Promise.all([
        db
          .select()
          .from(user)
          .where(where)
          .orderBy(order(SORT_COLUMNS[query.sort]), asc(user.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(user).where(where),
      ]);
      return { rows, total: totalRow?.total ?? 0 };
    },
    async emailTaken(email: string, exceptUserId?: string): Promise<boolean> {
      const same = eq(user.email, email);
      const [row] = await db
        .select({ id: user.id })
        .from(user)
        .where(exceptUserId ? and(same, ne(user.id, exceptUserId)) : same);
      return row !== undefined;
    },
    /** The `user` row better-auth itself writes for an account with no credential yet. */
    async insert(values: { name: string; email: string; phone: string | null; role: UserRole }) {
      const [row] = await db
        .insert(user)
        .values({ id: randomBytes(16).toString('hex'), ...values, emailVerified: true })
        .returning();
      if (!row) throw new Error(`user ${values.email} was not inserted`);
      return row;
    },
    async update(
      id: string,
      values: Partial<
        Pick<
          UserRow,
          'role' | 'banned' | 'banReason' | 'image' | 'emailVerified' | 'name' | 'email'
        >
      >,
    ) {
      const [row] = await db
        .update(user)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(user.id, id))
        .returning();
      return row;
    },
    /** Signs the user out everywhere at once. */
    async deleteSessions(userId: string): Promise<void> {
      await db.delete(session).where(eq(session.userId, userId));
    },
    async remove(id: string): Promise<void> {
      await db.delete(user).where(eq(user.id, id));
    },
    async setRole(id: string, role: UserRole) {
      return this.update(id, { role });
    },
  };
}
export type UsersRepo = ReturnType<typeof createUsersRepo>;
