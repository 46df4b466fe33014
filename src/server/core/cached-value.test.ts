import { describe, expect, it } from 'vitest';
import { cachedValue } from './cached-value.ts';

function counter() {
  let loads = 0;
  let release: (() => void) | undefined;
  let gate: Promise<void> | undefined;
  return {
    get loads() {
      return loads;
    },
    /** The next loads wait until open() is called. */
    hold() {
      gate = new Promise((resolve) => (release = resolve));
    },
    open() {
      release?.();
      gate = undefined;
    },
    load: async () => {
      const n = ++loads;
      if (gate) await gate;
      return n;
    },
  };
}

describe('cachedValue', () => {
  it('loads once, keeps the value until it is as old as maxAgeMs, then loads again', async () => {
    let clock = 0;
    const source = counter();
    const value = cachedValue(source.load, { maxAgeMs: 100, now: () => clock });
    expect(await value.get()).toBe(1);
    clock = 99;
    expect(await value.get()).toBe(1);
    clock = 100;
    expect(await value.get()).toBe(2);
    expect(source.loads).toBe(2);
  });

  it('shares one load among callers while it runs', async () => {
    const source = counter();
    const value = cachedValue(source.load, { maxAgeMs: 1000, now: () => 0 });
    source.hold();
    const answers = Promise.all([value.get(), value.get(), value.get()]);
    source.open();
    expect(await answers).toEqual([1, 1, 1]);
    expect(source.loads).toBe(1);
  });

  it('loads again after invalidate, and never keeps a load that began before the change', async () => {
    const source = counter();
    const value = cachedValue(source.load, { maxAgeMs: 1000, now: () => 0 });
    expect(await value.get()).toBe(1);
    value.invalidate();
    source.hold();
    const before = value.get(); // load 2 reads the old data…
    value.invalidate(); // …and the data changes meanwhile
    const after = value.get(); // load 3 starts: it cannot share load 2
    source.open();
    expect(await before).toBe(2);
    expect(await after).toBe(3);
    expect(await value.get()).toBe(3);
    expect(source.loads).toBe(3);
  });

  it('keeps no failed load: the next caller tries again', async () => {
    let fail = true;
    const value = cachedValue(
      async () => {
        if (fail) throw new Error('down');
        return 'up';
      },
      { maxAgeMs: 1000, now: () => 0 },
    );
    await expect(value.get()).rejects.toThrow('down');
    fail = false;
    expect(await value.get()).toBe('up');
  });
});
