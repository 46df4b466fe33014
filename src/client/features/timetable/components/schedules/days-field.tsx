import { useId } from 'react';
import { WEEKDAY_NAMES } from '#shared/timetable/timetable.ts';
import { WEEKDAY_SHORT } from '../../utils/timetable-format.ts';
import './days-field.css';

const PRESETS = [
  { label: 'Mon–Fri', days: [1, 2, 3, 4, 5] },
  { label: 'Weekends', days: [6, 7] },
  { label: 'Every day', days: [1, 2, 3, 4, 5, 6, 7] },
];

/** The weekdays a schedule runs on: seven checkboxes in a group, and quick picks. */
export function DaysField({
  value,
  error,
  hint,
  onChange,
}: {
  value: number[];
  error?: string | undefined;
  hint?: string;
  onChange: (days: number[]) => void;
}) {
  const errorId = useId();
  const toggle = (day: number, on: boolean) =>
    onChange(on ? [...value, day].sort((a, b) => a - b) : value.filter((d) => d !== day));
  return (
    <fieldset
      className="days-field"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="field__label">Days of the week</legend>
      {hint && <p className="field__hint">{hint}</p>}
      <div className="days-field__days">
        {WEEKDAY_NAMES.map((name, i) => (
          <label key={name} className="days-field__day">
            <input
              type="checkbox"
              name="daysOfWeek"
              value={i + 1}
              checked={value.includes(i + 1)}
              onChange={(event) => toggle(i + 1, event.target.checked)}
            />
            <span aria-hidden="true">{WEEKDAY_SHORT[i]}</span>
            <span className="visually-hidden">{name}</span>
          </label>
        ))}
      </div>
      <div className="days-field__presets">
        {PRESETS.map((preset) => (
          <button
            key={preset.label}
            type="button"
            className="field__toggle"
            onClick={() => onChange(preset.days)}
          >
            {preset.label}
          </button>
        ))}
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
