/**
 * A bus, seat layout or conductor asked for by an id that names nothing — unknown or malformed,
 * as a hand-edited link has — is "not found", so the edit screens offer the way back to their
 * list rather than a retry that can never work.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '#db/database.testing.ts';
import { conductorsTestKit, type ConductorsTestKit } from './conductors/conductors.testing.ts';

describe.each(testDatabases())('looking up one thing by id on %s', (kind) => {
  let k: ConductorsTestKit;
  beforeAll(async () => {
    k = await conductorsTestKit(kind);
  });
  afterAll(() => k.t.close());

  it.each([
    ['buses', 'bus'],
    ['seat-layouts', 'seat layout'],
    ['conductors', 'conductor'],
  ])(
    'answers not-found for /api/admin/%s/ with a malformed or unknown id',
    async (path, entity) => {
      for (const id of ['nope', randomUUID()]) {
        const res = await k.send('GET', `/api/admin/${path}/${id}`);
        expect(res.statusCode).toBe(404);
        expect(res.json().error).toMatchObject({
          code: 'not-found',
          message: `No ${entity} with id ${id}.`,
        });
      }
    },
  );

  it('still finds a bus by its id', async () => {
    expect((await k.send('GET', `/api/admin/buses/${k.busId}`)).statusCode).toBe(200);
  });
});
