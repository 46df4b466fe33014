import type { Role } from '#shared/accounts/access.ts';

export const ROLE_LABELS: Record<Role, string> = {
  passenger: 'Passenger',
  conductor: 'Conductor',
  admin: 'Admin',
};

export const ROLE_OPTIONS = (Object.keys(ROLE_LABELS) as Role[]).map((value) => ({
  value,
  label: ROLE_LABELS[value],
}));
