/**
 * ADMIN_EMAIL + ADMIN_PASSWORD at start: creates that admin, or promotes the existing account and
 * sets its password; starting again with the same settings changes nothing.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { account, user } from '#db/schema/auth.ts';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import { createTestApp } from '#server/testing/app.testing.ts';
import { post, signIn, signUpVerified } from './accounts.testing.ts';

describe.each(testDatabases())('bootstrap admin on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  /** Starts the app on the shared database, runs `work`, and stops it again (keeping the data). */
  async function withApp(
    env: Record<string, string>,
    work: (app: FastifyInstance) => Promise<void>,
  ) {
    const t = await createTestApp({ database, env });
    try {
      await work(t.app);
    } finally {
      await t.app.close();
    }
  }
  const roleOf = async (app: FastifyInstance, cookie: string) =>
    (await app.inject({ url: '/api/auth/get-session', headers: { cookie } })).json().user
      .role as string;
  const rowsOf = async (email: string) => {
    const [u] = await database.db.select().from(user).where(eq(user.email, email));
    const accounts = u
      ? await database.db.select().from(account).where(eq(account.userId, u.id))
      : [];
    return { user: u, accounts };
  };

  it('creates the admin when there is none', async () => {
    await withApp(
      { ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'boss-pass-1' },
      async (app) => {
        expect(await roleOf(app, await signIn(app, 'boss@example.com', 'boss-pass-1'))).toBe(
          'admin',
        );
      },
    );
    expect((await rowsOf('boss@example.com')).user).toMatchObject({
      emailVerified: true,
      banned: false,
    });
  });

  it('promotes an existing, disabled account and resets its password', async () => {
    await withApp({}, async (app) => {
      await signUpVerified(app, database.db, 'rider@example.com', 'rider-pass');
    });
    await database.db
      .update(user)
      .set({ banned: true, banReason: 'test' })
      .where(eq(user.email, 'rider@example.com'));

    await withApp(
      { ADMIN_EMAIL: 'Rider@Example.com', ADMIN_PASSWORD: 'rider-admin-pass' },
      async (app) => {
        const old = await post(app, '/api/auth/sign-in/email', {
          email: 'rider@example.com',
          password: 'rider-pass',
        });
        expect(old.json().error.code).toBe('auth/wrong-password');
        expect(await roleOf(app, await signIn(app, 'rider@example.com', 'rider-admin-pass'))).toBe(
          'admin',
        );
      },
    );
    expect((await rowsOf('rider@example.com')).user).toMatchObject({
      role: 'admin',
      banned: false,
      banReason: null,
    });
  });

  it('changes nothing when started again with the same settings', async () => {
    const before = await rowsOf('rider@example.com');
    await withApp(
      { ADMIN_EMAIL: 'rider@example.com', ADMIN_PASSWORD: 'rider-admin-pass' },
      async () => {},
    );
    expect(await rowsOf('rider@example.com')).toEqual(before);
  });
});
