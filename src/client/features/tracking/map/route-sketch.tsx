/**
 * The drawing a map shows until its MapLibre view is asked for: the route lines, the stops and the
 * buses at their places (each bus named as on the full map, its arrow turned to its heading, gliding
 * to a new fix), sized to the frame it fills. No base map and no map code: a phone gets the bus's
 * place at once, and loads MapLibre only to zoom and pan. Each stop is named beside it (the rider's
 * own marked), as text a screen reader reads too.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { stopLabel, type MapBus, type MapLine, type MapStop } from './map-data.ts';
import { sketchOf } from './sketch.ts';

interface Props {
  lines: readonly MapLine[];
  stops: readonly MapStop[];
  buses: readonly MapBus[];
}

export function RouteSketch({ lines, stops, buses }: Props) {
  const frame = useRef<SVGSVGElement>(null);
  const [size, setSize] = useState({ width: 640, height: 400 });
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      if (width > 0 && height > 0) setSize({ width, height });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const sketch = sketchOf(lines, stops, buses, size.width, size.height, 32);
  return (
    <svg ref={frame} className="route-sketch" viewBox={`0 0 ${size.width} ${size.height}`}>
      {sketch.lines.map((line) => (
        <polyline
          key={line.id}
          points={line.points.map((p) => `${p.x},${p.y}`).join(' ')}
          fill="none"
          stroke={line.colour}
          strokeWidth={4}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
      {sketch.stops.map((stop) => (
        <circle
          key={stop.id}
          className={[
            'route-sketch__stop',
            stop.passed && 'route-sketch__stop--passed',
            stop.mine && 'route-sketch__stop--mine',
          ]
            .filter(Boolean)
            .join(' ')}
          cx={stop.x}
          cy={stop.y}
          r={stop.mine ? 8 : 5}
          aria-hidden
        />
      ))}
      {sketch.stops.map((stop, i) => {
        // Names on the right half run leftwards, so none runs off the frame; every other one
        // goes below its stop, so neighbours' names do not run into each other.
        const right = stop.x > size.width / 2;
        return (
          <text
            key={`label-${stop.id}`}
            className={
              stop.mine ? 'route-sketch__label route-sketch__label--mine' : 'route-sketch__label'
            }
            x={stop.x + (right ? -10 : 10)}
            y={i % 2 === 0 ? stop.y - 9 : stop.y + 19}
            textAnchor={right ? 'end' : 'start'}
          >
            {stopLabel(stop)}
          </text>
        );
      })}
      {sketch.buses.map(({ bus, x, y }) => (
        <g
          key={bus.id}
          role="img"
          aria-label={bus.label}
          className={bus.stale ? 'route-sketch__bus route-sketch__bus--stale' : 'route-sketch__bus'}
          style={{ transform: `translate(${x}px, ${y}px)`, ['--bus-colour' as string]: bus.colour }}
        >
          {bus.bearing !== null && (
            <path
              className="route-sketch__arrow"
              d="M 0 -21 L 7 -12 L -7 -12 Z"
              style={{ transform: `rotate(${bus.bearing}deg)` }}
            />
          )}
          <circle r={12} className="route-sketch__disc" />
        </g>
      ))}
    </svg>
  );
}
