/**
 * The signed-in pages of scripts/lighthouse.ts. `/ticket`: a passenger signs up (made verified in
 * the database, as no mail is read here), signs in, books and pays one seat on `tripId` over the
 * API. `/payment`: another passenger's booking, held and not paid. `/conductor`: a conductor (made so in the database) with the trip as a duty.
 * `/conductor/check`: an admin, who may check any trip. Each returns the page's path and the
 * session cookie Lighthouse sends with every request of that page.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { user } from '#db/schema/auth.ts';
import { trip } from '#db/schema/timetable.ts';

async function call<T>(origin: string, path: string, cookie: string, body?: unknown): Promise<T> {
  const res = await fetch(`${origin}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    // Better Auth refuses a call without the page's Origin, as a browser sends it.
    headers: {
      cookie,
      origin,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Signs up `account` (made verified, and given `role`, in the database) and signs it in: its cookie. */
export async function signedInCookie(
  origin: string,
  db: Database,
  account: { name: string; email: string; password: string },
  role: 'passenger' | 'conductor' | 'admin' = 'passenger',
): Promise<string> {
  await call(origin, '/api/auth/sign-up/email', '', account);
  await db.update(user).set({ emailVerified: true, role }).where(eq(user.email, account.email));
  const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
  return signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** `/conductor/check?trip=…` for an admin (who may check any trip): the door's check screen. */
export async function doorCheckPage(
  origin: string,
  db: Database,
  tripId: string,
): Promise<{ path: string; cookie: string }> {
  const account = { name: 'Dora Door', email: 'door@example.com', password: 'lighthouse-door-1' };
  const cookie = await signedInCookie(origin, db, account, 'admin');
  return { path: `/conductor/check?trip=${tripId}`, cookie };
}

/** Holds one free seat (not women-only) of `trip` and books it for `account`: the booking's id. */
async function bookSeat(
  origin: string,
  cookie: string,
  trip: { tripId: string; from: string; to: string },
  account: { name: string; email: string },
): Promise<string> {
  const segment = `from=${trip.from}&to=${trip.to}`;
  const map = await call<{
    seats: { label: string; state: string }[];
    decks: { cells: { label?: string; flags?: string[] }[] }[];
  }>(origin, `/api/trips/${trip.tripId}/seats?${segment}`, cookie);
  const womenOnly = new Set(
    map.decks.flatMap((d) =>
      d.cells.filter((c) => c.flags?.includes('women-only')).map((c) => c.label),
    ),
  );
  const seat = map.seats.find((s) => s.state === 'available' && !womenOnly.has(s.label))!.label;
  const { hold } = await call<{ hold: { id: string } }>(origin, '/api/holds', cookie, {
    tripId: trip.tripId,
    from: trip.from,
    to: trip.to,
    seats: [seat],
  });
  const { booking } = await call<{ booking: { id: string } }>(origin, '/api/bookings', cookie, {
    holdId: hold.id,
    passengers: [{ seat, name: account.name, age: 30, gender: 'female' }],
    contact: { email: account.email, phone: '+49 30 1234567' },
  });
  return booking.id;
}

export async function paidTicketPage(
  origin: string,
  db: Database,
  trip: { tripId: string; from: string; to: string },
): Promise<{ path: string; cookie: string }> {
  const account = {
    name: 'Lena Lighthouse',
    email: 'lighthouse@example.com',
    password: 'lighthouse-pass-1',
  };
  const cookie = await signedInCookie(origin, db, account);
  const booking = await bookSeat(origin, cookie, trip, account);
  await call(origin, `/api/bookings/${booking}/payments`, cookie, {
    idempotencyKey: `lighthouse-${booking}`,
    card: { number: '4242424242424242', expiry: '12/30', cvc: '123', name: account.name },
  });
  return { path: `/ticket?booking=${booking}`, cookie };
}

const PAYER = { name: 'Paul Payment', email: 'payment@example.com', password: 'lighthouse-pay-1' };
const payers = new WeakMap<Database, Promise<string>>();

/**
 * `/payment?booking=…`: a booking whose seat is held and not yet paid. Each call books a new
 * seat (a hold lasts 10 minutes, so a page is prepared just before its runs); the passenger
 * signs up once per database.
 */
export async function heldPaymentPage(
  origin: string,
  db: Database,
  trip: { tripId: string; from: string; to: string },
): Promise<{ path: string; cookie: string }> {
  let signingIn = payers.get(db);
  if (!signingIn) payers.set(db, (signingIn = signedInCookie(origin, db, PAYER)));
  const cookie = await signingIn;
  const booking = await bookSeat(origin, cookie, trip, PAYER);
  return { path: `/payment?booking=${booking}`, cookie };
}

/** `/conductor` as a conductor whose duty is `tripId` (tomorrow's trip: one duty on the list). */
export async function conductorPage(
  origin: string,
  db: Database,
  tripId: string,
): Promise<{ path: string; cookie: string }> {
  const account = {
    name: 'Carla Lighthouse',
    email: 'lighthouse-conductor@example.com',
    password: 'lighthouse-pass-1',
  };
  const cookie = await signedInCookie(origin, db, account, 'conductor');
  const [conductor] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, account.email));
  await db.update(trip).set({ conductorUserId: conductor!.id }).where(eq(trip.id, tripId));
  return { path: '/conductor', cookie };
}
