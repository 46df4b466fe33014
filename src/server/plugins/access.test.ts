import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_LEVELS } from '#shared/access.ts';
import { createTestApp, type TestApp } from '#server/testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('access declarations', () => {
  it('every registered route declares who may call it', () => {
    expect(t.app.routeTable.length).toBeGreaterThan(5);
    const undeclared = t.app.routeTable.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    for (const route of t.app.routeTable) expect(ACCESS_LEVELS).toContain(route.access);
  });
});
