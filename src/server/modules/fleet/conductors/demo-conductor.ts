/**
 * Demo mode: the demo conductor (conductor@busway.demo) gets a profile, assigned to the first
 * active bus, once. Later starts change nothing, even if an admin has edited the profile since.
 */
import type { UsersService } from '#server/modules/accounts/users/users.service.ts';
import type { ConductorsRepo } from './conductors.repo.ts';

export const DEMO_CONDUCTOR = {
  email: 'conductor@busway.demo',
  employeeNumber: 'C-0001',
  phone: '+49 89 1234567',
  licenceNumber: 'DE-BY 104 2231',
} as const;

export async function ensureDemoConductor({
  repo,
  users,
}: {
  repo: ConductorsRepo;
  users: UsersService;
}): Promise<void> {
  const { users: found } = await users.list({
    q: DEMO_CONDUCTOR.email,
    sort: 'createdAt',
    dir: 'asc',
    page: 1,
    pageSize: 5,
  });
  const account = found.find((u) => u.email === DEMO_CONDUCTOR.email);
  if (!account || (await repo.findByUserId(account.id))) return;
  const { employeeNumber, phone, licenceNumber } = DEMO_CONDUCTOR;
  await repo.insertIfMissing({
    userId: account.id,
    employeeNumber,
    phone,
    licenceNumber,
    busId: (await repo.firstActiveBus()) ?? null,
  });
}
