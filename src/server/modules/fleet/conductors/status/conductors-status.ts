/**
 * Disabling and enabling a conductor, each in one transaction with its audit entries. Disabling
 * disables the account (signed out everywhere, no sign-in until enabled) and takes the conductor
 * off the trips that have not left and the schedules still valid, so another can be assigned.
 * Enabling gives the sign-in back but none of those duties.
 */
import type { Conductor } from '#shared/fleet/conductors.ts';
import { AppError, NotFoundError } from '#server/errors.ts';
import { toAdminUser } from '#server/modules/accounts/users/users.service.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import type { ConductorsScope } from '../conductors.store.ts';
import { conductorIn } from '../conductors-view.ts';

export interface DisabledConductor {
  conductor: Conductor;
  /** How many trips and schedules lost this conductor. */
  unassigned: { trips: number; schedules: number };
}

/** The account disabled (with the reason) or enabled (null), recorded as the users screen does. */
async function setAccount(
  scope: ConductorsScope,
  actor: RequestUser,
  userId: string,
  reason: string | null,
) {
  const { accounts, tx } = scope;
  const before = await accounts.findAccount(userId, { tx });
  if (!before) throw new NotFoundError('user', userId);
  const after = (await accounts.setDisabled(userId, reason, { tx })) ?? before;
  await scope.audit.record({
    actorId: actor.id,
    action: reason === null ? 'user.enable' : 'user.disable',
    entity: 'user',
    entityId: userId,
    before: toAdminUser(before),
    after: toAdminUser(after),
  });
}

export async function disableConductor(
  scope: ConductorsScope,
  actor: RequestUser,
  { id, reason, today }: { id: string; reason: string; today: string },
): Promise<DisabledConductor> {
  const before = await conductorIn(scope, id, today);
  if (before.userId === actor.id)
    throw new AppError('failed-precondition', 'You cannot disable your own account here.');
  await setAccount(scope, actor, before.userId, reason);
  await scope.profiles.update(id, { status: 'disabled' });
  const released = await scope.duties.release(before.userId, today);
  const after = await conductorIn(scope, id, today);
  await scope.audit.record({
    actorId: actor.id,
    action: 'conductor.disable',
    entity: 'conductor',
    entityId: id,
    before,
    after: { ...after, reason, unassigned: released },
  });
  return {
    conductor: after,
    unassigned: { trips: released.trips.length, schedules: released.schedules.length },
  };
}

export async function enableConductor(
  scope: ConductorsScope,
  actor: RequestUser,
  { id, today }: { id: string; today: string },
): Promise<Conductor> {
  const before = await conductorIn(scope, id, today);
  await setAccount(scope, actor, before.userId, null);
  await scope.profiles.update(id, { status: 'active' });
  const after = await conductorIn(scope, id, today);
  await scope.audit.record({
    actorId: actor.id,
    action: 'conductor.enable',
    entity: 'conductor',
    entityId: id,
    before,
    after,
  });
  return after;
}
