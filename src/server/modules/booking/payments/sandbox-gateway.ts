/**
 * The built-in sandbox gateway (`PAYMENT_GATEWAY=sandbox`): it moves no money, answers the test
 * cards of `SANDBOX_TEST_CARDS` with their outcomes and any other valid card with success, and
 * keeps its own ledger (`sandbox_charge`) as a real gateway would, so a charge is made once per
 * idempotency key — also under parallel calls — and reconciliation can look it up after a crash.
 * Only the last four digits of a card are kept.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '#db/client.ts';
import { ConflictError, InvalidArgumentError, NotFoundError } from '#server/errors.ts';
import {
  cardDetailsProblems,
  cardDigits,
  cardProblemFields,
  sandboxOutcome,
} from '#shared/booking/card-checks.ts';
import type {
  ChargeOutcome,
  ChargeRecord,
  ChargeRequest,
  PaymentGateway,
  RefundResult,
} from './payment-gateway.ts';
import { createSandboxChargesRepo, type SandboxChargeRow } from './sandbox-charges.repo.ts';

/** A sandbox id: the prefix and 24 hex digits, like "ch_5f0c…". */
function sandboxId(prefix: 'ch' | 'cf' | 're'): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

function outcomeOf(row: SandboxChargeRow): ChargeOutcome {
  if (row.status === 'requires-confirmation')
    return { status: row.status, chargeRef: row.id, confirmationId: row.confirmationId! };
  return { status: row.status, chargeRef: row.id };
}

function checkRequest({ idempotencyKey, amountMinor, currency, card }: ChargeRequest, now: Date) {
  if (idempotencyKey.trim() === '')
    throw new InvalidArgumentError('A charge needs an idempotency key');
  if (!Number.isInteger(amountMinor) || amountMinor <= 0)
    throw new InvalidArgumentError(
      `A charge is a whole number of minor units above 0, not ${amountMinor}`,
    );
  if (!/^[A-Z]{3}$/.test(currency))
    throw new InvalidArgumentError(
      `A charge's currency is an ISO 4217 code such as EUR, not "${currency}"`,
    );
  const problems = cardDetailsProblems(card, now);
  if (Object.keys(problems).length > 0)
    throw new InvalidArgumentError(
      `The card cannot be charged: ${Object.values(problems).join('; ')}`,
      {
        fields: cardProblemFields(problems),
      },
    );
}

export function createSandboxGateway(
  db: Database,
  clock: () => Date = () => new Date(),
): PaymentGateway {
  const charges = createSandboxChargesRepo(db);
  return {
    name: 'sandbox',

    async charge(request) {
      checkRequest(request, clock());
      const status = sandboxOutcome(request.card.number)!;
      const row = await charges.insertOnce({
        id: sandboxId('ch'),
        idempotencyKey: request.idempotencyKey,
        amountMinor: request.amountMinor,
        currency: request.currency,
        status,
        confirmationId: status === 'requires-confirmation' ? sandboxId('cf') : null,
        cardLast4: cardDigits(request.card.number).slice(-4),
      });
      if (row.amountMinor !== request.amountMinor || row.currency !== request.currency)
        throw new InvalidArgumentError(
          `Idempotency key ${request.idempotencyKey} was used for a charge of ${row.amountMinor} ${row.currency} (minor units); it cannot charge ${request.amountMinor} ${request.currency}: use a new key`,
          { idempotencyKey: request.idempotencyKey },
        );
      return outcomeOf(row);
    },

    async confirm(confirmationId) {
      const row = await charges.confirm(confirmationId);
      if (!row) throw new NotFoundError('payment confirmation', confirmationId);
      return outcomeOf(row);
    },

    async refund(chargeRef, amountMinor, refundedBefore): Promise<RefundResult> {
      if (!Number.isInteger(amountMinor) || amountMinor <= 0)
        throw new InvalidArgumentError(
          `A refund is a whole number of minor units above 0, not ${amountMinor}`,
        );
      const row = await charges.addRefund(chargeRef, amountMinor, refundedBefore);
      if (row) return { refundRef: sandboxId('re'), amountMinor };
      const charge = await charges.byId(chargeRef);
      if (!charge) throw new NotFoundError('charge', chargeRef);
      if (charge.status !== 'succeeded')
        throw new ConflictError(
          'failed-precondition',
          { chargeRef, status: charge.status },
          `Charge ${chargeRef} is ${charge.status}, so there is nothing to refund`,
        );
      // The same refund asked again (a retry, a parallel caller): made once, answered alike.
      if (charge.refundedMinor >= refundedBefore + amountMinor)
        return { refundRef: sandboxId('re'), amountMinor };
      if (charge.refundedMinor !== refundedBefore)
        throw new ConflictError(
          'aborted',
          { chargeRef, refundedMinor: charge.refundedMinor },
          `Charge ${chargeRef} has ${charge.refundedMinor} minor units refunded, not the ${refundedBefore} this refund starts from: read it again`,
        );
      const left = charge.amountMinor - charge.refundedMinor;
      throw new ConflictError(
        'failed-precondition',
        { chargeRef, leftMinor: left },
        `Charge ${chargeRef} has ${left} ${charge.currency} minor units left to refund, less than the ${amountMinor} asked`,
      );
    },

    async lookup(idempotencyKey): Promise<ChargeRecord | undefined> {
      const row = await charges.byKey(idempotencyKey);
      if (!row) return undefined;
      return {
        idempotencyKey: row.idempotencyKey,
        chargeRef: row.id,
        amountMinor: row.amountMinor,
        currency: row.currency,
        status: row.status,
        refundedMinor: row.refundedMinor,
      };
    },
  };
}
