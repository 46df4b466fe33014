/**
 * Group commit for fixes: while one INSERT is on its way, the rows of every request that arrives
 * wait and then go together in the next one. A thousand phones each sending a fix a second then
 * cost the database tens of statements a second, not a thousand commits. Each request still learns
 * exactly which of its own rows were stored, and is stored or refused as if it had gone alone:
 * when a combined INSERT fails (nothing of it is stored: one statement), its requests are sent
 * again in halves, and halves of those, until the request the database refuses is alone; only that
 * one fails, every other is stored and answered. A row whose trip and time an earlier request in
 * the same INSERT already carries counts as that request's duplicate.
 */
import type { FixRow } from './positions.repo.ts';

type Key = string;
const keyOf = (r: { tripId: string; recordedAt: Date }): Key =>
  `${r.tripId}@${r.recordedAt.getTime()}`;

interface Waiting {
  rows: readonly FixRow[];
  resolve: (stored: Set<Key>) => void;
  reject: (error: unknown) => void;
}

export type InsertRows = (rows: FixRow[]) => Promise<{ tripId: string; recordedAt: Date }[]>;

/** Wraps `insert`: answers the keys (trip@ms) of the caller's rows stored now. */
export function coalesceInserts(insert: InsertRows, maxRows = 2000) {
  const queue: Waiting[] = [];
  let busy = false;

  /** One INSERT for the group; on failure, each half on its own, down to the request refused. */
  async function settle(group: Waiting[]): Promise<void> {
    const owner = new Map<Key, Waiting>();
    const rows: FixRow[] = [];
    for (const waiting of group)
      for (const row of waiting.rows) {
        const key = keyOf(row);
        if (owner.has(key)) continue;
        owner.set(key, waiting);
        rows.push(row);
      }
    let stored: Awaited<ReturnType<InsertRows>>;
    try {
      stored = await insert(rows);
    } catch (error) {
      if (group.length === 1) return group[0]!.reject(error);
      // A statement either stores all its rows or none: the halves start from nothing stored.
      const half = Math.ceil(group.length / 2);
      await settle(group.slice(0, half));
      return settle(group.slice(half));
    }
    const mine = new Map(group.map((w) => [w, new Set<Key>()]));
    for (const s of stored) {
      const key = keyOf(s);
      const waiting = owner.get(key);
      if (waiting) mine.get(waiting)!.add(key);
    }
    for (const waiting of group) waiting.resolve(mine.get(waiting)!);
  }

  async function drain(): Promise<void> {
    busy = true;
    while (queue.length > 0) {
      const group: Waiting[] = [];
      let size = 0;
      while (queue.length > 0 && (group.length === 0 || size + queue[0]!.rows.length <= maxRows)) {
        const next = queue.shift()!;
        group.push(next);
        size += next.rows.length;
      }
      await settle(group);
    }
    busy = false;
  }

  return (rows: readonly FixRow[]): Promise<Set<Key>> => {
    if (rows.length === 0) return Promise.resolve(new Set());
    return new Promise((resolve, reject) => {
      queue.push({ rows, resolve, reject });
      if (!busy) void drain();
    });
  };
}

export { keyOf as fixKey };
