/**
 * For the tests of requests that must be refused before they write (origin, content type): the
 * demo app signed in as its admin, the demo passenger's id, and a count of what such requests write.
 */
import { count } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { stop } from '#db/schema/network.ts';
import { auditLog, mailOutbox } from '#db/schema/system.ts';
import { signIn } from '#server/modules/accounts/accounts.testing.ts';
import { createTestApp } from '#server/testing/app.testing.ts';

export async function demoAppAsAdmin(env: Record<string, string> = {}) {
  const t = await createTestApp({ env: { DEMO_DATA: 'true', ...env } });
  const admin = await signIn(t.app, 'admin@busway.demo', 'busway-admin');
  const found = await t.app.inject({
    url: '/api/admin/users?q=passenger@busway.demo',
    headers: { cookie: admin },
  });
  return { t, admin, passengerId: found.json().users[0].id as string };
}

/** Rows that any refused request would have written: stops, audit entries, mail. */
export async function writtenRows(db: Database) {
  const [stops] = await db.select({ n: count() }).from(stop);
  const [audit] = await db.select({ n: count() }).from(auditLog);
  const [mail] = await db.select({ n: count() }).from(mailOutbox);
  return { stops: stops!.n, audit: audit!.n, mail: mail!.n };
}
