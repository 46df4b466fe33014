/**
 * What an import does to the operator (import-operator.ts): a feed in another time zone needs the
 * admin's confirmation to move a network that is already there; into an empty network it sets the
 * time zone and the currency, which every reader of the currency then uses.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { fare } from '#db/schema/network.ts';
import { route, stop } from '#db/schema/network.ts';
import { operatorSetting } from '#db/schema/system.ts';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import { PublicConfig } from '#shared/system/system.ts';
import { aRoute } from '#server/testing/factories.testing.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import { usFeed, uploadFeed } from './import-operator.testing.ts';
import { readZipText } from '../gtfs.testing.ts';

const admin = { id: 'u1', email: 'a@b.c', name: 'Admin', role: 'admin' as const };

describe.each(testDatabases())('GTFS import and the operator’s settings on %s', (kind) => {
  let t: TestApp;
  /** An app in Berlin charging EUR, on an empty network or on one route with its stops. */
  const open = async (withNetwork: boolean) => {
    t = await createTestApp({
      signedInAs: admin,
      database: await openTestDatabase(kind),
      env: { OPERATOR_TIMEZONE: 'Europe/Berlin', CURRENCY: 'EUR' },
    });
    if (withNetwork) await aRoute(t.database.db);
  };
  afterEach(() => t.close());
  const config = async () =>
    PublicConfig.parse((await t.app.inject({ url: '/api/config' })).json());
  const counts = async () => ({
    stops: await t.database.db.$count(stop),
    routes: await t.database.db.$count(route),
    settings: await t.database.db.select().from(operatorSetting),
  });

  it('refuses a feed in another time zone into a network already there until confirmed, naming both zones and changing nothing', async () => {
    await open(true);
    const before = await counts();
    const refused = await uploadFeed(t, await readFile(await usFeed()));
    expect(refused.status).toBe(200);
    const last = refused.jobs.at(-1)!;
    expect(last.status).toBe('failed');
    expect(last.outcome!.refusal).toMatchObject({
      code: 'failed-precondition',
      timezone: { from: 'Europe/Berlin', to: 'America/Los_Angeles' },
    });
    expect(last.outcome!.refusal!.message).toContain('Europe/Berlin');
    expect(last.outcome!.report.errors).toEqual([
      { file: 'agency.txt', line: null, message: last.outcome!.refusal!.message },
    ]);
    expect(await counts()).toEqual(before);
    expect((await config()).timezone).toBe('Europe/Berlin');

    const confirmed = await uploadFeed(t, await readFile(await usFeed()), {
      allowTimezoneChange: 'true',
    });
    const done = confirmed.jobs.at(-1)!;
    expect(done).toMatchObject({ status: 'succeeded' });
    expect(done.outcome).toMatchObject({ refusal: null, currency: 'EUR' });
    expect(await config()).toMatchObject({ timezone: 'America/Los_Angeles', currency: 'EUR' });
    // The network keeps its currency: the USD fare is left out, and the report says so.
    expect(done.outcome!.report.warnings).toContainEqual({
      file: 'fare_attributes.txt',
      line: 2,
      message: 'fare F1 is in USD, but the operator charges in EUR; the fare is not imported',
    });
  });

  it('refuses an allowTimezoneChange that is not true or false', async () => {
    await open(false);
    const res = await uploadFeed(t, await readFile(await usFeed()), { allowTimezoneChange: 'yes' });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ error: { code: 'invalid-argument' } });
  });

  it('into an empty network sets the zone and the currency from the feed, and fares, config, a fare set by hand and the export use it', async () => {
    await open(false);
    const { jobs } = await uploadFeed(t, await readFile(await usFeed()));
    expect(jobs.at(-1)!.outcome).toMatchObject({
      ok: true,
      refusal: null,
      timezone: 'America/Los_Angeles',
      currency: 'USD',
      // Its calendar runs through 2099: there is something to book.
      nothingBookable: null,
      counts: { inactiveRoutes: 1 },
    });
    expect(await config()).toMatchObject({ timezone: 'America/Los_Angeles', currency: 'USD' });
    const fares = await t.database.db.select().from(fare);
    // The feed's single fare prices both routes.
    expect(fares.map((f) => [f.currency, f.baseMinor])).toEqual([
      ['USD', 200],
      ['USD', 200],
    ]);

    const [r1] = await t.database.db.select().from(route).where(eq(route.gtfsId, 'R1'));
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/routes/${r1!.id}/fare`,
      payload: { kind: 'per-km', baseMinor: 150, perKmMinor: 0 },
    });
    expect(set.json()).toMatchObject({ fare: { currency: 'USD', baseMinor: 150 } });

    const exported = await t.app.inject({ url: '/api/gtfs.zip' });
    const path = join(await mkdtemp(join(tmpdir(), 'busway-export-')), 'gtfs.zip');
    await writeFile(path, exported.rawPayload);
    const files = await readZipText(path);
    expect(files['fare_attributes.txt']).toContain('USD');
    expect(files['fare_attributes.txt']).not.toContain('EUR');
  });
});
