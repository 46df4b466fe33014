/**
 * The accounts of conductors, written inside the conductor change's own transaction (which
 * better-auth's API cannot join): the account row of a new conductor, a new name or e-mail, and
 * the one-time "set your password" link of an invitation. Reads, disabling and signing out go
 * through the accounts module's users repository over the same connection.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, like, ne } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { user, verification } from '#db/schema/auth.ts';
import type { Role } from '#shared/access.ts';
import { LINK_VALID_SECONDS } from '#server/modules/accounts/auth.ts';
import { createUsersRepo, type UserRow } from '#server/modules/accounts/users.repo.ts';

/** better-auth's own reset-password token identifier, consumed by POST /api/auth/reset-password. */
const LINK_PREFIX = 'reset-password:';

const newId = () => randomBytes(16).toString('hex');

export function createConductorAccountsRepo(db: Database) {
  const users = createUsersRepo(db);
  return {
    findById: users.findById,
    deleteSessions: users.deleteSessions,

    async emailTaken(email: string, exceptUserId?: string): Promise<boolean> {
      const same = eq(user.email, email);
      const [row] = await db
        .select({ id: user.id })
        .from(user)
        .where(exceptUserId ? and(same, ne(user.id, exceptUserId)) : same);
      return row !== undefined;
    },

    /**
     * A conductor account with no password yet: the invitation link sets the first one (better-auth
     * makes the credential then). Verified, as an account an admin creates always is.
     */
    async insert(values: { name: string; email: string; phone: string }): Promise<UserRow> {
      const [row] = await db
        .insert(user)
        .values({ id: newId(), ...values, role: 'conductor', emailVerified: true })
        .returning();
      if (!row) throw new Error('conductor account was not inserted');
      return row;
    },

    /** A new name, or a new e-mail too: a changed address is unverified until confirmed. */
    async rename(id: string, values: { name: string; email: string }, emailChanged: boolean) {
      const [row] = await db
        .update(user)
        .set({
          ...values,
          ...(emailChanged ? { emailVerified: false } : {}),
          updatedAt: new Date(),
        })
        .where(eq(user.id, id))
        .returning();
      return row;
    },

    setRole(id: string, role: Role) {
      return users.update(id, { role });
    },

    setDisabled(id: string, reason: string | null) {
      return users.update(id, { banned: reason !== null, banReason: reason });
    },

    /** A fresh "set your password" link; links mailed before for this account stop working. */
    async replacePasswordLink(userId: string): Promise<string> {
      await db
        .delete(verification)
        .where(
          and(like(verification.identifier, `${LINK_PREFIX}%`), eq(verification.value, userId)),
        );
      const token = randomBytes(24).toString('base64url');
      await db.insert(verification).values({
        id: newId(),
        identifier: `${LINK_PREFIX}${token}`,
        value: userId,
        expiresAt: new Date(Date.now() + LINK_VALID_SECONDS * 1000),
      });
      return token;
    },
  };
}
export type ConductorAccountsRepo = ReturnType<typeof createConductorAccountsRepo>;
