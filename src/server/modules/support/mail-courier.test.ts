/**
 * Nothing is lost when the mail transport is down: the message and the reply are stored and
 * answered as usual, their mails stay pending, are not tried again before their time, and go out
 * once the transport is back; two instances retrying at once send each mail once. On PGlite and
 * PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '#db/database.testing.ts';
import { contactMessage, contactReply } from '#db/schema/support.ts';
import {
  createOutboxMailer,
  type Mail,
  type Mailer,
  type SendOptions,
} from '#server/mail/mailer.ts';
import { createMailCourier } from './mail-courier.ts';
import { createMailQueueRepo } from './mail-queue.repo.ts';
import { MESSAGE, openSupportApp, type SupportApp } from './support.testing.ts';

/** The outbox, or a transport that refuses every mail while `down`. */
function switchableMailer(real: () => Mailer) {
  const state = { down: true, tries: 0 };
  const mailer: Mailer = {
    transport: 'smtp',
    async send(mail: Mail, options?: SendOptions) {
      state.tries++;
      // A queued send would count the mail sent while it sits in memory: the courier must wait.
      if (!options?.wait) throw new Error('the courier sent without waiting for the transport');
      if (state.down) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      await real().send(mail);
    },
    async ping() {},
    async flush() {},
  };
  return { mailer, state };
}

describe.each(testDatabases())('support mail when the transport is down, on %s', (kind) => {
  let s: SupportApp;
  let transport: ReturnType<typeof switchableMailer>;
  const courierAt = (at: Date) =>
    createMailCourier({
      queue: createMailQueueRepo(s.db),
      mailer: transport.mailer,
      brand: { appName: 'Busway', url: 'http://localhost' },
      now: () => at,
      log: { warn: () => undefined },
    });

  beforeAll(async () => {
    transport = switchableMailer(() => createOutboxMailer(s.db));
    s = await openSupportApp(kind, { mailer: transport.mailer });
  });
  afterAll(() => s?.close());

  it('keeps the message and the reply, and sends both mails once the transport is back', async () => {
    const email = 'down@example.com';
    const sent = await s.inject('POST', '/api/contact', { body: { ...MESSAGE, email } });
    expect(sent.statusCode).toBe(201);
    const [row] = await s.db.select().from(contactMessage).where(eq(contactMessage.email, email));
    expect(row).toMatchObject({ mailState: 'pending', mailAttempts: 1 });
    expect(row!.mailError).toMatch(/ECONNREFUSED/);

    const replied = await s.inject('POST', `/api/admin/messages/${row!.id}/replies`, {
      as: 'admin',
      body: { body: 'We are on it.' },
    });
    expect(replied.statusCode).toBe(201);
    expect(replied.json().message).toMatchObject({ status: 'answered', ackMailState: 'pending' });
    expect(replied.json().message.replies[0].mailState).toBe('pending');

    // Before the next try is due nothing is claimed; still down at its time, both stay pending.
    const tries = transport.state.tries;
    expect(await courierAt(new Date()).retryDue()).toEqual({ sent: 0, failed: 0 });
    expect(transport.state.tries).toBe(tries);
    const later = new Date(Date.now() + 5 * 60_000);
    expect(await courierAt(later).retryDue()).toEqual({ sent: 0, failed: 2 });

    transport.state.down = false;
    expect(await courierAt(new Date(Date.now() + 60 * 60_000)).retryDue()).toEqual({
      sent: 2,
      failed: 0,
    });
    expect((await s.outbox(email)).map((m) => m.kind).sort()).toEqual([
      'contact-acknowledgement',
      'contact-reply',
    ]);
    const [after] = await s.db.select().from(contactMessage).where(eq(contactMessage.email, email));
    expect(after).toMatchObject({ mailState: 'sent', mailAttempts: 3, mailError: null });
    const [reply] = await s.db
      .select()
      .from(contactReply)
      .where(eq(contactReply.messageId, row!.id));
    expect(reply).toMatchObject({ mailState: 'sent', mailAttempts: 3 });
  });

  it('sends each pending mail once when two instances retry at once', async () => {
    transport.state.down = true;
    const emails = Array.from({ length: 6 }, (_, i) => `twice${i}@example.com`);
    for (const email of emails)
      await s.inject('POST', '/api/contact', { body: { ...MESSAGE, email } });
    transport.state.down = false;
    const at = new Date(Date.now() + 60 * 60_000);
    const tallies = await Promise.all([courierAt(at).retryDue(), courierAt(at).retryDue()]);
    expect(tallies.reduce((n, t) => n + t.sent, 0)).toBe(6);
    for (const email of emails) expect(await s.outbox(email)).toHaveLength(1);
    expect(await createMailQueueRepo(s.db).pendingCount()).toBe(0);
  });
});
