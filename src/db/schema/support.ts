/** Support: messages sent through the contact form, answered by admins. */
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from './types.ts';

export const CONTACT_STATUSES = ['new', 'read', 'answered'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const contactMessage = pgTable(
  'contact_message',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: CONTACT_STATUSES }).notNull().default('new'),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('contact_message_status_check', t.status, CONTACT_STATUSES),
    index('contact_message_status_idx').on(t.status, t.createdAt),
  ],
);
