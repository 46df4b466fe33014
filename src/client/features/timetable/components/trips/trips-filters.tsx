import { TRIP_STATUSES, type TripStatus } from '#shared/timetable/timetable.ts';
import { Button } from '#client/components/ui/buttons/button.tsx';
import { FilterBar, type Filter } from '#client/components/ui/lists/filter-bar.tsx';
import { TextField } from '#client/components/ui/forms/text-field.tsx';
import type { TripsView } from '../../api/get-trips.ts';
import { useTimetableOptions } from '../../api/get-timetable-options.ts';
import { routeFilter } from '../../utils/route-filter.ts';
import { formatDate } from '../../utils/timetable-format.ts';
import { STATUS_OPTIONS } from './trip-status.tsx';
import './trips-filters.css';

function shift(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

const isStatus = (value: string): value is TripStatus =>
  (TRIP_STATUSES as readonly string[]).includes(value);
const STATUS_FILTER: Filter<'status'> = { key: 'status', label: 'Status', options: STATUS_OPTIONS };

/** The service date (with the day before and after), the route and the status. */
export function TripsFilters({
  view,
  date,
  today,
  onView,
}: {
  view: TripsView;
  date: string;
  today: string | undefined;
  onView: (view: TripsView) => void;
}) {
  const options = useTimetableOptions();
  const go = (patch: Partial<TripsView>) => onView({ ...view, page: 1, ...patch });
  return (
    <FilterBar
      label="Trips"
      filters={[routeFilter(options.data), STATUS_FILTER]}
      values={view}
      onFilter={(key, value) =>
        key === 'route'
          ? go({ route: value || undefined })
          : go({ status: isStatus(value) ? value : undefined })
      }
    >
      <TextField
        label="Service date"
        name="date"
        type="date"
        hint={/^\d{4}-\d{2}-\d{2}$/.test(date) ? formatDate(date) : undefined}
        value={date}
        onChange={(event) => go({ date: event.target.value || undefined })}
      />
      <div className="trips-filters__days">
        <Button variant="secondary" onClick={() => go({ date: shift(date, -1) })}>
          <span aria-hidden="true">←</span> Day before
        </Button>
        {today && today !== date && (
          <Button variant="secondary" onClick={() => go({ date: undefined })}>
            Today
          </Button>
        )}
        <Button variant="secondary" onClick={() => go({ date: shift(date, 1) })}>
          Day after <span aria-hidden="true">→</span>
        </Button>
      </div>
    </FilterBar>
  );
}
