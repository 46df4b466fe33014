import type { RevenueDay } from '#shared/stats.ts';
import { money, revenueBars, weekdayShort } from '../utils/business-figures.ts';

const WIDTH = 280;
const HEIGHT = 120;
const LABEL = 16;
const SLOT = WIDTH / 7;

/**
 * The last days' takings as bars, drawn by hand in SVG. The picture carries every value in its
 * label, and the same numbers sit in a table under it for anyone who would rather read them.
 */
export function RevenueChart({ days, currency }: { days: RevenueDay[]; currency: string }) {
  const bars = revenueBars(days);
  const words = days.map((d) => `${weekdayShort(d.date)} ${money(d.amountMinor, currency)}`);
  return (
    <figure className="revenue-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + LABEL}`}
        role="img"
        aria-label={`Takings per day: ${words.join(', ')}`}
        className="revenue-chart__svg"
      >
        {bars.map((bar, i) => {
          const h = bar.share * HEIGHT;
          return (
            <g key={bar.date}>
              <rect
                x={i * SLOT + SLOT * 0.15}
                y={HEIGHT - h}
                width={SLOT * 0.7}
                height={h}
                rx={3}
                className={i === bars.length - 1 ? 'revenue-chart__today' : 'revenue-chart__bar'}
              />
              <text x={i * SLOT + SLOT / 2} y={HEIGHT + LABEL - 3} textAnchor="middle">
                {weekdayShort(bar.date)}
              </text>
            </g>
          );
        })}
        <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="revenue-chart__axis" />
      </svg>
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
