import { describe, expect, it } from 'vitest';
import { makeShape } from '../prediction/shape.ts';
import { LiveState } from './live-state.ts';
import type { TripContext } from './trip-context.read-model.ts';

const T0 = Date.parse('2026-11-26T10:00:00Z');
const point = (k: number) => ({ lat: 48 + k / 10, lng: 11.5 });
const shape = makeShape([point(0), point(1)]);
const context: TripContext = {
  tripId: 't1',
  routeId: 'r1',
  routeName: 'X1',
  routeColour: '#1F6FEB',
  routeTextColour: '#FFFFFF',
  headsign: 'North',
  serviceDate: '2026-11-26',
  status: 'en-route',
  conductorUserId: null,
  busId: null,
  busName: null,
  stops: [0, 1].map((k) => ({
    sequence: k + 1,
    stopId: `s${k}`,
    name: `Stop ${k}`,
    ...point(k),
    alongM: k * shape.lengthM,
    arrivalMs: T0 + k * 600_000,
    departureMs: T0 + k * 600_000,
  })),
  shape,
  line: [
    [11.5, 48],
    [11.5, 48.1],
  ],
};
const fix = (part: number, atMs: number) => ({
  atMs,
  lat: 48 + part / 10,
  lng: 11.5,
  bearing: 0,
  speed: 10,
});

describe('the live state', () => {
  it('tells which trips the clock alone moved on: live to stale, stale to ended', () => {
    const state = new LiveState();
    state.follow(context, [fix(0.2, T0 + 60_000)]);
    expect(state.changedByTime(T0 + 61_000)).toEqual([]);
    expect(state.changedByTime(T0 + 200_000)).toEqual(['t1']);
    expect(state.view('t1', T0 + 200_000)!.state).toBe('stale');
    expect(state.changedByTime(T0 + 210_000)).toEqual([]);
    expect(state.changedByTime(T0 + 600_000 + 3_700_000)).toEqual(['t1']);
  });

  it('shows a bus on the map while live or stale, never once its trip has ended', () => {
    const state = new LiveState();
    state.follow(context, [fix(0.5, T0)]);
    expect(state.bus('t1', T0 + 1000, 600_000)).toMatchObject({ state: 'live', routeId: 'r1' });
    expect(state.bus('t1', T0 + 120_000, 600_000)).toMatchObject({ state: 'stale' });
    state.apply(context, [fix(1, T0 + 400_000)]);
    expect(state.view('t1', T0 + 401_000)!.state).toBe('ended');
    expect(state.bus('t1', T0 + 401_000, 600_000)).toBeUndefined();
  });
});

describe('a trip on the road, as a list shows it', () => {
  it('says ended for a bus at its last stop, and nothing for a trip with no recent fix', () => {
    const state = new LiveState();
    state.follow(context, [fix(0.5, T0)]);
    expect(state.onTheRoad('t1', T0 + 1000, 600_000)).toMatchObject({ state: 'live' });
    state.apply(context, [fix(1, T0 + 400_000)]);
    expect(state.onTheRoad('t1', T0 + 401_000, 600_000)).toEqual({
      state: 'ended',
      delaySeconds: null,
    });
    expect(state.onTheRoad('t1', T0 + 1_100_000, 600_000)).toBeUndefined();
    expect(state.onTheRoad('nobody', T0, 600_000)).toBeUndefined();
  });
});

describe('how sure a time is', () => {
  it('says a time learned from few buses is so, and one from enough buses is not', () => {
    const state = new LiveState();
    state.follow(context, [fix(0.2, T0 + 60_000)]);
    const ahead = () => state.view('t1', T0 + 61_000)!.stops[1]!;
    expect(ahead().predictedAt).not.toBeNull();
    expect(ahead().predictedFrom).toBe('few-buses');
    // Three buses of the route ran the stretch lately.
    for (const at of [T0, T0 + 10_000, T0 + 20_000])
      state.learned('r1').observeStretch('s0>s1', at, 650, 's0>s1');
    expect(ahead().predictedFrom).toBe('buses');
    expect(state.view('t1', T0 + 61_000)!.stops[0]!.predictedFrom).toBeNull();
  });
});
