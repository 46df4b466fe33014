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
  it('says what its page says, however old its last fix: stale after 10 min, ended at its last stop', () => {
    const state = new LiveState();
    state.follow(context, [fix(0.5, T0)]);
    expect(state.stateOf('t1', T0 + 1000)).toMatchObject({ state: 'live' });
    // Ten minutes without a fix: still "No signal", as the trip page says, with its delay.
    const silent = state.stateOf('t1', T0 + 660_000)!;
    expect(silent.state).toBe('stale');
    expect(silent.state).toBe(state.view('t1', T0 + 660_000)!.state);
    expect(silent.delaySeconds).not.toBeNull();
    state.apply(context, [fix(1, T0 + 400_000)]);
    expect(state.stateOf('t1', T0 + 401_000)).toEqual({ state: 'ended', delaySeconds: null });
    expect(state.stateOf('nobody', T0)).toBeUndefined();
  });
});

describe('an ended trip, as its page shows it', () => {
  it('shows each stop as observed, the arrival at the last, nothing where the bus was not seen', () => {
    const state = new LiveState();
    // First seen halfway (a run started mid-route), then driven to the end.
    state.follow(context, [fix(0.5, T0), fix(0.75, T0 + 60_000), fix(1, T0 + 120_000)]);
    const trip = state.view('t1', T0 + 121_000)!;
    expect(trip.state).toBe('ended');
    expect(trip.stops[0]!.passedAt).toBeNull();
    expect(Date.parse(trip.stops[1]!.passedAt!)).toBeGreaterThan(T0 + 60_000);
    expect(Date.parse(trip.stops[1]!.passedAt!)).toBeLessThanOrEqual(T0 + 120_000);
    // What the database says of all its fixes wins once read.
    state.observe('t1', [T0 - 60_000, T0 + 119_000]);
    expect(state.unobserved('t1')).toBe(false);
    expect(state.view('t1', T0 + 121_000)!.stops[0]!.passedAt).toBe(
      new Date(T0 - 60_000).toISOString(),
    );
  });
});

describe('a bus that stopped between stops', () => {
  it('says since when it is not moving, and its arrival grows while it stands', () => {
    const state = new LiveState();
    state.follow(context, [fix(0.3, T0), fix(0.4, T0 + 30_000), fix(0.4, T0 + 60_000)]);
    expect(state.view('t1', T0 + 61_000)!.stillSince).toBeNull();
    state.apply(context, [fix(0.4, T0 + 100_000)]);
    const first = state.view('t1', T0 + 100_000)!;
    expect(first.stillSince).toBe(new Date(T0 + 30_000).toISOString());
    state.apply(context, [fix(0.4, T0 + 200_000)]);
    const later = state.view('t1', T0 + 200_000)!;
    const eta = (trip: typeof first) => Date.parse(trip.stops[1]!.predictedAt!);
    // Standing 100 s more puts the last stop at least 100 s later.
    expect(eta(later) - eta(first)).toBeGreaterThanOrEqual(100_000);
    state.apply(context, [fix(0.5, T0 + 210_000)]);
    expect(state.view('t1', T0 + 210_000)!.stillSince).toBeNull();
  });
});

describe('a simulated trip driven outside its time', () => {
  it('tells its delay by the trip’s own clock, not by its fixes’ real time', () => {
    const state = new LiveState();
    // Driven 8 h before its time: its fix at T0 + 60 s is at the place due at T0 + 300 s.
    const early = T0 - 8 * 3_600_000;
    state.follow(context, [fix(0.5, early + 60_000)]);
    expect(state.view('t1', early + 61_000)!.delaySeconds).toBeLessThan(-8 * 3600);
    state.scale('t1', 1, 8 * 3_600_000);
    expect(state.view('t1', early + 61_000)!.delaySeconds).toBe(-240);
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
