import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { TableChange } from '#db/change-feed.ts';
import { createSearchAnswerCache, type ComputedAnswer } from './search-answer-cache.ts';

function setup(options: { maxBytes?: number } = {}) {
  let listener: ((change: TableChange) => void) | undefined;
  let live = true;
  let clock = 1_000;
  const answers = createSearchAnswerCache({
    changes: {
      subscribe: (l) => {
        listener = l;
        return () => undefined;
      },
      live: () => live,
    },
    now: () => clock,
    maxAgeMs: 60_000,
    ...options,
  });
  let computed = 0;
  const work =
    (json: string, tripIds: string[] = ['t1'], validUntil = 100_000) =>
    async (): Promise<ComputedAnswer> => {
      computed++;
      return { json, tripIds, validUntil };
    };
  const text = async (p: Promise<{ body(e: 'identity'): Buffer }>) =>
    (await p).body('identity').toString();
  return {
    answers,
    work,
    text,
    computed: () => computed,
    tell: (change: TableChange) => listener!(change),
    setLive: (value: boolean) => (live = value),
    advance: (ms: number) => (clock += ms),
  };
}

describe('search answers kept ready to send', () => {
  it('computes an answer once and sends the kept bytes after', async () => {
    const s = setup();
    expect(await s.text(s.answers.get('k', s.work('{"a":1}')))).toBe('{"a":1}');
    expect(await s.text(s.answers.get('k', s.work('{"a":2}')))).toBe('{"a":1}');
    expect(s.computed()).toBe(1);
  });

  it('shares one computation between askers that arrive while it runs', async () => {
    const s = setup();
    const [a, b] = await Promise.all([
      s.text(s.answers.get('k', s.work('1'))),
      s.text(s.answers.get('k', s.work('2'))),
    ]);
    expect([a, b]).toEqual(['1', '1']);
    expect(s.computed()).toBe(1);
  });

  it('drops the answers showing a trip whose seats or status changed, and only those', async () => {
    const s = setup();
    await s.answers.get('with-t1', s.work('a', ['t1', 't2']));
    await s.answers.get('with-t3', s.work('b', ['t3']));
    s.tell({ kind: 'trips', tripIds: ['t2'] });
    expect(await s.text(s.answers.get('with-t1', s.work('a2', ['t1', 't2'])))).toBe('a2');
    expect(await s.text(s.answers.get('with-t3', s.work('b2', ['t3'])))).toBe('b');
  });

  it('drops everything when the network changes or too many trips changed to name', async () => {
    const s = setup();
    await s.answers.get('k', s.work('a'));
    s.tell({ kind: 'catalogue' });
    expect(await s.text(s.answers.get('k', s.work('b')))).toBe('b');
    s.tell({ kind: 'trips', tripIds: 'all' });
    expect(await s.text(s.answers.get('k', s.work('c')))).toBe('c');
  });

  it('does not keep an answer computed while one of its trips changed', async () => {
    const s = setup();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const first = s.answers.get('k', async () => {
      await gate;
      return { json: 'before', tripIds: ['t1'], validUntil: 100_000 };
    });
    s.tell({ kind: 'trips', tripIds: ['t1'] });
    // A later asker does not share the computation that heard the change.
    const second = s.answers.get('k', s.work('after'));
    release();
    expect(await s.text(first)).toBe('before');
    expect(await s.text(second)).toBe('after');
    expect(await s.text(s.answers.get('k', s.work('again')))).toBe('after');
  });

  it('keeps an answer computed while an unrelated trip changed', async () => {
    const s = setup();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const first = s.answers.get('k', async () => {
      await gate;
      return { json: 'kept', tripIds: ['t1'], validUntil: 100_000 };
    });
    s.tell({ kind: 'trips', tripIds: ['t9'] });
    release();
    await first;
    expect(await s.text(s.answers.get('k', s.work('other')))).toBe('kept');
  });

  it('computes again once the answer’s moment passes, and never keeps it past its maximum age', async () => {
    const s = setup();
    await s.answers.get('k', s.work('a', ['t1'], 5_000));
    s.advance(3_999);
    expect(await s.text(s.answers.get('k', s.work('b')))).toBe('a');
    s.advance(1);
    expect(await s.text(s.answers.get('k', s.work('b', ['t1'], 10_000_000)))).toBe('b');
    s.advance(59_999);
    expect(await s.text(s.answers.get('k', s.work('c')))).toBe('b');
    s.advance(1);
    expect(await s.text(s.answers.get('k', s.work('c')))).toBe('c');
  });

  it('keeps nothing while the change feed is not live', async () => {
    const s = setup();
    s.setLive(false);
    await s.answers.get('k', s.work('a'));
    expect(await s.text(s.answers.get('k', s.work('b')))).toBe('b');
    expect(s.answers.size().answers).toBe(0);
  });

  it('pushes out the least recently used answers beyond its byte budget', async () => {
    const s = setup({ maxBytes: 1_000 });
    const big = (c: string) => c.repeat(200);
    await s.answers.get('a', s.work(big('a')));
    await s.answers.get('b', s.work(big('b')));
    await s.answers.get('a', s.work('x'));
    await s.answers.get('c', s.work(big('c')));
    await s.answers.get('d', s.work(big('d')));
    // 240 bytes counted each: four fit, a fifth pushes out the least recently used (b).
    await s.answers.get('e', s.work(big('e')));
    expect(await s.text(s.answers.get('a', s.work('new a')))).toBe(big('a'));
    expect(await s.text(s.answers.get('b', s.work('new b')))).toBe('new b');
  });

  it('sends brotli or gzip of the same bytes', async () => {
    const s = setup();
    const json = JSON.stringify({ trips: Array.from({ length: 50 }, (_, i) => ({ i })) });
    const answer = await s.answers.get('k', s.work(json));
    expect(brotliDecompressSync(answer.body('br')).toString()).toBe(json);
    expect(gunzipSync(answer.body('gzip')).toString()).toBe(json);
    expect(answer.body('br').length).toBeLessThan(json.length);
  });
});
