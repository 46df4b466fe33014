/** A confirmed booking of two passengers and its signed tickets, for the ticket document tests. */
import { generateKeyPairSync } from 'node:crypto';
import type { Booking } from '#shared/booking/booking.ts';
import { createTicketSigner, type TicketSigner } from './ticket-signer.ts';

export const ZONE = 'America/Los_Angeles';

export function testSigner(): TicketSigner {
  const pem = generateKeyPairSync('ed25519')
    .privateKey.export({ format: 'pem', type: 'pkcs8' })
    .toString();
  return createTicketSigner(pem);
}

/** KT7M4C: Bus 12, Turlock Transit Center 07:30 → Modesto 08:05 on Tue 25 Nov 2025 (PST). */
export function testBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: '0b7d3c1e-2f4a-4b6c-8d9e-0f1a2b3c4d5e',
    reference: 'KT7M4C',
    status: 'confirmed',
    trip: {
      tripId: 'a3d5e7f9-1b2c-4d5e-8f90-123456789abc',
      serviceDate: '2025-11-25',
      status: 'scheduled',
      route: {
        id: 'b1c2d3e4-0000-4000-8000-000000000012',
        shortName: '12',
        longName: 'Turlock – Modesto Express',
        colour: '#0b4f6c',
        textColour: '#ffffff',
      },
      headsign: 'Modesto',
      from: {
        stopId: 'c0000000-0000-4000-8000-000000000001',
        name: 'Turlock Transit Center',
        code: 'TTC',
        sequence: 0,
        time: '2025-11-25T15:30:00.000Z',
      },
      to: {
        stopId: 'c0000000-0000-4000-8000-000000000002',
        name: 'Modesto',
        code: 'MOD',
        sequence: 7,
        time: '2025-11-25T16:05:00.000Z',
      },
      bus: null,
    },
    passengers: [
      {
        seat: 'L3',
        name: 'Ada Lovelace',
        age: 36,
        gender: 'female',
        tier: 'standard',
        priceMinor: 890,
      },
      {
        seat: 'L4',
        name: 'Charles Babbage',
        age: 41,
        gender: 'male',
        tier: 'premium',
        priceMinor: 1113,
      },
    ],
    contact: { email: 'ada@example.com', phone: '+1 209 555 0100' },
    amountMinor: 2003,
    currency: 'USD',
    expiresAt: null,
    createdAt: '2025-11-20T10:00:00.000Z',
    refundMinor: null,
    cancelledAt: null,
    ...overrides,
  };
}

/** The booking's passengers as tickets signed by `signer`. */
export function testTickets(booking: Booking, signer: TicketSigner) {
  return booking.passengers.map((passenger, index) => ({
    id: `6f1c2a52-8c1e-4d8e-9d43-3f0b1c2d4e5${index}`,
    seat: passenger.seat,
    passengerName: passenger.name,
    token: signer.sign({
      ticketId: `6f1c2a52-8c1e-4d8e-9d43-3f0b1c2d4e5${index}`,
      tripId: booking.trip.tripId,
      seat: passenger.seat,
      fromSeq: booking.trip.from.sequence,
      toSeq: booking.trip.to.sequence,
      serviceDate: booking.trip.serviceDate,
    }),
  }));
}
