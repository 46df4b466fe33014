/**
 * The app that scripts/lighthouse-run.ts measures, in a process of its own: Lighthouse and
 * Chromium's protocol traffic never share an event loop with the server answering the page. The
 * real server (production settings, precompressed assets) serves CLIENT_DIR over the demo network
 * in a throw-away PGlite, on LIGHTHOUSE_SERVER_PORT (any free port if unset). Over IPC it says
 * `ready` with its origin, answers `{ cmd: 'page', name }` with the page's path and the session
 * cookie its requests carry (prepared then: a held booking lasts 10 minutes), and closes on `exit`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '#db/client.ts';
import { seedDemoData } from '#db/seed/seed.ts';
import { addDays, localDate } from '#shared/core/zoned-time.ts';
import { buildApp } from '#server/app.ts';
import { loadEnv } from '#server/config/env.ts';
import {
  conductorPage,
  doorCheckPage,
  heldPaymentPage,
  paidTicketPage,
} from './lighthouse-ticket.ts';

const ZONE = 'Europe/Berlin';
const SECRET = 'busway-lighthouse-secret-0123456789abcdefghijkl';

export interface PreparedPage {
  path: string;
  cookie?: string;
}
export type ServerMessage =
  | { kind: 'ready'; origin: string }
  | { kind: 'page'; name: string; page: PreparedPage }
  | { kind: 'error'; message: string };
export type ServerCommand = { cmd: 'page'; name: string } | { cmd: 'exit' };

const send = (message: ServerMessage) => process.send!(message);

const dataDir = await mkdtemp(join(tmpdir(), 'busway-lighthouse-'));
const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
const env = loadEnv({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  PORT: '0',
  BETTER_AUTH_SECRET: SECRET,
  OPERATOR_TIMEZONE: ZONE,
});
const app = await buildApp({
  env,
  database,
  authSecret: SECRET,
  clientDir: process.env.CLIENT_DIR,
  logger: { level: env.LOG_LEVEL, file: '/dev/null' },
});
await database.migrate();
await seedDemoData(database.db, { timezone: ZONE });
const origin = await app.listen({
  port: Number(process.env.LIGHTHOUSE_SERVER_PORT ?? 0),
  host: '127.0.0.1',
});

const stop = async (code: string) => {
  const res = await fetch(`${origin}/api/stops?q=${code}`);
  const { stops } = (await res.json()) as { stops: { id: string; code: string }[] };
  const found = stops.find((s) => s.code === code);
  if (!found) throw new Error(`no demo stop ${code}`);
  return found.id;
};
const [from, to] = [await stop('MUC'), await stop('AGB')];
const date = addDays(localDate(new Date(), ZONE), 1);
const search = (await (
  await fetch(`${origin}/api/trips?from=${from}&to=${to}&date=${date}`)
).json()) as { trips: { tripId: string }[] };
const tripId = search.trips[0]?.tripId;
if (!tripId) throw new Error(`no demo trip MUC → AGB on ${date}`);
const trip = { tripId, from, to };

/** Each page by its name in scripts/lighthouse-run.ts (PAGES), prepared when asked for. */
const pages: Record<string, () => Promise<PreparedPage>> = {
  '/': async () => ({ path: '/' }),
  '/buses': async () => ({ path: `/buses?from=${from}&to=${to}&date=${date}&passengers=1` }),
  '/seatselection': async () => ({
    path: `/seatselection?trip=${tripId}&from=${from}&to=${to}&passengers=1`,
  }),
  '/payment': () => heldPaymentPage(origin, database.db, trip),
  '/ticket': () => paidTicketPage(origin, database.db, trip),
  '/track': async () => ({ path: `/track?trip=${tripId}` }),
  '/help': async () => ({ path: '/help' }),
  '/contact': async () => ({ path: '/contact' }),
  '/conductor': () => conductorPage(origin, database.db, tripId),
  '/conductor/check': () => doorCheckPage(origin, database.db, tripId),
};
// A signed-in page prepared once (an account signs up once) is kept; /payment is made anew.
const kept = new Map<string, Promise<PreparedPage>>();
const prepare = (name: string): Promise<PreparedPage> => {
  const make = pages[name];
  if (!make) return Promise.reject(new Error(`no Lighthouse page ${name}`));
  if (name === '/payment') return make();
  if (!kept.has(name)) kept.set(name, make());
  return kept.get(name)!;
};

process.on('message', (command: ServerCommand) => {
  if (command.cmd === 'page') {
    prepare(command.name).then(
      (page) => send({ kind: 'page', name: command.name, page }),
      (error: Error) => send({ kind: 'error', message: error.message }),
    );
  } else {
    void app
      .close()
      .then(() => database.close())
      .then(() => rm(dataDir, { recursive: true, force: true }))
      .finally(() => process.exit(0));
  }
});
send({ kind: 'ready', origin });
