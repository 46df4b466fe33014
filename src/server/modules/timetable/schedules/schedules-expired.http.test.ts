/**
 * The schedules list as the timetable screen shows it: an imported schedule whose service has
 * ended says so (`expired`), and its calendar comes with its exceptions counted, not as a raw id.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import { ScheduleList } from '#shared/timetable/timetable.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import { usFeed, uploadFeed } from '../../gtfs/import/import-operator.testing.ts';

const admin = { id: 'u1', email: 'a@b.c', name: 'Admin', role: 'admin' as const };

describe.each(testDatabases())('Schedules of an imported feed on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ signedInAs: admin, database: await openTestDatabase(kind) });
  });
  afterAll(() => t.close());
  const list = async () =>
    ScheduleList.parse((await t.app.inject({ url: '/api/admin/schedules' })).json()).schedules;

  it('marks a schedule whose calendar ended before today expired, and counts its calendar’s exceptions', async () => {
    const ended = await uploadFeed(t, await readFile(await usFeed({ end: '20231230' })));
    expect(ended.jobs.at(-1)!.status).toBe('succeeded');
    const [schedule] = await list();
    expect(schedule).toMatchObject({
      daysOfWeek: [1, 2, 3, 4, 5],
      validFrom: '2022-01-03',
      validTo: '2023-12-30',
      expired: true,
      serviceCalendar: { gtfsId: 'WK', addedDates: 0, removedDates: 2 },
    });

    // The same feed running on: the schedule is no longer expired.
    await uploadFeed(t, await readFile(await usFeed({ end: '20991231' })));
    expect((await list())[0]).toMatchObject({ validTo: '2099-12-31', expired: false });
  });
});
