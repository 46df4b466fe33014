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

  it('fails only the request whose row the database refuses; the others of its INSERT are stored', async () => {
    const table = new Set<string>();
    const statements: string[][] = [];
    let release: () => void = () => {};
    const firstDone = new Promise<void>((resolve) => (release = resolve));
    // INSERT … ON CONFLICT DO NOTHING that refuses, whole, a statement carrying a poisoned row.
    const store = coalesceInserts(async (rows) => {
      statements.push(rows.map(fixKey));
      if (statements.length === 1) await firstDone;
      if (rows.some((r) => r.tripId === 'poison')) throw new Error('check constraint violated');
      return rows.filter((r) => !table.has(fixKey(r)) && table.add(fixKey(r)));
    });
    const first = store([row('a', 1)]);
    // These wait for the first INSERT and go together in the next.
    const waiting = [
      store([row('b', 1), row('b', 2)]),
      store([row('c', 1)]),
      store([row('poison', 1), row('d', 1)]),
      store([row('e', 1)]),
      store([row('b', 2), row('f', 1)]),
    ];
    release();
    const answers = await Promise.allSettled([first, ...waiting]);
    expect(
      answers.map((a) => (a.status === 'fulfilled' ? [...a.value] : String(a.reason))),
    ).toEqual([
      ['a@1'],
      ['b@1', 'b@2'],
      ['c@1'],
      'Error: check constraint violated',
      ['e@1'],
      // b@2 went with the request before: this request's copy is a duplicate, as if alone.
      ['f@1'],
    ]);
    expect([...table].sort()).toEqual(['a@1', 'b@1', 'b@2', 'c@1', 'e@1', 'f@1']);
    // The combined INSERT failed; halves were tried until the poisoned request stood alone.
    expect(statements[1]).toHaveLength(7);
    expect(statements.filter((s) => s.includes('poison@1')).at(-1)).toEqual(['poison@1', 'd@1']);
    expect(statements.length).toBeLessThanOrEqual(2 + 2 * 5);
  });

  it('refuses each poisoned request of an INSERT alone, and serves the rest and those after', async () => {
    let calls = 0;
    const store = coalesceInserts(async (rows) => {
      calls++;
      await new Promise((r) => setTimeout(r, 1));
      if (rows.some((r) => r.tripId === 'poison')) throw new Error('refused');
      return rows;
    });
    const a = store([row('poison', 1)]);
    const b = store([row('b', 1)]);
    const c = store([row('poison', 2)]);
    const late = (async () => {
      await new Promise((r) => setTimeout(r, 2));
      return store([row('late', 1)]);
    })();
    const settled = await Promise.allSettled([a, b, c, late]);
    expect(settled.map((s) => s.status)).toEqual([
      'rejected',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect([...(await late)]).toEqual(['late@1']);
    expect(calls).toBeGreaterThan(3);
  });
});
