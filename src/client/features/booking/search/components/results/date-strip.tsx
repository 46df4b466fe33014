import { addDays } from '#shared/core/zoned-time.ts';
import { dayAndMonth, dayName, longDate, stripDays } from '../../utils/date-strip.ts';
import './date-strip.css';

/** Days around the search's day, and a day earlier or later; never before today. */
export function DateStrip({
  date,
  today,
  last,
  onDate,
}: {
  date: string;
  today: string;
  last: string;
  onDate: (date: string) => void;
}) {
  const days = stripDays(date, today, last);
  return (
    <nav className="date-strip" aria-label="Travel day">
      <button
        type="button"
        className="date-strip__step"
        disabled={date <= today}
        onClick={() => onDate(addDays(date, -1))}
      >
        <span aria-hidden="true">‹</span>
        <span className="visually-hidden">Previous day</span>
      </button>
      <ul className="date-strip__days">
        {days.map((day) => (
          <li key={day}>
            <button
              type="button"
              className="date-strip__day"
              aria-current={day === date ? 'date' : undefined}
              aria-label={longDate(day)}
              onClick={() => onDate(day)}
            >
              <span className="date-strip__name">{dayName(day, today)}</span>
              <span className="date-strip__date">{dayAndMonth(day)}</span>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="date-strip__step"
        disabled={date >= last}
        onClick={() => onDate(addDays(date, 1))}
      >
        <span aria-hidden="true">›</span>
        <span className="visually-hidden">Next day</span>
      </button>
    </nav>
  );
}
