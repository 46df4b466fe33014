import { describe, expect, it } from 'vitest';
import { sketchOf } from './sketch.ts';

const line = {
  id: 'r',
  colour: '#1F6FEB',
  coordinates: [
    [11, 48],
    [12, 48],
    [12, 49],
  ] as [number, number][],
};
const stop = (id: string, lng: number, lat: number) => ({ id, name: id, lng, lat });

describe('the route sketch', () => {
  it('fits lines and stops in the box, keeping proportions, north up', () => {
    const s = sketchOf([line], [stop('a', 11, 48), stop('b', 12, 49)], [], 400, 300, 20);
    const xs = s.lines[0]!.points.map((p) => p.x);
    const ys = s.lines[0]!.points.map((p) => p.y);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(20);
    expect(Math.max(...xs)).toBeLessThanOrEqual(380);
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(20);
    expect(Math.max(...ys)).toBeLessThanOrEqual(280);
    // North is up: the stop at 49° is above the one at 48°.
    expect(s.stops[1]!.y).toBeLessThan(s.stops[0]!.y);
    // One degree east at 48° N is shorter on the drawing than one degree north (Mercator).
    const east = s.lines[0]!.points[1]!.x - s.lines[0]!.points[0]!.x;
    const north = s.lines[0]!.points[1]!.y - s.lines[0]!.points[2]!.y;
    expect(east).toBeLessThan(north);
  });

  it('places a bus where its position is, and draws nothing without data', () => {
    const bus = { id: 'b', colour: '#000', label: 'Bus X1', lng: 11.5, lat: 48, bearing: 90 };
    const s = sketchOf([line], [], [bus], 400, 300);
    const [a, b] = s.lines[0]!.points;
    expect(s.buses[0]!.x).toBeCloseTo((a!.x + b!.x) / 2, 5);
    expect(sketchOf([], [], [], 400, 300)).toEqual({ lines: [], stops: [], buses: [] });
  });
});
