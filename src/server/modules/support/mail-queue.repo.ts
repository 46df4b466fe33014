/**
 * The support mails still to send: a message's acknowledgement and each reply keep their mail's
 * state on their own row. `mail_next_at` is the next try and the lease in one: a sender claims a
 * due row by moving it past the lease, so of several instances sending at once each row goes to
 * one (the row lock makes the others skip it), and a sender that dies frees it when the lease ends.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { contactMessage, contactReply } from '#db/schema/support.ts';

export type MailKind = 'acknowledgement' | 'reply';

/** What a reply's mail needs of its message. */
const messageOfReply = {
  id: contactReply.id,
  body: contactReply.body,
  authorName: contactReply.authorName,
  mailAttempts: contactReply.mailAttempts,
  to: { name: contactMessage.name, email: contactMessage.email, topic: contactMessage.topic },
  question: contactMessage.body,
};

export function createMailQueueRepo(db: Database) {
  const tableOf = (kind: MailKind) => (kind === 'acknowledgement' ? contactMessage : contactReply);

  return {
    /** Claims up to `limit` acknowledgements due at `now` until `leaseUntil`. */
    async claimAcknowledgements(now: Date, leaseUntil: Date, limit: number) {
      const due = db
        .select({ id: contactMessage.id })
        .from(contactMessage)
        .where(and(eq(contactMessage.mailState, 'pending'), lte(contactMessage.mailNextAt, now)))
        .orderBy(asc(contactMessage.mailNextAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(contactMessage)
        .set({ mailNextAt: leaseUntil })
        .where(
          and(
            inArray(contactMessage.id, due),
            eq(contactMessage.mailState, 'pending'),
            lte(contactMessage.mailNextAt, now),
          ),
        )
        .returning();
    },

    /** Claims up to `limit` replies due at `now` until `leaseUntil`, with their message's sender. */
    async claimReplies(now: Date, leaseUntil: Date, limit: number) {
      const due = db
        .select({ id: contactReply.id })
        .from(contactReply)
        .where(and(eq(contactReply.mailState, 'pending'), lte(contactReply.mailNextAt, now)))
        .orderBy(asc(contactReply.mailNextAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      const claimed = await db
        .update(contactReply)
        .set({ mailNextAt: leaseUntil })
        .where(
          and(
            inArray(contactReply.id, due),
            eq(contactReply.mailState, 'pending'),
            lte(contactReply.mailNextAt, now),
          ),
        )
        .returning({ id: contactReply.id });
      if (claimed.length === 0) return [];
      return db
        .select(messageOfReply)
        .from(contactReply)
        .innerJoin(contactMessage, eq(contactMessage.id, contactReply.messageId))
        .where(
          inArray(
            contactReply.id,
            claimed.map((row) => row.id),
          ),
        );
    },

    async sent(kind: MailKind, id: string): Promise<void> {
      const table = tableOf(kind);
      await db.execute(
        sql`update ${table} set mail_state = 'sent', mail_attempts = mail_attempts + 1, mail_error = null where id = ${id}`,
      );
    },

    /** Counts a failed try and leaves the mail pending until `nextAt`. */
    async failed(kind: MailKind, id: string, error: string, nextAt: Date): Promise<void> {
      const table = tableOf(kind);
      await db.execute(
        sql`update ${table} set mail_attempts = mail_attempts + 1, mail_error = ${error}, mail_next_at = ${nextAt.toISOString()}::timestamptz where id = ${id} and mail_state = 'pending'`,
      );
    },

    /** How many mails wait to be sent (the health of the queue, for tests and the log). */
    async pendingCount(): Promise<number> {
      const [acks, replies] = await Promise.all(
        [contactMessage, contactReply].map((table) =>
          db.$count(table, eq(table.mailState, 'pending')),
        ),
      );
      return (acks ?? 0) + (replies ?? 0);
    },
  };
}
export type MailQueueRepo = ReturnType<typeof createMailQueueRepo>;
