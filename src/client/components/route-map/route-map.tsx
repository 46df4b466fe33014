import { useId, type CSSProperties } from 'react';
import { fitProjection, pathOf, placeLabels, scaleBar, type LngLat } from './project.ts';
import { useWidth } from './use-width.ts';
import './route-map.css';

export interface MapStop {
  name: string;
  lat: number;
  lng: number;
}

/** Beyond this many stops only the first and last are sure to be named. */
const MAX_LABELS = 12;
const FONT_SIZE = 12.5;

/** The drawing box: the full map follows its rendered width; a thumbnail is fixed and scaled. */
function boxFor(variant: 'full' | 'thumbnail', width: number) {
  if (variant === 'thumbnail') return { width: 160, height: 96, padding: 12 };
  const w = Math.max(240, width);
  return { width: w, height: Math.round(Math.min(360, Math.max(200, w * 0.62))), padding: 34 };
}

/**
 * A map drawn offline in SVG: a route's path in its colour over a faint grid, its stops with
 * their names where they fit (always the first and last), and a scale bar. One stop alone is
 * drawn as a pin with its coordinates. The title and description are what assistive technology
 * reads.
 */
export function RouteMap({
  title,
  description,
  stops,
  line,
  colour = '#0B4F63',
  variant = 'full',
  className,
}: {
  title: string;
  description?: string;
  stops: readonly MapStop[];
  /** [lng, lat] points of the path; straight lines between the stops when absent. */
  line?: readonly LngLat[];
  colour?: string;
  variant?: 'full' | 'thumbnail';
  className?: string;
}) {
  const id = useId();
  const { ref, width } = useWidth<SVGSVGElement>(400);
  const box = boxFor(variant, width);
  const path: LngLat[] = line && line.length >= 2 ? [...line] : stops.map((s) => [s.lng, s.lat]);
  const projection = fitProjection([...path, ...stops.map((s): LngLat => [s.lng, s.lat])], box);
  const points = stops.map((s) => projection.point([s.lng, s.lat]));
  const full = variant === 'full';
  const classes = ['route-map', `route-map--${variant}`, className].filter(Boolean).join(' ');
  return (
    <svg
      ref={ref}
      className={classes}
      viewBox={`0 0 ${box.width} ${box.height}`}
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-desc` : undefined}
      style={{ '--route-colour': colour } as CSSProperties}
    >
      <title id={`${id}-title`}>{title}</title>
      {description && <desc id={`${id}-desc`}>{description}</desc>}
      <Grid width={box.width} height={box.height} step={full ? 40 : 24} />
      {path.length >= 2 && (
        <g className="route-map__line">
          <path className="route-map__casing" d={pathOf(path.map(projection.point))} />
          <path className="route-map__stroke" d={pathOf(path.map(projection.point))} />
        </g>
      )}
      {stops.length === 1 ? (
        <Pin stop={stops[0]!} at={points[0]!} full={full} />
      ) : (
        <Stops stops={stops} points={points} full={full} box={box} />
      )}
      {full && <ScaleBar metresPerUnit={projection.metresPerUnit} height={box.height} />}
    </svg>
  );
}

function Grid({ width, height, step }: { width: number; height: number; step: number }) {
  const xs = Array.from({ length: Math.floor(width / step) }, (_, i) => (i + 1) * step);
  const ys = Array.from({ length: Math.floor(height / step) }, (_, i) => (i + 1) * step);
  return (
    <g aria-hidden="true">
      <rect className="route-map__ground" width={width} height={height} rx="8" />
      <path
        className="route-map__grid"
        d={[...xs.map((x) => `M${x} 0V${height}`), ...ys.map((y) => `M0 ${y}H${width}`)].join('')}
      />
    </g>
  );
}

function Stops({
  stops,
  points,
  full,
  box,
}: {
  stops: readonly MapStop[];
  points: [number, number][];
  full: boolean;
  box: { width: number; height: number };
}) {
  const last = stops.length - 1;
  const keep = (i: number) => i === 0 || i === last;
  // A loop ends where it starts: its name is written once.
  const loop = last > 0 && sameStop(stops[0]!, stops[last]!);
  const labels = full
    ? placeLabels(
        points,
        stops.map((s) => s.name),
        box,
        { fontSize: FONT_SIZE, keep },
      )
    : [];
  return (
    <g aria-hidden="true">
      {points.map(([x, y], i) => (
        <circle
          key={i}
          className="route-map__stop"
          cx={x}
          cy={y}
          r={keep(i) ? (full ? 6 : 3.5) : full ? 4.5 : 2.5}
        />
      ))}
      {labels.map((spot, i) =>
        spot && (stops.length <= MAX_LABELS || keep(i)) && !(loop && i === last) ? (
          <text key={i} className="route-map__label" x={spot.x} y={spot.y} textAnchor={spot.anchor}>
            {spot.text}
          </text>
        ) : null,
      )}
    </g>
  );
}

const sameStop = (a: MapStop, b: MapStop) =>
  a.name === b.name && a.lat === b.lat && a.lng === b.lng;

function Pin({ stop, at: [x, y], full }: { stop: MapStop; at: [number, number]; full: boolean }) {
  const scale = full ? 1 : 0.6;
  return (
    <g aria-hidden="true">
      <path
        className="route-map__pin"
        transform={`translate(${x} ${y}) scale(${scale})`}
        d="M0 0C-4-9-13-14-13-24a13 13 0 0 1 26 0C13-14 4-9 0 0z"
      />
      <circle className="route-map__pin-dot" cx={x} cy={y - 24 * scale} r={5 * scale} />
      {full && (
        <text className="route-map__label" x={x} y={y + 20} textAnchor="middle">
          {`${stop.lat.toFixed(5)}, ${stop.lng.toFixed(5)}`}
        </text>
      )}
    </g>
  );
}

function ScaleBar({ metresPerUnit, height }: { metresPerUnit: number; height: number }) {
  const { units, label } = scaleBar(metresPerUnit, 90);
  const y = height - 14;
  return (
    <g className="route-map__scale" aria-hidden="true">
      <path d={`M12 ${y - 5}V${y}H${12 + units}V${y - 5}`} />
      <text x={16 + units} y={y} dominantBaseline="central">
        {label}
      </text>
    </g>
  );
}
