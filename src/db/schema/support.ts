/**
 * Support: messages sent through the contact form, read and answered by admins. A message and
 * each reply carry the state of their mail (the sender's acknowledgement, the answer): the row is
 * committed first, its mail sent after, and a job sends again what is still `pending`
 * (`mail_next_at` is both its next try and the lease that makes one instance send it).
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CONTACT_TOPICS, MAIL_STATES, MESSAGE_STATUSES } from '../../shared/support/support.ts';
import { user } from './auth.ts';
import { booking } from './booking.ts';
import { createdAt, oneOf } from './types.ts';

/** The columns of one mail's delivery: state, tries, the next try (lease), the last error. */
const mailDelivery = () => ({
  mailState: text('mail_state', { enum: MAIL_STATES }).notNull().default('pending'),
  mailAttempts: integer('mail_attempts').notNull().default(0),
  mailNextAt: timestamp('mail_next_at', { withTimezone: true }).notNull().defaultNow(),
  mailError: text('mail_error'),
});

export const contactMessage = pgTable(
  'contact_message',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic', { enum: CONTACT_TOPICS }).notNull(),
    body: text('body').notNull(),
    /** As the sender typed it (upper-cased); a visitor's is kept and never shown back to them. */
    bookingReference: text('booking_reference'),
    /** Set only when the reference is a booking of the signed-in sender's own. */
    bookingId: uuid('booking_id').references(() => booking.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    status: text('status', { enum: MESSAGE_STATUSES }).notNull().default('open'),
    /** When an admin first read it; null counts as unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...mailDelivery(),
  },
  (t) => [
    oneOf('contact_message_status_check', t.status, MESSAGE_STATUSES),
    oneOf('contact_message_topic_check', t.topic, CONTACT_TOPICS),
    oneOf('contact_message_mail_state_check', t.mailState, MAIL_STATES),
    index('contact_message_status_idx').on(t.status, t.createdAt),
    index('contact_message_unread_idx')
      .on(t.createdAt)
      .where(sql`${t.readAt} is null`),
    index('contact_message_mail_pending_idx')
      .on(t.mailNextAt)
      .where(sql`${t.mailState} = 'pending'`),
  ],
);

export const contactReply = pgTable(
  'contact_reply',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessage.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    /** The admin's name when they wrote it, kept if the account goes. */
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    ...mailDelivery(),
  },
  (t) => [
    oneOf('contact_reply_mail_state_check', t.mailState, MAIL_STATES),
    index('contact_reply_message_idx').on(t.messageId, t.createdAt),
    index('contact_reply_mail_pending_idx')
      .on(t.mailNextAt)
      .where(sql`${t.mailState} = 'pending'`),
  ],
);
