/**
 * Conductors: an account with the conductor role plus a profile. Every change runs in one
 * transaction with its audit entries (conductors.store.ts), and mail goes out only once it is
 * committed: registering makes the account, its invitation link and the profile all or nothing,
 * then mails the invitation; an e-mail an admin changes is unverified, signed out everywhere and
 * mailed a new link. Disabling and enabling: conductors-status.ts.
 */
import type {
  Conductor,
  ConductorInput,
  ConductorList,
  ConductorQuery,
} from '#shared/fleet/conductors.ts';
import { InvalidArgumentError } from '#server/errors.ts';
import { toAdminUser } from '#server/modules/accounts/users/users.service.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import type { ConductorsMail } from './conductors-mail.ts';
import { changeConductorRole, type RoleChange } from './status/conductors-role.ts';
import { disableConductor, enableConductor } from './status/conductors-status.ts';
import type { ConductorsScope, ConductorsStore } from './conductors.store.ts';
import {
  asConflict,
  conductorIn,
  emailInUse,
  employeeNumberTaken,
  toConductor,
} from './conductors-view.ts';

export interface ConductorsServiceDeps {
  store: ConductorsStore;
  mail: ConductorsMail;
  /** The operator's date today; asked before a transaction opens. */
  today: () => Promise<string>;
}

/** Refuses a taken employee number or e-mail, or an unknown bus, before anything is written. */
async function check(
  scope: ConductorsScope,
  input: ConductorInput,
  current?: { id: string; userId: string },
) {
  if (await scope.profiles.employeeNumberTaken(input.employeeNumber, current?.id))
    throw employeeNumberTaken(input.employeeNumber);
  const { accounts, tx } = scope;
  if (await accounts.emailTaken(input.email, { exceptUserId: current?.userId, tx }))
    throw emailInUse(input.email);
  if (input.busId && !(await scope.profiles.busExists(input.busId))) {
    const message = 'Choose one of the buses.';
    throw new InvalidArgumentError(message, { fields: [{ field: 'busId', message }] });
  }
}

/**
 * A new name or e-mail on the account, recorded as a user change. A new e-mail is unverified,
 * every session ends, and earlier password links stop working; returns the new link to mail.
 */
async function changeAccount(
  scope: ConductorsScope,
  actor: RequestUser,
  before: Conductor,
  next: { name: string; email: string },
): Promise<string | undefined> {
  if (next.email === before.email && next.name === before.name) return undefined;
  const { accounts, tx } = scope;
  const changed = await accounts.changeIdentity(before.userId, next, { tx });
  await scope.audit.record({
    actorId: actor.id,
    action: 'user.update',
    entity: 'user',
    entityId: before.userId,
    before: changed.before && toAdminUser(changed.before),
    after: changed.after && toAdminUser(changed.after),
  });
  return changed.token;
}

export function createConductorsService({ store, mail, today }: ConductorsServiceDeps) {
  const write = <T>(input: ConductorInput, work: (scope: ConductorsScope) => Promise<T>) =>
    store.write(work).catch((error: unknown) => {
      throw asConflict(error, input);
    });

  async function disable(actor: RequestUser, id: string, reason: string) {
    const day = await today();
    return store.write((s) => disableConductor(s, actor, { id, reason, today: day }));
  }

  async function enable(actor: RequestUser, id: string): Promise<Conductor> {
    const day = await today();
    return store.write((s) => enableConductor(s, actor, { id, today: day }));
  }

  return {
    async list(query: ConductorQuery): Promise<ConductorList> {
      const { rows, total } = await store.read.profiles.list(query);
      const userIds = rows.map((row) => row.userId);
      const todays = await store.read.trips.tripsOn(userIds, await today());
      return {
        conductors: rows.map((row) => toConductor(row, todays)),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async get(id: string): Promise<Conductor> {
      return conductorIn(store.read, id, await today());
    },

    async register(actor: RequestUser, input: ConductorInput): Promise<Conductor> {
      const day = await today();
      const { name, email, phone, employeeNumber, licenceNumber, busId } = input;
      const { conductor, token } = await write(input, async (s) => {
        await check(s, input);
        const invited = { name, email, phone, role: 'conductor' as const };
        const { account, token } = await s.accounts.createInvitedAccount(invited, { tx: s.tx });
        await s.audit.record({
          actorId: actor.id,
          action: 'user.create',
          entity: 'user',
          entityId: account.id,
          after: toAdminUser(account),
        });
        const values = { userId: account.id, phone, employeeNumber, licenceNumber, busId };
        const profile = await s.profiles.insert(values);
        const created = await conductorIn(s, profile.id, day);
        await s.audit.record({
          actorId: actor.id,
          action: 'conductor.create',
          entity: 'conductor',
          entityId: profile.id,
          after: created,
        });
        return { conductor: created, token };
      });
      await mail.invite({ email, name, token, by: actor.name });
      return conductor;
    },

    async update(actor: RequestUser, id: string, input: ConductorInput): Promise<Conductor> {
      const day = await today();
      const { name, email, ...profile } = input;
      const { conductor, token } = await write(input, async (s) => {
        const before = await conductorIn(s, id, day);
        await check(s, input, before);
        await s.profiles.update(id, profile);
        const link = await changeAccount(s, actor, before, { name, email });
        const after = await conductorIn(s, id, day);
        await s.audit.record({
          actorId: actor.id,
          action: 'conductor.update',
          entity: 'conductor',
          entityId: id,
          before,
          after,
        });
        return { conductor: after, token: link };
      });
      if (token) await mail.addressChanged({ email, name, token, by: actor.name });
      return conductor;
    },

    disable,
    enable,

    /** The users screen changing a role to or from conductor (conductors-role.ts). */
    async setAccountRole(actor: RequestUser, change: Omit<RoleChange, 'today'>) {
      const day = await today();
      return store.write((s) => changeConductorRole(s, actor, { ...change, today: day }));
    },

    /**
     * The users screen disabling (a reason) or enabling (null) an account: a conductor's is done as
     * here, trips and profile with it. False for an account without a conductor profile.
     */
    async setAccountStatus(actor: RequestUser, userId: string, reason: string | null) {
      const profile = await store.read.profiles.findByUserId(userId);
      if (!profile) return false;
      if (reason === null) await enable(actor, profile.id);
      else await disable(actor, profile.id, reason);
      return true;
    },
  };
}
export type ConductorsService = ReturnType<typeof createConductorsService>;
