/**
 * The light drawing a map shows before MapLibre loads: route lines, stops and buses projected
 * (Web Mercator, as the map draws them) into a box, with no base map. Pure: the screen gives the
 * data and the box's size.
 */
import type { MapBus, MapLine, MapStop } from './map-data.ts';

export interface SketchPoint {
  x: number;
  y: number;
}

export interface Sketch {
  lines: { id: string; colour: string; points: SketchPoint[] }[];
  stops: (SketchPoint & { id: string; name: string; passed: boolean; mine: boolean })[];
  buses: (SketchPoint & { bus: MapBus })[];
}

const mercatorY = (lat: number) =>
  Math.log(Math.tan(Math.PI / 4 + (Math.max(-85, Math.min(85, lat)) * Math.PI) / 360));
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Places everything in a `width` × `height` box, keeping proportions, `pad` from each edge. */
export function sketchOf(
  lines: readonly MapLine[],
  stops: readonly MapStop[],
  buses: readonly MapBus[],
  width: number,
  height: number,
  pad = 24,
): Sketch {
  const all = [
    ...lines.flatMap((l) => l.coordinates.map(([lng, lat]) => ({ lng, lat }))),
    ...stops,
    ...buses,
  ];
  if (all.length === 0) return { lines: [], stops: [], buses: [] };
  const xs = all.map((p) => rad(p.lng));
  const ys = all.map((p) => mercatorY(p.lat));
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  const spanX = Math.max(maxX - minX, 1e-9);
  const spanY = Math.max(maxY - minY, 1e-9);
  const scale = Math.min((width - 2 * pad) / spanX, (height - 2 * pad) / spanY);
  const offX = (width - scale * spanX) / 2;
  const offY = (height - scale * spanY) / 2;
  const at = (lng: number, lat: number): SketchPoint => ({
    x: offX + scale * (rad(lng) - minX),
    y: offY + scale * (maxY - mercatorY(lat)),
  });
  return {
    lines: lines.map((l) => ({
      id: l.id,
      colour: l.colour,
      points: l.coordinates.map(([lng, lat]) => at(lng, lat)),
    })),
    stops: stops.map((s) => ({
      ...at(s.lng, s.lat),
      id: s.id,
      name: s.name,
      passed: s.passed === true,
      mine: s.mine === true,
    })),
    buses: buses.map((bus) => ({ ...at(bus.lng, bus.lat), bus })),
  };
}
