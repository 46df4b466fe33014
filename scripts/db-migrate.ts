/** `npm run db:migrate`: applies pending migrations to the database the server would open. */
import { join } from 'node:path';
import { openDatabase } from '#db/client.ts';
import { EnvError, loadEnv } from '#server/config/env.ts';

async function main() {
  const env = loadEnv();
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: join(env.DATA_DIR, 'pglite'),
  });
  try {
    const where =
      database.kind === 'pglite' ? `PGlite in ${join(env.DATA_DIR, 'pglite')}` : 'PostgreSQL';
    const started = performance.now();
    await database.migrate();
    console.log(`Migrated ${where} in ${Math.round(performance.now() - started)} ms.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
