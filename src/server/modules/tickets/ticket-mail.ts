/**
 * The mails a booking sends: its tickets once paid (the PDF and a calendar event attached), its
 * cancellation by the passenger (what the refund policy gives back), and the operator's
 * cancellation of the trip (everything back). Pure: each returns the Mail for the mailer to send.
 */
import type { Booking } from '#shared/booking/booking.ts';
import type { Mail, MailFile } from '#server/mail/mailer.ts';
import { layout, text, type Brand } from '#server/mail/templates.ts';
import { ticketCalendar } from './ticket-calendar.ts';
import {
  boardingLabel,
  journeyLabel,
  moneyLabel,
  routeLabel,
  ticketLink,
  tripTimes,
} from './ticket-text.ts';

export interface TicketMailContext {
  brand: Brand;
  booking: Booking;
  /** The operator's IANA zone: the mails give local times there. */
  timeZone: string;
}

/** "Bus 12, Tue 25 Nov 2025: Turlock Transit Center 07:30 → Modesto 08:05". */
function tripLine({ booking, timeZone }: TicketMailContext): string {
  const { trip } = booking;
  const times = tripTimes(trip, timeZone);
  return `${routeLabel(trip.route)}, ${times.day}: ${trip.from.name} ${times.boards} → ${trip.to.name} ${times.arrives}`;
}

function seatsLine(booking: Booking): string {
  const seats = booking.passengers.map((passenger) => `${passenger.seat} (${passenger.name})`);
  return `${seats.length === 1 ? 'Seat' : 'Seats'}: ${seats.join(', ')}`;
}

function calendarFile(context: TicketMailContext, cancelled: boolean): MailFile {
  const booking = cancelled
    ? { ...context.booking, status: 'cancelled' as const }
    : context.booking;
  const calendar = ticketCalendar({
    booking,
    baseUrl: context.brand.url,
    appName: context.brand.appName,
  });
  return {
    filename: `ticket-${booking.reference}.ics`,
    contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'PUBLISH'}`,
    content: Buffer.from(calendar, 'utf8'),
  };
}

/** The tickets of a paid booking: the reference, the trip, a link to the web ticket, the PDF. */
export function ticketConfirmationMail(context: TicketMailContext & { pdf: Buffer }): Mail {
  const { brand, booking, timeZone } = context;
  const link = ticketLink(brand.url, booking);
  const intro = `Your booking ${booking.reference} is confirmed. Your tickets are attached as a PDF; on the bus, show the QR code to the conductor, printed or on your phone.`;
  const details = [
    tripLine(context),
    seatsLine(booking),
    `Paid: ${moneyLabel(booking.amountMinor, booking.currency)}`,
  ];
  const calendar = 'The calendar file adds the trip to your calendar.';
  return {
    to: booking.contact.email,
    kind: 'ticket',
    subject: `Your ${brand.appName} ticket ${booking.reference}: ${journeyLabel(booking.trip)}, ${boardingLabel(booking.trip, timeZone)}`,
    text: text(brand, [intro, ...details, `Your tickets online: ${link}`, calendar]),
    html: layout(
      brand,
      'Your tickets',
      [intro, ...details, calendar],
      { label: 'Open my tickets', href: link },
      booking.reference,
    ),
    attachments: [
      {
        filename: `ticket-${booking.reference}.pdf`,
        contentType: 'application/pdf',
        content: context.pdf,
      },
      calendarFile(context, false),
    ],
  };
}

/**
 * The passenger cancelled: what comes back (booking.refundMinor) or that the policy gives nothing
 * back; `rule` is the policy line that applied, e.g. "Half refund more than 6 hours before".
 */
export function bookingCancelledMail(context: TicketMailContext & { rule?: string }): Mail {
  const { brand, booking, timeZone } = context;
  const refund = booking.refundMinor ?? 0;
  const intro = `Your booking ${booking.reference} is cancelled; its tickets are no longer valid.`;
  const money =
    refund > 0
      ? `We refund ${moneyLabel(refund, booking.currency)} of the ${moneyLabel(booking.amountMinor, booking.currency)} you paid to the card you paid with.`
      : `Under our cancellation policy this booking gets no refund.`;
  const lines = [intro, tripLine(context), seatsLine(booking), money];
  if (context.rule) lines.push(`Policy: ${context.rule}.`);
  return {
    to: booking.contact.email,
    kind: 'booking-cancelled',
    subject: `${brand.appName} booking ${booking.reference} cancelled: ${journeyLabel(booking.trip)}, ${boardingLabel(booking.trip, timeZone)}`,
    text: text(brand, lines),
    html: layout(brand, 'Booking cancelled', lines, undefined, booking.reference),
    attachments: [calendarFile(context, true)],
  };
}

/** The operator cancelled the trip: the booking is cancelled and everything paid comes back. */
export function tripCancelledMail(context: TicketMailContext & { reason?: string }): Mail {
  const { brand, booking, timeZone } = context;
  const intro = `We are sorry: we had to cancel your trip, so booking ${booking.reference} is cancelled.`;
  const lines = [intro, tripLine(context), seatsLine(booking)];
  if (context.reason) lines.push(`Why: ${context.reason}`);
  lines.push(
    `We refund the full ${moneyLabel(booking.amountMinor, booking.currency)} to the card you paid with. Search again to book another trip.`,
  );
  const search = new URL('/', brand.url).toString();
  return {
    to: booking.contact.email,
    kind: 'trip-cancelled',
    subject: `Trip cancelled: ${journeyLabel(booking.trip)}, ${boardingLabel(booking.trip, timeZone)} (${brand.appName} ${booking.reference})`,
    text: text(brand, [...lines, `Find another trip: ${search}`]),
    html: layout(brand, 'Your trip is cancelled', lines, {
      label: 'Find another trip',
      href: search,
    }),
    attachments: [calendarFile(context, true)],
  };
}
