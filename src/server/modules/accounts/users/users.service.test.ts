/**
 * An admin's change to an account and its audit entry are one transaction: when the entry cannot
 * be written, the change is not made either (on PGlite and PostgreSQL).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { session, user } from '#db/schema/auth.ts';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import type { AuditService } from '#server/core/audit.service.ts';
import type { AccountsService } from '../accounts.service.ts';
import type { Auth } from '../auth/auth.ts';
import type { createAuthMail } from '../auth/auth-mail.ts';
import { createUsersRepo } from './users.repo.ts';
import { createUsersService } from './users.service.ts';

const ADMIN = { id: 'admin-1', name: 'Ada Admin', role: 'admin' } as RequestUser;

describe.each(testDatabases())('admin changes to accounts on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  /** The service with an audit log that refuses every entry, as a full disk or a bug would. */
  function serviceWithBrokenAudit() {
    const broken: AuditService = {
      record: () => Promise.reject(new Error('audit log unavailable')),
    } as unknown as AuditService;
    const { db } = database;
    return createUsersService({
      users: createUsersRepo(db),
      write: (work) => db.transaction((tx) => work({ users: createUsersRepo(tx), audit: broken })),
      accounts: {} as AccountsService,
      audit: broken,
      auth: {} as Auth,
      mail: {} as ReturnType<typeof createAuthMail>,
    });
  }

  async function insertUser(email: string) {
    const id = `user-${email}`;
    await database.db.insert(user).values({ id, name: 'Pat', email, emailVerified: true });
    const expiresAt = new Date(Date.now() + 3_600_000);
    await database.db
      .insert(session)
      .values({ id: `s-${id}`, token: `t-${id}`, userId: id, expiresAt });
    return id;
  }
  const row = async (id: string) =>
    (await database.db.select().from(user).where(eq(user.id, id)))[0];
  const sessions = async (id: string) =>
    (await database.db.select().from(session).where(eq(session.userId, id))).length;

  it('leaves role, status and sessions as they were when the audit entry fails', async () => {
    const service = serviceWithBrokenAudit();
    const id = await insertUser('pat@example.com');

    await expect(service.setRole(ADMIN, id, 'admin')).rejects.toThrow('audit log unavailable');
    await expect(service.disable(ADMIN, id, 'spam')).rejects.toThrow('audit log unavailable');

    expect(await row(id)).toMatchObject({ role: 'passenger', banned: false, banReason: null });
    expect(await sessions(id)).toBe(1);
  });

  it('does not delete the account when the audit entry fails', async () => {
    const service = serviceWithBrokenAudit();
    const id = await insertUser('sam@example.com');

    await expect(service.remove(ADMIN, id)).rejects.toThrow('audit log unavailable');

    expect(await row(id)).toBeDefined();
  });
});
