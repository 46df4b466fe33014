/**
 * Sends the support domain's mails and keeps each one's state on its row, so nothing is lost when
 * the transport is down: a row is committed before its mail is tried; a try that fails leaves it
 * pending until `nextMailTry`; `retryDue` (the job, on every instance) claims the due ones under a
 * lease and tries again. A mail is `sent` once the transport took it: the courier sends with
 * `wait`, so with SMTP_URL that is the server's acceptance, not a place in the mailer's memory.
 */
import type { Mail, Mailer } from '#server/mail/mailer.ts';
import type { Brand } from '#server/mail/templates.ts';
import type { MailKind, MailQueueRepo } from './mail-queue.repo.ts';
import { acknowledgementMail, replyMail, type Recipient } from './support-mail.ts';
import { MAIL_LEASE_MS, mailErrorText, nextMailTry } from './support-rules.ts';

/** Mails of each kind one run claims: a bounded batch, the rest at the next run. */
export const RETRY_BATCH = 50;

export interface CourierDeps {
  queue: MailQueueRepo;
  mailer: Pick<Mailer, 'send'>;
  brand: Brand;
  now: () => Date;
  log: { warn(details: object, message: string): void };
}

export function createMailCourier({ queue, mailer, brand, now, log }: CourierDeps) {
  /** Tries one claimed mail; true when the transport took it. Never throws for the transport. */
  async function deliver(kind: MailKind, id: string, attempts: number, mail: Mail) {
    try {
      await mailer.send(mail, { wait: true });
    } catch (error) {
      const reason = mailErrorText(error);
      const next = nextMailTry(attempts + 1, now());
      log.warn({ err: error, kind, id, next }, 'a support mail could not be sent; it is retried');
      await queue.failed(kind, id, reason, next);
      return false;
    }
    await queue.sent(kind, id);
    return true;
  }

  return {
    /** The lease a row gets at its insert, so the job leaves it to the request that made it. */
    leaseFrom: (at: Date) => new Date(at.getTime() + MAIL_LEASE_MS),
    /** Sends a new message's acknowledgement (its row claimed at its insert). */
    acknowledge: (message: Recipient & { id: string; body: string }) =>
      deliver('acknowledgement', message.id, 0, acknowledgementMail(brand, message, message.body)),
    /** Sends a new reply (its row claimed at its insert) to the message's sender. */
    reply: (
      reply: { id: string; body: string; authorName: string },
      to: Recipient,
      question: string,
    ) => deliver('reply', reply.id, 0, replyMail(brand, to, reply, question)),

    /** Tries every mail due now again; answers how many went and how many failed. */
    async retryDue(): Promise<{ sent: number; failed: number }> {
      const at = now();
      const lease = new Date(at.getTime() + MAIL_LEASE_MS);
      const tally = { sent: 0, failed: 0 };
      const count = (ok: boolean) => void (ok ? tally.sent++ : tally.failed++);
      for (const m of await queue.claimAcknowledgements(at, lease, RETRY_BATCH))
        count(
          await deliver(
            'acknowledgement',
            m.id,
            m.mailAttempts,
            acknowledgementMail(brand, m, m.body),
          ),
        );
      for (const r of await queue.claimReplies(at, lease, RETRY_BATCH))
        count(await deliver('reply', r.id, r.mailAttempts, replyMail(brand, r.to, r, r.question)));
      return tally;
    },
  };
}
export type MailCourier = ReturnType<typeof createMailCourier>;
