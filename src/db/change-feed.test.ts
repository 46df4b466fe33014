import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LISTENER_NAME, parseNotice, type TableChange } from './change-feed.ts';
import type { DatabaseHandle } from './client.ts';
import { queryRows } from './rows.ts';
import { seatReservation } from './schema/booking.ts';
import { route, stop } from './schema/network.ts';
import { trip } from './schema/timetable.ts';
import { openTestDatabase, testDatabases } from './database.testing.ts';

describe('parseNotice', () => {
  it('reads the two channels and ignores others', () => {
    expect(parseNotice('busway_catalogue', 'stop')).toEqual({ kind: 'catalogue' });
    expect(parseNotice('busway_trips', 'a,b')).toEqual({ kind: 'trips', tripIds: ['a', 'b'] });
    expect(parseNotice('busway_trips', '*')).toEqual({ kind: 'trips', tripIds: 'all' });
    expect(parseNotice('elsewhere', 'x')).toBeUndefined();
  });
});

describe.each(testDatabases())('change notices on %s', (kind) => {
  let h: DatabaseHandle;
  let routeId: string;
  let tripId: string;
  let heard: TableChange[] = [];

  beforeAll(async () => {
    h = await openTestDatabase(kind);
    const [r] = await h.db
      .insert(route)
      .values({ shortName: 'N1', longName: 'Notices' })
      .returning();
    routeId = r!.id;
    const [t] = await h.db.insert(trip).values({ routeId, serviceDate: '2030-01-07' }).returning();
    tripId = t!.id;
    h.changes.subscribe((change) => heard.push(change));
  });
  afterAll(() => h.close());
  beforeEach(() => {
    heard = [];
  });

  // Each expectation runs right after the write resolves, with no wait: a change this process
  // makes is heard before the code that made it goes on.
  it('names the trip whose seats were taken, changed and freed, as each commits', async () => {
    const [row] = await h.db
      .insert(seatReservation)
      .values({ tripId, seat: '1A', stops: { from: 1, to: 3 }, status: 'held', userId: 'u1' })
      .returning();
    expect(heard).toEqual([{ kind: 'trips', tripIds: [tripId] }]);
    await h.db
      .update(seatReservation)
      .set({ status: 'cancelled' })
      .where(eq(seatReservation.id, row!.id));
    await h.db.delete(seatReservation).where(eq(seatReservation.id, row!.id));
    expect(heard).toHaveLength(3);
  });

  it('says nothing for a statement that changed no row', async () => {
    await h.db
      .update(seatReservation)
      .set({ status: 'cancelled' })
      .where(sql`false`);
    await h.db
      .update(trip)
      .set({ status: 'cancelled' })
      .where(sql`false`);
    expect(heard).toEqual([]);
  });

  it('names a trip whose status changed; a trip moved in the timetable is a catalogue change', async () => {
    await h.db.update(trip).set({ status: 'boarding' }).where(eq(trip.id, tripId));
    expect(heard).toEqual([{ kind: 'trips', tripIds: [tripId] }]);
    await h.db.update(trip).set({ serviceDate: '2030-01-08' }).where(eq(trip.id, tripId));
    expect(heard.at(-1)).toEqual({ kind: 'catalogue' });
  });

  it('tells a change to the network once it commits, and nothing of a rolled-back one', async () => {
    await h.db
      .transaction(async (tx) => {
        await tx.insert(stop).values({ code: 'NX1', name: 'Never', lat: 1, lng: 1 });
        tx.rollback();
      })
      .catch(() => undefined);
    expect(heard).toEqual([]);
    await h.db.transaction(async (tx) => {
      await tx.insert(stop).values({ code: 'NX2', name: 'Kept', lat: 1, lng: 1 });
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual([{ kind: 'catalogue' }]);
  });

  it('says "all trips" when a statement touches more than 200', async () => {
    const many = await h.db
      .insert(trip)
      .values(Array.from({ length: 201 }, () => ({ routeId, serviceDate: '2030-02-01' })))
      .returning({ id: trip.id });
    heard = [];
    await h.db
      .insert(seatReservation)
      .values(
        many.map((t) => ({ tripId: t.id, seat: '2B', stops: { from: 1, to: 2 }, userId: 'u' })),
      );
    expect(heard).toEqual([{ kind: 'trips', tripIds: 'all' }]);
  });
});

// Another instance, or the import CLI, writes through a connection of its own.
describe.each(testDatabases().filter((kind) => kind === 'postgres'))(
  'change notices from other processes on %s',
  (kind) => {
    let h: DatabaseHandle;
    let heard: TableChange[] = [];
    beforeAll(async () => {
      h = await openTestDatabase(kind);
      h.changes.subscribe((change) => heard.push(change));
    });
    afterAll(() => h.close());

    it('hears what another process commits, and stops being live while its listener is away', async () => {
      const [{ name }] = (await queryRows<{ name: string }>(
        h.db,
        sql`select current_database() as name`,
      )) as [{ name: string }];
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      const other = new pg.Client({ connectionString: url.toString() });
      await other.connect();
      try {
        await other.query(`insert into stop (code, name, lat, lng) values ('OX1', 'Other', 1, 1)`);
        await vi.waitFor(() => expect(heard).toContainEqual({ kind: 'catalogue' }));

        heard = [];
        await other.query(
          `select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = $2`,
          [LISTENER_NAME, name],
        );
        // Notices may have been missed meanwhile: everything is said to have changed.
        await vi.waitFor(() => expect(heard).toContainEqual({ kind: 'trips', tripIds: 'all' }));
        await vi.waitFor(() => expect(h.changes.live()).toBe(true), { timeout: 5_000 });
        heard = [];
        await other.query(`insert into stop (code, name, lat, lng) values ('OX2', 'Again', 1, 1)`);
        await vi.waitFor(() => expect(heard).toContainEqual({ kind: 'catalogue' }));
      } finally {
        await other.end();
      }
    });
  },
);
