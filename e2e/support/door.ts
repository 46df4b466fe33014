/**
 * What the door journeys share (features/conductor/door/): paid bookings on today's trip made over
 * the API with their tickets' tokens, a fake camera's video of a ticket's QR code for Chromium's
 * `--use-file-for-fake-video-capture`, and a browser context signed in as the demo admin at
 * phone size, with a device id of its own.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import type { Booking, BookingTickets } from '../../src/shared/booking/booking.ts';
import {
  apiContext,
  PHONE,
  signedInContext,
  signInOverApi,
  withRunLock,
  type NewAccount,
} from './accounts.ts';
import { paidBooking } from './booking.ts';
import { expect } from '../fixtures.ts';

export interface DoorTicket {
  booking: Booking;
  tripId: string;
  seat: string;
  token: string;
}

/**
 * A paid one-seat booking on today's first bookable trip, for the passenger `api` is signed in as.
 * Journeys side by side book the same day: one at a time, so none holds another's seat.
 */
export async function todaysTicket(api: APIRequestContext): Promise<DoorTicket> {
  const { booking, seat } = await withRunLock('door-booking', () => paidBooking(api, 0));
  const res = await api.get(`/api/bookings/${booking.id}/tickets`);
  expect(res.status(), 'GET tickets').toBe(200);
  const { tickets } = (await res.json()) as BookingTickets;
  return { booking, tripId: booking.trip.tripId, seat, token: tickets[0]!.token };
}

/** `count` paid bookings on today's trip for a new passenger (`makeAccount` of the accounts fixtures). */
export async function passengerWithTickets(
  baseURL: string,
  makeAccount: (tag: string) => Promise<NewAccount>,
  tag: string,
  count: number,
  // Anything to do as the passenger before their session closes (e.g. cancel a booking).
  then: (api: APIRequestContext, tickets: DoorTicket[]) => Promise<void> = async () => {},
): Promise<DoorTicket[]> {
  const account = await makeAccount(tag);
  const api = await apiContext(baseURL);
  try {
    await signInOverApi(api, account.email, account.password);
    const tickets: DoorTicket[] = [];
    for (let i = 0; i < count; i += 1) tickets.push(await todaysTicket(api));
    await then(api, tickets);
    return tickets;
  } finally {
    await api.dispose();
  }
}

/** A ticket token with its signature replaced: it decodes, and never verifies. */
export function forgedToken(token: string): string {
  const [version, payload] = token.split('.');
  return `${version}.${payload}.${'A'.repeat(86)}`;
}

const WIDTH = 640;
const HEIGHT = 480;

/**
 * A Y4M video (a header, then raw YUV 4:2:0 frames) of `text`'s QR code, black on white in the
 * middle of the frame, as a phone held up to the camera would show it.
 */
export async function writeQrVideo(path: string, text: string): Promise<void> {
  const png = PNG.sync.read(
    await QRCode.toBuffer(text, { errorCorrectionLevel: 'M', margin: 4, scale: 6, type: 'png' }),
  );
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  const left = Math.floor((WIDTH - png.width) / 2);
  const top = Math.floor((HEIGHT - png.height) / 2);
  expect(png.width <= WIDTH && png.height <= HEIGHT, 'the QR code fits the frame').toBe(true);
  for (let y = 0; y < png.height; y += 1)
    for (let x = 0; x < png.width; x += 1) {
      const dark = png.data[(y * png.width + x) * 4]! < 128;
      luma[(top + y) * WIDTH + left + x] = dark ? 16 : 235;
    }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, Buffer.concat([header, frame, frame]));
}

/** A phone-sized context signed in as the demo admin (who may check any trip), with its own device id. */
export async function doorContext(
  browser: Browser,
  adminApi: APIRequestContext,
  deviceId: string,
): Promise<BrowserContext> {
  const context = await signedInContext(browser, adminApi, {
    viewport: PHONE,
    permissions: ['camera'],
  });
  await context.addInitScript((id) => {
    localStorage.setItem('busway.door.deviceId', id);
  }, deviceId);
  return context;
}

export const checkPath = (tripId: string) => `/conductor/check?trip=${tripId}`;

/**
 * A conductor of their own (`account` made one, with their user id): the demo conductor works their
 * bus all day, and a trip that takes fixes now overlaps one of those duties, which the timetable
 * refuses.
 */
export async function newConductor(
  adminApi: APIRequestContext,
  account: NewAccount,
): Promise<NewAccount & { userId: string }> {
  const found = await adminApi.get('/api/admin/users', { params: { q: account.email } });
  const [user] = ((await found.json()) as { users: { id: string }[] }).users;
  expect(user, `the account ${account.email}`).toBeDefined();
  const id = user!.id;
  const number = String(Date.now() % 1_000_000).padStart(6, '0');
  const res = await adminApi.patch(`/api/admin/users/${id}/role`, {
    data: {
      role: 'conductor',
      conductor: {
        phone: '+49 89 555 0123',
        employeeNumber: `C-${number}`,
        licenceNumber: `DE ${number}`,
        busId: null,
      },
    },
  });
  expect(res.status(), `PATCH /api/admin/users/:id/role: ${await res.text()}`).toBe(200);
  return { ...account, userId: id };
}
