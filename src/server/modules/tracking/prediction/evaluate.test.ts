import { describe, expect, it } from 'vitest';
import { actualArrivals, ErrorTable } from './evaluate.ts';
import type { MatchedFix } from './shape.ts';

const fix = (s: number, alongM: number, offRoute = false): MatchedFix => ({
  atMs: s * 1000,
  alongM,
  offsetM: offRoute ? 150 : 5,
  offRoute,
});

describe('actual arrivals', () => {
  it('interpolates the moment the bus reaches each stop', () => {
    const fixes = [fix(0, 0), fix(20, 200), fix(40, 400), fix(60, 600)];
    expect(actualArrivals(fixes, [0, 100, 500])).toEqual([undefined, 10_000, 50_000]);
  });

  it('leaves a stop unknown when the fixes around it are more than 120 s apart', () => {
    const fixes = [fix(0, 0), fix(20, 200), fix(200, 400), fix(220, 600)];
    expect(actualArrivals(fixes, [100, 300, 500])).toEqual([10_000, undefined, 210_000]);
  });

  it('ignores fixes off the route', () => {
    const fixes = [fix(0, 0), fix(20, 200, true), fix(40, 400)];
    expect(actualArrivals(fixes, [300])).toEqual([30_000]);
  });
});

describe('the error table', () => {
  it('averages absolute errors per horizon bucket, dropping targets past 30 min', () => {
    const table = new ErrorTable();
    table.add(0, 60_000, { predictor: 70_000, timetable: 0, propagated: 50_000 });
    table.add(0, 120_000, { predictor: 100_000, timetable: 0, propagated: 120_000 });
    table.add(0, 25 * 60_000, { predictor: 25 * 60_000, timetable: 0, propagated: 0 });
    table.add(0, 31 * 60_000, { predictor: 0, timetable: 0, propagated: 0 });
    const [near, , , far] = table.rows();
    expect(near).toEqual({
      label: '0–5 min',
      targets: 2,
      maeS: { predictor: 15, timetable: 90, propagated: 5 },
    });
    expect(far!.targets).toBe(1);
    expect(far!.maeS.timetable).toBe(1500);
  });
});
