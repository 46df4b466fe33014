/**
 * Identity rules around better-auth: who a request comes from, the demo and bootstrap accounts,
 * and invitations (accounts whose owner sets the password from a mailed link).
 */
import { randomBytes } from 'node:crypto';
import { fromNodeHeaders } from 'better-auth/node';
import type { IncomingHttpHeaders } from 'node:http';
import type { Database } from '#db/client.ts';
import type { Role } from '#shared/accounts/access.ts';
import { ROLES } from '#shared/accounts/access.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import { LINK_VALID_SECONDS, type Auth } from './auth/auth.ts';
import { createInvitedAccounts } from './invitations/invited-accounts.service.ts';
import type { UsersRepo, UserRow } from './users/users.repo.ts';

export const DEMO_ACCOUNTS = [
  { role: 'admin', email: 'admin@busway.demo', password: 'busway-admin', name: 'Ada Admin' },
  {
    role: 'conductor',
    email: 'conductor@busway.demo',
    password: 'busway-conductor',
    name: 'Carl Conductor',
  },
  {
    role: 'passenger',
    email: 'passenger@busway.demo',
    password: 'busway-passenger',
    name: 'Pia Passenger',
  },
] as const satisfies readonly { role: Role; email: string; password: string; name: string }[];

export interface AccountsDeps {
  auth: Auth;
  users: UsersRepo;
  /** For the account changes that join another module's transaction (invited-accounts.service.ts). */
  db: Database;
}

function asRole(value: string | null | undefined): Role {
  return (ROLES as readonly string[]).includes(value ?? '') ? (value as Role) : 'passenger';
}

export function createAccountsService({ auth, users, db }: AccountsDeps) {
  async function createUser(input: {
    email: string;
    name: string;
    role: Role;
    phone?: string | null;
    password?: string;
  }) {
    const password = input.password ?? randomBytes(24).toString('base64url');
    const data = { emailVerified: true, phone: input.phone || null };
    await auth.api.createUser({
      body: { email: input.email, password, name: input.name, role: input.role, data },
    });
    const row = await users.findByEmail(input.email);
    if (!row) throw new Error(`user ${input.email} was not created`);
    return row;
  }

  async function credentialOf(userId: string) {
    const ctx = await auth.$context;
    return (await ctx.internalAdapter.findAccounts(userId)).find(
      (a) => a.providerId === 'credential',
    );
  }

  /** Sets the password, adding a password sign-in to an account that had none (GitHub only). */
  async function setPassword(userId: string, password: string) {
    const ctx = await auth.$context;
    const hash = await ctx.password.hash(password);
    if (await credentialOf(userId)) await ctx.internalAdapter.updatePassword(userId, hash);
    else
      await ctx.internalAdapter.linkAccount({
        userId,
        providerId: 'credential',
        accountId: userId,
        password: hash,
      });
  }

  async function passwordIs(userId: string, password: string): Promise<boolean> {
    const ctx = await auth.$context;
    const hash = (await credentialOf(userId))?.password;
    return hash ? ctx.password.verify({ hash, password }) : false;
  }

  return {
    ...createInvitedAccounts(db),
    createUser,

    async emailInUse(email: string): Promise<boolean> {
      return (await users.findByEmail(email)) !== undefined;
    },

    /** The signed-in user of a request; disabled accounts count as signed out. */
    async resolveUser(headers: IncomingHttpHeaders): Promise<RequestUser | null> {
      const found = await auth.api.getSession({ headers: fromNodeHeaders(headers) });
      if (!found || found.user.banned) return null;
      return {
        id: found.user.id,
        email: found.user.email,
        name: found.user.name,
        role: asRole(found.user.role),
      };
    },

    /** Creates the demo accounts that are missing; returns what the banner and sign-in screen show. */
    async ensureDemoAccounts() {
      for (const demo of DEMO_ACCOUNTS) {
        if (!(await users.findByEmail(demo.email))) await createUser(demo);
      }
      return DEMO_ACCOUNTS.map(({ role, email, password }) => ({ role, email, password }));
    },

    /**
     * ADMIN_EMAIL + ADMIN_PASSWORD: create that admin, or make the existing account an enabled,
     * verified admin with that password. Runs at every start, so it changes only what differs.
     */
    async ensureAdmin(email: string, password: string): Promise<UserRow> {
      const existing = await users.findByEmail(email);
      if (!existing) return createUser({ email, password, name: 'Administrator', role: 'admin' });
      if (!(await passwordIs(existing.id, password))) await setPassword(existing.id, password);
      const { role, banned, banReason, emailVerified } = existing;
      if (role === 'admin' && !banned && !banReason && emailVerified) return existing;
      return (
        (await users.update(existing.id, {
          role: 'admin',
          banned: false,
          banReason: null,
          emailVerified: true,
        })) ?? existing
      );
    },

    /** A one-time token for the "set your password" link of an invitation. */
    async passwordLinkToken(userId: string): Promise<string> {
      const ctx = await auth.$context;
      const token = randomBytes(24).toString('base64url');
      // The identifier format is better-auth's own reset-password token, consumed by POST /reset-password.
      await ctx.internalAdapter.createVerificationValue({
        identifier: `reset-password:${token}`,
        value: userId,
        expiresAt: new Date(Date.now() + LINK_VALID_SECONDS * 1000),
      });
      return token;
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
