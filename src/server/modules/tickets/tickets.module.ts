/**
 * Wires tickets into the app: the signer (from TICKET_SIGNING_KEY, or a key made once in DATA_DIR),
 * `GET /api/tickets/public-key`, and what the booking module builds tickets with: the QR code, the
 * PDF, the calendar event and the booking's mails, each in the operator's current time zone.
 */
import type { FastifyInstance } from 'fastify';
import type { Booking } from '#shared/booking/booking.ts';
import type { Mail } from '#server/mail/mailer.ts';
import type { OperatorService } from '#server/modules/network/operator/operator.service.ts';
import { ticketCalendar } from './ticket-calendar.ts';
import { bookingCancelledMail, ticketConfirmationMail, tripCancelledMail } from './ticket-mail.ts';
import { ticketPdf, type PdfTicket } from './pdf/ticket-pdf.ts';
import { ticketQrSvg } from './ticket-qr.ts';
import { loadTicketSigner, type TicketSigner } from './ticket-signer.ts';
import { ticketsHttp } from './tickets.http.ts';

export interface TicketsModuleDeps {
  /** TICKET_SIGNING_KEY: an Ed25519 private key (PKCS#8 PEM) every instance shares. */
  signingKeyPem?: string | undefined;
  /** DATA_DIR: without a key in the environment, the key is made once and kept here. */
  dataDir: string;
  /** APP_NAME. */
  appName: string;
  /** publicUrl(env): the web tickets the mails and calendar events link to. */
  baseUrl: string;
  operator: Pick<OperatorService, 'operatorTimezone'>;
}

export interface TicketsModule {
  signer: TicketSigner;
  documents: {
    /** The QR code of a signed token as SVG, for TicketView.qrSvg. */
    qrSvg(token: string): Promise<string>;
    /** One A6 page per ticket, in the order given. */
    pdf(booking: Booking, tickets: PdfTicket[]): Promise<Buffer>;
    /** The booking as an .ics event; cancelled when the booking is. */
    calendar(booking: Booking): string;
  };
  mails: {
    /** To the booking's contact: the tickets, with the PDF and the calendar event attached. */
    confirmation(booking: Booking, tickets: PdfTicket[]): Promise<Mail>;
    /** The passenger cancelled; `rule` is the refund policy line that applied. */
    cancelled(booking: Booking, rule?: string): Promise<Mail>;
    /** The operator cancelled the trip: a full refund. */
    tripCancelled(booking: Booking, reason?: string): Promise<Mail>;
  };
}

export async function registerTickets(
  app: FastifyInstance,
  deps: TicketsModuleDeps,
): Promise<TicketsModule> {
  const signer = await loadTicketSigner({
    privateKeyPem: deps.signingKeyPem,
    dataDir: deps.dataDir,
  });
  await app.register(ticketsHttp, { signer });
  const brand = { appName: deps.appName, url: deps.baseUrl };
  const timeZone = () => deps.operator.operatorTimezone();
  return {
    signer,
    documents: {
      qrSvg: ticketQrSvg,
      async pdf(booking, tickets) {
        return ticketPdf({ booking, tickets, timeZone: await timeZone(), appName: deps.appName });
      },
      calendar: (booking) =>
        ticketCalendar({ booking, baseUrl: deps.baseUrl, appName: deps.appName }),
    },
    mails: {
      async confirmation(booking, tickets) {
        const zone = await timeZone();
        const pdf = await ticketPdf({ booking, tickets, timeZone: zone, appName: deps.appName });
        return ticketConfirmationMail({ brand, booking, timeZone: zone, pdf });
      },
      async cancelled(booking, rule) {
        return bookingCancelledMail({
          brand,
          booking,
          timeZone: await timeZone(),
          ...(rule ? { rule } : {}),
        });
      },
      async tripCancelled(booking, reason) {
        return tripCancelledMail({
          brand,
          booking,
          timeZone: await timeZone(),
          ...(reason ? { reason } : {}),
        });
      },
    },
  };
}
