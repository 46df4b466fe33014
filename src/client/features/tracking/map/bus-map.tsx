/**
 * A map of route lines, stops and buses, for any screen that shows one (`/track`, `/sim`). The
 * map's code (MapLibre GL JS, the base map) loads only when this mounts: screens without a map
 * never fetch it. It frames the lines and stops on the first data and whenever `fitKey` changes.
 * It is never the only way to the information: screens give the same as text beside it.
 */
import { useEffect, useRef, useState } from 'react';
import { useConfig } from '#client/lib/api/public-config.ts';
import type { MapBus, MapLine, MapStop } from './map-data.ts';
import { pointsOf } from './map-data.ts';
import { RouteSketch } from './route-sketch.tsx';
import type { MapConfig } from './map-style.ts';
import type { MapView } from './map-engine.ts';
import './bus-map.css';

export interface BusMapProps {
  /** The map's name for screen readers ("Map of route X10"). */
  label: string;
  lines: readonly MapLine[];
  stops: readonly MapStop[];
  buses: readonly MapBus[];
  /** A new value frames the lines and stops again (another trip chosen). */
  fitKey?: string;
  /** Glide buses to new positions (live); false jumps them (a replay drives them itself). */
  smooth?: boolean;
  /**
   * `request`: draw the lines, stops and buses at once (route-sketch.tsx) and load MapLibre only
   * when the person asks for the full map — a phone's first view costs no map code (decision 021).
   * `mount` (the default): load MapLibre at once.
   */
  load?: 'mount' | 'request';
}

type Status = 'loading' | 'ready' | 'unsupported' | 'failed';

const BUILT_IN: MapConfig = { styleUrl: null, tileUrl: null };

export function BusMap(props: BusMapProps) {
  const { label, lines, stops, buses, load = 'mount' } = props;
  const [wanted, setWanted] = useState(load === 'mount');
  if (wanted) return <FullMap {...props} asked={load === 'request'} />;
  return (
    <div className="bus-map" role="region" aria-label={label}>
      <RouteSketch lines={lines} stops={stops} buses={buses} />
      <button
        type="button"
        className="button button--secondary bus-map__open"
        onClick={() => setWanted(true)}
      >
        Open the full map
      </button>
    </div>
  );
}

function FullMap({
  label,
  lines,
  stops,
  buses,
  fitKey = '',
  smooth = true,
  asked = false,
}: BusMapProps & { asked?: boolean }) {
  const container = useRef<HTMLDivElement>(null);
  const region = useRef<HTMLDivElement>(null);
  // "Open the full map" is gone once pressed: focus goes to the map it opened, not <body>.
  useEffect(() => {
    if (asked) region.current?.focus();
  }, [asked]);
  const [view, setView] = useState<MapView | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [problem, setProblem] = useState<string | null>(null);
  const config = useConfig();
  const mapConfig = config.data?.map ?? (config.isError ? BUILT_IN : null);
  const fitted = useRef<string | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element || !mapConfig) return;
    let made: MapView | null = null;
    let gone = false;
    import('./map-engine.ts').then(
      (engine) => {
        if (gone) return;
        if (!engine.canDrawMaps()) return setStatus('unsupported');
        try {
          made = engine.createMapView(element, mapConfig, setProblem);
        } catch {
          return setStatus('unsupported');
        }
        setView(made);
        setStatus('ready');
      },
      () => !gone && setStatus('failed'),
    );
    return () => {
      gone = true;
      made?.destroy();
      setView(null);
    };
    // The map is made once per configuration; data flows in through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mapConfig?.styleUrl, mapConfig?.tileUrl, mapConfig !== null]);

  useEffect(() => view?.setLines(lines), [view, lines]);
  useEffect(() => view?.setStops(stops), [view, stops]);
  useEffect(() => view?.setBuses(buses, smooth), [view, buses, smooth]);
  useEffect(() => {
    if (!view) return;
    const points = pointsOf(lines, stops);
    if (points.length === 0 || fitted.current === fitKey) return;
    view.fit(points, fitted.current !== null);
    fitted.current = fitKey;
  }, [view, lines, stops, fitKey]);

  return (
    <div
      ref={region}
      className="bus-map"
      role="region"
      aria-label={label}
      tabIndex={asked ? -1 : undefined}
    >
      <div ref={container} className="bus-map__canvas" />
      {status === 'loading' && <p className="bus-map__note">Loading the map…</p>}
      {status === 'unsupported' && (
        <p className="bus-map__note">
          This browser cannot draw the map (it needs WebGL 2). Everything the map shows is in the
          list.
        </p>
      )}
      {status === 'failed' && (
        <p className="bus-map__note">
          The map could not be loaded; reload the page to try again. The list has the same
          information.
        </p>
      )}
      {problem && status === 'ready' && (
        <p className="bus-map__problem" role="status">
          Part of the map did not load: {problem}
        </p>
      )}
    </div>
  );
}
