/**
 * What a bus map draws, as plain data any screen can give it (`/track` one trip, `/sim` the whole
 * fleet), and its GeoJSON for the map's sources.
 */
import type { FeatureCollection, LineString, Point } from 'geojson';
import type { Pose } from './motion.ts';

/** A route's line: [lng, lat] pairs in order. */
export interface MapLine {
  id: string;
  colour: string;
  coordinates: readonly (readonly [number, number])[];
}

export interface MapStop {
  id: string;
  name: string;
  lat: number;
  lng: number;
  /** Drawn quieter: the bus has passed it. */
  passed?: boolean;
  /** The rider's own stop (where their booking boards): marked and named so. */
  mine?: boolean;
}

/** A stop's name as the map writes it beside the stop (and reads it out). */
export const stopLabel = (stop: Pick<MapStop, 'name' | 'mine'>) =>
  stop.mine ? `Your stop: ${stop.name}` : stop.name;

export interface MapBus extends Pose {
  id: string;
  /** The marker's colour (the route's). */
  colour: string;
  /** The marker's accessible name, e.g. "Bus X10 to Augsburg". */
  label: string;
  /** Its last fix is old: drawn greyed. */
  stale?: boolean;
}

export function linesGeoJson(lines: readonly MapLine[]): FeatureCollection<LineString> {
  return {
    type: 'FeatureCollection',
    features: lines
      .filter((line) => line.coordinates.length >= 2)
      .map((line) => ({
        type: 'Feature',
        id: line.id,
        properties: { colour: line.colour },
        geometry: { type: 'LineString', coordinates: line.coordinates.map(([x, y]) => [x, y]) },
      })),
  };
}

export function stopsGeoJson(stops: readonly MapStop[]): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: stops.map((stop) => ({
      type: 'Feature',
      properties: { name: stop.name, passed: stop.passed === true, mine: stop.mine === true },
      geometry: { type: 'Point', coordinates: [stop.lng, stop.lat] },
    })),
  };
}

/** Every point a map of these lines and stops should show when it fits them. */
export function pointsOf(lines: readonly MapLine[], stops: readonly MapStop[]): [number, number][] {
  return [
    ...lines.flatMap((line) => line.coordinates.map(([x, y]) => [x, y] as [number, number])),
    ...stops.map((stop) => [stop.lng, stop.lat] as [number, number]),
  ];
}
