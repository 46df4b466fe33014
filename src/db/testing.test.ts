import { describe, expect, it } from 'vitest';
import { sqlState, testDatabases } from './testing.ts';

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
