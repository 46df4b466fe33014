/**
 * POST /api/contact on its guards: each bad field named, the honeypot answered like success with
 * nothing stored, a booking reference checked to be the signed-in sender's own, limits per address
 * and per account (429), and the acknowledgement in the outbox. On PGlite and PostgreSQL.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '#db/database.testing.ts';
import { contactMessage } from '#db/schema/support.ts';
import { MESSAGE, openSupportApp, type SupportApp } from '../support.testing.ts';

describe.each(testDatabases())('the contact form on %s', (kind) => {
  let s: SupportApp;
  beforeAll(async () => {
    s = await openSupportApp(kind, {
      env: {
        CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR: '3',
        CONTACT_MESSAGES_PER_ACCOUNT_PER_HOUR: '2',
      },
    });
  });
  afterAll(() => s?.close());

  let address = 0;
  /** Each test sends from an address of its own, so only the limit tests meet the limits. */
  const send = (body: object, as: 'visitor' | 'passenger' | 'other' = 'visitor') =>
    s.inject('POST', '/api/contact', { body, as, address: `10.0.0.${++address}` });
  const stored = async (email: string) =>
    s.db.select().from(contactMessage).where(eq(contactMessage.email, email));

  it('stores a message and acknowledges it by mail, without the reference', async () => {
    const email = 'ack@example.com';
    const res = await send({ ...MESSAGE, email, bookingReference: 'zzz999' });
    expect(res.statusCode).toBe(201);
    expect(Object.keys(res.json())).toEqual(['receivedAt']);
    const [row] = await stored(email);
    expect(row).toMatchObject({
      topic: 'refund',
      status: 'open',
      bookingReference: 'ZZZ999',
      bookingId: null,
      userId: null,
      readAt: null,
      mailState: 'sent',
    });
    const [mail] = await s.outbox(email);
    expect(mail).toMatchObject({ kind: 'contact-acknowledgement' });
    expect(mail!.text).toContain(MESSAGE.message);
    expect(mail!.text).toMatch(/within two working days/);
    expect(`${mail!.text}${mail!.html}`).not.toContain('ZZZ999');
  });

  it('names every bad field', async () => {
    const res = await send({
      name: '',
      email: 'not-an-address',
      topic: 'complaint',
      message: 'short',
      bookingReference: 'AB-12',
    });
    expect(res.statusCode).toBe(400);
    const fields = (res.json().error.details.fields as { field: string }[]).map((f) => f.field);
    expect(fields.sort()).toEqual([
      'body.bookingReference',
      'body.email',
      'body.message',
      'body.name',
      'body.topic',
    ]);
  });

  it('bounds every text', async () => {
    const res = await send({ ...MESSAGE, name: 'n'.repeat(101), message: 'm'.repeat(5001) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/body.name.*100 characters/);
    expect(res.json().error.message).toMatch(/body.message.*5000 characters/);
  });

  it('answers a filled honeypot like success and stores nothing', async () => {
    const email = 'robot@example.com';
    const res = await send({ ...MESSAGE, email, website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(Object.keys(res.json())).toEqual(['receivedAt']);
    expect(await stored(email)).toEqual([]);
    expect(await s.outbox(email)).toEqual([]);
  });

  it("keeps a signed-in sender's own reference, linked to the booking", async () => {
    const email = 'own@example.com';
    const reference = s.booking.reference.toLowerCase();
    const res = await send({ ...MESSAGE, email, bookingReference: reference }, 'passenger');
    expect(res.statusCode).toBe(201);
    const [row] = await stored(email);
    expect(row).toMatchObject({
      bookingReference: s.booking.reference,
      bookingId: s.booking.id,
      userId: s.users.passenger.id,
    });
  });

  it("refuses someone else's reference from a signed-in sender, naming the field", async () => {
    const email = 'theirs@example.com';
    const res = await send({ ...MESSAGE, email, bookingReference: s.booking.reference }, 'other');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fields).toEqual([
      { field: 'bookingReference', message: expect.stringMatching(/None of your bookings/) },
    ]);
    expect(await stored(email)).toEqual([]);
  });

  it("accepts a visitor's reference unverified, whoever's it is", async () => {
    const email = 'guess@example.com';
    const res = await send({ ...MESSAGE, email, bookingReference: s.booking.reference });
    expect(res.statusCode).toBe(201);
    expect((await stored(email))[0]).toMatchObject({ bookingId: null, userId: null });
  });

  it('offers a signed-in passenger their booking references, and no one else', async () => {
    const mine = await s.inject('GET', '/api/contact/bookings', { as: 'passenger' });
    expect(mine.json().bookings).toEqual([
      { reference: s.booking.reference, label: expect.stringContaining(s.booking.reference) },
    ]);
    const theirs = await s.inject('GET', '/api/contact/bookings', { as: 'other' });
    expect(theirs.json().bookings).toEqual([]);
    const visitor = await s.inject('GET', '/api/contact/bookings');
    expect(visitor.statusCode).toBe(401);
  });

  it('limits messages per address (honeypot ones too), with the wait', async () => {
    const from = (n: number) =>
      s.inject('POST', '/api/contact', {
        body: n === 1 ? { ...MESSAGE, website: 'x' } : MESSAGE,
        address: '10.9.9.9',
      });
    for (const n of [1, 2, 3]) expect((await from(n)).statusCode).toBe(201);
    const refused = await from(4);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({
      code: 'resource-exhausted',
      message: expect.stringMatching(/this network: at most 3 an hour/),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits messages per account across addresses, refused references counted', async () => {
    // "other" spent one of its two on someone else's reference above: probing costs too.
    const [before] = await s.db.select({ n: count() }).from(contactMessage);
    expect((await send(MESSAGE, 'other')).statusCode).toBe(201);
    const refused = await send(MESSAGE, 'other');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/your account: at most 2 an hour/);
    const [after] = await s.db.select({ n: count() }).from(contactMessage);
    expect(after!.n - before!.n).toBe(1);
  });
});
