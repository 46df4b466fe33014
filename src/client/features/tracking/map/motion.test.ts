import { describe, expect, it } from 'vitest';
import {
  bearingBetween,
  boundsOf,
  easeInOut,
  glideAt,
  lerpBearing,
  lerpPose,
  poseAt,
  type TimedPose,
} from './motion.ts';

describe('a bus gliding between fixes', () => {
  it('eases from 0 to 1, half way at the middle', () => {
    expect(easeInOut(0)).toBe(0);
    expect(easeInOut(0.5)).toBe(0.5);
    expect(easeInOut(1)).toBe(1);
    expect(easeInOut(0.25)).toBeLessThan(0.25);
    expect(easeInOut(2)).toBe(1);
  });

  it('turns the short way round', () => {
    expect(lerpBearing(350, 10, 0.5)).toBeCloseTo(0);
    expect(lerpBearing(10, 350, 0.25)).toBeCloseTo(5);
    expect(lerpBearing(90, 250, 0.5)).toBeCloseTo(170);
    expect(lerpBearing(250, 90, 0.5)).toBeCloseTo(170);
  });

  it('moves in a straight line, keeping a known bearing when the other is unknown', () => {
    const pose = lerpPose({ lng: 0, lat: 0, bearing: null }, { lng: 2, lat: 4, bearing: 30 }, 0.5);
    expect(pose).toEqual({ lng: 1, lat: 2, bearing: 30 });
  });

  it('arrives after a second and stays there', () => {
    const glide = {
      from: { lng: 11, lat: 48, bearing: 0 },
      to: { lng: 12, lat: 48, bearing: 90 },
      startedAt: 1_000,
    };
    const half = glideAt(glide, 1_500);
    expect(half.done).toBe(false);
    expect(half.pose.lng).toBeCloseTo(11.5);
    expect(half.pose.bearing).toBeCloseTo(45);
    expect(glideAt(glide, 2_000)).toEqual({ pose: glide.to, done: true });
    expect(glideAt(glide, 9_000).pose).toEqual(glide.to);
  });
});

describe('a replay placing the bus at a moment', () => {
  const fixes: TimedPose[] = [
    { lng: 11, lat: 48, bearing: null, at: 0 },
    { lng: 11.1, lat: 48, bearing: null, at: 10_000 },
    { lng: 11.1, lat: 48.1, bearing: 0, at: 20_000 },
  ];

  it('interpolates between the fixes around the moment, heading to the next fix', () => {
    const pose = poseAt(fixes, 5_000)!;
    expect(pose.lng).toBeCloseTo(11.05);
    expect(pose.lat).toBeCloseTo(48);
    expect(pose.bearing).toBeCloseTo(90, 0);
  });

  it('holds the first fix before the start and the last after the end', () => {
    expect(poseAt(fixes, -5)).toMatchObject({ lng: 11, lat: 48 });
    expect(poseAt(fixes, -5)!.bearing).toBeCloseTo(90, 0);
    expect(poseAt(fixes, 99_000)).toEqual({ lng: 11.1, lat: 48.1, bearing: 0 });
  });

  it('has no pose without fixes', () => {
    expect(poseAt([], 0)).toBeNull();
  });
});

describe('bearings and bounds', () => {
  it('reads a compass bearing between two points', () => {
    expect(
      bearingBetween({ lng: 0, lat: 0, bearing: null }, { lng: 0, lat: 1, bearing: null }),
    ).toBeCloseTo(0);
    expect(
      bearingBetween({ lng: 0, lat: 0, bearing: null }, { lng: -1, lat: 0, bearing: null }),
    ).toBeCloseTo(270);
    expect(
      bearingBetween({ lng: 1, lat: 1, bearing: null }, { lng: 1, lat: 1, bearing: null }),
    ).toBeNull();
  });

  it('bounds the points it is given', () => {
    expect(boundsOf([])).toBeNull();
    expect(
      boundsOf([
        [11, 48],
        [10.5, 48.4],
        [11.2, 47.9],
      ]),
    ).toEqual([
      [10.5, 47.9],
      [11.2, 48.4],
    ]);
  });
});
