import { beforeAll, describe, expect, it } from 'vitest';
import { webCryptoSigner, type WebCryptoSigner } from '#shared/tickets/ticket-token.testing.ts';
import type { KeptDoorTrip, QueuedCheck } from '../door-store.ts';
import { doorManifest, manifestTicket, TRIP_ID } from '../door.testing.ts';
import { judgeOffline, type Shown } from './judge-offline.ts';

const NOW = new Date('2026-12-01T07:05:00Z');
const ADA = manifestTicket();
const BEN = manifestTicket({
  ticketId: '1f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f1',
  seat: '3B',
  passengerName: 'Ben Rider',
});
const kept = (tickets = [ADA, BEN]): KeptDoorTrip => ({
  tripId: TRIP_ID,
  manifest: doorManifest(tickets),
  keptAt: 0,
});

let signer: WebCryptoSigner;
let adaToken: string;
beforeAll(async () => {
  signer = await webCryptoSigner('0a1b2c3d');
  adaToken = await signer.sign({
    ticketId: ADA.ticketId,
    tripId: TRIP_ID,
    seat: '3A',
    fromSeq: 1,
    toSeq: 3,
    serviceDate: '2026-12-01',
    keyId: '0a1b2c3d',
    issuedAt: '2026-11-28T08:00:00Z',
  });
});

const judge = (shown: Shown, trip = kept(), queued: QueuedCheck[] = []) =>
  judgeOffline({
    shown,
    kept: trip,
    keys: signer.publicKeys,
    queued,
    deviceId: 'door-a',
    now: NOW,
  });

const result = async (shown: Shown, trip = kept(), queued: QueuedCheck[] = []) => {
  const judged = await judge(shown, trip, queued);
  return judged.kind === 'verdict' ? judged.verdict.result : judged.kind;
};

describe('a check judged on the phone with no network', () => {
  it('lets on a ticket whose signature verifies, with name, seat and stops', async () => {
    const judged = await judge({ token: adaToken });
    expect(judged).toMatchObject({
      kind: 'verdict',
      verdict: { result: 'valid', message: 'Valid: Ada Rider (seat 3A), Munich → Augsburg.' },
    });
  });

  it('refuses a token whose signature does not verify as forged', async () => {
    const [head, body] = adaToken.split('.');
    const tampered = `${head}.${body}.${'A'.repeat(86)}`;
    expect(await result({ token: tampered })).toBe('forged');
    expect(await result({ token: 'not a ticket' })).toBe('forged');
  });

  it('refuses a ticket voided before the manifest was kept', async () => {
    const voided = kept([{ ...ADA, status: 'void', state: 'void' }, BEN]);
    expect(await result({ token: adaToken }, voided)).toBe('void');
  });

  it("says already used once this phone's own queued check boarded it", async () => {
    const queued: QueuedCheck = {
      id: 1,
      tripId: TRIP_ID,
      token: adaToken,
      checkedAt: '2026-12-01T07:01:00.000Z',
      deviceResult: 'valid',
      ticketId: ADA.ticketId,
    };
    const judged = await judge({ token: adaToken }, kept(), [queued]);
    expect(judged).toMatchObject({
      kind: 'verdict',
      verdict: {
        result: 'already-used',
        message: 'Already used: Ada Rider (seat 3A) boarded at 08:01 on device door-a.',
      },
    });
  });

  it('finds a booking by reference, and asks for the seat when it has several', async () => {
    expect(await judge({ reference: 'kt7m4c' })).toEqual({
      kind: 'pick-seat',
      reference: 'KT7M4C',
      seats: ['3A', '3B'],
    });
    const judged = await judge({ reference: 'KT7M4C', seat: '3b' });
    expect(judged).toMatchObject({ verdict: { result: 'valid', ticket: { seat: '3B' } } });
    expect(await result({ reference: 'KT7M4C' }, kept([ADA]))).toBe('valid');
  });

  it('says so when the reference is not on the kept list', async () => {
    expect(await judge({ reference: 'ZZ9Z9Z' })).toMatchObject({
      kind: 'unknown',
      message: expect.stringContaining('No booking ZZ9Z9Z'),
    });
  });
});
