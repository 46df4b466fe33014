import { beforeAll, describe, expect, it } from 'vitest';
import { boardedLocally, judgeTicketCheck } from './ticket-check.ts';
import type { TicketPayload } from './ticket-token.ts';
import {
  NOW,
  OTHER_TRIP,
  TICKET,
  ZONE,
  payload,
  record,
  tokenJudge,
  trip,
} from './ticket-check.testing.ts';

let sign: (p: TicketPayload) => Promise<string>;
let judgeToken: Awaited<ReturnType<typeof tokenJudge>>['judgeToken'];
beforeAll(async () => {
  ({ sign, judgeToken } = await tokenJudge());
});

describe('judgeTicketCheck', () => {
  it('valid: a good token of this trip, with the name, seat and stops in words', async () => {
    const verdict = await judgeToken(await sign(payload()), { record: record() });
    expect(verdict).toMatchObject({
      result: 'valid',
      message: 'Valid: Jane Doe (seat 3A), München Hbf → Augsburg.',
      stateKnown: true,
      ticket: {
        id: TICKET,
        seat: '3A',
        passengerName: 'Jane Doe',
        from: { sequence: 1, name: 'München Hbf' },
        to: { sequence: 3, name: 'Augsburg' },
      },
    });
  });

  it('valid from the token alone when the manifest held does not know the ticket yet', async () => {
    const verdict = await judgeToken(await sign(payload()));
    expect(verdict).toMatchObject({ result: 'valid', stateKnown: false });
    expect(verdict.ticket?.passengerName).toBeNull();
    expect(verdict.message).toBe('Valid: seat 3A, München Hbf → Augsburg.');
  });

  it('already-used: says when and on which device it was boarded', async () => {
    const boarding = { at: '2026-11-28T07:14:00Z', deviceId: 'phone-2' };
    const verdict = await judgeToken(await sign(payload()), {
      record: record({ status: 'used', boarding }),
    });
    expect(verdict).toMatchObject({ result: 'already-used', boarded: boarding });
    expect(verdict.message).toBe(
      'Already used: Jane Doe (seat 3A) boarded at 08:14 on device phone-2.',
    );
    const yesterday = await judgeToken(await sign(payload()), {
      record: record({ boarding: { at: '2026-11-27T22:00:00Z', deviceId: null } }),
      trip: trip({ running: true }),
    });
    expect(yesterday.message).toBe('Already used: Jane Doe (seat 3A) boarded at Fri 27 Nov 23:00.');
  });

  it('wrong-trip: a ticket of another trip today', async () => {
    const verdict = await judgeToken(await sign(payload({ tripId: OTHER_TRIP })));
    expect(verdict.result).toBe('wrong-trip');
    expect(verdict.message).toBe('Wrong trip: the ticket of seat 3A is for another bus today.');
    // Stop names are this trip's: for another trip's ticket there are none to give.
    expect(verdict.ticket?.from).toEqual({ sequence: 1, name: null });
  });

  it('wrong-stops: the bus is before the ticket’s boarding stop or at its last', async () => {
    const token = await sign(payload({ fromSeq: 2, toSeq: 4 }));
    for (const atSequence of [1, 4]) {
      const verdict = await judgeToken(token, { trip: trip({ atSequence }) });
      expect(verdict.result).toBe('wrong-stops');
      expect(verdict.ticket?.from.name).toBe('Pasing');
      expect(verdict.at?.sequence).toBe(atSequence);
    }
    expect((await judgeToken(token, { trip: trip({ atSequence: 1 }) })).message).toBe(
      'Wrong stops: seat 3A may ride Pasing → Ulm; the bus is at München Hbf.',
    );
    for (const atSequence of [2, 3])
      expect((await judgeToken(token, { trip: trip({ atSequence }) })).result).toBe('valid');
  });

  it('not-today: a ticket of another day, or a trip that is not today’s', async () => {
    const tomorrow = await judgeToken(
      await sign(payload({ tripId: OTHER_TRIP, serviceDate: '2026-11-29' })),
    );
    expect(tomorrow.result).toBe('not-today');
    expect(tomorrow.message).toContain('Sun 29 Nov');
    const tripTomorrow = await judgeToken(await sign(payload({ serviceDate: '2026-11-29' })), {
      trip: trip({ serviceDate: '2026-11-29' }),
    });
    expect(tripTomorrow).toMatchObject({ result: 'not-today' });
    expect(tripTomorrow.message).toBe(
      'Not today: this trip runs on Sun 29 Nov; today is Sat 28 Nov.',
    );
  });

  it('a trip of yesterday still running past midnight is today’s until it ends', async () => {
    const night = trip({ serviceDate: '2026-11-27', running: true });
    const token = await sign(payload({ serviceDate: '2026-11-27' }));
    expect((await judgeToken(token, { trip: night })).result).toBe('valid');
    expect((await judgeToken(token, { trip: { ...night, running: false } })).result).toBe(
      'not-today',
    );
  });

  it('void: a cancelled or refunded ticket, whatever else is true of it', async () => {
    const verdict = await judgeToken(await sign(payload({ tripId: OTHER_TRIP })), {
      record: record({ tripId: OTHER_TRIP, status: 'void' }),
    });
    expect(verdict.result).toBe('void');
    expect(verdict.message).toBe(
      'Void: the ticket of Jane Doe (seat 3A) was cancelled or refunded.',
    );
  });

  it('forged: a bad signature, an unknown key or something that is no ticket', async () => {
    const token = await sign(payload());
    const [head, body] = token.split('.');
    const other = await sign(payload({ seat: '9Z' }));
    const swapped = `${head}.${body}.${other.split('.')[2]}`;
    expect(await judgeToken(swapped)).toMatchObject({ result: 'forged', problem: 'bad-signature' });
    const unknown = await sign(payload({ keyId: 'ffffffff' }));
    const verdict = await judgeToken(unknown);
    expect(verdict).toMatchObject({ result: 'forged', problem: 'unknown-key' });
    expect(verdict.message).toContain('offline');
    const junk = await judgeToken('https://example.com/');
    expect(junk).toMatchObject({ result: 'forged', problem: 'malformed' });
    expect(junk.message).toMatch(/^Forged: this is not a Busway ticket \(/);
    expect(junk.ticket).toBeUndefined();
  });

  it('by reference: judged from the manifest row alone', () => {
    const verdict = judgeTicketCheck({
      reference: true,
      record: record({ boarding: { at: NOW.toISOString(), deviceId: 'd1' } }),
      trip: trip(),
      now: NOW,
      timeZone: ZONE,
    });
    expect(verdict).toMatchObject({ result: 'already-used', stateKnown: true });
  });

  it('the manifest wins over what the token was signed with', async () => {
    const verdict = await judgeToken(await sign(payload({ seat: '3A' })), {
      record: record({ seat: '4B' }),
    });
    expect(verdict.ticket?.seat).toBe('4B');
  });

  it('a phone’s own valid check boards its copy: a second scan there is already-used', async () => {
    const token = await sign(payload());
    const first = await judgeToken(token, { record: record() });
    const boarding = { at: NOW.toISOString(), deviceId: 'phone-1' };
    const copy = boardedLocally(record(), first, boarding);
    expect(copy).toMatchObject({ status: 'used', boarding });
    expect((await judgeToken(token, { record: copy })).result).toBe('already-used');
    const wrong = await judgeToken(token, { record: record(), trip: trip({ atSequence: 4 }) });
    expect(boardedLocally(record(), wrong, boarding)).toEqual(record());
  });
});
