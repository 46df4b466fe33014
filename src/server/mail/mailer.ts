/**
 * Outgoing mail. In `outbox` mode (the default) mail is stored in the database and never sent;
 * admins read it at GET /api/dev/outbox and on /Dev.
 */
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
}

export function createOutboxMailer(db: Database): Mailer {
  return {
    transport: 'outbox',
    async send(mail) {
      await db.insert(mailOutbox).values({ ...mail, html: mail.html ?? null });
    },
    async ping() {},
  };
}
