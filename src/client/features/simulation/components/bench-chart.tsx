import { useId } from 'react';
import { roundUp } from '../chart-scale.ts';

export interface ChartSeries {
  label: string;
  /** A CSS colour. */
  colour: string;
  /** One value a second; null where there is none. */
  values: readonly (number | null)[];
}

const WIDTH = 600;
const HEIGHT = 180;

function pathOf(values: readonly (number | null)[], top: number, seconds: number): string {
  let d = '';
  let pen = false;
  values.forEach((value, i) => {
    if (value === null) return void (pen = false);
    const x = (seconds > 1 ? i / (seconds - 1) : 0) * WIDTH;
    const y = HEIGHT - (value / top) * HEIGHT;
    d += `${pen ? 'L' : 'M'}${x.toFixed(1)},${y.toFixed(1)} `;
    pen = true;
  });
  return d.trim();
}

/** A line chart of per-second figures; its summary is said in words for screen readers. */
export function BenchChart({
  title,
  unit,
  series,
}: {
  title: string;
  unit: string;
  series: readonly ChartSeries[];
}) {
  const titleId = useId();
  const seconds = Math.max(0, ...series.map((s) => s.values.length));
  const top = roundUp(Math.max(0, ...series.flatMap((s) => s.values.filter((v) => v !== null))));
  const latest = series
    .map(
      (s) => `${s.label} ${s.values.at(-1) ?? 'none'}${s.values.at(-1) == null ? '' : ` ${unit}`}`,
    )
    .join(', ');
  return (
    <figure className="bench-chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="bench-chart__title">
        {title}
      </figcaption>
      <div className="bench-chart__plot">
        <span className="bench-chart__axis bench-chart__axis--top" aria-hidden="true">
          {top.toLocaleString('en-GB')} {unit}
        </span>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={seconds ? `${seconds} seconds; the latest: ${latest}` : 'No figures yet'}
        >
          <line x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} className="bench-chart__base" />
          <line x1="0" y1={HEIGHT / 2} x2={WIDTH} y2={HEIGHT / 2} className="bench-chart__grid" />
          {series.map((s) => (
            <path
              key={s.label}
              d={pathOf(s.values, top, seconds)}
              stroke={s.colour}
              className="bench-chart__line"
            />
          ))}
        </svg>
        <span className="bench-chart__axis" aria-hidden="true">
          0 · {seconds} s
        </span>
      </div>
      <ul className="bench-chart__legend" aria-hidden="true">
        {series.map((s) => (
          <li key={s.label}>
            <span className="bench-chart__key" style={{ background: s.colour }} />
            {s.label}
          </li>
        ))}
      </ul>
    </figure>
  );
}
