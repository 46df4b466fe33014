/** The sandbox gateway on its own ledger, on PGlite and (with TEST_DATABASE_URL) PostgreSQL. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { sandboxCharge } from '#db/schema/booking.ts';
import { openTestDatabase, testDatabases } from '#db/database.testing.ts';
import { AppError } from '#server/errors.ts';
import type { CardDetails, ChargeRequest, PaymentGateway } from './payment-gateway.ts';
import { createSandboxGateway } from './sandbox-gateway.ts';

const now = new Date('2026-11-24T02:00:00Z');

function card(number: string): CardDetails {
  return { number, expMonth: 12, expYear: 2029, cvc: '123' };
}

function request(number = '4242 4242 4242 4242', overrides: Partial<ChargeRequest> = {}) {
  return {
    idempotencyKey: randomUUID(),
    amountMinor: 900,
    currency: 'EUR',
    card: card(number),
    ...overrides,
  };
}

describe.each(testDatabases())('sandbox gateway on %s', (kind) => {
  let h: DatabaseHandle;
  let gateway: PaymentGateway;
  beforeAll(async () => {
    h = await openTestDatabase(kind);
    gateway = createSandboxGateway(h.db, () => now);
  });
  afterAll(() => h.close());

  const rowOf = async (key: string) =>
    h.db.select().from(sandboxCharge).where(eq(sandboxCharge.idempotencyKey, key));

  it('answers each test card with its outcome, keeping only the last four digits', async () => {
    const cases = [
      ['4242 4242 4242 4242', 'succeeded'],
      ['4000 0000 0000 0002', 'declined'],
      ['4000 0000 0000 9995', 'insufficient-funds'],
      ['4000 0000 0000 3220', 'requires-confirmation'],
      ['5555 5555 5555 4444', 'succeeded'],
    ] as const;
    for (const [number, status] of cases) {
      const charge = request(number);
      const outcome = await gateway.charge(charge);
      expect(outcome.status).toBe(status);
      expect(outcome.chargeRef).toMatch(/^ch_[0-9a-f]{24}$/);
      const [row] = await rowOf(charge.idempotencyKey);
      expect(row).toMatchObject({ status, amountMinor: 900, currency: 'EUR' });
      expect(row!.cardLast4).toBe(number.slice(-4));
      expect(JSON.stringify(row)).not.toContain(number.replaceAll(' ', '').slice(0, 12));
    }
  });

  it('charges once for 20 parallel calls with one key, all answering the same outcome', async () => {
    const charge = request('4000 0000 0000 3220');
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => gateway.charge({ ...charge })),
    );
    expect(await rowOf(charge.idempotencyKey)).toHaveLength(1);
    expect(new Set(outcomes.map((o) => JSON.stringify(o))).size).toBe(1);
    expect(outcomes[0]).toMatchObject({ status: 'requires-confirmation' });
  });

  it('answers a repeat with the first outcome, even with another card', async () => {
    const first = request('4000 0000 0000 0002');
    const declined = await gateway.charge(first);
    expect(await gateway.charge({ ...first, card: card('4242 4242 4242 4242') })).toEqual(declined);
  });

  it('refuses the same key with another amount or currency, naming the first charge', async () => {
    const first = request();
    await gateway.charge(first);
    await expect(gateway.charge({ ...first, amountMinor: 901 })).rejects.toThrow(
      /was used for a charge of 900 EUR.*cannot charge 901 EUR/,
    );
    await expect(gateway.charge({ ...first, currency: 'USD' })).rejects.toThrow(/900 EUR/);
    expect((await gateway.lookup(first.idempotencyKey))?.amountMinor).toBe(900);
  });

  it('refuses a card that is not one, or has expired, before recording anything', async () => {
    const bad = request('4242 4242 4242 4241');
    const error = await gateway.charge(bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).details).toEqual({
      fields: [
        { field: 'card.number', message: 'Enter a card number that passes the check digit' },
      ],
    });
    const expired = request(undefined, { card: { ...card('4242424242424242'), expYear: 2024 } });
    await expect(gateway.charge(expired)).rejects.toThrow(/expired in 12\/24/);
    expect(await gateway.lookup(bad.idempotencyKey)).toBeUndefined();
    expect(await gateway.lookup(expired.idempotencyKey)).toBeUndefined();
  });

  it('confirms a charge awaiting confirmation, and answers the same on a repeat', async () => {
    const charge = request('4000 0000 0000 3220');
    const outcome = await gateway.charge(charge);
    if (outcome.status !== 'requires-confirmation') throw new Error('expected a confirmation');
    expect(outcome.confirmationId).toMatch(/^cf_[0-9a-f]{24}$/);
    const confirmed = { status: 'succeeded', chargeRef: outcome.chargeRef };
    expect(await gateway.confirm(outcome.confirmationId)).toEqual(confirmed);
    expect(await gateway.confirm(outcome.confirmationId)).toEqual(confirmed);
    expect(await gateway.charge(charge)).toEqual(confirmed);
    expect((await gateway.lookup(charge.idempotencyKey))?.status).toBe('succeeded');
    await expect(gateway.confirm('cf_000000000000000000000000')).rejects.toThrow(
      /No payment confirmation/,
    );
  });

  it('refunds up to the amount charged and refuses beyond, also in parallel', async () => {
    const charge = request();
    const { chargeRef } = await gateway.charge(charge);
    const refund = await gateway.refund(chargeRef, 300, 0);
    expect(refund).toEqual({
      refundRef: expect.stringMatching(/^re_[0-9a-f]{24}$/),
      amountMinor: 300,
    });
    await expect(gateway.refund(chargeRef, 601, 300)).rejects.toThrow(/600 EUR minor units left/);
    // Five callers that read the same total: one refund moves money, the others answer it again.
    const parallel = await Promise.allSettled(
      Array.from({ length: 5 }, () => gateway.refund(chargeRef, 200, 300)),
    );
    expect(parallel.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect((await gateway.lookup(charge.idempotencyKey))?.refundedMinor).toBe(500);
    // A caller that read an older total is told to read again, and moves nothing.
    await expect(gateway.refund(chargeRef, 400, 300)).rejects.toThrow(/500 minor units refunded/);
    await gateway.refund(chargeRef, 400, 500);
    await expect(gateway.refund(chargeRef, 1, 900)).rejects.toThrow(/0 EUR minor units left/);
    expect((await gateway.lookup(charge.idempotencyKey))?.refundedMinor).toBe(900);
  });

  it('refunds nothing of a declined or unknown charge, nor a zero amount', async () => {
    const { chargeRef } = await gateway.charge(request('4000 0000 0000 0002'));
    await expect(gateway.refund(chargeRef, 100, 0)).rejects.toThrow(/is declined/);
    await expect(gateway.refund('ch_000000000000000000000000', 100, 0)).rejects.toThrow(
      /No charge/,
    );
    await expect(gateway.refund(chargeRef, 0, 0)).rejects.toThrow(/above 0/);
  });

  it('looks a charge up by its key, and finds nothing for a key it never received', async () => {
    const charge = request('4000 0000 0000 9995');
    const { chargeRef } = await gateway.charge(charge);
    expect(await gateway.lookup(charge.idempotencyKey)).toEqual({
      idempotencyKey: charge.idempotencyKey,
      chargeRef,
      amountMinor: 900,
      currency: 'EUR',
      status: 'insufficient-funds',
      refundedMinor: 0,
    });
    expect(await gateway.lookup(randomUUID())).toBeUndefined();
  });
});
