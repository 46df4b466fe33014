import { describe, expect, it } from 'vitest';
import { demoId } from './demo-id.ts';
import { haversineM } from '#server/modules/network/lines/geometry/geo.ts';
import { shapeThrough } from './shape.ts';

const munich = { lat: 48.1425, lng: 11.549 };
const augsburg = { lat: 48.3655, lng: 10.8856 };
const ulm = { lat: 48.3985, lng: 9.984 };

describe('haversineM', () => {
  it('measures real distances', () => {
    // Munich to Augsburg is about 54 km as the crow flies.
    expect(haversineM(munich, augsburg)).toBeGreaterThan(53_000);
    expect(haversineM(munich, augsburg)).toBeLessThan(56_000);
    expect(haversineM(munich, munich)).toBe(0);
  });
});

describe('shapeThrough', () => {
  it('passes through every stop in order, as [lng, lat]', () => {
    const { shape } = shapeThrough([munich, augsburg, ulm], 5);
    expect(shape.type).toBe('LineString');
    expect(shape.coordinates).toHaveLength(1 + 2 * 5);
    expect(shape.coordinates[0]).toEqual([munich.lng, munich.lat]);
    expect(shape.coordinates[5]).toEqual([augsburg.lng, augsburg.lat]);
    expect(shape.coordinates[10]).toEqual([ulm.lng, ulm.lat]);
  });

  it('gives growing distances, a little longer than straight lines', () => {
    const { distancesM } = shapeThrough([munich, augsburg, ulm]);
    expect(distancesM[0]).toBe(0);
    const straight = haversineM(munich, augsburg);
    expect(distancesM[1]).toBeGreaterThan(straight);
    expect(distancesM[1]).toBeLessThan(straight * 1.05);
    expect(distancesM[2]).toBeGreaterThan(distancesM[1]!);
  });

  it('retraces the same line in the other direction', () => {
    const out = shapeThrough([munich, augsburg, ulm]);
    const back = shapeThrough([ulm, augsburg, munich]);
    expect(back.shape.coordinates).toEqual([...out.shape.coordinates].reverse());
    expect(back.distancesM.at(-1)).toBe(out.distancesM.at(-1));
  });

  it('needs two stops', () => {
    expect(() => shapeThrough([munich])).toThrow(RangeError);
  });
});

describe('demoId', () => {
  it('is a stable, well-formed UUID', () => {
    expect(demoId('stop', 'MUC')).toBe(demoId('stop', 'MUC'));
    expect(demoId('stop', 'MUC')).not.toBe(demoId('stop', 'AGB'));
    expect(demoId('stop', 'MUC')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
