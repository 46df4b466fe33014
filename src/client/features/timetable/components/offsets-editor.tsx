import { formatClock, parseClock } from '#shared/timetable.ts';
import { Button } from '#client/components/ui/button.tsx';
import type { OffsetRow, PathErrors } from '../utils/schedule-form.ts';
import './offsets-editor.css';

function clockAt(departure: string, minutes: string): string {
  const start = parseClock(departure);
  const offset = Number(minutes);
  if (start === undefined || minutes.trim() === '' || !Number.isFinite(offset)) return '—';
  return formatClock(start + offset);
}

/** "07:45 – 07:50" (arriving – leaving), one time when they are the same, "—" before a departure is set. */
function timesAt(departure: string, row: OffsetRow): string {
  const arrive = clockAt(departure, row.arrive);
  const leave = clockAt(departure, row.depart);
  return arrive === leave || leave === '—' ? arrive : `${arrive} – ${leave}`;
}

function MinutesInput({
  row,
  i,
  field,
  errors,
  onChange,
}: {
  row: OffsetRow;
  i: number;
  field: 'arrive' | 'depart';
  errors: PathErrors;
  onChange: (value: string) => void;
}) {
  const error = errors[`stopOffsets.${i}.${field}`];
  const errorId = `offset-${i}-${field}-error`;
  const verb = field === 'arrive' ? 'Arrive at' : 'Leave';
  return (
    <div className="offsets-editor__cell">
      <input
        className="field__input offsets-editor__input"
        name={`stopOffsets.${i}.${field}`}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={row[field]}
        aria-label={`${verb} ${row.stopName}: minutes into the trip`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
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
  departureTime,
  errors,
  onChange,
  onSuggest,
}: {
  rows: OffsetRow[];
  departureTime: string;
  errors: PathErrors;
  onChange: (rows: OffsetRow[]) => void;
  /** Fills in times from the route's distances; absent when the stops are not the route's. */
  onSuggest: (() => void) | undefined;
}) {
  // A stop that is not a stop any more has no input of its own: its error shows over the table.
  const general =
    errors.stopOffsets ??
    Object.entries(errors).find(([key]) => /^stopOffsets\.\d+\.stopId$/.test(key))?.[1];
  const set = (i: number, field: 'arrive' | 'depart', value: string) =>
    onChange(rows.map((row, j) => (j === i ? { ...row, [field]: value } : row)));
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
            <tr key={`${row.stopId}-${i}`}>
              <th scope="row">
                <span className="offsets-editor__seq">{i + 1}</span> {row.stopName}
              </th>
              <td data-label="Arrive (min)">
                <MinutesInput
                  row={row}
                  i={i}
                  field="arrive"
                  errors={errors}
                  onChange={(value) => set(i, 'arrive', value)}
                />
              </td>
              <td data-label="Leave (min)">
                <MinutesInput
                  row={row}
                  i={i}
                  field="depart"
                  errors={errors}
                  onChange={(value) => set(i, 'depart', value)}
                />
              </td>
              <td data-label="Time" className="offsets-editor__clock">
                {timesAt(departureTime, row)}
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
