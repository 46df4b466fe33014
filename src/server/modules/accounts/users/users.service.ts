/**
 * Admin work on user accounts. Every change is written to the audit log with before and after, in
 * the change's own transaction (`write`), so no change goes unrecorded and no entry without it.
 */
import type {
  AdminUser,
  AdminUserList,
  AdminUserQuery,
  CreateUserRequest,
} from '#shared/accounts/accounts.ts';
import type { Role } from '#shared/accounts/access.ts';
import type { ConductorProfileInput } from '#shared/fleet/conductors.ts';
import { AppError, ConflictError, InvalidArgumentError, NotFoundError } from '#server/errors.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import type { AuditService } from '#server/core/audit.service.ts';
import type { AccountsService } from '../accounts.service.ts';
import type { Auth } from '../auth/auth.ts';
import type { createAuthMail } from '../auth/auth-mail.ts';
import type { UserRow, UsersRepo } from './users.repo.ts';

/** The users and the audit log over one connection. */
export interface UsersScope {
  users: UsersRepo;
  audit: AuditService;
}

export interface UsersServiceDeps {
  /** For reads outside a transaction. */
  users: UsersRepo;
  /** Runs `work` in one transaction; read only through its scope there. */
  write: <T>(work: (scope: UsersScope) => Promise<T>) => Promise<T>;
  accounts: AccountsService;
  audit: AuditService;
  auth: Auth;
  mail: ReturnType<typeof createAuthMail>;
}

/**
 * Disables (a reason) or enables (null) an account that another module owns more of — a conductor's
 * trips and profile — doing the whole change itself; false when the account is not its concern.
 */
export type AccountStatusDelegate = (
  actor: RequestUser,
  userId: string,
  reason: string | null,
) => Promise<boolean>;

/**
 * Changes a role that another module owns more of — becoming or leaving conductor, with the
 * conductor profile — doing the whole change itself; false when the change is not its concern.
 */
export type AccountRoleDelegate = (
  actor: RequestUser,
  change: { userId: string; role: Role; conductor?: ConductorProfileInput | undefined },
) => Promise<boolean>;

function conductorsRegisterElsewhere(): InvalidArgumentError {
  const message =
    'Register conductors on the conductors screen: it makes their account and conductor profile together.';
  return new InvalidArgumentError(message, { fields: [{ field: 'role', message }] });
}

export function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    emailVerified: row.emailVerified,
    role: row.role,
    banned: row.banned,
    banReason: row.banReason,
    phone: row.phone,
    image: row.image,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createUsersService({
  users,
  write,
  accounts,
  audit,
  auth,
  mail,
}: UsersServiceDeps) {
  async function existing(id: string): Promise<UserRow> {
    const row = await users.findById(id);
    if (!row) throw new NotFoundError('user', id);
    return row;
  }

  function notSelf(actor: RequestUser, id: string, what: string) {
    if (actor.id === id)
      throw new AppError('failed-precondition', `You cannot ${what} your own account here.`);
  }

  const delegates: AccountStatusDelegate[] = [];
  const roleDelegates: AccountRoleDelegate[] = [];
  async function delegated(actor: RequestUser, id: string, reason: string | null) {
    for (const delegate of delegates) if (await delegate(actor, id, reason)) return true;
    return false;
  }

  async function change(
    actor: RequestUser,
    id: string,
    action: string,
    apply: (users: UsersRepo) => Promise<UserRow | undefined>,
  ) {
    return write(async (s) => {
      const before = await s.users.findById(id);
      if (!before) throw new NotFoundError('user', id);
      const after = (await apply(s.users)) ?? before;
      await s.audit.record({
        actorId: actor.id,
        action,
        entity: 'user',
        entityId: id,
        before: toAdminUser(before),
        after: toAdminUser(after),
      });
      return toAdminUser(after);
    });
  }

  return {
    async list(query: AdminUserQuery): Promise<AdminUserList> {
      const { rows, total } = await users.list(query);
      return { users: rows.map(toAdminUser), total, page: query.page, pageSize: query.pageSize };
    },

    /** Creates the account with a role and mails an invitation to set the password. */
    async create(actor: RequestUser, input: CreateUserRequest): Promise<AdminUser> {
      // A conductor is an account and a profile made together (decision 007).
      if (input.role === 'conductor') throw conductorsRegisterElsewhere();
      if (await accounts.emailInUse(input.email))
        throw new ConflictError('auth/email-already-in-use');
      const row = await accounts.createUser({ ...input, phone: input.phone || null });
      const token = await accounts.passwordLinkToken(row.id);
      await mail.sendInvitation({
        email: row.email,
        name: row.name,
        role: row.role,
        token,
        invitedBy: actor.name,
      });
      await audit.record({
        actorId: actor.id,
        action: 'user.create',
        entity: 'user',
        entityId: row.id,
        after: toAdminUser(row),
      });
      return toAdminUser(row);
    },

    /** To or from conductor, the conductor profile changes with the role (AccountRoleDelegate). */
    async setRole(actor: RequestUser, id: string, role: Role, conductor?: ConductorProfileInput) {
      notSelf(actor, id, 'change the role of');
      for (const delegate of roleDelegates)
        if (await delegate(actor, { userId: id, role, conductor }))
          return toAdminUser(await existing(id));
      return change(actor, id, 'user.set-role', (tx) => tx.update(id, { role }));
    },

    /** A module whose accounts need more than the role changed (fleet: conductor profiles). */
    delegateRole(delegate: AccountRoleDelegate) {
      roleDelegates.push(delegate);
    },

    /** A module whose accounts need more than the account row disabled or enabled (fleet: conductors). */
    delegateStatus(delegate: AccountStatusDelegate) {
      delegates.push(delegate);
    },

    /** Disabling signs the user out everywhere at once; they cannot sign in until enabled. */
    async disable(actor: RequestUser, id: string, reason: string) {
      notSelf(actor, id, 'disable');
      if (await delegated(actor, id, reason)) return toAdminUser(await existing(id));
      return change(actor, id, 'user.disable', async (tx) => {
        const row = await tx.update(id, { banned: true, banReason: reason });
        await tx.deleteSessions(id);
        return row;
      });
    },

    async enable(actor: RequestUser, id: string) {
      if (await delegated(actor, id, null)) return toAdminUser(await existing(id));
      return change(actor, id, 'user.enable', (tx) =>
        tx.update(id, { banned: false, banReason: null }),
      );
    },

    async remove(actor: RequestUser, id: string): Promise<void> {
      notSelf(actor, id, 'delete');
      await write(async (s) => {
        const before = await s.users.findById(id);
        if (!before) throw new NotFoundError('user', id);
        await s.users.remove(id);
        await s.audit.record({
          actorId: actor.id,
          action: 'user.delete',
          entity: 'user',
          entityId: id,
          before: toAdminUser(before),
        });
      });
    },

    async resendVerification(actor: RequestUser, id: string): Promise<void> {
      const row = await existing(id);
      if (row.emailVerified)
        throw new AppError('failed-precondition', 'This email address is already verified.');
      await auth.api.sendVerificationOTP({
        body: { email: row.email, type: 'email-verification' },
      });
      await audit.record({
        actorId: actor.id,
        action: 'user.resend-verification',
        entity: 'user',
        entityId: id,
      });
    },

    async sendPasswordReset(actor: RequestUser, id: string): Promise<void> {
      const row = await existing(id);
      await auth.api.requestPasswordResetEmailOTP({ body: { email: row.email } });
      await audit.record({
        actorId: actor.id,
        action: 'user.password-reset',
        entity: 'user',
        entityId: id,
      });
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
