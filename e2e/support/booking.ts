/**
 * What the payment journeys share: the sandbox's test cards, the card form filled as a person
 * would, and a booking waiting for payment made over the API (when paying, not choosing seats, is
 * what a journey checks).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { z } from 'zod';
import type { Booking, HoldResponse, SeatMap } from '../../src/shared/booking/booking.ts';
import type { PopularRoutes, TripSearchResult } from '../../src/shared/booking/search.ts';
import { expect } from '../fixtures.ts';

/** The sandbox's test cards (src/shared/booking/card-checks.ts), as a person types them. */
export const GOOD_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';
export const CONFIRM_CARD = '4000 0000 0000 3220';

/** An expiry date a year and more ahead, MM/YY. */
export function futureExpiry(now = new Date()): string {
  const year = (now.getUTCFullYear() + 2) % 100;
  return `12/${String(year).padStart(2, '0')}`;
}

/** Fills the card form of /payment. */
export async function fillCard(page: Page, number: string, name: string): Promise<void> {
  const form = page.getByRole('main');
  await form.getByLabel('Card number').fill(number);
  await expect(form.getByLabel('Card number')).toHaveValue(number);
  await form.getByLabel('Expiry date').fill(futureExpiry());
  await form.getByLabel('Security code (CVC)').fill('123');
  await form.getByLabel('Name on card').fill(name);
}

async function json<T>(
  response: Awaited<ReturnType<APIRequestContext['get']>>,
  what: string,
): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A demo stop by its code (MUC, AGB, ULM…): its id and name. */
async function demoStop(
  api: APIRequestContext,
  code: string,
): Promise<{ id: string; name: string }> {
  const { stops } = await json<{ stops: { id: string; code: string; name: string }[] }>(
    await api.get(`/api/stops?q=${code}`),
    `stop ${code}`,
  );
  const stop = stops.find((s) => s.code === code);
  expect(stop, `demo stop ${code}`).toBeDefined();
  return stop!;
}

/**
 * A booking of one seat (or `seatCount`) waiting for payment, made over the API by the passenger
 * `api` is signed in as: the first bookable trip of the first popular pair (or `between` these demo
 * stops' codes) `daysAhead` days from now. Journeys
 * running side by side each take a day of their own, so none reaches for another's seat.
 */
export async function pendingBooking(
  api: APIRequestContext,
  daysAhead: number,
  between?: [fromCode: string, toCode: string],
  seatCount = 1,
): Promise<{ booking: Booking; seat: string; seats: string[] }> {
  const { from, to } = between
    ? { from: await demoStop(api, between[0]), to: await demoStop(api, between[1]) }
    : (
        await json<z.infer<typeof PopularRoutes>>(
          await api.get('/api/trips/popular'),
          'popular routes',
        )
      ).routes[0]!;
  const date = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  const search = await json<TripSearchResult>(
    await api.get(`/api/trips?from=${from.id}&to=${to.id}&date=${date}`),
    'search',
  );
  const trip = search.trips.find((t) => t.notBookable === null);
  expect(trip, `a bookable trip from ${from.name} to ${to.name} on ${date}`).toBeDefined();
  const segment = { tripId: trip!.tripId, from: trip!.from.stopId, to: trip!.to.stopId };
  const map = await json<SeatMap>(
    await api.get(`/api/trips/${segment.tripId}/seats?from=${segment.from}&to=${segment.to}`),
    'seat map',
  );
  // Not a women-only seat: holding one asks who sits there, which is another journey's.
  const womenOnly = new Set(
    map.decks.flatMap((deck) =>
      deck.cells.filter((cell) => cell.flags?.includes('women-only')).map((cell) => cell.label),
    ),
  );
  const seats = map.seats
    .filter((s) => s.state === 'available' && !womenOnly.has(s.label))
    .slice(0, seatCount)
    .map((s) => s.label);
  expect(seats, `${seatCount} free seats`).toHaveLength(seatCount);
  const { hold } = await json<z.infer<typeof HoldResponse>>(
    await api.post('/api/holds', { data: { ...segment, seats } }),
    'hold',
  );
  const { booking } = await json<{ booking: Booking }>(
    await api.post('/api/bookings', {
      data: {
        holdId: hold.id,
        passengers: seats.map((seat) => ({ seat, name: 'Ada Rider', age: 34, gender: 'female' })),
        contact: { email: 'ada@example.com', phone: '+49 30 1234567' },
      },
    }),
    'booking',
  );
  return { booking, seat: seats[0]!, seats };
}

export const paymentPath = (booking: Booking) => `/payment?booking=${booking.id}`;

/** The day after `day` (YYYY-MM-DD), as the date field takes it. */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** Like `pendingBooking`, then paid with the sandbox's good card over the API: its ticket is valid. */
export async function paidBooking(
  api: APIRequestContext,
  daysAhead: number,
  between?: [fromCode: string, toCode: string],
  seatCount = 1,
): Promise<{ booking: Booking; seat: string; seats: string[] }> {
  const made = await pendingBooking(api, daysAhead, between, seatCount);
  await json(
    await api.post(`/api/bookings/${made.booking.id}/payments`, {
      data: {
        idempotencyKey: `e2e-paid-${Date.now()}-${made.booking.reference}`,
        card: { number: '4242424242424242', expiry: '12/30', cvc: '123', name: 'Ada Rider' },
      },
    }),
    'payment',
  );
  return made;
}
