/**
 * A message through the contact form: counted per address and account, a honeypot answered like
 * success with nothing stored, a booking reference checked to be the signed-in sender's own, the
 * message committed, then acknowledged by mail (a failed mail stays pending for the job).
 */
import type { ContactAccepted, ContactBookings, ContactInput } from '#shared/support/support.ts';
import { InvalidArgumentError } from '#server/errors.ts';
import type { RequestUser } from '#server/plugins/access.ts';
import type { MailCourier } from '../mail-courier.ts';
import type { MessagesRepo } from '../messages.repo.ts';
import type { SenderBookings } from '../sender-bookings.read-model.ts';
import type { ContactLimits } from '../support-limits.ts';

export interface ContactServiceDeps {
  messages: MessagesRepo;
  bookings: SenderBookings;
  limits: ContactLimits;
  courier: MailCourier;
  now: () => Date;
  log: {
    info(details: object, message: string): void;
    error(details: object, message: string): void;
  };
}

export interface Sender {
  user: RequestUser | null;
  /** The client's address, as the limits count it. */
  address: string;
}

export const NOT_YOUR_BOOKING =
  'None of your bookings has this reference: check it on your tickets, or leave it empty';

export function createContactService(deps: ContactServiceDeps) {
  const { messages, bookings, limits, courier, now, log } = deps;

  async function bookingIdOf(user: RequestUser | null, reference: string | null) {
    if (!reference || !user) return null;
    const id = await bookings.own(user.id, reference);
    if (!id)
      throw new InvalidArgumentError(NOT_YOUR_BOOKING, {
        fields: [{ field: 'bookingReference', message: NOT_YOUR_BOOKING }],
      });
    return id;
  }

  return {
    async send(input: ContactInput, { user, address }: Sender): Promise<ContactAccepted> {
      await limits.take(user?.id ?? null, address);
      if (input.website?.trim()) {
        // A robot: it is told what a person is told, so it learns nothing, and nothing is kept.
        log.info({ address, userId: user?.id ?? null }, 'contact form honeypot filled; not stored');
        return { receivedAt: now().toISOString() };
      }
      const reference = input.bookingReference || null;
      const bookingId = await bookingIdOf(user, reference);
      const at = now();
      const row = await messages.insert({
        name: input.name,
        email: input.email,
        topic: input.topic,
        body: input.message,
        bookingReference: reference,
        bookingId,
        userId: user?.id ?? null,
        mailNextAt: courier.leaseFrom(at),
      });
      // The message is stored: whatever the mail does now, the job sends what is still pending.
      await courier.acknowledge(row).catch((error: unknown) => {
        log.error({ err: error, messageId: row.id }, 'acknowledging a contact message failed');
      });
      return { receivedAt: row.createdAt.toISOString() };
    },

    /** The signed-in sender's latest booking references, for the form to offer. */
    async bookings(userId: string): Promise<ContactBookings> {
      const rows = await bookings.recent(userId);
      return {
        bookings: rows.map((b) => ({
          reference: b.reference,
          label: `${b.reference} · ${b.line} ${b.longName} · ${b.serviceDate}`,
        })),
      };
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
