/**
 * Moving an out-of-date feed in time on import (issue 11): shiftDays moves every date of the feed
 * by whole weeks, shiftToCurrentWeek computes the shift that brings the feed to this week.
 */
import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { serviceCalendarDate } from '#db/schema/gtfs.ts';
import { schedule, trip } from '#db/schema/timetable.ts';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import { addDays, isoWeekday, localDate } from '#shared/core/zoned-time.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import { usFeed, uploadFeed } from './import-operator.testing.ts';

const admin = { id: 'u1', email: 'a@b.c', name: 'Admin', role: 'admin' as const };

describe.each(testDatabases())('GTFS import moved in time on %s', (kind) => {
  let t: TestApp;
  afterEach(() => t.close());
  const open = async () => {
    t = await createTestApp({ signedInAs: admin, database: await openTestDatabase(kind) });
  };
  const validity = async () =>
    (await t.database.db.select().from(schedule)).map((s) => [s.validFrom, s.validTo]);
  const exceptions = async () =>
    (await t.database.db.select().from(serviceCalendarDate)).map((d) => d.date).sort();

  it('moves every date of the feed by shiftDays and states the shift in the outcome', async () => {
    await open();
    const { jobs } = await uploadFeed(t, await readFile(await usFeed()), { shiftDays: '7' });
    expect(jobs.at(-1)!.outcome).toMatchObject({
      ok: true,
      shiftDays: 7,
      shiftMessage: 'Dates moved by +7 days (1 week).',
    });
    // calendar.txt 2022-01-03 … 2099-12-31, calendar_dates.txt 2022-05-30 and 2022-07-04.
    expect(await validity()).toEqual([['2022-01-10', '2100-01-07']]);
    expect(await exceptions()).toEqual(['2022-06-06', '2022-07-11']);
  });

  it('imports the feed’s dates as they are without a shift', async () => {
    await open();
    const { jobs } = await uploadFeed(t, await readFile(await usFeed()));
    expect(jobs.at(-1)!.outcome).toMatchObject({ ok: true, shiftDays: 0, shiftMessage: null });
    expect(await validity()).toEqual([['2022-01-03', '2099-12-31']]);
  });

  it('refuses a shiftDays that would change a trip’s weekday with 400 naming the field, starting no job', async () => {
    await open();
    const res = await uploadFeed(t, await readFile(await usFeed()), { shiftDays: '3' });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({
      error: { code: 'invalid-argument', details: { fields: [{ field: 'shiftDays' }] } },
    });
    expect(await validity()).toEqual([]);
  });

  it('moves a 2022 timetable to the current week, so its schedules are valid today and dated trips are rolled out', async () => {
    await open();
    const feed = await usFeed({ end: '20221230' });
    const { jobs } = await uploadFeed(t, await readFile(feed), { shiftToCurrentWeek: 'true' });
    const outcome = jobs.at(-1)!.outcome!;
    expect(outcome).toMatchObject({ ok: true, nothingBookable: null });
    const today = localDate(new Date(), 'America/Los_Angeles');
    const [[from, to]] = (await validity()) as [[string, string]];
    // The feed started on Monday 2022-01-03: it now starts on a Monday of the last seven days.
    expect(isoWeekday(from)).toBe(1);
    expect(from <= today && from > addDays(today, -7)).toBe(true);
    expect(addDays('2022-01-03', outcome.shiftDays)).toBe(from);
    expect(addDays('2022-12-30', outcome.shiftDays)).toBe(to);
    expect(outcome.shiftMessage).toContain(`${outcome.shiftDays.toLocaleString('en-US')} days`);
    expect(outcome.rolledOutTrips).toBeGreaterThan(0);
    expect(await t.database.db.$count(trip)).toBe(outcome.rolledOutTrips);
  });

  it('refuses shiftDays together with shiftToCurrentWeek', async () => {
    await open();
    const res = await uploadFeed(t, await readFile(await usFeed()), {
      shiftDays: '7',
      shiftToCurrentWeek: 'true',
    });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ error: { code: 'invalid-argument' } });
  });
});
