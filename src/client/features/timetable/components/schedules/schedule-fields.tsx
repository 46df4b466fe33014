import type { ScheduleInput } from '#shared/timetable/timetable.ts';
import type { OptionRoute, TimetableOptions } from '#shared/timetable/timetable-admin.ts';
import { SelectField } from '#client/components/ui/forms/select-field.tsx';
import { TextField } from '#client/components/ui/forms/text-field.tsx';
import type { ZodForm } from '#client/lib/forms/use-zod-form.ts';
import { busChoices } from '../../utils/bus-choices.ts';
import { formatDate } from '../../utils/timetable-format.ts';
import { orNull, type ScheduleValues } from '../../utils/schedule-values.ts';
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
  zodForm: { form, field, errorOf },
  options,
  calendar,
  onRoute,
}: {
  zodForm: ZodForm<ScheduleValues, ScheduleInput>;
  options: TimetableOptions;
  /** The GTFS service calendar the schedule came with, which it may keep following. */
  calendar: { id: string; gtfsId: string } | null;
  onRoute: (route: OptionRoute | undefined) => void;
}) {
  const [busId, daysOfWeek, validFrom, validTo, calendarId] = form.watch([
    'busId',
    'daysOfWeek',
    'validFrom',
    'validTo',
    'serviceCalendarId',
  ]);
  const routes = [
    { value: '', label: 'Choose a route' },
    ...options.routes.map((r) => ({
      value: r.id,
      label: `${r.shortName} · ${r.longName}${r.active ? '' : ' (inactive)'}`,
    })),
  ];
  const buses = busChoices(options.buses, 'No bus yet', busId ?? '');
  const conductors = [
    { value: '', label: 'No conductor yet' },
    ...options.conductors.map((c) => ({ value: c.id, label: c.name || c.email })),
  ];
  const route = field('routeId');
  const optional = { setValueAs: orNull };
  // Set by hand (a group of boxes, a box that stands for a calendar id): checked again as typed
  // fields are, once the form was sent.
  const again = { shouldValidate: form.formState.isSubmitted };
  const setDays = (days: number[]) => form.setValue('daysOfWeek', days, again);
  const setCalendar = (id: string | null) => form.setValue('serviceCalendarId', id, again);
  const { error: _activeError, ...active } = field('active');
  return (
    <>
      <SelectField
        label="Route"
        options={routes}
        {...route}
        onChange={(event) => {
          onRoute(options.routes.find((r) => r.id === event.target.value));
          return route.onChange(event);
        }}
      />
      <div className="schedule-form__pair">
        <TextField
          label="Departure"
          inputMode="numeric"
          autoComplete="off"
          hint="From the first stop, as HH:MM, e.g. 07:30. 24:00 and later run after midnight."
          {...field('departureTime')}
        />
        <TextField
          label="Headsign"
          optional
          hint="Shown on the bus, e.g. the last stop."
          {...field('headsign')}
        />
      </div>
      <DaysField
        value={daysOfWeek}
        error={errorOf('daysOfWeek')}
        {...(calendarId
          ? { hint: 'Copied from the service calendar; its added and removed dates apply too.' }
          : {})}
        onChange={setDays}
      />
      <div className="schedule-form__pair">
        <TextField
          label="Runs from"
          hint={`The first service date${spelled(validFrom)}.`}
          type="date"
          {...field('validFrom')}
        />
        <TextField
          label="Runs until"
          type="date"
          optional
          hint={validTo ? `The last service date${spelled(validTo)}.` : 'Leave empty to run on.'}
          {...field('validTo', optional)}
        />
      </div>
      <div className="schedule-form__pair">
        <SelectField label="Bus" options={buses} {...field('busId', optional)} />
        <SelectField
          label="Conductor"
          options={conductors}
          {...field('conductorUserId', optional)}
        />
      </div>
      {calendar && (
        <label className="timetable-check">
          <input
            type="checkbox"
            name="serviceCalendarId"
            checked={calendarId !== null}
            onChange={(event) => setCalendar(event.target.checked ? calendar.id : null)}
          />
          Follow the service calendar {calendar.gtfsId} (from the GTFS import)
        </label>
      )}
      <label className="timetable-check">
        <input type="checkbox" {...active} />
        In service: roll out its dated trips
      </label>
    </>
  );
}
