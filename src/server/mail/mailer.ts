/**
 * Outgoing mail. `outbox` (the default) stores mail in the database and never sends it; admins
 * read it at GET /api/dev/outbox and on /Dev. With SMTP_URL, mail goes out through nodemailer.
 * `send` never blocks the request on the mail server: SMTP delivery is queued and retried.
 */
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#db/client.ts';
import { mailOutbox } from '#db/schema/system.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is for (verification, password-reset, …), for the outbox screen. */
  kind: string;
}

export interface Mailer {
  readonly transport: 'outbox' | 'smtp';
  send(mail: Mail): Promise<void>;
  ping(): Promise<void>;
  /** Waits for queued deliveries (tests, shutdown). */
  flush(): Promise<void>;
}

export function createOutboxMailer(db: Database): Mailer {
  return {
    transport: 'outbox',
    async send(mail) {
      await db.insert(mailOutbox).values({ ...mail, html: mail.html ?? null });
    },
    async ping() {},
    async flush() {},
  };
}

export interface SmtpMailerOptions {
  url: string;
  from: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Delays between attempts, in ms; the first attempt is immediate. */
  retryDelaysMs?: number[];
}

export function createSmtpMailer({ url, from, log, retryDelaysMs = [1_000, 5_000, 25_000] }: SmtpMailerOptions): Mailer {
  const transporter = nodemailer.createTransport(url);
  const pending = new Set<Promise<void>>();

  async function deliver(mail: Mail) {
    for (let attempt = 0; ; attempt++) {
      try {
        await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
        return;
      } catch (error) {
        const delay = retryDelaysMs[attempt];
        if (delay === undefined) {
          log.error({ err: error, to: mail.to, kind: mail.kind }, 'mail not delivered after retries');
          return;
        }
        log.warn({ err: error, to: mail.to, attempt: attempt + 1 }, 'mail delivery failed; retrying');
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  return {
    transport: 'smtp',
    async send(mail) {
      const delivery = deliver(mail).finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async ping() {
      await transporter.verify();
    },
    async flush() {
      await Promise.all(pending);
    },
  };
}
