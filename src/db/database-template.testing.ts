/**
 * Migrated templates for test databases. Creating a PGlite database runs initdb (seconds) and the
 * migrations; a test file instead starts from a copy of one migrated database:
 *
 * - PGlite: a tarball of a migrated data directory (PGlite's dumpDataDir) in .tmp/test-db, opened
 *   with `loadDataDir`;
 * - PostgreSQL: a migrated database marked as a template, copied with `CREATE DATABASE … TEMPLATE`.
 *
 * Each template is named by a hash of what it is made of (the migrations, the PGlite version), so
 * a change to either makes a new one and an unchanged tree reuses it from the last run. Vitest's
 * global set-up (global-setup.testing.ts) builds them once before the workers start; a process without
 * it builds them on first use.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER, openDatabase, PGLITE_EXTENSIONS } from './client.ts';

export const TEMPLATE_DIR = fileURLToPath(new URL('../../.tmp/test-db/', import.meta.url));
const PGLITE_PACKAGE = new URL(
  '../../node_modules/@electric-sql/pglite/package.json',
  import.meta.url,
);
const TEMPLATE_PREFIX = 'busway_tpl_';

/** A hash of every file of the migrations folder, and of the PGlite version that writes tarballs. */
export async function templateKey(migrationsFolder = MIGRATIONS_FOLDER): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(migrationsFolder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) {
    hash.update(file.slice(migrationsFolder.length)).update('\0');
    hash.update(await readFile(file)).update('\0');
  }
  const { version } = JSON.parse(await readFile(PGLITE_PACKAGE, 'utf8')) as { version: string };
  hash.update(`pglite ${version}`);
  return hash.digest('hex').slice(0, 16);
}

const memo = new Map<string, Promise<unknown>>();
function once<T>(key: string, make: () => Promise<T>): Promise<T> {
  let promise = memo.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = make();
    memo.set(key, promise);
    // A failed build is tried again by the next caller instead of failing every later file.
    promise.catch(() => memo.delete(key));
  }
  return promise;
}

const tarballPath = (key: string) => join(TEMPLATE_DIR, `pglite-${key}.tgz`);

/** The migrated PGlite template as a tarball for `openDatabase({ loadDataDir })`. */
export function pgliteTemplate(): Promise<Blob> {
  return once('pglite', async () => {
    const path = tarballPath(await templateKey());
    const bytes = await readFile(path).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return buildPgliteTemplate(path);
      throw error;
    });
    return new Blob([new Uint8Array(bytes)]);
  });
}

async function buildPgliteTemplate(path: string): Promise<Buffer> {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    const bytes = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
    // Written aside and renamed, so a worker reading it never sees half a file.
    await mkdir(TEMPLATE_DIR, { recursive: true });
    const partial = `${path}.${randomBytes(4).toString('hex')}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, path);
    return bytes;
  } finally {
    await client.close();
  }
}

/**
 * The name of the migrated template database on the server of `adminUrl`, made if missing.
 * `again`: it was found missing after all (removed by a run of other migrations), look again.
 */
export function postgresTemplate(adminUrl: string, again = false): Promise<string> {
  if (again) memo.delete(`postgres ${adminUrl}`);
  return once(`postgres ${adminUrl}`, async () => {
    const name = `${TEMPLATE_PREFIX}${await templateKey()}`;
    const exists = await withAdminClient(adminUrl, async (client) => {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      return found.rowCount === 1;
    });
    if (!exists) await buildPostgresTemplate(adminUrl, name);
    return name;
  });
}

async function buildPostgresTemplate(adminUrl: string, name: string): Promise<void> {
  const building = `${name}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE "${building}"`));
  try {
    const handle = await openDatabase({ url: databaseUrl(adminUrl, building) });
    await handle.migrate().finally(() => handle.close());
    // No connections: nothing can change the template after it is made, and copies of it never
    // wait for a session to leave. Named last, so a name that exists is a finished template.
    await withAdminClient(adminUrl, async (client) => {
      await client.query(`ALTER DATABASE "${building}" WITH ALLOW_CONNECTIONS false`);
      await client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
      await client.query(`ALTER DATABASE "${name}" WITH IS_TEMPLATE true`);
    });
  } catch (error) {
    await dropDatabase(adminUrl, building);
    // Another run made the same template meanwhile: use theirs.
    if ((error as { code?: string }).code !== '42P04') throw error;
  }
}

/**
 * Removes templates of other migrations (older trees). A run still using one of those builds it
 * again when a copy finds it missing.
 */
export async function pruneTemplates(adminUrl: string | undefined): Promise<void> {
  const key = await templateKey();
  const files = await readdir(TEMPLATE_DIR).catch(() => [] as string[]);
  for (const file of files) {
    if (file.startsWith('pglite-') && file !== `pglite-${key}.tgz`) {
      await rm(join(TEMPLATE_DIR, file), { force: true });
    }
  }
  if (!adminUrl) return;
  const stale = await withAdminClient(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      // Finished templates only: a build in progress (not yet a template) may be another run's.
      `SELECT datname FROM pg_database
        WHERE datistemplate AND datname LIKE 'busway\\_tpl\\_%' AND datname <> $1`,
      [`${TEMPLATE_PREFIX}${key}`],
    );
    return rows.map((row) => row.datname);
  });
  for (const name of stale) await dropDatabase(adminUrl, name);
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function dropDatabase(adminUrl: string, name: string) {
  return withAdminClient(adminUrl, async (client) => {
    // A template cannot be dropped; FORCE ends connections a failed test may have left open.
    await client.query(`ALTER DATABASE "${name}" WITH IS_TEMPLATE false`).catch(() => undefined);
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
}

export async function withAdminClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
