/**
 * Starts Busway: reads the environment, opens and migrates the database, seeds demo data when on,
 * listens, prints the banner, and closes gracefully on SIGTERM/SIGINT (stops accepting, finishes
 * in-flight requests, closes the realtime hub, then the database).
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type DatabaseHandle } from '#db/client.ts';
import { seedDemoDuty } from '#db/seed/demo-duty.ts';
import { seedDemoData } from '#db/seed/seed.ts';
import { localDate } from '#shared/core/zoned-time.ts';
import { buildApp } from '#server/app.ts';
import { banner } from '#server/banner.ts';
import { EnvError, loadEnv } from '#server/config/env.ts';
import { resolveAuthSecret } from '#server/modules/accounts/auth/secret.ts';

export async function start() {
  const env = loadEnv();
  const shutdown = closeOnSignal();
  const database = await shutdown.open(
    'database',
    openDatabase({ url: env.DATABASE_URL, dataDir: join(env.DATA_DIR, 'pglite') }),
  );
  await shutdown.step(database.migrate());
  const seeded = env.DEMO_DATA
    ? await shutdown.step(
        seedDemoData(database.db, { timezone: env.OPERATOR_TIMEZONE, currency: env.CURRENCY }),
      )
    : null;

  const authSecret = await shutdown.step(resolveAuthSecret(env));
  const app = await shutdown.open('app', buildApp({ env, database, authSecret }));
  const demoConductor = app.demoAccounts.find((account) => account.role === 'conductor');
  if (seeded && demoConductor) {
    await shutdown.step(
      seedDemoDuty(database.db, {
        email: demoConductor.email,
        today: localDate(new Date(), env.OPERATOR_TIMEZONE),
      }),
    );
  }
  const address = await shutdown.step(app.listen({ port: env.PORT, host: env.HOST }));
  const url = env.PUBLIC_URL ?? address;
  console.log(
    banner({
      env,
      url,
      databaseKind: database.kind,
      realtimeKind: app.deps.hub.kind,
      seeded,
      demoAccounts: app.demoAccounts,
    }),
  );
  // After the seed: rolls dated trips out now, then every hour, until the app closes.
  app.scheduleRollout.start();
  // With demo data, buses move on /track at once, driven by one instance however many run;
  // an admin's stop on /sim holds across restarts (decision 022). Journeys start their own.
  if (seeded && env.NODE_ENV !== 'test') {
    await app.simulation.offerDemo().catch((error: unknown) => {
      app.log.error({ err: error }, 'the demo simulation did not start');
    });
  }
  return app;
}

interface Opened {
  database?: DatabaseHandle;
  app?: FastifyInstance;
}

/**
 * SIGTERM/SIGINT handlers, installed before anything opens. A signal during start-up lets the step
 * under way finish (the database is never closed under a migration or the seed), start-up goes no
 * further, and what was opened is closed. Once serving: stop accepting, finish in-flight requests,
 * close the app (mail gets FLUSH_DEADLINE_MS), then the database, and exit 0.
 */
function closeOnSignal() {
  const opened: Opened = {};
  let current: Promise<unknown> = Promise.resolve();
  let closing: Promise<never> | undefined;
  // Before the app exists there is no logger yet.
  const log = (message: string, signal?: string) =>
    opened.app
      ? opened.app.log.info(signal ? { signal } : {}, message)
      : console.log(signal ? `${message} (${signal})` : message);

  const close = (signal: string) =>
    (closing ??= (async () => {
      await current.catch(() => undefined);
      log('closing: finishing in-flight requests', signal);
      try {
        // Closes the realtime hub too (with REDIS_URL, both Redis connections): the app opened it.
        await opened.app?.close();
      } finally {
        await opened.database?.close();
        log('closed');
        process.exit(0);
      }
    })());
  process.once('SIGTERM', () => void close('SIGTERM'));
  process.once('SIGINT', () => void close('SIGINT'));

  /** One start-up step; after a signal, start-up stops here while close() ends the process. */
  async function step<T>(work: Promise<T>, keep?: (value: T) => void): Promise<T> {
    const tracked = work.then((value) => {
      keep?.(value);
      return value;
    });
    current = tracked;
    const settled = await tracked.then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    if (closing) await closing;
    if (!settled.ok) throw settled.error;
    return settled.value;
  }

  return {
    step,
    /** A step that opens something the close must close. */
    open<K extends keyof Opened>(name: K, work: Promise<NonNullable<Opened[K]>>) {
      return step(work, (value) => (opened[name] = value));
    },
  };
}

start().catch((error: unknown) => {
  if (error instanceof EnvError) console.error(error.message);
  else console.error('Busway failed to start:', error);
  process.exit(1);
});
