/**
 * Starts Busway: reads the environment, opens and migrates the database, seeds demo data when on,
 * listens, prints the banner, and closes gracefully on SIGTERM/SIGINT (stops accepting, finishes
 * in-flight requests, closes the database).
 */
import { join } from 'node:path';
import { openDatabase } from '#db/client.ts';
import { seedDemoDuty } from '#db/seed/demo-duty.ts';
import { seedDemoData } from '#db/seed/seed.ts';
import { localDate } from '#db/seed/zoned-time.ts';
import { buildApp } from '#server/app.ts';
import { banner } from '#server/banner.ts';
import { EnvError, loadEnv } from '#server/env.ts';
import { resolveAuthSecret } from '#server/modules/accounts/secret.ts';

export async function start() {
  const env = loadEnv();
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: join(env.DATA_DIR, 'pglite'),
  });
  await database.migrate();
  const seeded = env.DEMO_DATA
    ? await seedDemoData(database.db, { timezone: env.OPERATOR_TIMEZONE, currency: env.CURRENCY })
    : null;

  const app = await buildApp({ env, database, authSecret: await resolveAuthSecret(env) });
  const demoConductor = app.demoAccounts.find((account) => account.role === 'conductor');
  if (seeded && demoConductor) {
    await seedDemoDuty(database.db, {
      email: demoConductor.email,
      today: localDate(new Date(), env.OPERATOR_TIMEZONE),
    });
  }
  const address = await app.listen({ port: env.PORT, host: env.HOST });
  const url = env.PUBLIC_URL ?? address;
  console.log(
    banner({ env, url, databaseKind: database.kind, seeded, demoAccounts: app.demoAccounts }),
  );
  // After the seed: rolls dated trips out now, then every hour, until the app closes.
  app.scheduleRollout.start();

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing: finishing in-flight requests');
    try {
      await app.close();
    } finally {
      await database.close();
      app.log.info('closed');
      process.exit(0);
    }
  };
  process.once('SIGTERM', () => void close('SIGTERM'));
  process.once('SIGINT', () => void close('SIGINT'));
  return app;
}

start().catch((error: unknown) => {
  if (error instanceof EnvError) console.error(error.message);
  else console.error('Busway failed to start:', error);
  process.exit(1);
});
