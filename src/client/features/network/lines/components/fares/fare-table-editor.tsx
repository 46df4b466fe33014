import type { RouteStop } from '#shared/network/network.ts';
import { cellKey } from '../../utils/fare-draft.ts';
import './fare-table-editor.css';

/**
 * Prices between stops as a grid: a row per stop boarded at, a column per stop left at, a cell
 * for each ride forward. An empty cell is a ride not sold. Scrolls sideways on a narrow screen,
 * with the row names kept in view.
 */
export function FareTableEditor({
  stops,
  values,
  invalid,
  onChange,
  describedBy,
}: {
  stops: RouteStop[];
  values: Record<string, string>;
  invalid: ReadonlySet<string>;
  onChange: (key: string, value: string) => void;
  describedBy?: string;
}) {
  const rows = stops.slice(0, -1);
  const cols = stops.slice(1);
  return (
    <div className="fare-table" role="region" aria-label="Fare table" tabIndex={0}>
      <table>
        <caption className="visually-hidden">
          Price of a ride from the stop of each row to the stop of each column
        </caption>
        <thead>
          <tr>
            <td className="fare-table__corner">From ↓ · To →</td>
            {cols.map((to) => (
              <th key={to.sequence} scope="col">
                {to.stop.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((from) => (
            <tr key={from.sequence}>
              <th scope="row">{from.stop.name}</th>
              {cols.map((to) => {
                const key = cellKey(from.sequence, to.sequence);
                if (to.sequence <= from.sequence)
                  return <td key={key} className="fare-table__off" aria-hidden="true" />;
                return (
                  <td key={key}>
                    <input
                      className="field__input fare-table__input"
                      inputMode="decimal"
                      autoComplete="off"
                      aria-label={`From ${from.stop.name} to ${to.stop.name}`}
                      aria-invalid={invalid.has(key) || undefined}
                      aria-describedby={describedBy}
                      value={values[key] ?? ''}
                      onChange={(e) => onChange(key, e.target.value)}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
