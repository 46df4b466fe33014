/**
 * `npm run db:seed`: migrates, then writes the demo data set (see src/db/seed/seed.ts). Runs
 * whatever DEMO_DATA says, because asking for it by name is the switch; a database that already
 * has a network is left as it is. The demo accounts are not made here: they go through the
 * accounts service, which the app runs at start-up (`npm start`, with DEMO_DATA on).
 */
import { join } from 'node:path';
import { openDatabase } from '#db/client.ts';
import { seedDemoData } from '#db/seed/seed.ts';
import { EnvError, loadEnv } from '#server/config/env.ts';

async function main() {
  const env = loadEnv();
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: join(env.DATA_DIR, 'pglite'),
  });
  try {
    await database.migrate();
    const started = performance.now();
    const seeded = await seedDemoData(database.db, {
      timezone: env.OPERATOR_TIMEZONE,
      currency: env.CURRENCY,
    });
    console.log(`Demo data: ${seeded.summary} (${Math.round(performance.now() - started)} ms).`);
    console.log(
      'Demo accounts (admin, conductor, passenger) are made when the app starts with DEMO_DATA on: npm start.',
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
