/**
 * Data the database refuses is the request's fault: the error handler answers it 400
 * `invalid-argument` naming the kind of problem, never 500 and never the SQL. The errors are real
 * ones from PGlite and PostgreSQL (TEST_DATABASE_URL), wrapped by Drizzle as the repos see them.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import { sqlState } from '#db/errors.ts';
import { inputErrorOf } from './input-errors.ts';

describe.each(testDatabases())('database input errors on %s', (kind) => {
  let t: TestApp;
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    t = await createTestApp({
      database,
      register: (app) =>
        app.post('/api/test/store', { config: { access: 'public' } }, async (request) => {
          const { value, type } = request.body as { value: string; type: string };
          await database.db.execute(sql`select ${value}::${sql.raw(type)}`);
          return { ok: true };
        }),
    });
  });
  afterAll(() => t.close());

  const refusal = (value: string, type: string) =>
    database.db.execute(sql`select ${value}::${sql.raw(type)}`).then(
      () => undefined,
      (error: unknown) => error,
    );

  it.each([
    ['a NUL character in text', 'a\u0000b', 'text', /NUL/],
    ['a lone surrogate in jsonb', JSON.stringify({ deck: '\ud800' }), 'jsonb', /not in the form/],
    ['year 0000', '0000-01-01', 'date', /date or time/],
    ['a number past int4', '99999999999', 'int4', /number .* out of range/],
  ])('%s is a 400 invalid-argument naming the problem', async (_, value, type, sentence) => {
    const error = await refusal(value, type);
    expect(sqlState(error)).toMatch(/^22/);
    const mapped = inputErrorOf(error);
    expect(mapped?.status).toBe(400);
    expect(mapped?.code).toBe('invalid-argument');
    expect(mapped?.message).toMatch(sentence);
  });

  it('answers the request 400 through the error handler, with no SQL in the body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/store',
      payload: { value: 'x\u0000y', type: 'text' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid-argument', message: /NUL/ });
    expect(res.body).not.toMatch(/select|::|\$1/i);
  });

  it('leaves errors that are not data exceptions alone (a syntax error stays a 500)', async () => {
    const syntax = await database.db.execute(sql`selec 1`).catch((error: unknown) => error);
    expect(sqlState(syntax)).toBe('42601');
    expect(inputErrorOf(syntax)).toBeUndefined();
    expect(inputErrorOf(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe(
      undefined,
    );
    expect(inputErrorOf(new Error('plain'))).toBeUndefined();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/store',
      payload: { value: '1', type: 'no_such_type' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/no_such_type/);
  });
});
