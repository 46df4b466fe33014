/**
 * The app of the live soak (bench/live-soak.ts), in a process of its own so its memory is its
 * own: the real app as production runs it, with the Redis hub (REDIS_URL from the parent) and a
 * database of the kind the parent names. Over IPC it says where it listens, answers `memory` with
 * its RSS and its heap after a full garbage collection (it runs with --expose-gc), and closes on
 * `exit`.
 */
import type { DatabaseKind } from '#db/client.ts';
import { openBenchDatabase, startApp } from './http-load.ts';

const kind = (process.env.SOAK_DATABASE_KIND ?? 'pglite') as DatabaseKind;
const database = await openBenchDatabase(kind);
const app = await startApp(database, { REDIS_URL: process.env.SOAK_REDIS_URL ?? '' });
const gc = (globalThis as { gc?: () => void }).gc;

process.on('message', (message: { cmd: string }) => {
  if (message.cmd === 'memory') {
    gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    process.send!({ kind: 'memory', rss, heapUsed });
  } else if (message.cmd === 'exit') {
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  }
});
process.send!({ kind: 'ready', url: app.url });
