import { formatClock, parseClock, type ScheduleInput } from '#shared/timetable/timetable.ts';
import { Button } from '#client/components/ui/buttons/button.tsx';
import type { ZodForm } from '#client/lib/forms/use-zod-form.ts';
import { minutes, type OffsetValues, type ScheduleValues } from '../../utils/schedule-values.ts';
import './offsets-editor.css';

type Form = ZodForm<ScheduleValues, ScheduleInput>;

function clockAt(departure: string, offset: number | undefined): string {
  const start = parseClock(departure);
  if (start === undefined || offset === undefined || !Number.isFinite(offset)) return '—';
  return formatClock(start + offset);
}

/** "07:45 – 07:50" (arriving – leaving), one time when they are the same, "—" before a departure is set. */
function timesAt(departure: string, row: OffsetValues | undefined): string {
  const arrive = clockAt(departure, row?.arrive);
  const leave = clockAt(departure, row?.depart);
  return arrive === leave || leave === '—' ? arrive : `${arrive} – ${leave}`;
}

function MinutesInput({
  stopName,
  i,
  field,
  zodForm,
}: {
  stopName: string;
  i: number;
  field: 'arrive' | 'depart';
  zodForm: Form;
}) {
  const { error, ...registration } = zodForm.field(`stopOffsets.${i}.${field}`, {
    setValueAs: minutes,
  });
  const errorId = `offset-${i}-${field}-error`;
  const verb = field === 'arrive' ? 'Arrive at' : 'Leave';
  return (
    <div className="offsets-editor__cell">
      <input
        className="field__input offsets-editor__input"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        aria-label={`${verb} ${stopName}: minutes into the trip`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...registration}
      />
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Minutes after departure at each stop, arriving and leaving, with the clock time they make. */
export function OffsetsEditor({
  rows,
  stopName,
  departureTime,
  zodForm,
  onSuggest,
}: {
  /** The field array's rows (their `id` keys them). */
  rows: readonly (OffsetValues & { id: string })[];
  stopName: (stopId: string) => string;
  departureTime: string;
  zodForm: Form;
  /** Fills in times from the route's distances; absent when the stops are not the route's. */
  onSuggest: (() => void) | undefined;
}) {
  // A stop that is not a stop any more has no input of its own: its error shows over the table.
  const general =
    zodForm.errorOf('stopOffsets') ??
    rows.map((_, i) => zodForm.errorOf(`stopOffsets.${i}.stopId`)).find(Boolean);
  const typed = zodForm.form.watch('stopOffsets');
  return (
    <fieldset className="offsets-editor">
      <legend className="field__label">Stop times</legend>
      <p className="field__hint">
        Minutes after the departure from the first stop. Suggested from the route's distances at an
        average coach speed; adjust them to the real timetable.
      </p>
      {general && <p className="field__error">{general}</p>}
      <table className="offsets-editor__table">
        <thead>
          <tr>
            <th scope="col">Stop</th>
            <th scope="col">Arrive (min)</th>
            <th scope="col">Leave (min)</th>
            <th scope="col">Time</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={row.id}>
              <th scope="row">
                <span className="offsets-editor__seq">{i + 1}</span> {stopName(row.stopId)}
              </th>
              <td data-label="Arrive (min)">
                <MinutesInput
                  stopName={stopName(row.stopId)}
                  i={i}
                  field="arrive"
                  zodForm={zodForm}
                />
              </td>
              <td data-label="Leave (min)">
                <MinutesInput
                  stopName={stopName(row.stopId)}
                  i={i}
                  field="depart"
                  zodForm={zodForm}
                />
              </td>
              <td data-label="Time" className="offsets-editor__clock">
                {timesAt(departureTime, typed[i])}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {onSuggest && (
        <div>
          <Button variant="secondary" onClick={onSuggest}>
            Suggest times from distances
          </Button>
        </div>
      )}
    </fieldset>
  );
}
