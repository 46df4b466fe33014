import type { Filter } from '#client/components/ui/lists/filter-bar.tsx';
import { CONDUCTOR_STATUS_LABELS } from './conductor-labels.ts';

/** The conductors list's select, beside its search. */
export const CONDUCTOR_FILTERS: Filter<'status'>[] = [
  {
    key: 'status',
    label: 'Status',
    options: Object.entries(CONDUCTOR_STATUS_LABELS).map(([value, label]) => ({ value, label })),
  },
];
