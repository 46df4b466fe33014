/** The network drawn over any base style: route lines (with a casing) and stops. */
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import type { FeatureCollection } from 'geojson';

const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };

export function addNetworkLayers(map: MapLibreMap) {
  map.addSource('routes', { type: 'geojson', data: EMPTY });
  map.addSource('stops', { type: 'geojson', data: EMPTY });
  map.addLayer({
    id: 'route-casing',
    type: 'line',
    source: 'routes',
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: { 'line-color': '#ffffff', 'line-width': 8 },
  });
  map.addLayer({
    id: 'route-line',
    type: 'line',
    source: 'routes',
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: { 'line-color': ['get', 'colour'], 'line-width': 4.5 },
  });
  map.addLayer({
    id: 'stops',
    type: 'circle',
    source: 'stops',
    paint: {
      // The rider's own stop is drawn larger, and in yellow.
      'circle-radius': [
        'interpolate',
        ['linear'],
        ['zoom'],
        6,
        ['case', ['get', 'mine'], 5, 3],
        12,
        ['case', ['get', 'mine'], 9, 6],
      ],
      'circle-color': ['case', ['get', 'mine'], '#f2c94c', '#ffffff'],
      'circle-stroke-width': 2,
      'circle-stroke-color': ['case', ['get', 'passed'], '#9aa0a6', '#1f2933'],
    },
  });
}

export function setSourceData(
  map: MapLibreMap,
  id: 'routes' | 'stops' | 'land' | 'borders',
  data: GeoJSON.GeoJSON,
) {
  (map.getSource(id) as GeoJSONSource | undefined)?.setData(data);
}
