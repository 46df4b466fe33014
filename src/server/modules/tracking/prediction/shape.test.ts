import { describe, expect, it } from 'vitest';
import {
  makeShape,
  matchFix,
  nonDecreasing,
  project,
  stopDistances,
  stopsAround,
} from './shape.ts';
import { at } from './tracking.testing.ts';

const road = makeShape([at(0), at(1000), at(2000)]);
/** Out along the road and back along it, 80 m to the side. */
const outAndBack = makeShape([at(0), at(1000), at(1000, 80), at(0, 80)]);

describe('shape matching', () => {
  it('gives metres along the shape and off it', () => {
    const p = project(road, at(1234, 40));
    expect(p.alongM).toBeCloseTo(1234, 0);
    expect(p.offsetM).toBeCloseTo(40, 0);
    expect(road.lengthM).toBeCloseTo(2000, 0);
  });

  it('takes the pass of the street nearest the last known distance', () => {
    expect(project(outAndBack, at(300, 40)).alongM).toBeCloseTo(300, -1);
    expect(project(outAndBack, at(300, 40), 1500).alongM).toBeCloseTo(1780, -1);
  });

  it('places stops in order, never behind the previous one', () => {
    const along = stopDistances(outAndBack, [at(0), at(500), at(500, 80), at(0, 80)]);
    expect(along.map(Math.round)).toEqual([0, 500, 1580, 2080]);
  });

  it('finds the stop just passed and the next', () => {
    expect(stopsAround([0, 500, 1000], 700)).toEqual({ passed: 1, next: 2 });
    expect(stopsAround([0, 500, 1000], 1000)).toEqual({ passed: 2, next: 3 });
    expect(stopsAround([100, 500], 50)).toEqual({ passed: -1, next: 0 });
  });

  it('keeps the series non-decreasing', () => {
    expect(nonDecreasing([0, 10, 5, 20, 19])).toEqual([0, 10, 10, 20, 20]);
  });

  it('marks a fix more than 100 m off the shape off-route, not moving the bus', () => {
    const first = matchFix(road, { atMs: 0, position: at(500) }, undefined);
    const back = matchFix(road, { atMs: 1, position: at(480) }, first);
    const away = matchFix(road, { atMs: 2, position: at(900, 150) }, back);
    expect(back.alongM).toBeCloseTo(500, 0);
    expect(away).toMatchObject({ offRoute: true, alongM: back.alongM });
    expect(matchFix(road, { atMs: 3, position: at(950, 99) }, away).offRoute).toBe(false);
  });
});
