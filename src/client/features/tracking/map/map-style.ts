/**
 * The map's style (decision 018). With nothing set it is built in and needs no network: water as
 * the background, land and country borders from Natural Earth (world-atlas, loaded afterwards
 * into the empty `land` and `borders` sources). `MAP_STYLE_URL` names a whole style instead;
 * `MAP_TILE_URL` a raster tile template ({z}/{x}/{y}) drawn under our layers. Route lines and
 * stops go on top of any of them (map-layers.ts).
 */
import type { StyleSpecification } from 'maplibre-gl';

export interface MapConfig {
  styleUrl: string | null;
  tileUrl: string | null;
}

export const WATER = '#cfe3ef';
export const LAND = '#f4f1ea';
export const BORDER = '#a9a39a';

const empty = (): GeoJSON.FeatureCollection => ({ type: 'FeatureCollection', features: [] });

/** Natural Earth is in the public domain; naming it is a courtesy. */
export const BUILT_IN_ATTRIBUTION = 'Natural Earth';

export function builtInStyle(): StyleSpecification {
  return {
    version: 8,
    sources: {
      land: { type: 'geojson', data: empty(), attribution: BUILT_IN_ATTRIBUTION },
      borders: { type: 'geojson', data: empty() },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': WATER } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': LAND } },
      {
        id: 'borders',
        type: 'line',
        source: 'borders',
        paint: { 'line-color': BORDER, 'line-width': 1, 'line-dasharray': [3, 2] },
      },
    ],
  };
}

export function rasterStyle(tileUrl: string): StyleSpecification {
  return {
    version: 8,
    sources: {
      tiles: {
        type: 'raster',
        tiles: [tileUrl],
        tileSize: 256,
        maxzoom: 19,
        attribution: tileUrl.includes('openstreetmap') ? '© OpenStreetMap contributors' : undefined,
      },
    },
    layers: [{ id: 'tiles', type: 'raster', source: 'tiles' }],
  };
}

/** The style to start from: a URL of a whole style, raster tiles, or the built-in one. */
export function baseStyle(config: MapConfig): StyleSpecification | string {
  if (config.styleUrl) return config.styleUrl;
  if (config.tileUrl) return rasterStyle(config.tileUrl);
  return builtInStyle();
}

/** Whether the built-in land and borders are to be loaded (no style or tiles set). */
export const usesBuiltIn = (config: MapConfig) => !config.styleUrl && !config.tileUrl;
