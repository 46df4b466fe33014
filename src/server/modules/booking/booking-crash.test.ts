/**
 * SIGKILL mid-load: the real server (src/server/main.ts) takes parallel holds → bookings →
 * payments, is killed without warning, and starts again. Then every booking it answered 201 for
 * exists, every payment it answered as succeeded has its confirmed booking and tickets, and —
 * once start-up reconciliation settles the charges cut off by the kill — no money is kept
 * without a confirmed booking and its tickets, and no ticket exists without money taken.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle, type DatabaseKind } from '#db/client.ts';
import { queryRows } from '#db/rows.ts';
import { databaseUrl, dropDatabase, withAdminClient } from '#db/database-template.testing.ts';
import { testDatabases } from '#db/database.testing.ts';
import { addDays, localDate } from '#shared/core/zoned-time.ts';
import { startServer as startProcess } from '#server/testing/process.testing.ts';
import { CARDS, card } from './booking-proofs.testing.ts';
import { invariantViolations } from './booking-invariants.testing.ts';

const ZONE = 'Europe/Berlin';
const FLOWS = 12;

/** NODE_ENV=development: the booking jobs (start-up reconciliation) run, as they do for real. */
const startServer = (env: Record<string, string>) =>
  startProcess({ NODE_ENV: 'development', LOG_LEVEL: 'warn', ...env });

interface Client {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read by field
  call(method: string, path: string, body?: object): Promise<{ status: number; json: any }>;
}

async function signIn(url: string): Promise<Client> {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: 'passenger@busway.demo', password: 'busway-passenger' }),
  });
  expect(res.status).toBe(200);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return {
    async call(method, path, body) {
      const r = await fetch(`${url}${path}`, {
        method,
        headers: {
          cookie,
          origin: url,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const text = await r.text();
      return { status: r.status, json: text ? JSON.parse(text) : null };
    },
  };
}

/** Bookable trips (with their first and last stop) between demo stops over the next days. */
async function bookableTrips(c: Client, pairs: [string, string][]) {
  const stop = async (code: string) =>
    (
      (await c.call('GET', `/api/stops?q=${code}`)).json.stops as { id: string; code: string }[]
    ).find((s) => s.code === code)!.id;
  const tomorrow = addDays(localDate(new Date(), ZONE), 1);
  const found: { tripId: string; from: string; to: string }[] = [];
  for (const [a, b] of pairs) {
    const [from, to] = [await stop(a), await stop(b)];
    for (const date of [tomorrow, addDays(tomorrow, 1), addDays(tomorrow, 2)]) {
      const res = await c.call('GET', `/api/trips?from=${from}&to=${to}&date=${date}`);
      for (const t of res.json.trips as { tripId: string; notBookable: string | null }[])
        if (t.notBookable === null) found.push({ tripId: t.tripId, from, to });
    }
  }
  return found;
}

async function scratchDatabase(
  kind: DatabaseKind,
  dataDir: string,
): Promise<{
  env: Record<string, string>;
  open: () => Promise<DatabaseHandle>;
  drop: () => Promise<unknown>;
}> {
  const admin = process.env.TEST_DATABASE_URL;
  if (kind === 'pglite' || !admin)
    return {
      env: {},
      open: () => openDatabase({ dataDir: join(dataDir, 'pglite') }),
      drop: async () => undefined,
    };
  const name = `busway_crash_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await withAdminClient(admin, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = databaseUrl(admin, name);
  return {
    env: { DATABASE_URL: url },
    open: () => openDatabase({ url }),
    drop: () => dropDatabase(admin, name),
  };
}

describe.each(testDatabases())('a booking server killed mid-load on %s', (kind) => {
  it('keeps every answered booking, and after restart no money without tickets nor tickets without money', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'busway-crash-'));
    const scratch = await scratchDatabase(kind, dataDir);
    const env = { ...scratch.env, DATA_DIR: dataDir, DEMO_DATA: 'true', OPERATOR_TIMEZONE: ZONE };
    let db: DatabaseHandle | undefined;
    try {
      const first = startServer(env);
      const c = await signIn(await first.url);
      const trips = await bookableTrips(c, [
        ['MUC', 'ULM'],
        ['ULM', 'MUC'],
      ]);
      expect(trips.length).toBeGreaterThanOrEqual(FLOWS);

      const booked = new Set<string>();
      const paid = new Set<string>();
      let killed = false;
      const kill = () => {
        if (!killed) first.child.kill('SIGKILL');
        killed = true;
      };
      // One passenger, one hold per trip: each flow holds two seats on its own trip, books and pays.
      const flow = async (i: number) => {
        const trip = trips[i]!;
        const map = await c.call(
          'GET',
          `/api/trips/${trip.tripId}/seats?from=${trip.from}&to=${trip.to}`,
        );
        const seats = (map.json.seats as { label: string; state: string }[])
          .filter((s) => s.state === 'available')
          .slice(0, 2)
          .map((s) => s.label);
        const hold = await c.call('POST', '/api/holds', { ...trip, seats });
        if (hold.status !== 201) return;
        const booking = await c.call('POST', '/api/bookings', {
          holdId: hold.json.hold.id,
          passengers: seats.map((seat, n) => ({ seat, name: `P${n}`, age: 30, gender: 'male' })),
          contact: { email: 'passenger@busway.demo', phone: '+49 30 1234567' },
        });
        if (booking.status !== 201) return;
        booked.add(booking.json.booking.id);
        const pay = await c.call('POST', `/api/bookings/${booking.json.booking.id}/payments`, {
          idempotencyKey: `crash-${i}-${randomBytes(4).toString('hex')}`,
          card: card(CARDS.good),
        });
        if (pay.status === 200 && pay.json.status === 'succeeded')
          paid.add(booking.json.booking.id);
        // Killed while the other flows' payments are on their way.
        if (paid.size >= FLOWS / 4) kill();
      };
      await Promise.all(Array.from({ length: FLOWS }, (_, i) => flow(i).catch(() => undefined)));
      kill();
      await first.exited;
      expect(booked.size).toBeGreaterThan(0);

      // Time passes beyond reconciliation's grace for the payments the kill left open.
      db = await scratch.open();
      await db.db.execute(
        sql`update payment set updated_at = now() - interval '5 minutes'
          where status in ('pending', 'requires-confirmation')`,
      );
      await db.close();
      db = undefined;

      // Start again: start-up reconciliation runs; a graceful stop waits for it to finish.
      const second = startServer(env);
      await second.url;
      second.child.kill('SIGTERM');
      await second.exited;

      db = await scratch.open();
      const bookings = await queryRows<{ id: string; status: string; tickets: number }>(
        db.db,
        sql`select b.id, b.status, (select count(*)::int from ticket t
            where t.booking_id = b.id and t.status = 'valid') as tickets
          from booking b`,
      );
      const byId = new Map(bookings.map((b) => [b.id, b]));
      for (const id of booked) expect(byId.has(id), `booking ${id} answered 201`).toBe(true);
      for (const id of paid)
        expect(byId.get(id)).toMatchObject({ status: 'confirmed', tickets: 2 });
      const [open] = await queryRows<{ n: number }>(
        db.db,
        sql`select count(*)::int as n from payment where status in ('pending', 'requires-confirmation')`,
      );
      expect(open!.n).toBe(0);
      expect(await invariantViolations(db.db)).toEqual([]);
    } finally {
      await db?.close();
      await scratch.drop();
    }
  }, 120_000);
});
