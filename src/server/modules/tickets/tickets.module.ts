/**
 * Wires tickets into the app: the signer (from TICKET_SIGNING_KEY, or a key made once in DATA_DIR),
 * `GET /api/tickets/public-key`, and what the booking module uses: tickets issued (their QR tokens
 * signed, ticket-issue.ts), read and voided in the booking's transactions; the QR code, the PDF,
 * the calendar event and the booking's mails, each in the operator's current time zone. Once
 * booking is registered, registerTicketDocuments serves a passenger's PDFs and calendar file.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '#db/client.ts';
import type { Booking } from '#shared/booking/booking.ts';
import type { Mail } from '#server/mail/mailer.ts';
import type { OperatorService } from '#server/modules/network/operator/operator.service.ts';
import { ticketCalendar } from './ticket-calendar.ts';
import { bookingCancelledMail, ticketConfirmationMail, tripCancelledMail } from './ticket-mail.ts';
import { ticketPdf, type PdfTicket } from './pdf/ticket-pdf.ts';
import { ticketQrSvg } from './ticket-qr.ts';
import { loadTicketSigner, type TicketSigner } from './ticket-signer.ts';
import { issueTickets, type TicketsToIssue } from './ticket-issue.ts';
import { ticketDocumentsHttp } from './ticket-documents.http.ts';
import { ticketsHttp } from './tickets.http.ts';
import { createTicketsRepo, type TicketRow } from './tickets.repo.ts';

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
  /** Issues a booking's tickets, signed, in the transaction `tx` that confirms the booking. */
  issue(tx: Database, tickets: TicketsToIssue): Promise<void>;
  /** A booking's tickets, by seat. */
  ofBooking(db: Database, bookingId: string): Promise<TicketRow[]>;
  /** Voids a booking's valid tickets, in the transaction `tx` that cancels it. */
  voidOf(tx: Database, bookingId: string): Promise<void>;
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
    issue: (tx, tickets) => issueTickets(tx, signer, tickets),
    ofBooking: (db, bookingId) => createTicketsRepo(db).ofBooking(bookingId),
    voidOf: (tx, bookingId) => createTicketsRepo(tx).voidOf(bookingId),
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

/** The passenger's ticket PDFs and calendar file, once the booking module can say whose a booking is. */
export async function registerTicketDocuments(
  app: FastifyInstance,
  deps: {
    db: Database;
    tickets: TicketsModule;
    bookingOf: (userId: string, bookingId: string) => Promise<Booking>;
  },
): Promise<void> {
  const { db, tickets, bookingOf } = deps;
  await app.register(ticketDocumentsHttp, {
    bookingOf,
    ofBooking: (bookingId) => tickets.ofBooking(db, bookingId),
    pdf: (booking, list) => tickets.documents.pdf(booking, list),
    calendar: (booking) => tickets.documents.calendar(booking),
  });
}
