/**
 * A booking's mails sent without holding up the answer: a mail that cannot be sent is logged, and
 * the booking stands.
 */
import type { Mailer } from '#server/mail/mailer.ts';

export type SendBookingMail = (
  kind: string,
  mail: () => Promise<Parameters<Mailer['send']>[0]>,
) => Promise<void>;

export function bookingMailSender(
  mailer: Mailer,
  log?: { error(details: object, message: string): void },
): SendBookingMail {
  return async (kind, mail) => {
    try {
      await mailer.send(await mail());
    } catch (error) {
      log?.error({ err: error, kind }, 'a booking mail could not be sent');
    }
  };
}
