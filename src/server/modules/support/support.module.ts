/**
 * Wires the support domain into the app: the contact form (`POST /api/contact`), the admins'
 * inbox (`/api/admin/messages`), and the job that sends again every acknowledgement and reply
 * whose mail failed (every 30 s on every instance; a lease on each row sends it once).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '#db/client.ts';
import type { AuditService } from '#server/core/audit.service.ts';
import { createRateLimits } from '#server/core/rate-limits.store.ts';
import { createRepeatingJob } from '#server/jobs/repeating-job.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import type { Brand } from '#server/mail/templates.ts';
import { contactHttp } from './contact/contact.http.ts';
import { createContactService } from './contact/contact.service.ts';
import { inboxHttp } from './inbox/inbox.http.ts';
import { createInboxService } from './inbox/inbox.service.ts';
import { createMailCourier } from './mail-courier.ts';
import { createMailQueueRepo } from './mail-queue.repo.ts';
import { createMessagesRepo } from './messages.repo.ts';
import { createSenderBookings } from './sender-bookings.read-model.ts';
import { createContactLimits, type ContactLimitSettings } from './support-limits.ts';

export const MAIL_RETRY_INTERVAL_MS = 30_000;

export interface SupportModuleDeps {
  db: Database;
  mailer: Pick<Mailer, 'send'>;
  auditFor: (db: Database) => AuditService;
  brand: Brand;
  limits: ContactLimitSettings;
  /** Runs the mail retry job (off in tests that drive it by hand). */
  jobs?: boolean;
  now?: (() => Date) | undefined;
}

export async function registerSupport(app: FastifyInstance, deps: SupportModuleDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const courier = createMailCourier({
    queue: createMailQueueRepo(db),
    mailer: deps.mailer,
    brand: deps.brand,
    now,
    log: app.log,
  });
  const contact = createContactService({
    messages: createMessagesRepo(db),
    bookings: createSenderBookings(db),
    limits: createContactLimits(createRateLimits(db), deps.limits),
    courier,
    now,
    log: app.log,
  });
  const inbox = createInboxService({ db, auditFor: deps.auditFor, courier, now, log: app.log });
  await app.register(contactHttp, { service: contact });
  await app.register(inboxHttp, { service: inbox });

  const retry = createRepeatingJob({
    name: 'support mail retry',
    run: () => courier.retryDue(),
    log: app.log,
    intervalMs: MAIL_RETRY_INTERVAL_MS,
    runAtStart: true,
    onRun: (tally) => {
      if (tally.sent + tally.failed > 0) app.log.info(tally, 'support mails retried');
    },
  });
  if (deps.jobs !== false) {
    app.addHook('onReady', async () => retry.start());
    app.addHook('onClose', () => retry.stop());
  }
  return { contact, inbox, courier };
}
