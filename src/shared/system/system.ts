import { z } from 'zod';
import { text } from '../core/text.ts';
import { RefundPolicy } from '../booking/refund-policy.ts';

const CheckStatus = z.enum(['ok', 'down']);

export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number(),
  checks: z.object({
    database: z.object({
      status: CheckStatus,
      kind: z.enum(['pglite', 'postgres']),
      latencyMs: z.number(),
    }),
    realtime: z.object({ status: CheckStatus, kind: z.enum(['in-process', 'redis']) }),
    mail: z.object({ status: CheckStatus, transport: z.enum(['outbox', 'smtp']) }),
  }),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

export const DemoAccount = z.object({ role: z.string(), email: z.string(), password: z.string() });

export const PublicConfig = z.object({
  appName: z.string(),
  version: z.string(),
  currency: z.string(),
  timezone: z.string(),
  /** How many days after today passengers can book (an operator setting). */
  bookingWindowDays: z.number().int().positive(),
  /** What a cancellation gives back (an operator setting): the help centre says it in words. */
  refundPolicy: RefundPolicy,
  map: z.object({ styleUrl: z.string().nullable(), tileUrl: z.string().nullable() }),
  features: z.object({ demoData: z.boolean(), githubSignIn: z.boolean() }),
  demoAccounts: z.array(DemoAccount),
});
export type PublicConfig = z.infer<typeof PublicConfig>;

export const OutboxQuery = z.object({
  to: text({ max: 320 }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type OutboxQuery = z.infer<typeof OutboxQuery>;

/** A file sent with a mail, without its bytes: `GET /api/dev/outbox/:id/attachments/:index` has them. */
export const OutboxAttachment = z.object({
  index: z.number().int(),
  filename: z.string(),
  contentType: z.string(),
  /** Bytes. */
  size: z.number().int(),
});
export type OutboxAttachment = z.infer<typeof OutboxAttachment>;

export const OutboxMail = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  kind: z.string(),
  attachments: z.array(OutboxAttachment),
  createdAt: z.iso.datetime(),
});
export const OutboxResponse = z.object({ mails: z.array(OutboxMail) });
export type OutboxResponse = z.infer<typeof OutboxResponse>;

export const OutboxAttachmentParams = z.object({
  id: z.coerce.number().int().min(1),
  index: z.coerce.number().int().min(0).max(99),
});
export type OutboxAttachmentParams = z.infer<typeof OutboxAttachmentParams>;
