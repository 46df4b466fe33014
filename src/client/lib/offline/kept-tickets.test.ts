import * as fakeIndexedDb from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingTickets } from '#shared/booking/booking.ts';

import type * as KeptTickets from './kept-tickets.ts';

let store: typeof KeptTickets;

// Each test gets an empty IndexedDB of its own (fake-indexeddb, with the classes idb checks
// against) and the module anew, so the connection the module caches is to that database.
beforeEach(async () => {
  const { IDBFactory, ...classes } = fakeIndexedDb;
  vi.stubGlobal('indexedDB', new IDBFactory());
  for (const [name, value] of Object.entries(classes)) {
    if (name.startsWith('IDB')) vi.stubGlobal(name, value);
  }
  vi.resetModules();
  store = await import('./kept-tickets.ts');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const call = (name: string, time: string, sequence: number) => ({
  stopId: `stop-${sequence}`,
  name,
  code: name.slice(0, 3).toUpperCase(),
  sequence,
  time,
});

function bookingTickets(
  status: BookingTickets['booking']['status'] = 'confirmed',
  id = '2b0a1f6e-3c51-4a5e-9d0e-7f1c2a3b4c5d',
): BookingTickets {
  return {
    booking: {
      id,
      reference: 'KT7M4C',
      status,
      trip: {
        tripId: 'trip-1',
        serviceDate: '2026-12-01',
        status: 'scheduled',
        route: {
          id: 'route-1',
          shortName: 'X1',
          longName: 'Munich – Augsburg',
          colour: '#0b4f63',
          textColour: '#ffffff',
        },
        headsign: 'Augsburg',
        from: call('Munich', '2026-12-01T07:00:00Z', 1),
        to: call('Augsburg', '2026-12-01T08:00:00Z', 4),
        bus: { id: 'bus-1', name: 'Blue 1', registration: 'M-BW 1', photoUrl: null },
      },
      passengers: [
        {
          seat: '3A',
          name: 'Ada Rider',
          age: 34,
          gender: 'female',
          tier: 'standard',
          priceMinor: 1200,
        },
      ],
      contact: { email: 'ada@example.com', phone: '+49 30 1234567' },
      amountMinor: 1200,
      currency: 'EUR',
      expiresAt: null,
      createdAt: '2026-11-28T08:00:00Z',
      refundMinor: status === 'refunded' ? 1200 : null,
      cancelledAt: status === 'confirmed' ? null : '2026-11-28T09:00:00Z',
    },
    tickets: [
      {
        id: 'ticket-1',
        seat: '3A',
        passengerName: 'Ada Rider',
        status: 'valid',
        token: 'signed.token.value',
        qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      },
    ],
  };
}

const kept = (data: BookingTickets, userId = 'user-ada', checkedAt = 1_764_316_800_000) => ({
  bookingId: data.booking.id,
  userId,
  data,
  zone: 'Europe/Berlin',
  checkedAt,
});

describe('kept tickets', () => {
  it('gives back a kept booking with its QR codes, zone and the time it was checked', async () => {
    const data = bookingTickets();
    await store.keepTicket(kept(data));
    expect(await store.readKeptTicket(data.booking.id, 'user-ada')).toEqual(kept(data));
  });

  it('has nothing for a booking never opened here', async () => {
    expect(await store.readKeptTicket('7d1e0c2b-0000-4000-8000-000000000000', 'user-ada')).toBe(
      null,
    );
  });

  it("never shows one account's ticket to another account on the device", async () => {
    const data = bookingTickets();
    await store.keepTicket(kept(data, 'user-ada'));
    expect(await store.readKeptTicket(data.booking.id, 'user-bob')).toBe(null);
  });

  it('replaces a kept booking with the newer answer', async () => {
    const data = bookingTickets();
    await store.keepTicket(kept(data, 'user-ada', 1000));
    await store.keepTicket(kept(data, 'user-ada', 2000));
    expect((await store.readKeptTicket(data.booking.id, 'user-ada'))?.checkedAt).toBe(2000);
  });

  it.each(['cancelled', 'refunded', 'expired'] as const)(
    'keeps a %s booking void, without its tokens and QR codes',
    async (status) => {
      const data = bookingTickets();
      await store.keepTicket(kept(data));
      await store.keepTicket(kept(bookingTickets(status)));
      const read = await store.readKeptTicket(data.booking.id, 'user-ada');
      expect(read?.data.booking.status).toBe(status);
      expect(read?.data.tickets).toEqual([
        expect.objectContaining({ seat: '3A', status: 'void', token: '', qrSvg: '' }),
      ]);
    },
  );

  it('forgets every kept booking at once', async () => {
    const first = bookingTickets('confirmed', '2b0a1f6e-3c51-4a5e-9d0e-000000000001');
    const second = bookingTickets('confirmed', '2b0a1f6e-3c51-4a5e-9d0e-000000000002');
    await store.keepTicket(kept(first));
    await store.keepTicket(kept(second));
    await store.forgetKeptTickets();
    expect(await store.readKeptTicket(first.booking.id, 'user-ada')).toBe(null);
    expect(await store.readKeptTicket(second.booking.id, 'user-ada')).toBe(null);
  });

  it('reads a record of a shape it does not know (an older version) as none', async () => {
    const data = bookingTickets();
    await store.keepTicket(kept(data));
    // Written as an older app might have: the booking without its trip.
    const { openDB } = await import('idb');
    const database = await openDB(store.KEPT_TICKETS_DB, 1);
    const { trip: _trip, ...withoutTrip } = data.booking;
    await database.put('tickets', { ...kept(data), data: { ...data, booking: withoutTrip } });
    database.close();
    expect(await store.readKeptTicket(data.booking.id, 'user-ada')).toBe(null);
  });
});
