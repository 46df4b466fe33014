import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECK_RESULTS } from './ticket-check.ts';
import type { TicketPayload } from './ticket-token.ts';
import {
  NOW,
  OTHER_TRIP,
  TODAY,
  TRIP,
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

describe('judgeTicketCheck, properties', () => {
  it('property: a token changed in any character is never valid', async () => {
    const token = await sign(payload());
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: token.length - 1 }),
        fc.constantFrom(...'ABCabc012-_.x'),
        async (index, char) => {
          fc.pre(token[index] !== char);
          const tampered = token.slice(0, index) + char + token.slice(index + 1);
          const verdict = await judgeToken(tampered, { record: record() });
          expect(verdict.result).toBe('forged');
        },
      ),
      { numRuns: 200 },
    );
  });

  it('property: every verdict is one of the seven, with words, and only valid for this trip today', async () => {
    const token = await sign(payload());
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          status: fc.constantFrom('valid' as const, 'used' as const, 'void' as const),
          boarded: fc.boolean(),
          sameTrip: fc.boolean(),
          dayShift: fc.integer({ min: -2, max: 2 }),
          running: fc.boolean(),
          atSequence: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
        }),
        async (c) => {
          const day = new Date(NOW.getTime() + c.dayShift * 86_400_000).toISOString().slice(0, 10);
          const rec = record({
            status: c.status,
            tripId: c.sameTrip ? TRIP : OTHER_TRIP,
            boarding: c.boarded ? { at: NOW.toISOString(), deviceId: 'd' } : null,
          });
          const t = trip({ serviceDate: day, running: c.running, atSequence: c.atSequence });
          const verdict = await judgeToken(token, { record: rec, trip: t });
          expect(CHECK_RESULTS).toContain(verdict.result);
          expect(verdict.message.length).toBeGreaterThan(10);
          if (verdict.result === 'valid') {
            expect(c.status).toBe('valid');
            expect(c.boarded).toBe(false);
            expect(c.sameTrip).toBe(true);
            expect(day === TODAY || (c.running && c.dayShift === -1)).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
