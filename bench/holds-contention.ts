/**
 * Seat holds under contention, over real HTTP against a listening app on the demo network (30 days
 * of coach trips): 1,000 passengers at once each hold one seat, chosen at random from 40 seats of
 * one trip — exactly 40 must succeed, the other 960 answer 409, none 5xx, and no seat is held twice
 * (checked in SQL). The baseline, in the same run: 1,000 passengers at once each hold one seat on a
 * different trip (as many distinct trips as the data has, then round again). Target: contended
 * holds/s at least 50 % of the spread figure. PGlite in a new DATA_DIR, and PostgreSQL when
 * BENCH_DATABASE_URL names a server (a throw-away database).
 *
 * Passengers: this bench process alone sets the app's resolveUser to read the `x-test-user` header
 * (the test apps do the same with a fixed user); production code has no such header.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '#db/client.ts';
import { queryRows } from '#db/rows.ts';
import { seedDemoData } from '#db/seed/seed.ts';
import type { SeatMap } from '#shared/booking/booking.ts';
import { addDays, localDate } from '#shared/core/zoned-time.ts';
import { buildApp } from '#server/app.ts';
import { loadEnv } from '#server/config/env.ts';
import { kindName, kinds, openBenchDatabase } from './lib/http-load.ts';

const ZONE = 'Europe/Berlin';
const PASSENGERS = 1000;
const SEATS = 40;
const SECRET = 'busway-bench-secret-0123456789abcdefghijklmnop';

/** The real app (production settings, logs to /dev/null) whose passenger is named by a header. */
async function startBenchApp(database: DatabaseHandle) {
  const dataDir = await mkdtemp(join(tmpdir(), 'busway-bench-holds-'));
  const env = loadEnv({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: '0',
    BETTER_AUTH_SECRET: SECRET,
    OPERATOR_TIMEZONE: ZONE,
    // 1,000 passengers come from this one address: the per-address hold limit (200 an hour,
    // issue 16) would answer most of them 429 before they reach a seat. This measures contention
    // on the seats, not the limiter, so the address may make them all.
    HOLDS_PER_ADDRESS_PER_HOUR: String(10 * PASSENGERS),
  });
  const app = await buildApp({
    env,
    database,
    authSecret: SECRET,
    logger: { level: env.LOG_LEVEL, file: '/dev/null' },
  });
  app.resolveUser = async (request) => {
    const id = request.headers['x-test-user'];
    return typeof id === 'string'
      ? { id, email: `${id}@bench.example`, name: `Passenger ${id}`, role: 'passenger' }
      : null;
  };
  // 1,000 connections arrive at once: a backlog for all of them (Node's default is 511).
  const url = await app.listen({ port: 0, host: '127.0.0.1', backlog: 2048 });
  return {
    url,
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

interface Target {
  tripId: string;
  from: string;
  to: string;
  seats: string[];
}

interface Outcome {
  seconds: number;
  status: Map<number, number>;
  errors: number;
}

/** Every request sent at once; answers the time until the last answer and the status counts. */
async function fire(url: string, requests: { user: string; body: unknown }[]): Promise<Outcome> {
  const status = new Map<number, number>();
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    requests.map(async ({ user, body }) => {
      try {
        const res = await fetch(`${url}/api/holds`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: url, 'x-test-user': user },
          body: JSON.stringify(body),
        });
        const text = await res.text();
        if (res.status === 400 && process.env.BENCH_DEBUG) console.error(text);
        status.set(res.status, (status.get(res.status) ?? 0) + 1);
      } catch (error) {
        if (process.env.BENCH_DEBUG) console.error(error);
        errors++;
      }
    }),
  );
  return { seconds: (performance.now() - started) / 1000, status, errors };
}

async function seatMap(url: string, t: Omit<Target, 'seats'>): Promise<string[]> {
  const res = await fetch(`${url}/api/trips/${t.tripId}/seats?from=${t.from}&to=${t.to}`);
  if (!res.ok) throw new Error(`seat map of ${t.tripId}: ${res.status}`);
  const map = (await res.json()) as SeatMap;
  // Women-only seats need the booker's declaration; the bench holds the others.
  const womenOnly = new Set(
    map.decks.flatMap((d) =>
      d.cells.flatMap((c) => (c.flags?.includes('women-only') && c.label ? [c.label] : [])),
    ),
  );
  return map.seats
    .filter((s) => s.state === 'available' && !womenOnly.has(s.label))
    .map((s) => s.label);
}

