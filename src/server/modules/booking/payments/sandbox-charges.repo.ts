/**
 * The sandbox gateway's ledger (`sandbox_charge`), standing for what a real gateway keeps on its
 * side. Every write is one statement on the database itself, never inside a booking transaction,
 * so a charge stays recorded whatever becomes of the booking that asked for it.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { sandboxCharge } from '#db/schema/booking.ts';

export type SandboxChargeRow = typeof sandboxCharge.$inferSelect;
export type NewSandboxCharge = Omit<typeof sandboxCharge.$inferInsert, 'createdAt'>;

export function createSandboxChargesRepo(db: Database) {
  return {
    /**
     * Records the charge unless one with its idempotency key exists, then answers the key's row:
     * the new one, or the one a parallel or earlier call recorded first.
     */
    async insertOnce(charge: NewSandboxCharge): Promise<SandboxChargeRow> {
      await db
        .insert(sandboxCharge)
        .values(charge)
        .onConflictDoNothing({ target: sandboxCharge.idempotencyKey });
      const row = await this.byKey(charge.idempotencyKey);
      if (!row) throw new Error(`sandbox charge ${charge.idempotencyKey} vanished after insert`);
      return row;
    },

    async byKey(idempotencyKey: string): Promise<SandboxChargeRow | undefined> {
      const [row] = await db
        .select()
        .from(sandboxCharge)
        .where(eq(sandboxCharge.idempotencyKey, idempotencyKey));
      return row;
    },

    async byId(id: string): Promise<SandboxChargeRow | undefined> {
      const [row] = await db.select().from(sandboxCharge).where(eq(sandboxCharge.id, id));
      return row;
    },

    /** Marks the charge awaiting this confirmation succeeded; an approved one stays so. */
    async confirm(confirmationId: string): Promise<SandboxChargeRow | undefined> {
      const [row] = await db
        .update(sandboxCharge)
        .set({ status: 'succeeded' })
        .where(
          and(
            eq(sandboxCharge.confirmationId, confirmationId),
            inArray(sandboxCharge.status, ['requires-confirmation', 'succeeded']),
          ),
        )
        .returning();
      return row;
    },

    /**
     * Adds a refund to a succeeded charge in one statement, so parallel refunds can never give
     * back more than was charged; undefined when the charge is not there, not succeeded, or has
     * less than `amountMinor` left to refund.
     */
    /** Takes the refunded total from `before` to `before + amountMinor`, if it is `before` still. */
    async addRefund(
      id: string,
      amountMinor: number,
      before: number,
    ): Promise<SandboxChargeRow | undefined> {
      const [row] = await db
        .update(sandboxCharge)
        .set({ refundedMinor: before + amountMinor })
        .where(
          and(
            eq(sandboxCharge.id, id),
            eq(sandboxCharge.status, 'succeeded'),
            eq(sandboxCharge.refundedMinor, before),
            sql`${before + amountMinor} <= ${sandboxCharge.amountMinor}`,
          ),
        )
        .returning();
      return row;
    },
  };
}
