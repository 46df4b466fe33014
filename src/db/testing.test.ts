import { appendFile, cp, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './client.ts';
import { stop } from './schema/network.ts';
import { templateKey } from './database-template.testing.ts';
import { openTestDatabase, sqlState, testDatabases } from './database.testing.ts';

describe('testDatabases', () => {
  it('runs on PGlite alone without TEST_DATABASE_URL', () => {
    expect(testDatabases({})).toEqual(['pglite']);
    expect(testDatabases({ CI: 'false' })).toEqual(['pglite']);
  });

  it('adds PostgreSQL when TEST_DATABASE_URL is set', () => {
    expect(testDatabases({ TEST_DATABASE_URL: 'postgres://localhost/test' })).toEqual([
      'pglite',
      'postgres',
    ]);
    expect(testDatabases({ CI: 'true', TEST_DATABASE_URL: 'postgres://localhost/test' })).toEqual([
      'pglite',
      'postgres',
    ]);
  });

  it('refuses to skip PostgreSQL in CI', () => {
    expect(() => testDatabases({ CI: 'true' })).toThrow(/TEST_DATABASE_URL/);
  });
});

describe('sqlState', () => {
  it('finds the SQLSTATE on the error or down its causes', () => {
    expect(sqlState({ code: '23P01' })).toBe('23P01');
    expect(sqlState(new Error('query failed', { cause: { code: '23505' } }))).toBe('23505');
    expect(sqlState(new Error('no code'))).toBeUndefined();
    expect(sqlState({ code: 'ECONNREFUSED' })).toBeUndefined();
  });
});

describe('templateKey', () => {
  it('names the same migrations alike, and changes when one of them changes', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'busway-migrations-'));
    await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
    const key = await templateKey(folder);
    expect(await templateKey(folder)).toBe(key);
    expect(key).toBe(await templateKey());
    await appendFile(join(folder, '0000_init.sql'), '\n-- changed\n');
    expect(await templateKey(folder)).not.toBe(key);
  });
});

describe.each(testDatabases())('openTestDatabase on %s', (kind) => {
  it('opens a copy of the migrated template: every migration applied, btree_gist loaded', async () => {
    const journal = JSON.parse(
      await readFile(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const h = await openTestDatabase(kind);
    try {
      const applied = (await h.db.execute(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { count: number }[] };
      expect(applied.rows[0]!.count).toBe(journal.entries.length);
      // The extension works, not only its catalogue row: a gist index over a text column needs it.
      await h.db.execute(sql`create temporary table gist_probe (seat text)`);
      await h.db.execute(sql`create index on gist_probe using gist (seat)`);
    } finally {
      await h.close();
    }
  });

  it('gives each caller its own database: a copy opened after a write does not have its rows', async () => {
    const first = await openTestDatabase(kind);
    try {
      await first.db.insert(stop).values({ name: 'Only here', code: 'ONLY', lat: 1, lng: 2 });
      const second = await openTestDatabase(kind);
      try {
        expect(await second.db.select().from(stop)).toEqual([]);
      } finally {
        await second.close();
      }
      expect(await first.db.select().from(stop)).toHaveLength(1);
    } finally {
      await first.close();
    }
  });
});