/** Trips from tomorrow on with a bus, each from its first stop to its last. */
async function trips(database: DatabaseHandle, from: string) {
  return queryRows<{ trip_id: string; first: string; last: string }>(
    database.db,
    sql`select t.id as trip_id,
        (select stop_id from trip_time x where x.trip_id = t.id order by sequence limit 1) as first,
        (select stop_id from trip_time x where x.trip_id = t.id order by sequence desc limit 1) as last
      from trip t where t.service_date >= ${from}::date and t.bus_id is not null
        and t.status = 'scheduled'
      order by t.service_date, t.id limit ${PASSENGERS}`,
  );
}

/** Seats of the same trip held twice over overlapping segments, by active reservations. */
async function doubleHeld(database: DatabaseHandle): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from seat_reservation a
      join seat_reservation b on b.trip_id = a.trip_id and b.seat = a.seat and b.id > a.id
        and b.stops && a.stops and b.status <> 'cancelled'
      where a.status <> 'cancelled'`,
  );
  return row?.n ?? 0;
}

const count = (o: Outcome, test: (status: number) => boolean) =>
  [...o.status].filter(([s]) => test(s)).reduce((n, [, k]) => n + k, 0);
const statuses = (o: Outcome) =>
  [...o.status]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${n} × ${s}`)
    .join(', ') + (o.errors ? `, ${o.errors} connection errors` : '');

for (const kind of kinds) {
  const database = await openBenchDatabase(kind);
  try {
    await seedDemoData(database.db, { timezone: ZONE });
    const app = await startBenchApp(database);
    try {
      const tomorrow = addDays(localDate(new Date(), ZONE), 1);
      const rows = await trips(database, tomorrow);
      const targets: Target[] = [];
      for (const r of rows) {
        const t = { tripId: r.trip_id, from: r.first, to: r.last };
        targets.push({ ...t, seats: await seatMap(app.url, t) });
      }
      const [contended, ...others] = targets;
      if (!contended || contended.seats.length < SEATS)
        throw new Error(`no trip with ${SEATS} free seats`);
      const pool = contended.seats.slice(0, SEATS);

      // Warm-up: one hold and its release on a trip the runs below do not use.
      const spare = others.pop()!;
      await fire(app.url, [
        {
          user: 'warm',
          body: { tripId: spare.tripId, from: spare.from, to: spare.to, seats: [spare.seats[0]] },
        },
      ]);

      const spread = await fire(
        app.url,
        Array.from({ length: PASSENGERS }, (_, i) => {
          const t = others[i % others.length]!;
          const seat = t.seats[Math.floor(i / others.length) % t.seats.length]!;
          return {
            user: `s${i}`,
            body: { tripId: t.tripId, from: t.from, to: t.to, seats: [seat] },
          };
        }),
      );
      const race = await fire(
        app.url,
        Array.from({ length: PASSENGERS }, (_, i) => ({
          user: `c${i}`,
          body: {
            tripId: contended.tripId,
            from: contended.from,
            to: contended.to,
            seats: [pool[Math.floor(Math.random() * SEATS)]],
          },
        })),
      );
      const [held] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from seat_reservation
          where trip_id = ${contended.tripId} and status = 'held'`,
      );
      const doubles = await doubleHeld(database);
      const spreadRate = PASSENGERS / spread.seconds;
      const raceRate = PASSENGERS / race.seconds;
      const ok =
        count(race, (s) => s === 201) === SEATS &&
        count(race, (s) => s === 409) === PASSENGERS - SEATS;
      console.log(
        `| ${PASSENGERS} holds at once, one seat each of ${SEATS} on one trip, ${kindName(kind)} ` +
          `| ${PASSENGERS} holds at once over ${Math.min(others.length, PASSENGERS)} trips: ${Math.round(spreadRate)} holds/s (${statuses(spread)}) ` +
          `| **${Math.round(raceRate)} holds/s** (${((100 * raceRate) / spreadRate).toFixed(0)} %): ${statuses(race)}; ${held?.n ?? 0} seats held in SQL, ${doubles} held twice${ok ? '' : ' — NOT 40 × 201 and 960 × 409'} ` +
          `| ${Math.round(process.memoryUsage().rss / 2 ** 20)} MB RSS |`,
      );
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}
