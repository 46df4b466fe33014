/**
 * Test databases for vitest. Every database suite runs on PGlite, and on PostgreSQL too when
 * TEST_DATABASE_URL is set (required in CI, so the real server is never skipped silently there):
 *
 *   describe.each(testDatabases())('bookings on %s', (kind) => {
 *     let h: DatabaseHandle;
 *     beforeAll(async () => { h = await openTestDatabase(kind); });
 *     afterAll(() => h.close());
 *   });
 */
import { randomBytes } from 'node:crypto';
import { sqlState } from './errors.ts';
import { openDatabase, type DatabaseHandle, type DatabaseKind } from './client.ts';
import {
  databaseUrl,
  dropDatabase,
  pgliteTemplate,
  postgresTemplate,
  withAdminClient,
} from './database-template.testing.ts';

type Environment = Record<string, string | undefined>;

/** The database kinds a suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabases(env: Environment = process.env): DatabaseKind[] {
  if (env.TEST_DATABASE_URL) return ['pglite', 'postgres'];
  if (env.CI === 'true') {
    throw new Error(
      'TEST_DATABASE_URL must be set in CI: database suites also run on PostgreSQL there',
    );
  }
  return ['pglite'];
}

/**
 * A fresh, migrated database, copied from the migrated template (database-template.testing.ts) instead of
 * being created and migrated again. On PostgreSQL it is a new database with a unique name, so test
 * files running in parallel never see each other's rows; close() drops it.
 */
export async function openTestDatabase(
  kind: DatabaseKind,
  env: Environment = process.env,
): Promise<DatabaseHandle> {
  if (kind === 'pglite') return openDatabase({ loadDataDir: await pgliteTemplate() });
  const adminUrl = env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error('TEST_DATABASE_URL is not set; cannot open a PostgreSQL test database');
  return openPostgresTestDatabase(adminUrl);
}

async function openPostgresTestDatabase(adminUrl: string): Promise<DatabaseHandle> {
  const name = `busway_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const copy = (template: string) =>
    withAdminClient(adminUrl, (client) =>
      client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`),
    );
  await copy(await postgresTemplate(adminUrl)).catch(async (error: unknown) => {
    // 3D000: a run of other migrations removed the template meanwhile (pruneTemplates).
    if (sqlState(error) !== '3D000') throw error;
    await copy(await postgresTemplate(adminUrl, true));
  });
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ url: databaseUrl(adminUrl, name) });
  } catch (error) {
    await dropDatabase(adminUrl, name);
    throw error;
  }
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropDatabase(adminUrl, name);
    },
  };
}

export { sqlState };
