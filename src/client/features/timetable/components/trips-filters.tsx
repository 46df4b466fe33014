import { TRIP_STATUSES, type TripStatus } from '#shared/timetable.ts';
import { Button } from '#client/components/ui/button.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import type { TripsView } from '../api/get-trips.ts';
import { useTimetableOptions } from '../api/get-timetable-options.ts';
import { formatDate } from '../utils/timetable-format.ts';
import { STATUS_OPTIONS } from './trip-status.tsx';
import './trips-filters.css';

function shift(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

const isStatus = (value: string): value is TripStatus =>
  (TRIP_STATUSES as readonly string[]).includes(value);

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
  const routes = [
    { value: '', label: 'All routes' },
    ...(options.data?.routes ?? []).map((r) => ({
      value: r.id,
      label: `${r.shortName} · ${r.longName}`,
    })),
  ];
  const go = (patch: Partial<TripsView>) => onView({ ...view, page: 1, ...patch });
  return (
    <form
      className="trips-filters"
      role="search"
      aria-label="Trips"
      onSubmit={(event) => event.preventDefault()}
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
      <SelectField
        label="Route"
        name="route"
        options={routes}
        value={view.route ?? ''}
        disabled={!options.data}
        onChange={(event) => go({ route: event.target.value || undefined })}
      />
      <SelectField
        label="Status"
        name="status"
        options={[{ value: '', label: 'Any' }, ...STATUS_OPTIONS]}
        value={view.status ?? ''}
        onChange={(event) =>
          go({ status: isStatus(event.target.value) ? event.target.value : undefined })
        }
      />
    </form>
  );
}
