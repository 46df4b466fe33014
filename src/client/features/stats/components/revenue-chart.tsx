import type { RevenueDay } from '#shared/stats/stats.ts';
import { money, revenueBars, weekdayShort } from '../utils/business-figures.ts';

const WIDTH = 280;
const HEIGHT = 100;

/**
 * The last days' takings as bars, drawn by hand in SVG. The picture carries every value in its
 * label, and the same numbers sit in a table under it for anyone who would rather read them.
 */
export function RevenueChart({ days, currency }: { days: RevenueDay[]; currency: string }) {
  const bars = revenueBars(days);
  const slot = WIDTH / Math.max(1, bars.length);
  const words = days.map((d) => `${weekdayShort(d.date)} ${money(d.amountMinor, currency)}`);
  return (
    <figure className="revenue-chart">
      {/* Stretched to the card's width at a fixed height; the day names are HTML so they stay legible. */}
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`Takings per day: ${words.join(', ')}`}
        className="revenue-chart__svg"
      >
        {bars.map((bar, i) => {
          const h = bar.share * HEIGHT;
          return (
            <rect
              key={bar.date}
              x={i * slot + slot * 0.15}
              y={HEIGHT - h}
              width={slot * 0.7}
              height={h}
              className={i === bars.length - 1 ? 'revenue-chart__today' : 'revenue-chart__bar'}
            />
          );
        })}
      </svg>
      <ol className="revenue-chart__days" aria-hidden="true">
        {bars.map((bar) => (
          <li key={bar.date}>{weekdayShort(bar.date)}</li>
        ))}
      </ol>
      <details className="revenue-chart__details">
        <summary>Show as a table</summary>
        <table className="revenue-chart__table">
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Takings</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <th scope="row">
                  {weekdayShort(d.date)} {d.date}
                </th>
                <td>{money(d.amountMinor, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
