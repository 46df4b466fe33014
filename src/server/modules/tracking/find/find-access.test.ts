import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '#db/database.testing.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import { PASSENGER } from '../../booking/booking.testing.ts';
import { ADMIN, openFindApp, OTHER, PREFIX, ROOMY, type FindApp } from './find.testing.ts';

describe.each(testDatabases())('who finds a trip by reference and replays it on %s', (kind) => {
  let f: FindApp;
  beforeAll(async () => {
    f = await openFindApp(kind);
  });
  afterAll(() => f.close());

  it('finds a trip by booking reference only for its owner or an admin; others learn nothing', async () => {
    f.viewer = OTHER;
    const nothing = await f.search('QZ9QZ9');
    expect(nothing).toMatchObject({ trips: [], next: null });
    f.viewer = PASSENGER;
    expect((await f.search(f.reference)).trips[0]).toMatchObject({
      tripId: f.tripId,
      matchedBy: 'booking',
    });
    f.viewer = ADMIN;
    expect((await f.search(f.reference)).trips[0]).toMatchObject({ tripId: f.tripId });
    f.viewer = OTHER;
    expect(await f.search(f.reference)).toEqual(nothing);
    f.viewer = null;
    expect(await f.search(f.reference)).toEqual(nothing);
    expect(await f.search(f.reference.toLowerCase())).toEqual(nothing);
    f.viewer = PASSENGER;
  });

  it('replays a trip for an admin, its conductor or a passenger with a confirmed booking on it; 403 with words for anyone else', async () => {
    const status = async (who: RequestUser) => (await f.history(f.tripId, who)).statusCode;
    expect(await status(PASSENGER)).toBe(200);
    expect(await status(ADMIN)).toBe(200);
    const refused = await f.history(f.tripId, OTHER);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'permission-denied',
      message: expect.stringMatching(/confirmed booking on this trip, its conductor and admins/),
    });
    const conductor: RequestUser = { ...OTHER, id: 'conductor-9', role: 'conductor' };
    expect(await status(conductor)).toBe(403);
    const db = f.a.t.database.db;
    await db.execute(
      sql`update trip set conductor_user_id = 'conductor-9' where id = ${f.tripId}::uuid`,
    );
    expect(await status(conductor)).toBe(200);
    expect(await status({ ...conductor, id: 'conductor-8' })).toBe(403);
    // A cancelled (or refunded) booking no longer counts: its holder did not travel.
    await db.execute(sql`update booking set status = 'cancelled' where reference = ${f.reference}`);
    expect(await status(PASSENGER)).toBe(403);
    await db.execute(sql`update booking set status = 'confirmed' where reference = ${f.reference}`);
    const missing = await f.history('00000000-0000-4000-8000-000000000000', OTHER);
    expect(missing.statusCode).toBe(404);
  });
});

describe.each(testDatabases())('searches and replays are limited on %s', (kind) => {
  let f: FindApp;
  beforeAll(async () => {
    f = await openFindApp(kind, {
      ...ROOMY,
      searchesPerAddressPerMinute: 5,
      searchesPerAccountPerMinute: 3,
      replaysPerAccountPerHour: 2,
    });
  });
  afterAll(() => f.close());
  const searchFrom = (address: string) =>
    f.t.app.inject({ url: `${PREFIX}/api/live/search?q=X10`, remoteAddress: address });

  it('answers 5 of 50 parallel searches from one address, the rest 429 with the wait in words', async () => {
    f.viewer = null;
    const answers = await Promise.all(Array.from({ length: 50 }, () => searchFrom('10.0.0.1')));
    f.viewer = PASSENGER;
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(5);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(45);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused[0]!.json().error).toMatchObject({
      code: 'resource-exhausted',
      message: expect.stringMatching(/Too many bus searches from this network: at most 5 a minute/),
    });
    // Another address is not held up.
    expect((await searchFrom('10.0.0.2')).statusCode).toBe(200);
  });

  it('counts a signed-in account’s searches whatever its address', async () => {
    f.viewer = OTHER;
    const codes = [];
    for (const address of ['10.1.0.1', '10.1.0.2', '10.1.0.3', '10.1.0.4'])
      codes.push((await searchFrom(address)).statusCode);
    f.viewer = PASSENGER;
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('allows an account 2 replays an hour, then 429', async () => {
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await f.history(f.tripId, PASSENGER)).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    const refused = await f.history(f.tripId, PASSENGER);
    expect(refused.json().error.message).toMatch(/Too many trip replays .* at most 2 an hour/);
  });
});
