/** Fixtures of the verdict's tests: a trip of four stops today, a ticket on it, signed tokens. */
import { judgeTicketCheck, type CheckedTrip, type TicketRecord } from './ticket-check.ts';
import { verifyTicketToken, type TicketPayload } from './ticket-token.ts';
import { webCryptoSigner } from './ticket-token.testing.ts';

export const ZONE = 'Europe/Berlin';
// 08:30 in Berlin on Sat 28 Nov 2026.
export const NOW = new Date('2026-11-28T07:30:00Z');
export const TODAY = '2026-11-28';
export const TRIP = 'a3d5e7f9-1b2c-4d5e-8f90-123456789abc';
export const OTHER_TRIP = 'b3d5e7f9-1b2c-4d5e-8f90-123456789abc';
export const TICKET = '6f1c2a52-8c1e-4d8e-9d43-3f0b1c2d4e5f';
export const KEY_ID = '0a1b2c3d';

export const trip = (overrides: Partial<CheckedTrip> = {}): CheckedTrip => ({
  id: TRIP,
  serviceDate: TODAY,
  running: false,
  stops: [
    { sequence: 1, name: 'München Hbf' },
    { sequence: 2, name: 'Pasing' },
    { sequence: 3, name: 'Augsburg' },
    { sequence: 4, name: 'Ulm' },
  ],
  ...overrides,
});

export const payload = (overrides: Partial<TicketPayload> = {}): TicketPayload => ({
  ticketId: TICKET,
  tripId: TRIP,
  seat: '3A',
  fromSeq: 1,
  toSeq: 3,
  serviceDate: TODAY,
  keyId: KEY_ID,
  issuedAt: '2026-11-20T09:15:00Z',
  ...overrides,
});

export const record = (overrides: Partial<TicketRecord> = {}): TicketRecord => ({
  ticketId: TICKET,
  tripId: TRIP,
  serviceDate: TODAY,
  seat: '3A',
  fromSeq: 1,
  toSeq: 3,
  passengerName: 'Jane Doe',
  status: 'valid',
  boarding: null,
  ...overrides,
});

/** A signer, and a judge of its tokens against the trip and clock given (this trip at NOW). */
export async function tokenJudge() {
  const { publicKeys, sign } = await webCryptoSigner(KEY_ID);
  const judgeToken = async (
    token: string,
    more: { record?: TicketRecord; trip?: CheckedTrip; now?: Date } = {},
  ) =>
    judgeTicketCheck({
      token: await verifyTicketToken(token, publicKeys),
      record: more.record,
      trip: more.trip ?? trip(),
      now: more.now ?? NOW,
      timeZone: ZONE,
    });
  return { sign, judgeToken };
}
