/**
 * Test helpers for the conductor HTTP suites: an app signed in as an admin on a fresh database of
 * the kind, a bus, unique registration bodies, and reads of accounts, sessions, mail and audit.
 */
import { count, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database, DatabaseKind } from '#db/client.ts';
import { session, user } from '#db/schema/auth.ts';
import { auditLog } from '#db/schema/system.ts';
import { openTestDatabase } from '#db/database.testing.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';
import { ADMIN } from '../fleet.testing.ts';
import { aBus, aLayout } from '#server/testing/factories.testing.ts';

export interface OutboxMail {
  to: string;
  kind: string;
  subject: string;
  text: string;
}

export async function conductorsTestKit(kind: DatabaseKind) {
  const t: TestApp = await createTestApp({
    database: await openTestDatabase(kind),
    signedInAs: ADMIN,
  });
  const db: Database = t.database.db;
  const layoutId = (await aLayout(db)).id;
  const busId = (await aBus(db, { registration: 'M-BW 910', layoutId })).id;
  let sequence = 0;

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}) });

  return {
    t,
    db,
    busId,
    send,
    /** A registration body no other test uses. */
    body(over: object = {}) {
      sequence += 1;
      return {
        name: `Cora ${sequence}`,
        email: `cora.${sequence}@example.com`,
        phone: '+49 89 555 0101',
        employeeNumber: `C-${1000 + sequence}`,
        licenceNumber: 'DE 12345',
        busId,
        ...over,
      };
    },
    async register(payload: object) {
      const res = await send('POST', '/api/admin/conductors', payload);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().conductor as { id: string; userId: string; name: string; email: string };
    },
    async mails(to: string): Promise<OutboxMail[]> {
      return (await send('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`)).json().mails;
    },
    linkToken: (mail: OutboxMail) => /[?&]token=([\w-]+)/.exec(mail.text)?.[1] ?? '',
    async accounts(email: string) {
      return (await db.select({ n: count() }).from(user).where(eq(user.email, email)))[0]?.n;
    },
    async account(userId: string) {
      return (await db.select().from(user).where(eq(user.id, userId)))[0]!;
    },
    sessions: (userId: string) => db.$count(session, eq(session.userId, userId)),
    addSession(userId: string) {
      sequence += 1;
      return db.insert(session).values({
        id: `s-${sequence}`,
        token: `token-${sequence}`,
        userId,
        expiresAt: new Date(Date.now() + 3_600_000),
      });
    },
    /** The actions recorded about one entity, sorted. */
    async actions(entityId: string) {
      const rows = await db.select().from(auditLog).where(eq(auditLog.entityId, entityId));
      return rows.map((e) => e.action).sort();
    },
    /** Fails every audit entry of `action` from now on, as a full disk or a lost connection would. */
    async failAudit(action: string) {
      const name = `fail_${action.replace(/\W/g, '_')}`;
      await db.execute(
        sql.raw(`create function ${name}() returns trigger language plpgsql as $$
        begin raise exception 'audit log unavailable'; end $$`),
      );
      await db.execute(
        sql.raw(`create trigger ${name} before insert on audit_log for each row
        when (new.action = '${action}') execute function ${name}()`),
      );
    },
  };
}
export type ConductorsTestKit = Awaited<ReturnType<typeof conductorsTestKit>>;
