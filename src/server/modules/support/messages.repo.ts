/** The contact messages and their replies: all the support domain's SQL but the mail queue's. */
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { contactMessage, contactReply } from '#db/schema/support.ts';
import type { MessageStatus } from '#shared/support/support.ts';

export type MessageRow = typeof contactMessage.$inferSelect;
export type ReplyRow = typeof contactReply.$inferSelect;
export type NewMessage = Pick<
  typeof contactMessage.$inferInsert,
  'name' | 'email' | 'topic' | 'body' | 'bookingReference' | 'bookingId' | 'userId' | 'mailNextAt'
>;
export type NewReply = Pick<
  typeof contactReply.$inferInsert,
  'messageId' | 'authorId' | 'authorName' | 'body' | 'mailNextAt'
>;

// Written out: drizzle prints a lone table's columns unqualified, which the subquery would read as its own.
const replyCount = sql<number>`(select count(*)::int from contact_reply r where r.message_id = "contact_message"."id")`;

export function createMessagesRepo(db: Database) {
  return {
    async insert(row: NewMessage): Promise<MessageRow> {
      const [made] = await db.insert(contactMessage).values(row).returning();
      return made!;
    },

    /** A page of messages, newest first, with how many replies each has; and how many in all. */
    async list(filter: { status?: MessageStatus | undefined; page: number; pageSize: number }) {
      const where = filter.status ? eq(contactMessage.status, filter.status) : undefined;
      const rows = await db
        .select({ message: contactMessage, replies: replyCount })
        .from(contactMessage)
        .where(where)
        .orderBy(desc(contactMessage.createdAt), desc(contactMessage.id))
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize);
      const [total] = await db.select({ n: count() }).from(contactMessage).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    async get(id: string): Promise<MessageRow | undefined> {
      const [row] = await db.select().from(contactMessage).where(eq(contactMessage.id, id));
      return row;
    },

    async replies(messageId: string): Promise<ReplyRow[]> {
      return db
        .select()
        .from(contactReply)
        .where(eq(contactReply.messageId, messageId))
        .orderBy(asc(contactReply.createdAt), asc(contactReply.id));
    },

    async unreadCount(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(contactMessage)
        .where(isNull(contactMessage.readAt));
      return row?.n ?? 0;
    },

    /** Marks a message read once: the row when this call read it, undefined when it was already. */
    async markRead(id: string, at: Date): Promise<MessageRow | undefined> {
      const [row] = await db
        .update(contactMessage)
        .set({ readAt: at })
        .where(and(eq(contactMessage.id, id), isNull(contactMessage.readAt)))
        .returning();
      return row;
    },

    /** The message locked for this transaction's change, with whether it has replies. */
    async lock(id: string) {
      const [row] = await db
        .select({ message: contactMessage, replies: replyCount })
        .from(contactMessage)
        .where(eq(contactMessage.id, id))
        .for('update', { of: contactMessage });
      return row;
    },

    /** Sets the status; acting on a message is reading it, so an unread one is read from now. */
    async setStatus(id: string, status: MessageStatus, at: Date): Promise<MessageRow> {
      const [row] = await db
        .update(contactMessage)
        .set({
          status,
          updatedAt: at,
          readAt: sql`coalesce(${contactMessage.readAt}, ${at.toISOString()}::timestamptz)`,
        })
        .where(eq(contactMessage.id, id))
        .returning();
      return row!;
    },

    async insertReply(row: NewReply): Promise<ReplyRow> {
      const [made] = await db.insert(contactReply).values(row).returning();
      return made!;
    },
  };
}
export type MessagesRepo = ReturnType<typeof createMessagesRepo>;
