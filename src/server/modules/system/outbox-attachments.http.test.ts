/** Mail with files in outbox mode: listed by name and size, each file downloadable by admins. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import { OutboxResponse } from '#shared/system/system.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import { createTestApp, type TestApp } from '#server/testing/app.testing.ts';

const ADMIN: RequestUser = { id: 'admin-outbox', email: 'a@example.com', name: 'A', role: 'admin' };
const pdf = Buffer.from('%PDF-1.3\n\x00\xff binary bytes', 'latin1');
const ics = Buffer.from('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');

describe.each(testDatabases())('outbox attachments on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: await openTestDatabase(kind), signedInAs: ADMIN });
    await t.app.deps.mailer.send({
      to: 'ada@example.com',
      subject: 'Your ticket',
      text: 'Attached.',
      kind: 'ticket',
      attachments: [
        { filename: 'busway-KT7M4C.pdf', contentType: 'application/pdf', content: pdf },
        { filename: 'Fahrt nach Zürich.ics', contentType: 'text/calendar', content: ics },
      ],
    });
    await t.app.deps.mailer.send({ to: 'bob@example.com', subject: 'Hi', text: 'x', kind: 'test' });
  });
  afterAll(() => t.close());

  it('lists each mail’s files by name, type and size, without their bytes', async () => {
    const res = await t.app.inject({ url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(200);
    const { mails } = OutboxResponse.parse(res.json());
    expect(mails.map((mail) => mail.attachments)).toEqual([
      [],
      [
        {
          index: 0,
          filename: 'busway-KT7M4C.pdf',
          contentType: 'application/pdf',
          size: pdf.length,
        },
        {
          index: 1,
          filename: 'Fahrt nach Zürich.ics',
          contentType: 'text/calendar',
          size: ics.length,
        },
      ],
    ]);
    expect(res.body).not.toContain(pdf.toString('base64'));
  });

  it('hands an admin one file with its type and name', async () => {
    const { mails } = OutboxResponse.parse((await t.app.inject({ url: '/api/dev/outbox' })).json());
    const id = mails[1]!.id;
    const first = await t.app.inject({ url: `/api/dev/outbox/${id}/attachments/0` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.rawPayload.equals(pdf)).toBe(true);
    const second = await t.app.inject({ url: `/api/dev/outbox/${id}/attachments/1` });
    expect(second.headers['content-disposition']).toBe(
      `attachment; filename="Fahrt nach Z_rich.ics"; filename*=UTF-8''Fahrt%20nach%20Z%C3%BCrich.ics`,
    );
    expect(second.rawPayload.equals(ics)).toBe(true);
  });

  it('answers 404 naming the attachment that is not there', async () => {
    const { mails } = OutboxResponse.parse((await t.app.inject({ url: '/api/dev/outbox' })).json());
    const missing = await t.app.inject({ url: `/api/dev/outbox/${mails[1]!.id}/attachments/2` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(`No attachment with id ${mails[1]!.id}/2.`);
    const none = await t.app.inject({ url: `/api/dev/outbox/${mails[0]!.id}/attachments/0` });
    expect(none.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/dev/outbox/999999/attachments/0' })).statusCode).toBe(
      404,
    );
  });
});

describe('outbox attachments for anyone but admins', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      signedInAs: { id: 'p', email: 'p@example.com', name: 'P', role: 'passenger' },
    });
  });
  afterAll(() => t.close());

  it('refuses them', async () => {
    expect((await t.app.inject({ url: '/api/dev/outbox/1/attachments/0' })).statusCode).toBe(403);
  });
});
