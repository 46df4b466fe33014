/**
 * Account changes made for another module join that module's transaction (decision 007): rolled
 * back with it, they leave no account, no session change and no link behind (PGlite and PostgreSQL).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { session, user, verification } from '#db/schema/auth.ts';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import { createInvitedAccounts } from './invited-accounts.service.ts';

const ROLLED_BACK = new Error('the caller refused its own change');

describe.each(testDatabases())('invited accounts on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  const input = (email: string) => ({
    name: 'Ivo Invited',
    email,
    phone: null,
    role: 'conductor' as const,
  });
  const rows = (email: string) => database.db.select().from(user).where(eq(user.email, email));
  const links = (userId: string) =>
    database.db
      .select()
      .from(verification)
      .where(eq(verification.value, userId))
      .then((found) => found.filter((row) => row.identifier.startsWith('reset-password:')));

  it('creates the account and its link inside the caller transaction, and rolls them back with it', async () => {
    const accounts = createInvitedAccounts(database.db);
    let madeId = '';
    const failed = database.db.transaction(async (tx) => {
      const made = await accounts.createInvitedAccount(input('rolled.back@example.com'), { tx });
      madeId = made.account.id;
      expect(await accounts.findAccount(madeId, { tx })).toBeDefined();
      throw ROLLED_BACK;
    });
    await expect(failed).rejects.toBe(ROLLED_BACK);
    expect(await rows('rolled.back@example.com')).toEqual([]);
    expect(await links(madeId)).toEqual([]);
  });

  it('keeps a committed account verified, with no password and one link in better-auth format', async () => {
    const accounts = createInvitedAccounts(database.db);
    const { account, token } = await database.db.transaction((tx) =>
      accounts.createInvitedAccount(input('kept@example.com'), { tx }),
    );
    expect(account).toMatchObject({ role: 'conductor', emailVerified: true, banned: false });
    expect((await links(account.id)).map((row) => row.identifier)).toEqual([
      `reset-password:${token}`,
    ]);
  });

  it('a new e-mail is unverified, ends the sessions and replaces the link; a rollback undoes all of it', async () => {
    const accounts = createInvitedAccounts(database.db);
    const { account, token } = await accounts.createInvitedAccount(input('moving@example.com'));
    const now = new Date();
    await database.db.insert(session).values({
      id: 'session-moving',
      token: 'session-moving-token',
      userId: account.id,
      expiresAt: new Date(now.getTime() + 3_600_000),
      createdAt: now,
      updatedAt: now,
    });
    const next = { name: account.name, email: 'moved@example.com' };
    const failed = database.db.transaction(async (tx) => {
      await accounts.changeIdentity(account.id, next, { tx });
      throw ROLLED_BACK;
    });
    await expect(failed).rejects.toBe(ROLLED_BACK);
    expect(await rows('moving@example.com')).toHaveLength(1);
    expect((await links(account.id)).map((row) => row.identifier)).toEqual([
      `reset-password:${token}`,
    ]);

    const changed = await database.db.transaction((tx) =>
      accounts.changeIdentity(account.id, next, { tx }),
    );
    expect(changed.after).toMatchObject({ email: 'moved@example.com', emailVerified: false });
    expect(await database.db.select().from(session).where(eq(session.userId, account.id))).toEqual(
      [],
    );
    expect((await links(account.id)).map((row) => row.identifier)).toEqual([
      `reset-password:${changed.token}`,
    ]);
  });
});
