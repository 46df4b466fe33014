/**
 * Position ingest: 16 clients at once, each sending one fix per call for its own buses, through
 * the tracking service's one ingestion path (checks, shape matching, the INSERT, the live state,
 * channel publishing) — what a conductor's phone, the simulator and a feed poller all call. The
 * baseline, in the same run and on the same database: 16 clients at once each running a raw
 * single-row INSERT into vehicle_position in a loop, nothing else. Targets (issue 19): at least
 * 5,000 fixes/s on PostgreSQL and at least 50 % of the raw loop; the PGlite figure beside it.
 * PGlite in a new DATA_DIR, PostgreSQL when BENCH_DATABASE_URL names a server.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { vehiclePosition } from '#db/schema/tracking.ts';
import { monotonicClock } from '#server/core/clock.ts';
import { createInProcessHub } from '#server/realtime/hub.ts';
import { createLivePublisher } from '#server/modules/tracking/live/live-publisher.ts';
import { LiveState } from '#server/modules/tracking/live/live-state.ts';
import { createTripContexts } from '#server/modules/tracking/live/trip-contexts.ts';
import { createPositionsRepo } from '#server/modules/tracking/positions/positions.repo.ts';
import { createTrackingService } from '#server/modules/tracking/tracking.service.ts';
import { aTrip } from '#server/testing/factories.testing.ts';
import { kindName, kinds, openBenchDatabase, SECONDS } from './lib/http-load.ts';

const CLIENTS = 16;
const BUSES = 400;
const T0 = Date.parse('2026-11-26T08:00:00Z');
const silent = { warn: () => {} };

/** Runs `CLIENTS` loops of `step(client, i)` for `seconds`; answers calls per second. */
async function loops(seconds: number, step: (client: number, i: number) => Promise<unknown>) {
  const end = performance.now() + seconds * 1000;
  let calls = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = 0; performance.now() < end; i++) {
        await step(client, i);
        calls++;
      }
    }),
  );
  return calls / ((performance.now() - started) / 1000);
}

async function makeTrips(db: Database): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < BUSES; i++)
    ids.push(
      (await aTrip(db, { departs: new Date(T0), serviceDate: '2026-11-26', stretchMinutes: 120 }))
        .id,
    );
  return ids;
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-GB');

for (const kind of kinds) {
  const database = await openBenchDatabase(kind);
  try {
    const { db } = database;
    const trips = await makeTrips(db);
    const perClient = BUSES / CLIENTS;
    // Fix i of a client goes to its bus i mod 25, a second after that bus's previous one, 10 m
    // further north: about 36 km/h, never a jump.
    const fixOf = (client: number, i: number, offsetS: number) => {
      const bus = client * perClient + (i % perClient);
      const n = Math.floor(i / perClient) + offsetS;
      return { tripId: trips[bus]!, lat: 48 + n * 0.00009, lng: 11.5, at: T0 + n * 1000 };
    };

    // Baseline: raw single-row INSERTs.
    const raw = await loops(SECONDS, (client, i) => {
      const f = fixOf(client, i, 0);
      return db.insert(vehiclePosition).values({
        tripId: f.tripId,
        lat: f.lat,
        lng: f.lng,
        recordedAt: new Date(f.at),
        source: 'simulator',
      });
    });
    await db.execute(sql`truncate vehicle_position`);

    const hub = createInProcessHub();
    const state = new LiveState();
    const now = () => new Date(T0 + 6 * 3_600_000);
    const publisher = createLivePublisher({
      hub,
      log: silent,
      trip: (id) => state.view(id, now().getTime()),
      bus: () => undefined,
    });
    const tracking = createTrackingService({
      repo: createPositionsRepo(db),
      contexts: createTripContexts({ db, clock: monotonicClock }),
      state,
      publisher,
      hub,
      timezone: async () => 'Europe/Berlin',
      now,
      log: silent,
    });
    // Warm-up: each bus's first fix loads its trip and starts following it.
    await Promise.all(
      trips.map((tripId) =>
        tracking.ingest(
          { kind: 'system' },
          [{ tripId, lat: 48, lng: 11.5, recordedAt: new Date(T0).toISOString() }],
          'simulator',
        ),
      ),
    );
    let refused = 0;
    const ingested = await loops(SECONDS, async (client, i) => {
      const f = fixOf(client, i, 1);
      const result = await tracking.ingest(
        { kind: 'system' },
        [{ tripId: f.tripId, lat: f.lat, lng: f.lng, recordedAt: new Date(f.at).toISOString() }],
        'simulator',
      );
      if (result.stored !== 1) refused++;
    });
    await tracking.close();
    const share = (100 * ingested) / raw;
    const met = ingested >= 5000 && share >= 50;
    console.log(
      `| Position ingest, ${CLIENTS} clients × one fix per call over ${BUSES} buses, ${kindName(kind)} ` +
        `| raw single-row INSERT loop, ${CLIENTS} clients: ${fmt(raw)} rows/s ` +
        `| **${fmt(ingested)} fixes/s** (${share.toFixed(0)} %)${refused ? `, ${refused} not stored` : ''}` +
        `${kind === 'postgres' ? (met ? ' — target met' : ' — TARGET MISSED (≥ 5,000/s and ≥ 50 %)') : ''} ` +
        `| ${Math.round(process.memoryUsage().rss / 2 ** 20)} MB RSS / ${Math.round(process.memoryUsage().heapUsed / 2 ** 20)} MB heap |`,
    );
  } finally {
    await database.close();
  }
}
