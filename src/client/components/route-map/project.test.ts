import { describe, expect, it } from 'vitest';
import { fitProjection, pathOf, placeLabels, scaleBar } from './project.ts';

const box = { width: 400, height: 200, padding: 20 };

describe('fitProjection', () => {
  it('fits the points inside the padded box, centred, north up', () => {
    const { point } = fitProjection(
      [
        [11.0, 48.0],
        [12.0, 49.0],
      ],
      box,
    );
    const [x1, y1] = point([11.0, 48.0]);
    const [x2, y2] = point([12.0, 49.0]);
    expect(y1).toBeCloseTo(180);
    expect(y2).toBeCloseTo(20);
    expect(x2).toBeGreaterThan(x1);
    expect((x1 + x2) / 2).toBeCloseTo(200);
  });

  it('keeps shapes true: a degree of longitude is shorter than one of latitude away from the equator', () => {
    const { point } = fitProjection(
      [
        [0, 60],
        [1, 61],
      ],
      { width: 1000, height: 1000, padding: 0 },
    );
    const width = point([1, 60.5])[0] - point([0, 60.5])[0];
    const height = point([0, 60])[1] - point([0, 61])[1];
    expect(width / height).toBeCloseTo(Math.cos((60.5 * Math.PI) / 180), 2);
  });

  it('centres a single point and shows about a kilometre around it', () => {
    const projection = fitProjection([[11.5, 48.1]], box);
    expect(projection.point([11.5, 48.1])).toEqual([200, 100]);
    expect(projection.metresPerUnit * 160).toBeCloseTo(1113, -1);
  });
});

describe('scaleBar', () => {
  it('picks a round length no longer than the target', () => {
    expect(scaleBar(100, 80)).toEqual({ units: 50, label: '5 km' });
    expect(scaleBar(3, 80)).toEqual({ units: 200 / 3, label: '200 m' });
  });
});

describe('pathOf', () => {
  it('draws a line through the points', () => {
    expect(
      pathOf([
        [0, 0],
        [10.25, 5],
      ]),
    ).toBe('M0.0 0.0 L10.3 5.0');
  });
});

describe('placeLabels', () => {
  const box = { width: 300, height: 200 };
  const options = { fontSize: 12, keep: (i: number) => i === 0 || i === 2 };

  it('writes names to the right of their points when there is room', () => {
    const spots = placeLabels(
      [
        [20, 100],
        [150, 150],
        [200, 40],
      ],
      ['A', 'B', 'C'],
      box,
      options,
    );
    expect(spots).toEqual([
      { x: 28, y: 93, anchor: 'start', text: 'A' },
      { x: 158, y: 143, anchor: 'start', text: 'B' },
      { x: 208, y: 33, anchor: 'start', text: 'C' },
    ]);
  });

  it('moves a name to the left near the right edge, and leaves out a crowded middle name', () => {
    const spots = placeLabels(
      [
        [20, 100],
        [24, 100],
        [290, 100],
      ],
      ['Augsburg Hbf', 'Ulm ZOB', 'Stuttgart Hbf'],
      box,
      options,
    );
    expect(spots[2]?.anchor).toBe('end');
    expect(spots[0]).not.toBeNull();
    expect(spots.filter(Boolean).length).toBeGreaterThanOrEqual(2);
  });

  it('shortens a kept name that fits nowhere whole', () => {
    const [spot] = placeLabels(
      [[150, 100]],
      ['Roger K. Fall Transit Center'],
      { width: 200, height: 200 },
      options,
    );
    // 140 units to the left, about 18 characters at 12 px.
    expect(spot).toMatchObject({ anchor: 'end', text: 'Roger K. Fall Tra…' });
  });
});
