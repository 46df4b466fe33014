import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import { vehiclePosition } from '#db/schema/tracking.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import { aTrip } from '#server/testing/factories.testing.ts';

const CONDUCTOR: RequestUser = {
  id: 'conductor-1',
  email: 'c@example.com',
  name: 'Cy',
  role: 'conductor',
};
const T0 = Date.parse('2026-11-26T10:00:00Z');
const at = (offsetS: number) => new Date(T0 + offsetS * 1000).toISOString();

describe.each(testDatabases())('position budgets on %s', (kind) => {
  let t: TestApp;
  let user: RequestUser = CONDUCTOR;
  const tripOf = async () =>
    (
      await aTrip(t.database.db, {
        departs: new Date(T0 - 2 * 60_000),
        serviceDate: '2026-11-26',
        conductorUserId: CONDUCTOR.id,
      })
    ).id;
  /** `n` fixes of a trip a second apart, the last `endS` seconds from now. */
  const fixes = (tripId: string, n: number, endS = 0) =>
    Array.from({ length: n }, (_, i) => ({
      tripId,
      lat: 48.02,
      lng: 11.5,
      recordedAt: at(endS - (n - 1 - i)),
    }));
  const post = (body: object, remoteAddress = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/positions', payload: body, remoteAddress });
  const stored = async (tripId: string) =>
    (await t.database.db.select().from(vehiclePosition).where(eq(vehiclePosition.tripId, tripId)))
      .length;

  beforeAll(async () => {
    t = await createTestApp({
      database: await openTestDatabase(kind),
      now: () => new Date(T0),
      env: {
        POSITION_FIXES_PER_TRIP_PER_MINUTE: '100',
        POSITION_REQUESTS_PER_ACCOUNT_PER_MINUTE: '80',
        POSITION_REQUESTS_PER_ADDRESS_PER_MINUTE: '1000',
      },
      register: (app) => {
        app.resolveUser = async () => user;
      },
    });
  });
  afterAll(() => t.close());

  it('takes a 100-fix batch after a tunnel, then refuses the trip’s next fix with 429 naming the limit', async () => {
    const tripId = await tripOf();
    const batch = await post({ fixes: fixes(tripId, 100, -1) });
    expect(batch.statusCode, batch.body).toBe(200);
    expect(batch.json().stored).toBe(100);
    const next = await post(fixes(tripId, 1)[0]!);
    expect(next.statusCode).toBe(429);
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(0);
    expect(next.json().error).toMatchObject({
      code: 'resource-exhausted',
      message: expect.stringMatching(
        /Too many positions for this trip: at most 100 fixes a minute/,
      ),
    });
    expect(await stored(tripId)).toBe(100);
    // Another conductor's budget on another trip is their own.
    const other = await tripOf();
    expect((await post(fixes(other, 1)[0]!)).statusCode).toBe(200);
  });

  it('holds the budget under 50 parallel batches: 20 of 5 fixes stored, the rest 429', async () => {
    const tripId = await tripOf();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post({ fixes: fixes(tripId, 5, -5 * i) })),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(20);
    expect(codes.filter((c) => c === 429)).toHaveLength(30);
    expect(await stored(tripId)).toBe(100);
  });

  it('refuses an account’s requests past its rate, whatever the trips', async () => {
    user = { ...CONDUCTOR, id: 'admin-7', role: 'admin' };
    const tripId = await tripOf();
    const answers = [];
    for (let i = 0; i < 81; i++) answers.push(await post(fixes(tripId, 1, -i)[0]!, `10.9.0.${i}`));
    user = CONDUCTOR;
    expect(answers.slice(0, 80).every((r) => r.statusCode === 200)).toBe(true);
    expect(answers[80]!.statusCode).toBe(429);
    expect(answers[80]!.json().error.message).toMatch(
      /Too many position requests from your account: at most 80 a minute/,
    );
  });
});
