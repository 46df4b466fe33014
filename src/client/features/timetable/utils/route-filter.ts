import type { TimetableOptions } from '#shared/timetable/timetable-admin.ts';
import type { Filter } from '#client/components/ui/lists/filter-bar.tsx';

/** The route select of the timetable lists; disabled until the routes have loaded. */
export function routeFilter(options: TimetableOptions | undefined): Filter<'route'> {
  return {
    key: 'route',
    label: 'Route',
    any: 'All routes',
    disabled: !options,
    options: (options?.routes ?? []).map((r) => ({
      value: r.id,
      label: `${r.shortName} · ${r.longName}`,
    })),
  };
}
