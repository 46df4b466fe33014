import { describe, expect, it } from 'vitest';
import type { LiveStop } from '#shared/tracking/tracking.ts';
import {
  durationWords,
  shownState,
  stateWords,
  stopTime,
  stopsAhead,
  firstAhead,
  updatedAgo,
} from './trip-state.ts';

const NOW = Date.parse('2030-03-01T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();
const position = (seconds: number) => ({
  lat: 48,
  lng: 11,
  bearing: 90,
  speed: 10,
  recordedAt: ago(seconds),
  alongM: 100,
  offRoute: false,
});

describe('the state /track shows', () => {
  it('keeps live while the fix is at most 90 s old, then shows stale at once', () => {
    expect(shownState({ state: 'live', position: position(89) }, NOW)).toBe('live');
    expect(shownState({ state: 'live', position: position(90) }, NOW)).toBe('live');
    expect(shownState({ state: 'live', position: position(91) }, NOW)).toBe('stale');
  });

  it('takes the server’s word for every other state', () => {
    expect(shownState({ state: 'scheduled', position: null }, NOW)).toBe('scheduled');
    expect(shownState({ state: 'ended', position: position(900) }, NOW)).toBe('ended');
    expect(shownState({ state: 'cancelled', position: null }, NOW)).toBe('cancelled');
    expect(shownState({ state: 'stale', position: position(10) }, NOW)).toBe('stale');
  });

  it('says each state in its own words, never mixing them', () => {
    const trip = { position: position(200), delaySeconds: 240 };
    expect(stateWords('live', trip, NOW).title).toBe('Live: the bus is 4 min late');
    expect(stateWords('live', { ...trip, stillSince: ago(120) }, NOW).title).toBe(
      'Live: the bus is not moving',
    );
    expect(stateWords('stale', trip, NOW).title).toBe('No signal from the bus');
    expect(stateWords('stale', trip, NOW).detail).toContain('Its last position came 3 min ago');
    expect(stateWords('scheduled', { position: null, delaySeconds: null }, NOW).detail).toContain(
      'timetable',
    );
    expect(stateWords('ended', trip, NOW).title).toBe('This trip has ended');
    expect(stateWords('ended', trip, NOW).detail).toContain('reached the end');
    // Ended by the clock with no position ever shared: no claim that the bus arrived.
    const silent = stateWords('ended', { position: null, delaySeconds: null }, NOW).detail;
    expect(silent).not.toContain('reached the end');
    expect(silent).toContain('shared no position');
    expect(stateWords('cancelled', trip, NOW).title).toBe('This trip is cancelled');
    expect(stateWords('live', { position: position(1), delaySeconds: null }, NOW).title).toBe(
      'Live: the bus is on its way',
    );
  });
});

describe('times in words', () => {
  it('counts how long ago on the server’s clock', () => {
    expect(updatedAgo(ago(0.5), NOW)).toBe('updated just now');
    expect(updatedAgo(ago(12), NOW)).toBe('updated 12 s ago');
    expect(updatedAgo(ago(125), NOW)).toBe('updated 2 min ago');
    expect(durationWords(7_300)).toBe('2 h 1 min');
    expect(durationWords(7_200)).toBe('2 h');
    expect(durationWords(-5)).toBe('0 s');
  });
});

describe('stop times', () => {
  const stop = (over: Partial<LiveStop>): LiveStop => ({
    sequence: 1,
    stopId: 's',
    name: 'Stop',
    lat: 48,
    lng: 11,
    scheduledAt: '2030-03-01T12:10:00Z',
    predictedAt: null,
    passedAt: null,
    ...over,
  });

  it('labels a timetable time as the timetable’s, live or not', () => {
    expect(stopTime(stop({}), 'scheduled').kind).toBe('timetable');
    expect(stopTime(stop({}), 'live').kind).toBe('timetable');
    // A prediction is never shown for a trip that is not on the road.
    expect(stopTime(stop({ predictedAt: '2030-03-01T12:14:00Z' }), 'ended').kind).toBe('timetable');
  });

  it('shows an expected time on the road, with the timetable’s beside it when they differ', () => {
    expect(stopTime(stop({ predictedAt: '2030-03-01T12:14:00Z' }), 'live')).toEqual({
      kind: 'expected',
      at: '2030-03-01T12:14:00Z',
      timetable: '2030-03-01T12:10:00Z',
    });
    expect(stopTime(stop({ predictedAt: '2030-03-01T12:10:30Z' }), 'stale').timetable).toBeNull();
    expect(stopTime(stop({ passedAt: '2030-03-01T12:09:00Z' }), 'live').kind).toBe('passed');
  });

  it('shows an ended trip as observed, the last stop arrived, the timetable where nothing was', () => {
    expect(stopTime(stop({}), 'ended')).toEqual({
      kind: 'timetable',
      at: '2030-03-01T12:10:00Z',
      timetable: null,
    });
    expect(stopTime(stop({ passedAt: '2030-03-01T12:13:00Z' }), 'ended')).toEqual({
      kind: 'passed',
      at: '2030-03-01T12:13:00Z',
      timetable: '2030-03-01T12:10:00Z',
    });
    expect(stopTime(stop({ passedAt: '2030-03-01T12:10:20Z' }), 'ended', true)).toEqual({
      kind: 'arrived',
      at: '2030-03-01T12:10:20Z',
      timetable: null,
    });
  });

  it('lists the stops after the last one passed', () => {
    const stops = [
      stop({ sequence: 1, passedAt: ago(60) }),
      stop({ sequence: 2, passedAt: ago(10) }),
      stop({ sequence: 3 }),
      stop({ sequence: 4 }),
      stop({ sequence: 5 }),
    ];
    expect(stopsAhead(stops, 2).map((s) => s.sequence)).toEqual([3, 4]);
    expect(stopsAhead(stops.slice(2), 9).map((s) => s.sequence)).toEqual([3, 4, 5]);
  });

  it('counts a stop left unpredicted before the predicted ones as behind the bus', () => {
    const predicted = '2030-03-01T12:30:00Z';
    const stops = [
      stop({ sequence: 1 }),
      stop({ sequence: 2 }),
      stop({ sequence: 3, predictedAt: predicted }),
      stop({ sequence: 4, predictedAt: predicted }),
    ];
    expect(firstAhead(stops)).toBe(2);
    expect(stopsAhead(stops, 9).map((s) => s.sequence)).toEqual([3, 4]);
  });
});
