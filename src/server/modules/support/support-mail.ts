/**
 * The support domain's two mails: the acknowledgement a sender gets for their message, and an
 * admin's reply. The sender's booking reference is never written back to them: a visitor may
 * have typed someone else's.
 */
import type { Mail } from '#server/mail/mailer.ts';
import { layout, text, type Brand } from '#server/mail/templates.ts';
import { TOPIC_LABELS, type ContactTopic } from '#shared/support/support.ts';

export interface Recipient {
  name: string;
  email: string;
  topic: ContactTopic;
}

/** The sender's own words, quoted below the mail's text. */
const quote = (body: string) => `Your message:\n${body.replace(/^/gm, '> ')}`;

export const WHAT_NEXT =
  'Someone from our team reads every message and answers by mail to this address, usually within two working days.';

export function acknowledgementMail(brand: Brand, to: Recipient, body: string): Mail {
  const intro = `Hello ${to.name}, thank you for writing to ${brand.appName} about "${TOPIC_LABELS[to.topic]}". We have your message.`;
  return {
    kind: 'contact-acknowledgement',
    to: to.email,
    subject: `We received your message — ${brand.appName}`,
    text: text(brand, [intro, WHAT_NEXT, quote(body)]),
    html: layout(brand, 'We received your message', [intro, WHAT_NEXT, `Your message: ${body}`]),
  };
}

export function replyMail(
  brand: Brand,
  to: Recipient,
  reply: { body: string; authorName: string },
  question: string,
): Mail {
  const intro = `Hello ${to.name}, ${reply.authorName} of ${brand.appName} answered your message about "${TOPIC_LABELS[to.topic]}":`;
  const after = 'To write again, use the contact form: we read every message.';
  return {
    kind: 'contact-reply',
    to: to.email,
    subject: `Re: your message to ${brand.appName}`,
    text: text(brand, [intro, reply.body, after, quote(question)]),
    html: layout(
      brand,
      'An answer to your message',
      [intro, reply.body, after, `Your message: ${question}`],
      { label: 'Write to us again', href: `${brand.url}/contact` },
    ),
  };
}
