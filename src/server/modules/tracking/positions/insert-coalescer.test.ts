import { describe, expect, it } from 'vitest';
import { coalesceInserts, fixKey, type InsertRows } from './insert-coalescer.ts';
import type { FixRow } from './positions.repo.ts';

const row = (tripId: string, ms: number) =>
  ({ tripId, recordedAt: new Date(ms) }) as unknown as FixRow;

/** An INSERT … ON CONFLICT DO NOTHING over a set, that waits until released. */
function fakeTable() {
  const keys = new Set<string>();
  const statements: number[] = [];
  let release: () => void = () => {};
  const insert: InsertRows = async (rows) => {
    statements.push(rows.length);
    await new Promise<void>((resolve) => (release = resolve));
    return rows.filter((r) => !keys.has(fixKey(r)) && keys.add(fixKey(r)));
  };
  return { insert, statements, release: () => release() };
}

describe('coalesceInserts', () => {
  it('sends what arrives during an INSERT together in the next, each caller told its own rows', async () => {
    const table = fakeTable();
    const store = coalesceInserts(table.insert);
    const first = store([row('a', 1)]);
    const second = store([row('b', 1), row('b', 2)]);
    const third = store([row('b', 2), row('c', 1)]);
    table.release();
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    table.release();
    expect([...(await first)]).toEqual(['a@1']);
    expect([...(await second)]).toEqual(['b@1', 'b@2']);
    // The same trip and time as an earlier request of the statement: a duplicate.
    expect([...(await third)]).toEqual(['c@1']);
    expect(table.statements).toEqual([1, 3]);
  });

  it('fails every request of a failed INSERT, and serves the next ones', async () => {
    let fail = true;
    const store = coalesceInserts(async (rows) => {
      if (fail) throw new Error('database gone');
      return rows;
    });
    await expect(store([row('a', 1)])).rejects.toThrow('database gone');
    fail = false;
    expect([...(await store([row('a', 1)]))]).toEqual(['a@1']);
  });
});
