import { describe, expect, it } from 'vitest';
import { demoRoutes, fareRows, minutesOfDay, stopOffsets } from './network-rows.ts';

describe('stopOffsets', () => {
  it('turns distances into arrive/depart minutes with dwells on the way', () => {
    const timetable = { speedKmh: 60, dwellMinutes: 5, roundToMinutes: 5 };
    expect(stopOffsets([0, 30_000, 61_000, 90_000], timetable)).toEqual([
      { arrive: 0, depart: 0 },
      { arrive: 30, depart: 35 },
      { arrive: 65, depart: 70 },
      { arrive: 100, depart: 100 },
    ]);
  });
});

describe('minutesOfDay', () => {
  it('reads HH:MM', () => {
    expect(minutesOfDay('00:00')).toBe(0);
    expect(minutesOfDay('07:30')).toBe(450);
    expect(minutesOfDay('23:15')).toBe(1395);
  });
});

describe('demo routes', () => {
  it('runs each line both ways over the same distance', () => {
    const routes = demoRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(6);
    const out = routes.find((r) => r.line.shortName === 'X10' && r.direction === 'out')!;
    const back = routes.find((r) => r.line.shortName === 'X10' && r.direction === 'back')!;
    expect(back.stopCodes).toEqual([...out.stopCodes].reverse());
    expect(back.distancesM.at(-1)).toBe(out.distancesM.at(-1));
  });

  it('keys fare tables by each direction’s own stop sequences', () => {
    const routes = demoRoutes().filter((r) => r.line.shortName === 'X40');
    const [out, back] = fareRows(routes, 'EUR');
    // Outbound REG(1) → NUE(2) → WUE(3); the return runs WUE(1) → NUE(2) → REG(3).
    expect(out!.table).toContainEqual({ from: 1, to: 2, amountMinor: 1490 });
    expect(back!.table).toContainEqual({ from: 2, to: 3, amountMinor: 1490 });
    expect(back!.table).toContainEqual({ from: 1, to: 3, amountMinor: 2490 });
  });
});
