import type { TimetableOptions } from '#shared/timetable-admin.ts';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { busChoices } from '../utils/bus-choices.ts';
import { formatDate } from '../utils/timetable-format.ts';
import { errorUnder, type PathErrors, type ScheduleForm } from '../utils/schedule-form.ts';
import { DaysField } from './days-field.tsx';
import './schedule-form.css';

/**
 * A date input shows the browser's own format (11/24/2026 in American English); the hint spells
 * the date as every other date on these screens ("24 Nov 2026"), so the two cannot be misread.
 */
const spelled = (date: string) => (DAY.test(date) ? `: ${formatDate(date)}` : '');
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The schedule's own fields; the stop times have their editor. */
export function ScheduleFields({
  form,
  options,
  errors,
  onChange,
  onRoute,
}: {
  form: ScheduleForm;
  options: TimetableOptions;
  errors: PathErrors;
  onChange: (patch: Partial<ScheduleForm>) => void;
  onRoute: (routeId: string) => void;
}) {
  const routes = [
    { value: '', label: 'Choose a route' },
    ...options.routes.map((r) => ({
      value: r.id,
      label: `${r.shortName} · ${r.longName}${r.active ? '' : ' (inactive)'}`,
    })),
  ];
  const buses = busChoices(options.buses, 'No bus yet', form.busId);
  const conductors = [
    { value: '', label: 'No conductor yet' },
    ...options.conductors.map((c) => ({ value: c.id, label: c.name || c.email })),
  ];
  return (
    <>
      <SelectField
        label="Route"
        name="routeId"
        options={routes}
        value={form.routeId}
        error={errors.routeId}
        onChange={(event) => onRoute(event.target.value)}
      />
      <div className="schedule-form__pair">
        <TextField
          label="Departure"
          name="departureTime"
          inputMode="numeric"
          autoComplete="off"
          hint="From the first stop, as HH:MM, e.g. 07:30. 24:00 and later run after midnight."
          value={form.departureTime}
          error={errors.departureTime}
          onChange={(event) => onChange({ departureTime: event.target.value })}
        />
        <TextField
          label="Headsign"
          name="headsign"
          optional
          hint="Shown on the bus, e.g. the last stop."
          value={form.headsign}
          error={errors.headsign}
          onChange={(event) => onChange({ headsign: event.target.value })}
        />
      </div>
      <DaysField
        value={form.daysOfWeek}
        error={errorUnder(errors, 'daysOfWeek')}
        {...(form.followCalendar
          ? { hint: 'Copied from the service calendar; its added and removed dates apply too.' }
          : {})}
        onChange={(daysOfWeek) => onChange({ daysOfWeek })}
      />
      <div className="schedule-form__pair">
        <TextField
          label="Runs from"
          hint={`The first service date${spelled(form.validFrom)}.`}
          name="validFrom"
          type="date"
          value={form.validFrom}
          error={errors.validFrom}
          onChange={(event) => onChange({ validFrom: event.target.value })}
        />
        <TextField
          label="Runs until"
          name="validTo"
          type="date"
          optional
          hint={
            form.validTo
              ? `The last service date${spelled(form.validTo)}.`
              : 'Leave empty to run on.'
          }
          value={form.validTo}
          error={errors.validTo}
          onChange={(event) => onChange({ validTo: event.target.value })}
        />
      </div>
      <div className="schedule-form__pair">
        <SelectField
          label="Bus"
          name="busId"
          options={buses}
          value={form.busId}
          error={errors.busId}
          onChange={(event) => onChange({ busId: event.target.value })}
        />
        <SelectField
          label="Conductor"
          name="conductorUserId"
          options={conductors}
          value={form.conductorUserId}
          error={errors.conductorUserId}
          onChange={(event) => onChange({ conductorUserId: event.target.value })}
        />
      </div>
      {form.calendar && (
        <label className="timetable-check">
          <input
            type="checkbox"
            name="followCalendar"
            checked={form.followCalendar}
            onChange={(event) => onChange({ followCalendar: event.target.checked })}
          />
          Follow the service calendar {form.calendar.gtfsId} (from the GTFS import)
        </label>
      )}
      <label className="timetable-check">
        <input
          type="checkbox"
          name="active"
          checked={form.active}
          onChange={(event) => onChange({ active: event.target.checked })}
        />
        In service: roll out its dated trips
      </label>
    </>
  );
}
