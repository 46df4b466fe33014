/**
 * /api/admin/messages: list by status with paging, one message with its thread, the unread count,
 * reply (mailed, answered), close and reopen, each audited; visitors and passengers kept out; two
 * admins acting at once. On PGlite and PostgreSQL.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '#db/database.testing.ts';
import { auditLog } from '#db/schema/system.ts';
import { MESSAGE, openSupportApp, type SupportApp } from '../support.testing.ts';

describe.each(testDatabases())('the admins’ inbox on %s', (kind) => {
  let s: SupportApp;
  const ids: string[] = [];
  beforeAll(async () => {
    s = await openSupportApp(kind);
    for (const n of [1, 2, 3]) {
      const email = `sender${n}@example.com`;
      await s.inject('POST', '/api/contact', { body: { ...MESSAGE, email, name: `Sender ${n}` } });
      const list = await s.inject('GET', '/api/admin/messages?pageSize=1', { as: 'admin' });
      ids.push(list.json().messages[0].id);
    }
  });
  afterAll(() => s?.close());

  const admin = (method: 'GET' | 'POST', url: string, body?: object) =>
    s.inject(method, url, { as: 'admin', ...(body ? { body } : {}) });
  const audits = (id: string, action: string) =>
    s.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, action)));

  it('keeps visitors and passengers out', async () => {
    expect((await s.inject('GET', '/api/admin/messages')).statusCode).toBe(401);
    expect((await s.inject('GET', '/api/admin/messages', { as: 'passenger' })).statusCode).toBe(
      403,
    );
    const reply = await s.inject('POST', `/api/admin/messages/${ids[0]}/replies`, {
      as: 'passenger',
      body: { body: 'hi' },
    });
    expect(reply.statusCode).toBe(403);
  });

  it('lists newest first a page at a time, with the unread count', async () => {
    const page = await admin('GET', '/api/admin/messages?page=2&pageSize=2');
    expect(page.json()).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.json().messages.map((m: { id: string }) => m.id)).toEqual([ids[0]]);
    expect(page.json().messages[0]).toMatchObject({ name: 'Sender 1', read: false, replies: 0 });
    expect((await admin('GET', '/api/admin/messages/unread')).json()).toEqual({ unread: 3 });
    const bad = await admin('GET', '/api/admin/messages?status=new&pageSize=500');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/querystring.status.*querystring.pageSize/);
  });

  it('marks a message read once, however many admins open it at once', async () => {
    const id = ids[1]!;
    const reads = await Promise.all(
      [1, 2, 3].map(() => admin('POST', `/api/admin/messages/${id}/read`)),
    );
    expect(reads.map((r) => r.json().message.read)).toEqual([true, true, true]);
    expect(await audits(id, 'contact-message.read')).toHaveLength(1);
    expect((await admin('GET', '/api/admin/messages/unread')).json()).toEqual({ unread: 2 });
  });

  it('replies by mail: stored, answered, audited, in the outbox', async () => {
    const id = ids[0]!;
    const res = await admin('POST', `/api/admin/messages/${id}/replies`, {
      body: 'Yes: the refund is on its way.',
    });
    expect(res.statusCode).toBe(201);
    const message = res.json().message;
    expect(message).toMatchObject({ status: 'answered', read: true, ackMailState: 'sent' });
    expect(message.replies).toEqual([
      expect.objectContaining({
        authorName: 'Ada Admin',
        body: 'Yes: the refund is on its way.',
        mailState: 'sent',
      }),
    ]);
    const mails = await s.outbox('sender1@example.com');
    expect(mails.map((m) => m.kind)).toEqual(['contact-acknowledgement', 'contact-reply']);
    expect(mails[1]!.text).toContain('the refund is on its way');
    expect(mails[1]!.text).toContain(MESSAGE.message);
    expect(await audits(id, 'contact-message.reply')).toHaveLength(1);
    const answered = await admin('GET', '/api/admin/messages?status=answered');
    expect(answered.json().messages).toEqual([expect.objectContaining({ id, replies: 1 })]);
  });

  it('closes, refuses a reply while closed, and reopens to answered', async () => {
    const id = ids[0]!;
    expect((await admin('POST', `/api/admin/messages/${id}/close`)).json().message.status).toBe(
      'closed',
    );
    const refused = await admin('POST', `/api/admin/messages/${id}/replies`, { body: 'More.' });
    expect(refused.statusCode).toBe(412);
    expect(refused.json().error.message).toMatch(/reopen it/);
    expect((await admin('POST', `/api/admin/messages/${id}/reopen`)).json().message.status).toBe(
      'answered',
    );
    expect(await audits(id, 'contact-message.close')).toHaveLength(1);
    expect(await audits(id, 'contact-message.reopen')).toHaveLength(1);
    const noReplies = ids[2]!;
    await admin('POST', `/api/admin/messages/${noReplies}/close`);
    expect(
      (await admin('POST', `/api/admin/messages/${noReplies}/reopen`)).json().message.status,
    ).toBe('open');
  });

  it('stores both of two replies sent at once', async () => {
    const id = ids[1]!;
    const both = await Promise.all(
      ['First answer.', 'Second answer.'].map((body) =>
        admin('POST', `/api/admin/messages/${id}/replies`, { body }),
      ),
    );
    expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
    const thread = (await admin('GET', `/api/admin/messages/${id}`)).json().message;
    expect(thread.replies.map((r: { body: string }) => r.body).sort()).toEqual([
      'First answer.',
      'Second answer.',
    ]);
    expect(await s.outbox('sender2@example.com')).toHaveLength(3);
  });

  it('says which message is missing', async () => {
    const res = await admin('GET', '/api/admin/messages/00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('There is no message with that id.');
  });
});
