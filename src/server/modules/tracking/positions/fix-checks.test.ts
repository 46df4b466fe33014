import { describe, expect, it } from 'vitest';
import type { FixInput } from '#shared/tracking/tracking.ts';
import { checkFixes, tripIdsOf, type TripWindow } from './fix-checks.ts';
import { speedKmh } from './fix-neighbours.ts';

const TRIP = '11111111-1111-4111-8111-111111111111';
const NOW = Date.parse('2026-11-26T10:00:00Z');
const window: TripWindow = {
  status: 'en-route',
  conductorUserId: 'c1',
  dayStartMs: Date.parse('2026-11-25T23:00:00Z'),
  firstDepartureMs: Date.parse('2026-11-26T09:30:00Z'),
  lastArrivalMs: Date.parse('2026-11-26T12:00:00Z'),
};
const fix = (offsetS: number, lat = 48, over: Partial<FixInput> = {}): FixInput => ({
  tripId: TRIP,
  lat,
  lng: 11.5,
  recordedAt: new Date(NOW + offsetS * 1000).toISOString(),
  ...over,
});
const admin = { kind: 'user', userId: 'a', role: 'admin' } as const;
const named = (i: number, name: string) => `fixes[${i}]${name && `.${name}`}`;
const check = (
  fixes: FixInput[],
  w: Partial<TripWindow> = {},
  sender = admin as Parameters<typeof checkFixes>[3],
) => checkFixes(fixes, new Map([[TRIP, { ...window, ...w }]]), new Map(), sender, NOW, named);

describe('checkFixes', () => {
  it('accepts good fixes and returns them in time order', () => {
    const outcome = check([fix(-10, 48.001), fix(-20)]);
    expect(outcome.ok && outcome.fixes.map((f) => f.index)).toEqual([1, 0]);
  });

  it('names the fix and field of each problem', () => {
    const outcome = check([fix(0), fix(31), fix(-86_400)]);
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.problems.map((p) => p.field)).toEqual([
      'fixes[1].recordedAt',
      'fixes[2].recordedAt',
    ]);
  });

  it('refuses a cancelled trip and one of another day', () => {
    expect(check([fix(0)], { status: 'cancelled' })).toMatchObject({
      ok: false,
      problems: [{ field: 'fixes[0].tripId' }],
    });
    const longAgo = {
      dayStartMs: NOW - 3 * 86_400_000,
      firstDepartureMs: NOW - 2.6 * 86_400_000,
      lastArrivalMs: NOW - 2.5 * 86_400_000,
    };
    expect(check([fix(0)], longAgo)).toMatchObject({
      ok: false,
      problems: [{ field: 'fixes[0].tripId', message: expect.stringMatching(/no more positions/) }],
    });
  });

  it('takes a trip running past midnight until six hours after its last stop', () => {
    const yesterday = {
      dayStartMs: NOW - 30 * 3_600_000,
      firstDepartureMs: NOW - 8 * 3_600_000,
      lastArrivalMs: NOW - 5 * 3_600_000,
    };
    expect(check([fix(0)], yesterday).ok).toBe(true);
  });

  it('lets only the trip’s conductor or an admin send', () => {
    expect(check([fix(0)], {}, { kind: 'user', userId: 'c2', role: 'conductor' })).toMatchObject({
      ok: false,
      permission: expect.any(String),
    });
    expect(check([fix(0)], {}, { kind: 'user', userId: 'c1', role: 'conductor' }).ok).toBe(true);
    expect(check([fix(0)], {}, { kind: 'system' }).ok).toBe(true);
  });

  it('flags a jump faster than 150 km/h from the last good fix, and measures the next from that one', () => {
    // 0.01° of latitude is 1.11 km: in 10 s that is 400 km/h; in 60 s, 67 km/h.
    const outcome = check([fix(-60), fix(-50, 48.01), fix(0, 48.01)]);
    expect(outcome.ok && outcome.fixes.map((f) => f.flag)).toEqual([null, 'jump', null]);
  });

  it('measures speed between fixes', () => {
    const a = { atMs: 0, lat: 48, lng: 11.5 };
    expect(speedKmh(a, { atMs: 3_600_000, lat: 48.9, lng: 11.5 })).toBeCloseTo(100, 0);
    expect(speedKmh(a, { atMs: 0, lat: 48.1, lng: 11.5 })).toBe(Infinity);
  });
});

