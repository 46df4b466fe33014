/**
 * The map itself, MapLibre GL JS: loaded only by bus-map.tsx's dynamic import, so no screen but
 * a map's loads it. Its worker is this app's own file (worker-src 'self', decision 018), never a
 * blob. The view keeps the latest lines, stops and buses it was given and draws them once the
 * style has loaded.
 */
import 'maplibre-gl/dist/maplibre-gl.css';
import { Map as MapLibreMap, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { loadBaseMap } from './base-map.ts';
import { createBusMarkers } from './bus-markers.ts';
import { linesGeoJson, stopsGeoJson, type MapBus, type MapLine, type MapStop } from './map-data.ts';
import { addNetworkLayers, setSourceData } from './map-layers.ts';
import { baseStyle, usesBuiltIn, type MapConfig } from './map-style.ts';
import { boundsOf } from './motion.ts';
import { createStopLabels } from './stop-labels.ts';

setWorkerUrl(workerUrl);

export interface MapView {
  setLines(lines: readonly MapLine[]): void;
  setStops(stops: readonly MapStop[]): void;
  setBuses(buses: readonly MapBus[], smooth: boolean): void;
  /** Frames these [lng, lat] points. */
  fit(points: readonly (readonly [number, number])[], animate: boolean): void;
  destroy(): void;
}

/** Whether this browser can draw the map at all (MapLibre needs WebGL 2). */
export function canDrawMaps(): boolean {
  try {
    return document.createElement('canvas').getContext('webgl2') !== null;
  } catch {
    return false;
  }
}

export function createMapView(
  container: HTMLElement,
  config: MapConfig,
  onProblem: (message: string) => void,
): MapView {
  const map = new MapLibreMap({
    container,
    style: baseStyle(config),
    center: [10.4, 51],
    zoom: 4,
    attributionControl: { compact: true },
    cooperativeGestures: true,
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
    maxZoom: 18,
    fadeDuration: 0,
  });
  map.touchZoomRotate.disableRotation();
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  // Errors (a tile that failed) are the map's own business: shown, never thrown to the console.
  map.on('error', (event) => onProblem(event.error.message));
  const markers = createBusMarkers(map);
  const labels = createStopLabels(map);
  let loaded = false;
  let lines: readonly MapLine[] = [];
  let stops: readonly MapStop[] = [];
  let pendingFit: { points: readonly (readonly [number, number])[] } | null = null;

  map.on('load', () => {
    loaded = true;
    addNetworkLayers(map);
    setSourceData(map, 'routes', linesGeoJson(lines));
    setSourceData(map, 'stops', stopsGeoJson(stops));
    if (pendingFit) view.fit(pendingFit.points, false);
    if (usesBuiltIn(config))
      loadBaseMap().then(
        (base) => {
          setSourceData(map, 'land', { type: 'FeatureCollection', features: base.land.features });
          setSourceData(map, 'borders', base.borders);
        },
        (error: unknown) => onProblem(error instanceof Error ? error.message : String(error)),
      );
  });

  const view: MapView = {
    setLines(next) {
      lines = next;
      if (loaded) setSourceData(map, 'routes', linesGeoJson(lines));
    },
    setStops(next) {
      stops = next;
      labels.set(stops);
      if (loaded) setSourceData(map, 'stops', stopsGeoJson(stops));
    },
    setBuses(buses, smooth) {
      markers.set(buses, smooth);
    },
    fit(points, animate) {
      const bounds = boundsOf(points);
      if (!bounds) return;
      if (!loaded) {
        pendingFit = { points };
        return;
      }
      pendingFit = null;
      map.fitBounds(bounds, { padding: 40, maxZoom: 15, duration: animate ? 600 : 0 });
    },
    destroy() {
      markers.remove();
      labels.remove();
      map.remove();
    },
  };
  return view;
}
