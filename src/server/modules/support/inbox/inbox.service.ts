/**
 * The admins' inbox: messages by status a page at a time, one with its thread, the unread count;
 * reply (stored, then mailed to the sender; the message becomes answered), close, reopen and
 * mark read. Every change is audited in its own transaction.
 */
import type { Database } from '#db/client.ts';
import type {
  MessageDetail,
  MessageList,
  MessageListQuery,
  MessageStatus,
  UnreadCount,
} from '#shared/support/support.ts';
import type { AuditService } from '#server/core/audit.service.ts';
import { ConflictError, NotFoundError } from '#server/errors.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import type { MailCourier } from '../mail-courier.ts';
import { createMessagesRepo, type MessageRow, type ReplyRow } from '../messages.repo.ts';
import { excerptOf } from '../support-rules.ts';

export interface InboxServiceDeps {
  db: Database;
  auditFor: (db: Database) => AuditService;
  courier: MailCourier;
  now: () => Date;
  log: { error(details: object, message: string): void };
}

const iso = (at: Date) => at.toISOString();

function summaryOf(row: MessageRow) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    topic: row.topic,
    status: row.status,
    read: row.readAt !== null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

function detailOf(row: MessageRow, replies: ReplyRow[]): MessageDetail {
  return {
    ...summaryOf(row),
    body: row.body,
    bookingReference: row.bookingReference,
    bookingVerified: row.bookingId !== null,
    signedIn: row.userId !== null,
    ackMailState: row.mailState,
    replies: replies.map((r) => ({
      id: r.id,
      authorName: r.authorName,
      body: r.body,
      mailState: r.mailState,
      createdAt: iso(r.createdAt),
    })),
  };
}

/** What the audit log keeps of a message: who wrote it and its status, never its text. */
const auditState = (row: MessageRow) => ({ name: row.name, topic: row.topic, status: row.status });

const missing = (id: string) =>
  new NotFoundError('message', id, 'There is no message with that id.');

export function createInboxService({ db, auditFor, courier, now, log }: InboxServiceDeps) {
  const messages = createMessagesRepo(db);

  async function detail(id: string): Promise<MessageDetail> {
    const row = await messages.get(id);
    if (!row) throw missing(id);
    return detailOf(row, await messages.replies(id));
  }

  /** Sets the status in a transaction with its audit entry; nothing when it is already so. */
  async function setStatus(
    actor: RequestUser,
    id: string,
    status: (row: MessageRow, replied: boolean) => MessageStatus,
    action: string,
  ) {
    await db.transaction(async (tx) => {
      const repo = createMessagesRepo(tx);
      const locked = await repo.lock(id);
      if (!locked) throw missing(id);
      const next = status(locked.message, locked.replies > 0);
      if (next === locked.message.status) return;
      const after = await repo.setStatus(id, next, now());
      await auditFor(tx).record({
        actorId: actor.id,
        action,
        entity: 'contact-message',
        entityId: id,
        before: auditState(locked.message),
        after: auditState(after),
      });
    });
    return detail(id);
  }

  return {
    async list(query: MessageListQuery): Promise<MessageList> {
      const { rows, total } = await messages.list(query);
      return {
        messages: rows.map(({ message, replies }) => ({
          ...summaryOf(message),
          excerpt: excerptOf(message.body),
          replies,
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    get: detail,

    async unread(): Promise<UnreadCount> {
      return { unread: await messages.unreadCount() };
    },

    /** Marks a message read; audited the first time only, so two admins opening it log one. */
    async markRead(actor: RequestUser, id: string): Promise<MessageDetail> {
      await db.transaction(async (tx) => {
        const read = await createMessagesRepo(tx).markRead(id, now());
        if (!read) return;
        await auditFor(tx).record({
          actorId: actor.id,
          action: 'contact-message.read',
          entity: 'contact-message',
          entityId: id,
          after: auditState(read),
        });
      });
      return detail(id);
    },

    /** Stores the reply and answers the message, then mails the sender (retried if it fails). */
    async reply(actor: RequestUser, id: string, body: string): Promise<MessageDetail> {
      const at = now();
      const { reply, message } = await db.transaction(async (tx) => {
        const repo = createMessagesRepo(tx);
        const locked = await repo.lock(id);
        if (!locked) throw missing(id);
        if (locked.message.status === 'closed')
          throw new ConflictError(
            'failed-precondition',
            { status: 'closed' },
            'This message is closed: reopen it to reply.',
          );
        const after = await repo.setStatus(id, 'answered', at);
        const reply = await repo.insertReply({
          messageId: id,
          authorId: actor.id,
          authorName: actor.name,
          body,
          mailNextAt: courier.leaseFrom(at),
        });
        await auditFor(tx).record({
          actorId: actor.id,
          action: 'contact-message.reply',
          entity: 'contact-message',
          entityId: id,
          before: auditState(locked.message),
          after: { ...auditState(after), replyId: reply.id },
        });
        return { reply, message: after };
      });
      await courier.reply(reply, message, message.body).catch((error: unknown) => {
        log.error({ err: error, replyId: reply.id }, 'mailing a contact reply failed');
      });
      return detail(id);
    },

    close: (actor: RequestUser, id: string) =>
      setStatus(actor, id, () => 'closed', 'contact-message.close'),

    /** A reopened message is answered when it has replies, open when it has none. */
    reopen: (actor: RequestUser, id: string) =>
      setStatus(
        actor,
        id,
        (row, replied) => (row.status !== 'closed' ? row.status : replied ? 'answered' : 'open'),
        'contact-message.reopen',
      ),
  };
}
export type InboxService = ReturnType<typeof createInboxService>;
