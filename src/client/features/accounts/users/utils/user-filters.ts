import type { Filter } from '#client/components/ui/lists/filter-bar.tsx';
import { ROLE_OPTIONS } from '../components/role-labels.ts';
import type { UserFilter } from './users-search-params.ts';

/** The users list's selects, beside its search. */
export const USER_FILTERS: Filter<Exclude<UserFilter, 'q'>>[] = [
  { key: 'role', label: 'Role', options: ROLE_OPTIONS },
  {
    key: 'status',
    label: 'Status',
    options: [
      { value: 'active', label: 'Active' },
      { value: 'disabled', label: 'Disabled' },
    ],
  },
  {
    key: 'verified',
    label: 'Email',
    options: [
      { value: 'true', label: 'Verified' },
      { value: 'false', label: 'Not verified' },
    ],
  },
];
