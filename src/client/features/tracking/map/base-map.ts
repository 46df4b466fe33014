/**
 * The built-in map's land and country borders: Natural Earth at 1:50 million from world-atlas,
 * bundled as a file of this app (fetched from our own origin once, then cached) and turned from
 * TopoJSON into GeoJSON here. Loaded only with a map.
 */
import type { FeatureCollection, MultiLineString, MultiPolygon, Polygon } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesUrl from 'world-atlas/countries-50m.json?url';

export interface BaseMap {
  land: FeatureCollection<Polygon | MultiPolygon>;
  /** Borders between countries (coasts are the land's edge). */
  borders: MultiLineString;
}

type Countries = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

export function baseMapFrom(topology: Countries): BaseMap {
  const land = feature(topology, topology.objects.land) as FeatureCollection<
    Polygon | MultiPolygon
  >;
  const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b);
  return { land, borders };
}

let loading: Promise<BaseMap> | undefined;

/** The land and borders, fetched and converted once per tab. */
export function loadBaseMap(): Promise<BaseMap> {
  loading ??= fetch(countriesUrl)
    .then((res) => {
      if (!res.ok) throw new Error(`The base map did not load (${res.status}).`);
      return res.json() as Promise<Countries>;
    })
    .then(baseMapFrom)
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
