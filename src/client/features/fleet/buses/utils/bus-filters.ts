import { BUS_STATUSES } from '#shared/fleet/buses.ts';
import type { Filter } from '#client/components/ui/lists/filter-bar.tsx';
import { BUS_STATUS_LABELS } from '../../fleet-labels.ts';

/** The fleet list's select, beside its search. */
export const BUS_FILTERS: Filter<'status'>[] = [
  {
    key: 'status',
    label: 'Status',
    options: BUS_STATUSES.map((value) => ({ value, label: BUS_STATUS_LABELS[value] })),
  },
];
