/**
 * A test app for the support domain: a database of kind `kind` with an admin, two passengers and
 * one booking of the first passenger's; each request says who sends it (`as`) and from which
 * address, and the mail outbox is read back by recipient.
 */
import { asc, eq } from 'drizzle-orm';
import type { DatabaseKind } from '#db/client.ts';
import { openTestDatabase } from '#db/database.testing.ts';
import { mailOutbox } from '#db/schema/system.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { aBooking, aTrip, aUser } from '#server/testing/factories.testing.ts';
import { createTestApp } from '#server/testing/app.testing.ts';

export type Who = 'visitor' | 'admin' | 'passenger' | 'other';

export const MESSAGE = {
  name: 'Vera Visitor',
  email: 'vera@example.com',
  topic: 'refund',
  message: 'My bus was late; can I have my money back?',
} as const;

export async function openSupportApp(
  kind: DatabaseKind,
  over: { env?: Record<string, string>; mailer?: Mailer } = {},
) {
  const database = await openTestDatabase(kind);
  const t = await createTestApp({
    database,
    env: {
      CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR: '1000',
      CONTACT_MESSAGES_PER_ACCOUNT_PER_HOUR: '1000',
      ...over.env,
    },
    ...(over.mailer ? { mailer: over.mailer } : {}),
  });
  const { db } = database;
  const requestUser = (row: Awaited<ReturnType<typeof aUser>>): RequestUser => ({
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
  });
  const users: Record<Exclude<Who, 'visitor'>, RequestUser> = {
    admin: requestUser(await aUser(db, { name: 'Ada Admin', role: 'admin' })),
    passenger: requestUser(await aUser(db, { name: 'Pia Passenger' })),
    other: requestUser(await aUser(db, { name: 'Otto Other' })),
  };
  const trip = await aTrip(db, {
    departs: new Date('2026-12-01T08:00:00Z'),
    serviceDate: '2026-12-01',
  });
  const booking = await aBooking(db, { userId: users.passenger.id, tripId: trip.id });
  t.app.resolveUser = async (request) => {
    const who = request.headers['x-as'];
    return typeof who === 'string' && who in users ? users[who as keyof typeof users] : null;
  };

  return {
    ...t,
    db,
    users,
    booking,
    /** A request as `as` (a visitor unless given), from `address` (127.0.0.1 unless given). */
    inject(
      method: 'GET' | 'POST',
      url: string,
      { as = 'visitor', body, address }: { as?: Who; body?: object; address?: string } = {},
    ) {
      return t.app.inject({
        method,
        url,
        headers: as === 'visitor' ? {} : { 'x-as': as },
        ...(body ? { payload: body } : {}),
        ...(address ? { remoteAddress: address } : {}),
      });
    },
    async outbox(to: string) {
      return db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.id));
    },
  };
}
export type SupportApp = Awaited<ReturnType<typeof openSupportApp>>;
