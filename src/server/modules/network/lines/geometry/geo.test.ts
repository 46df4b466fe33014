import { describe, expect, it } from 'vitest';
import {
  haversineM,
  isStraightThrough,
  projectOnSegment,
  simplifyLine,
  stopDistancesAlong,
  straightLine,
  type Position,
} from './geo.ts';

const MUC = { lat: 48.1425, lng: 11.549 };
const AGB = { lat: 48.3655, lng: 10.8856 };

describe('haversineM', () => {
  it('measures great-circle distances', () => {
    expect(haversineM(MUC, MUC)).toBe(0);
    // München ZOB → Augsburg Hbf is about 55 km as the crow flies.
    expect(haversineM(MUC, AGB)).toBeGreaterThan(54_500);
    expect(haversineM(MUC, AGB)).toBeLessThan(55_500);
    // A degree of latitude is about 111.2 km.
    expect(haversineM({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111_195, -1);
  });
});

describe('projectOnSegment', () => {
  const a = { lat: 0, lng: 0 };
  const b = { lat: 0, lng: 0.01 };

  it('finds the nearest point of a segment and the distance to it', () => {
    const mid = projectOnSegment(a, b, { lat: 0.001, lng: 0.005 });
    expect(mid.t).toBeCloseTo(0.5, 5);
    expect(mid.offsetM).toBeCloseTo(111.2, 0);
  });

  it('clamps to the ends', () => {
    expect(projectOnSegment(a, b, { lat: 0, lng: -1 }).t).toBe(0);
    expect(projectOnSegment(a, b, { lat: 0, lng: 1 }).t).toBe(1);
    expect(projectOnSegment(a, a, { lat: 0, lng: 1 }).t).toBe(0);
  });
});

describe('stopDistancesAlong', () => {
  // An L-shaped path: 0.01° east along the equator, then 0.01° north.
  const line: Position[] = [
    [0, 0],
    [0.01, 0],
    [0.01, 0.01],
  ];
  const leg = haversineM({ lat: 0, lng: 0 }, { lat: 0, lng: 0.01 });

  it('places each stop where it projects onto the path, from the first stop', () => {
    const stops = [
      { lat: 0.0002, lng: 0 },
      { lat: 0.0001, lng: 0.01 },
      { lat: 0.01, lng: 0.0101 },
    ];
    const [first, corner, end] = stopDistancesAlong(line, stops);
    expect(first).toBe(0);
    expect(corner).toBeGreaterThan(leg - 1);
    expect(corner).toBeLessThan(leg + 13);
    expect(end).toBeCloseTo(2 * leg, -1);
  });

  it('measures from the first stop even when the path starts before it', () => {
    const [first, second] = stopDistancesAlong(line, [
      { lat: 0, lng: 0.005 },
      { lat: 0.005, lng: 0.01 },
    ]);
    expect(first).toBe(0);
    expect(second).toBeCloseTo(leg, -1);
  });

  it('never places a stop behind the one before, and takes a loop’s first pass', () => {
    const loop: Position[] = [
      [0, 0],
      [0.01, 0],
      [0.01, 0.01],
      [0, 0.01],
      [0, 0],
    ];
    const stops = [
      { lat: 0, lng: 0 },
      { lat: 0, lng: 0.005 },
      { lat: 0.01, lng: 0.005 },
      { lat: 0, lng: 0 },
    ];
    const distances = stopDistancesAlong(loop, stops);
    expect(distances[1]).toBeCloseTo(leg / 2, -1);
    expect(distances[2]).toBeCloseTo(2.5 * leg, -1);
    expect(distances[3]).toBeCloseTo(4 * leg, -1);
    const backwards = stopDistancesAlong(line, [
      { lat: 0, lng: 0.009 },
      { lat: 0, lng: 0.001 },
    ]);
    expect(backwards).toEqual([0, 0]);
  });

  it('falls back to straight lines when the path has under two points', () => {
    expect(stopDistancesAlong([], [MUC, AGB])).toEqual([0, Math.round(haversineM(MUC, AGB))]);
  });
});

describe('straight paths', () => {
  it('joins the stops with straight lines and adds up the legs', () => {
    const { coordinates, distancesM } = straightLine([MUC, AGB, MUC]);
    expect(coordinates).toEqual([
      [11.549, 48.1425],
      [10.8856, 48.3655],
      [11.549, 48.1425],
    ]);
    expect(distancesM[2]).toBe(Math.round(2 * haversineM(MUC, AGB)));
    expect(isStraightThrough(coordinates, [MUC, AGB, MUC])).toBe(true);
    expect(isStraightThrough([...coordinates, [11, 48]], [MUC, AGB, MUC])).toBe(false);
  });
});

describe('simplifyLine', () => {
  it('keeps short lines, and cuts long ones to the limit keeping both ends', () => {
    const short: Position[] = [
      [0, 0],
      [1, 1],
    ];
    expect(simplifyLine(short, 10)).toEqual(short);
    const wiggle: Position[] = Array.from({ length: 5000 }, (_, i) => [
      i / 1000,
      Math.sin(i / 50) / 10,
    ]);
    const simplified = simplifyLine(wiggle, 100);
    expect(simplified.length).toBeLessThanOrEqual(100);
    expect(simplified.length).toBeGreaterThan(20);
    expect(simplified[0]).toEqual(wiggle[0]);
    expect(simplified.at(-1)).toEqual(wiggle.at(-1));
  });
});