describe('the trip’s window: from 90 min before it leaves to six hours after it arrives', () => {
  const conductor = { kind: 'user', userId: 'c1', role: 'conductor' } as const;
  const HOUR = 3_600_000;
  const LEAD = 90 * 60_000;
  const leaves = (inMs: number) => ({
    firstDepartureMs: NOW + inMs,
    lastArrivalMs: NOW + inMs + HOUR,
  });

  it('refuses fixes for a trip that leaves in more than 90 min, saying when its window opens', () => {
    const outcome = check([fix(0)], leaves(3 * HOUR), conductor);
    expect(outcome).toMatchObject({
      ok: false,
      problems: [
        {
          field: 'fixes[0].tripId',
          message: `Trip ${TRIP} takes no positions yet: its window opens at 2026-11-26T11:30:00.000Z, 90 min before it leaves.`,
        },
      ],
    });
    expect(check([fix(0)], leaves(LEAD + 1000), admin).ok).toBe(false);
    expect(check([fix(0)], leaves(LEAD - 1000), conductor).ok).toBe(true);
  });

  it('refuses a fix dated before the window, though the server’s clock is inside it', () => {
    const outcome = check([fix(-600)], leaves(LEAD - 60_000), conductor);
    expect(outcome).toMatchObject({
      ok: false,
      problems: [
        {
          field: 'fixes[0].recordedAt',
          message: expect.stringMatching(/before trip .* window, which opens at/),
        },
      ],
    });
  });

  it('closes six hours after the last arrival, by the server’s clock', () => {
    const arrived = (agoMs: number) => ({
      firstDepartureMs: NOW - agoMs - HOUR,
      lastArrivalMs: NOW - agoMs,
    });
    expect(check([fix(-60)], arrived(6 * HOUR - 1000), conductor).ok).toBe(true);
    expect(check([fix(-60)], arrived(6 * HOUR + 1000), conductor)).toMatchObject({
      ok: false,
      problems: [
        { message: expect.stringMatching(/its window closed at .*, 6 h after its last arrival/) },
      ],
    });
  });

  it('holds for a feed; the simulator, on a clock of its own, needs only the trip’s day', () => {
    expect(check([fix(0)], leaves(5 * HOUR), { kind: 'system' }).ok).toBe(false);
    expect(check([fix(0)], leaves(5 * HOUR), { kind: 'system', timeScale: 1 }).ok).toBe(true);
    expect(check([fix(0)], leaves(5 * HOUR), { kind: 'system', timeScale: 60 }).ok).toBe(true);
  });
});

describe('the schema, whoever sends the fix', () => {
  const feed = { kind: 'system' } as const;
  const simulator = { kind: 'system', timeScale: 10 } as const;

  it.each([
    ['lat', 200, 'lat is -90 to 90'],
    ['lat', Number.NaN, 'expected number, received NaN'],
    ['lng', Number.POSITIVE_INFINITY, 'expected number, received Infinity'],
    ['lng', Number.NEGATIVE_INFINITY, 'expected number, received -Infinity'],
    ['speed', -1, ''],
    ['recordedAt', 'yesterday', 'recordedAt is an ISO 8601 time'],
  ])('refuses %s = %s from a feed or the simulator as from a conductor', (name, value, words) => {
    for (const sender of [admin, feed, simulator]) {
      const outcome = check([fix(-10), fix(0, 48, { [name]: value })], {}, sender);
      expect(outcome).toMatchObject({ ok: false, problems: [{ field: `fixes[1].${name}` }] });
      expect(!outcome.ok && outcome.problems[0]!.message).toContain(words);
    }
  });

  it('refuses a fix that is no object, or whose trip id is no id, naming it', () => {
    const outcome = check([fix(0), null as unknown as FixInput, fix(0, 48, { tripId: '1; drop' })]);
    expect(!outcome.ok && outcome.problems.map((p) => p.field)).toEqual([
      'fixes[1]',
      'fixes[2].tripId',
    ]);
    // Only well-formed ids are ever looked up.
    expect(tripIdsOf([fix(0), null, { tripId: 7 }, { tripId: '1; drop' }])).toEqual([TRIP]);
  });
});

describe('a simulation running faster than real time', () => {
  it('judges a jump by the speed of its own clock', () => {
    // 1.11 km in 10 s of real time: 400 km/h real, 40 km/h at 10×.
    const fixes = [fix(-60), fix(-50, 48.01)];
    const fast = { kind: 'system', timeScale: 10 } as const;
    const outcome = checkFixes(fixes, new Map([[TRIP, window]]), new Map(), fast, NOW, named);
    expect(outcome.ok && outcome.fixes.map((f) => f.flag)).toEqual([null, null]);
  });
});
