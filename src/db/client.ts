/**
 * The database: embedded PGlite (persisted in DATA_DIR, or in memory for tests) or PostgreSQL
 * through a pg pool when a URL is given. Both speak the same SQL and use the same Drizzle schema
 * and migrations, so the rest of the code sees one `Database` type.
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { pgliteChangeFeed, postgresChangeFeed, type ChangeFeed } from './change-feed.ts';
import { schema } from './schema/index.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** What a callback of `db.transaction` receives. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** What the database says changed, as it commits (change-feed.ts). */
  changes: ChangeFeed;
  /** One round trip; throws when the database does not answer. */
  ping(): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** PGlite loads extensions explicitly: btree_gist backs the seat exclusion constraint. */
export const PGLITE_EXTENSIONS = { btree_gist };

export interface OpenDatabaseOptions {
  /** A postgres:// URL; when absent, PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; when absent, PGlite runs in memory. */
  dataDir?: string | undefined;
  /**
   * A PGlite data directory as a tarball (PGlite's dumpDataDir) to start from instead of a new,
   * empty database: tests open a migrated template this way (src/db/database-template.testing.ts).
   */
  loadDataDir?: Blob | undefined;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url) : openPglite(options);
}

async function openPglite({ dataDir, loadDataDir }: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    extensions: PGLITE_EXTENSIONS,
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    changes: await pgliteChangeFeed(client),
    ping: async () => {
      await client.query('select 1');
    },
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  // A burst (200 passengers holding one seat at once) queues for the 10 connections rather than
  // failing: a request waits up to 30 s for one before it is answered with an error.
  const changes = postgresChangeFeed(url);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 30_000,
    // Each connection hears the change notices, its own first (change-feed.ts).
    onConnect: changes.onConnect,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema });
  await changes.start();
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    changes,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      await changes.close();
      await pool.end();
    },
  };
}
