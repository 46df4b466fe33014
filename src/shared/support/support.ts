/**
 * The contact form and the admins' inbox: what a sender writes (one schema for the form and
 * `POST /api/contact`), and the messages, replies and counts admins read.
 */
import { z } from 'zod';
import { Page, PageSize } from '../core/list-params.ts';
import { text } from '../core/text.ts';

export const CONTACT_TOPICS = [
  'booking',
  'refund',
  'tickets',
  'tracking',
  'account',
  'other',
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const TOPIC_LABELS: Record<ContactTopic, string> = {
  booking: 'Booking or seats',
  refund: 'Cancellation or refund',
  tickets: 'Tickets and boarding',
  tracking: 'Live tracking',
  account: 'My account',
  other: 'Something else',
};

export const MESSAGE_STATUSES = ['open', 'answered', 'closed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Whether a mail (the acknowledgement, a reply) went to the transport yet; the job retries. */
export const MAIL_STATES = ['pending', 'sent'] as const;
export type MailState = (typeof MAIL_STATES)[number];

export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000, reference: 12, reply: 5000 };

/** A booking reference as people read it out: letters and digits, case ignored. */
const Reference = text({
  max: CONTACT_LIMITS.reference,
  maxMessage: 'A booking reference is at most 12 characters',
})
  .toUpperCase()
  .regex(/^[A-Z0-9]*$/, 'A booking reference holds letters and digits only');

export const ContactInput = z.object({
  name: text({ min: 1, max: CONTACT_LIMITS.name, minMessage: 'Enter your name' }),
  email: text({ max: CONTACT_LIMITS.email }).pipe(
    z.email('Enter an e-mail address such as name@example.com'),
  ),
  topic: z.enum(CONTACT_TOPICS, 'Choose what your message is about'),
  message: text({
    min: 10,
    max: CONTACT_LIMITS.message,
    minMessage: 'Write at least 10 characters so we can help',
  }),
  /** Empty means none. */
  bookingReference: Reference.optional(),
  /** The honeypot: hidden from people, so only a robot fills it in. */
  website: z.string().max(500).optional(),
});
export type ContactInput = z.infer<typeof ContactInput>;

export const ContactAccepted = z.object({
  /** When the message was received; no id, so a robot learns nothing from a honeypot answer. */
  receivedAt: z.iso.datetime(),
});
export type ContactAccepted = z.infer<typeof ContactAccepted>;

/** What the form offers a signed-in passenger: their latest booking references. */
export const ContactBookings = z.object({
  bookings: z.array(z.object({ reference: z.string(), label: z.string() })),
});
export type ContactBookings = z.infer<typeof ContactBookings>;

export const MessageSummary = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  topic: z.enum(CONTACT_TOPICS),
  excerpt: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  read: z.boolean(),
  replies: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type MessageSummary = z.infer<typeof MessageSummary>;

export const MessageReply = z.object({
  id: z.string(),
  authorName: z.string(),
  body: z.string(),
  mailState: z.enum(MAIL_STATES),
  createdAt: z.iso.datetime(),
});
export type MessageReply = z.infer<typeof MessageReply>;

export const MessageDetail = MessageSummary.omit({ excerpt: true, replies: true }).extend({
  body: z.string(),
  bookingReference: z.string().nullable(),
  /** Whether the reference is a booking of the signed-in sender's own. */
  bookingVerified: z.boolean(),
  signedIn: z.boolean(),
  ackMailState: z.enum(MAIL_STATES),
  replies: z.array(MessageReply),
});
export type MessageDetail = z.infer<typeof MessageDetail>;

export const MessageListQuery = z.object({
  status: z.enum(MESSAGE_STATUSES).optional(),
  page: Page,
  pageSize: PageSize,
});
export type MessageListQuery = z.infer<typeof MessageListQuery>;

export const MessageList = z.object({
  messages: z.array(MessageSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MessageList = z.infer<typeof MessageList>;

export const MessageResponse = z.object({ message: MessageDetail });
export type MessageResponse = z.infer<typeof MessageResponse>;

export const ReplyInput = z.object({
  body: text({ min: 1, max: CONTACT_LIMITS.reply, minMessage: 'Write the reply' }),
});
export type ReplyInput = z.infer<typeof ReplyInput>;

export const UnreadCount = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCount>;
