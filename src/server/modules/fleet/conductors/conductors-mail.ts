/**
 * The conductor mails, sent once the change is committed: the invitation of a new conductor, and
 * the "your sign-in address changed" mail to an address an admin set. Both carry a one-time "set
 * your password" link to /signin?mode=invite, as the accounts module's invitations do. A mail that
 * cannot be handed to the mailer is logged and never fails the change, which is already saved.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '#server/mail/mailer.ts';
import {
  invitationMail,
  signInAddressChangedMail,
  type MailContent,
} from '#server/mail/templates.ts';
import { LINK_VALID_SECONDS } from '#server/modules/accounts/auth/auth.ts';

export interface ConductorsMailDeps {
  mailer: Mailer;
  appName: string;
  baseUrl: string;
  log: Pick<FastifyBaseLogger, 'error'>;
}

export interface LinkMail {
  email: string;
  name: string;
  token: string;
  /** The admin who made the change. */
  by: string;
}

export function createConductorsMail({ mailer, appName, baseUrl, log }: ConductorsMailDeps) {
  const brand = { appName, url: baseUrl };
  const link = (email: string, token: string) =>
    `${baseUrl}/signin?${new URLSearchParams({ mode: 'invite', email, token })}`;

  async function send(to: string, kind: string, content: MailContent) {
    try {
      await mailer.send({ to, kind, ...content });
    } catch (error) {
      log.error({ err: error, to, kind }, 'conductor mail not handed to the mailer');
    }
  }

  return {
    invite({ email, name, token, by }: LinkMail) {
      const content = invitationMail(brand, {
        name,
        role: 'conductor',
        link: link(email, token),
        invitedBy: by,
      });
      return send(email, 'invitation', content);
    },
    addressChanged({ email, name, token, by }: LinkMail) {
      const content = signInAddressChangedMail(brand, {
        name,
        newEmail: email,
        link: link(email, token),
        changedBy: by,
        days: LINK_VALID_SECONDS / 86_400,
      });
      return send(email, 'invitation', content);
    },
  };
}
export type ConductorsMail = ReturnType<typeof createConductorsMail>;
