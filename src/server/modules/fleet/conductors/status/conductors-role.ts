/**
 * The users screen changing an account's role to or from conductor. One account has one conductor
 * profile, and the conductors screen lists the accounts with the conductor role, so the two
 * screens agree: becoming a conductor makes the profile (or brings back the one they had), and
 * leaving the role is done as disabling is (conductors-status.ts): off the trips not yet left and
 * the schedules still valid, profile disabled — kept, so their employee number is not reused.
 * The role, the profile, the duties and the audit entries change in one transaction.
 */
import type { Role } from '#shared/accounts/access.ts';
import type { ConductorProfileInput } from '#shared/fleet/conductors.ts';
import { InvalidArgumentError, NotFoundError } from '#server/errors.ts';
import { toAdminUser } from '#server/modules/accounts/users/users.service.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import type { ConductorsScope } from '../conductors.store.ts';
import { conductorIn, employeeNumberTaken } from '../conductors-view.ts';
import type { ProfileRow } from '../conductors.repo.ts';

export interface RoleChange {
  userId: string;
  role: Role;
  /** The profile's fields; needed to become a conductor without a profile from before. */
  conductor?: ConductorProfileInput | undefined;
  today: string;
}

const REQUIRED = ['employeeNumber', 'licenceNumber', 'phone'] as const;

function profileNeeded(name: string): InvalidArgumentError {
  const message = `To make ${name} a conductor, give their employee number, licence number and phone.`;
  return new InvalidArgumentError(message, {
    fields: REQUIRED.map((field) => ({ field, message })),
  });
}

/** Writes the profile of a new conductor, or brings back the one they had, with its audit entry. */
async function becomeConductor(
  scope: ConductorsScope,
  actor: RequestUser,
  {
    existing,
    input,
    disabled,
    userId,
    today,
  }: {
    existing: ProfileRow | undefined;
    input: ConductorProfileInput;
    disabled: boolean;
    userId: string;
    today: string;
  },
) {
  if (await scope.profiles.employeeNumberTaken(input.employeeNumber, existing?.id))
    throw employeeNumberTaken(input.employeeNumber);
  if (input.busId && !(await scope.profiles.busExists(input.busId))) {
    const message = 'Choose one of the buses.';
    throw new InvalidArgumentError(message, { fields: [{ field: 'busId', message }] });
  }
  const status = disabled ? 'disabled' : 'active';
  const before = existing && (await conductorIn(scope, existing.id, today));
  const id = existing
    ? (await scope.profiles.update(existing.id, { ...input, status }))!.id
    : (await scope.profiles.insert({ ...input, userId })).id;
  if (!existing && disabled) await scope.profiles.update(id, { status });
  await scope.audit.record({
    actorId: actor.id,
    action: existing ? 'conductor.update' : 'conductor.create',
    entity: 'conductor',
    entityId: id,
    before,
    after: await conductorIn(scope, id, today),
  });
}

/** Off the duties and the profile disabled, recorded as disabling is. */
async function leaveConductor(
  scope: ConductorsScope,
  actor: RequestUser,
  { existing, role, userId, today }: { existing: ProfileRow | undefined } & RoleChange,
) {
  const released = await scope.duties.release(userId, today);
  if (!existing) return;
  const before = await conductorIn(scope, existing.id, today);
  await scope.profiles.update(existing.id, { status: 'disabled' });
  await scope.audit.record({
    actorId: actor.id,
    action: 'conductor.disable',
    entity: 'conductor',
    entityId: existing.id,
    before,
    after: {
      ...(await conductorIn(scope, existing.id, today)),
      reason: `Role changed to ${role}`,
      unassigned: released,
    },
  });
}

/** Changes the role when it goes to or from conductor; false (nothing written) otherwise. */
export async function changeConductorRole(
  scope: ConductorsScope,
  actor: RequestUser,
  change: RoleChange,
): Promise<boolean> {
  const account = await scope.accounts.findAccount(change.userId, { tx: scope.tx });
  if (!account) throw new NotFoundError('user', change.userId);
  const becoming = change.role === 'conductor' && account.role !== 'conductor';
  const leaving = change.role !== 'conductor' && account.role === 'conductor';
  if (!becoming && !leaving) return false;
  const existing = await scope.profiles.findByUserId(change.userId);
  const after = await scope.accounts.setRole(change.userId, change.role, { tx: scope.tx });
  await scope.audit.record({
    actorId: actor.id,
    action: 'user.set-role',
    entity: 'user',
    entityId: change.userId,
    before: toAdminUser(account),
    after: after && toAdminUser(after),
  });
  if (leaving) {
    await leaveConductor(scope, actor, { ...change, existing });
    return true;
  }
  const input = change.conductor ?? existing;
  if (!input) throw profileNeeded(account.name || account.email);
  const { phone, employeeNumber, licenceNumber, busId } = input;
  await becomeConductor(scope, actor, {
    existing,
    input: { phone, employeeNumber, licenceNumber, busId },
    disabled: account.banned,
    userId: change.userId,
    today: change.today,
  });
  return true;
}
