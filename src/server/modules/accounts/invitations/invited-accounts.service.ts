/**
 * Account changes another module makes as part of its own change, in its own transaction (pass
 * `{ tx }`): an invited account and its "set your password" link, a new name or e-mail, a role,
 * disabling. better-auth's API runs on its own connection and cannot join a transaction, so these
 * write the rows better-auth itself writes for the same act (decision 007); passwords, sessions,
 * sign-in and verification stay with better-auth.
 */
import type { Database } from '#db/client.ts';
import type { Role } from '#shared/accounts/access.ts';
import { createInvitationsRepo } from './invitations.repo.ts';
import { createUsersRepo, type UserRow } from '../users/users.repo.ts';

/** The caller's transaction (or connection) to write in; without it, each write stands alone. */
export interface InTransaction {
  tx?: Database;
}

export interface InvitedAccountInput {
  name: string;
  email: string;
  phone: string | null;
  role: Role;
}

export function createInvitedAccounts(db: Database) {
  const users = ({ tx }: InTransaction) => createUsersRepo(tx ?? db);
  const links = ({ tx }: InTransaction) => createInvitationsRepo(tx ?? db);

  return {
    findAccount(id: string, options: InTransaction = {}): Promise<UserRow | undefined> {
      return users(options).findById(id);
    },

    emailTaken(email: string, options: InTransaction & { exceptUserId?: string } = {}) {
      return users(options).emailTaken(email, options.exceptUserId);
    },

    /**
     * An account with no password, verified (an admin made it), and the token of its invitation
     * link: setting the first password through it makes the credential.
     */
    async createInvitedAccount(input: InvitedAccountInput, options: InTransaction = {}) {
      const account = await users(options).insert(input);
      return { account, token: await links(options).replaceLink(account.id) };
    },

    /**
     * A new name or e-mail. A new e-mail is unverified until confirmed, every session ends and
     * earlier links stop working: `token` is the new invitation link to mail to the new address.
     */
    async changeIdentity(
      id: string,
      next: { name: string; email: string },
      options: InTransaction = {},
    ): Promise<{ before?: UserRow; after?: UserRow; token?: string }> {
      const repo = users(options);
      const before = await repo.findById(id);
      const emailChanged = before !== undefined && before.email !== next.email;
      const after = await repo.update(id, {
        ...next,
        ...(emailChanged ? { emailVerified: false } : {}),
      });
      if (!emailChanged) return { before, after };
      await repo.deleteSessions(id);
      return { before, after, token: await links(options).replaceLink(id) };
    },

    setRole(id: string, role: Role, options: InTransaction = {}) {
      return users(options).update(id, { role });
    },

    /** Disabled with a reason (signed out everywhere), or enabled again with null. */
    async setDisabled(id: string, reason: string | null, options: InTransaction = {}) {
      const repo = users(options);
      const row = await repo.update(id, { banned: reason !== null, banReason: reason });
      if (reason !== null) await repo.deleteSessions(id);
      return row;
    },
  };
}
export type InvitedAccounts = ReturnType<typeof createInvitedAccounts>;
