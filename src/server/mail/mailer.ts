/**
 * Outgoing mail. `outbox` (the default) stores mail in the database and never sends it; admins
 * read it at GET /api/dev/outbox and on /Dev. With SMTP_URL, mail goes out through nodemailer.
 * `send` never blocks the request on the mail server: SMTP delivery is queued (in memory) and
 * retried — unless the caller asks to `wait` and keeps the mail's state itself. Shutdown waits for the queue only until a deadline; what is still unsent then is
 * logged at warn, one line per mail, so nothing vanishes silently.
 */
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#db/client.ts';
import type { MailAttachment } from '#db/schema/system.ts';
import { createOutboxRepo } from './outbox.repo.ts';

/** A file sent with a mail, e.g. a ticket PDF or calendar event. */
export interface MailFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is for (verification, password-reset, …), for the outbox screen. */
  kind: string;
  attachments?: MailFile[];
}

export interface SendOptions {
  /**
   * Resolves only once the transport took the mail, and rejects when it refused it: one attempt,
   * no queue. For callers that keep each mail's state themselves and retry it (support's courier),
   * so a mail is never counted sent while it is still in this process's memory.
   */
  wait?: boolean;
}

export interface Mailer {
  readonly transport: 'outbox' | 'smtp';
  send(mail: Mail, options?: SendOptions): Promise<void>;
  ping(): Promise<void>;
  /**
   * Waits for queued deliveries (tests, shutdown), at most `deadlineMs` (FLUSH_DEADLINE_MS by
   * default); deliveries still queued then are abandoned and logged.
   */
  flush(options?: { deadlineMs?: number }): Promise<void>;
}

/** How long shutdown waits for mail still being delivered or retried. */
export const FLUSH_DEADLINE_MS = 5_000;

/** An attachment as the outbox keeps it: the bytes as base64 in a jsonb column. */
function toStored({ filename, contentType, content }: MailFile): MailAttachment {
  return { filename, contentType, contentBase64: content.toString('base64') };
}

export function createOutboxMailer(db: Database): Mailer {
  const outbox = createOutboxRepo(db);
  return {
    transport: 'outbox',
    async send(mail) {
      const { attachments, ...rest } = mail;
      await outbox.insert({
        ...rest,
        html: mail.html ?? null,
        attachments: attachments?.length ? attachments.map(toStored) : null,
      });
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

interface Delivery {
  id: string;
  mail: Mail;
  done: Promise<void>;
  /** Stops retrying: the wait before the next attempt ends now, and no attempt follows. */
  abandon(): void;
}

export function createSmtpMailer({
  url,
  from,
  log,
  retryDelaysMs = [1_000, 5_000, 25_000],
}: SmtpMailerOptions): Mailer {
  const transporter = nodemailer.createTransport(url);
  const pending = new Set<Delivery>();

  const transmit = (mail: Mail) =>
    transporter.sendMail({
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments?.map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        content,
      })),
    });

  function queue(mail: Mail): Delivery {
    const id = randomUUID();
    let abandoned = false;
    let wake: () => void = () => undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const pause = (ms: number) =>
      new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, ms);
      });
    const deliver = async () => {
      for (let attempt = 0; !abandoned; attempt++) {
        try {
          await transmit(mail);
          return;
        } catch (error) {
          if (abandoned) return;
          const delay = retryDelaysMs[attempt];
          if (delay === undefined) {
            log.error(
              { err: error, mailId: id, to: mail.to, kind: mail.kind },
              'mail not delivered after retries',
            );
            return;
          }
          log.warn(
            { err: error, mailId: id, to: mail.to, attempt: attempt + 1 },
            'mail delivery failed; retrying',
          );
          await pause(delay);
        }
      }
    };
    const delivery: Delivery = {
      id,
      mail,
      done: deliver().finally(() => pending.delete(delivery)),
      abandon() {
        abandoned = true;
        clearTimeout(timer);
        wake();
      },
    };
    return delivery;
  }

  return {
    transport: 'smtp',
    async send(mail, { wait = false } = {}) {
      if (wait) await transmit(mail);
      else pending.add(queue(mail));
    },
    async ping() {
      await transporter.verify();
    },
    async flush({ deadlineMs = FLUSH_DEADLINE_MS } = {}) {
      if (pending.size === 0) return;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, deadlineMs)));
      await Promise.race([Promise.all([...pending].map((delivery) => delivery.done)), deadline]);
      clearTimeout(timer);
      for (const delivery of pending) {
        const { to, kind } = delivery.mail;
        log.warn({ mailId: delivery.id, to, kind }, 'mail not sent before shutdown; abandoned');
        delivery.abandon();
        pending.delete(delivery);
      }
    },
  };
}
