/**
 * The printable ticket: one A6 page per passenger with the booking reference, the trip in the
 * operator's local time, seat, passenger, the QR code to scan and the amount paid. Built-in
 * Helvetica only, so nothing is fetched or embedded; text it cannot spell is simplified first
 * (pdf-text.ts).
 */
import PDFDocument from 'pdfkit';
import type { Booking, TicketView } from '#shared/booking/booking.ts';
import { moneyInput } from '#shared/network/fares.ts';
import { canSpell, pdfText } from './pdf-text.ts';
import { ticketQrPng } from '../qr/ticket-qr.ts';
import { moneyLabel, routeLabel, tripTimes } from '../ticket-text.ts';

export type PdfTicket = Pick<TicketView, 'seat' | 'passengerName' | 'token'>;

export interface TicketPdfInput {
  booking: Booking;
  /** One page each, in this order. */
  tickets: PdfTicket[];
  /** The operator's IANA zone: every time on the ticket is local there. */
  timeZone: string;
  appName: string;
  /** Off in tests, so the page content can be read as text. */
  compress?: boolean;
}

const BRAND = '#0b4f6c';
const INK = '#1f2933';
const MUTED = '#616e7c';
const ALERT = '#b42318';
const MARGIN = 22;
const QR_SIZE = 150;

/** What a booking that is not confirmed prints across its tickets. */
const NOT_VALID: Partial<Record<Booking['status'], string>> = {
  'pending-payment': 'NOT PAID - not valid for travel',
  cancelled: 'CANCELLED - not valid for travel',
  refunded: 'CANCELLED - not valid for travel',
  expired: 'EXPIRED - not valid for travel',
};

/** "€18.90", or "18.90 INR" when Helvetica has no glyph for the currency's sign. */
function money(amountMinor: number, currency: string): string {
  const formatted = moneyLabel(amountMinor, currency);
  return canSpell(formatted) ? formatted : `${moneyInput(amountMinor, currency)} ${currency}`;
}

export async function ticketPdf(input: TicketPdfInput): Promise<Buffer> {
  const { booking, tickets, appName } = input;
  const doc = new PDFDocument({
    size: 'A6',
    margin: MARGIN,
    autoFirstPage: false,
    compress: input.compress ?? true,
    info: { Title: pdfText(`${appName} ticket ${booking.reference}`), Author: pdfText(appName) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const qrCodes = await Promise.all(tickets.map((ticket) => ticketQrPng(ticket.token)));
  tickets.forEach((ticket, index) => drawPage(doc, input, ticket, qrCodes[index]!));
  doc.end();
  return ended;
}

function drawPage(
  doc: PDFKit.PDFDocument,
  { booking, timeZone, appName }: TicketPdfInput,
  ticket: PdfTicket,
  qrPng: Buffer,
) {
  doc.addPage();
  const width = doc.page.width - 2 * MARGIN;
  const { trip } = booking;
  const times = tripTimes(trip, timeZone);
  const label = (text: string) =>
    doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(pdfText(text.toUpperCase()));

  doc.font('Helvetica-Bold').fontSize(14).fillColor(BRAND).text(pdfText(appName), MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(8).fillColor(MUTED);
  doc.text('BOOKING', MARGIN, MARGIN + 2, { width, align: 'right' });
  doc.font('Helvetica-Bold').fontSize(22).fillColor(INK);
  doc.text(booking.reference, MARGIN, MARGIN + 11, { width, align: 'right', characterSpacing: 2 });

  const status = NOT_VALID[booking.status];
  doc.y = MARGIN + 40;
  if (status) doc.font('Helvetica-Bold').fontSize(10).fillColor(ALERT).text(status, { width });
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(INK)
    .text(pdfText(routeLabel(trip.route)));
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(pdfText(trip.route.longName), oneLine(width));
  doc.moveDown(0.4);
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(times.day);
  stopLine(doc, times.boards, trip.from.name, width);
  stopLine(doc, times.arrives, trip.to.name, width);

  doc.moveDown(0.4);
  label('Passenger');
  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK);
  doc.text(pdfText(ticket.passengerName), oneLine(width));
  label('Seat');
  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(pdfText(ticket.seat));

  const qrTop = doc.y + 4;
  doc.image(qrPng, (doc.page.width - QR_SIZE) / 2, qrTop, { width: QR_SIZE });
  doc.font('Helvetica').fontSize(9).fillColor(INK);
  doc.text('Show this code to the conductor', MARGIN, qrTop + QR_SIZE + 2, {
    width,
    align: 'center',
  });
  const paid = booking.passengers.find((passenger) => passenger.seat === ticket.seat);
  const amount = paid
    ? `${money(paid.priceMinor, booking.currency)} of ${money(booking.amountMinor, booking.currency)} paid`
    : `${money(booking.amountMinor, booking.currency)} paid`;
  doc.fillColor(MUTED).fontSize(8).text(pdfText(amount), { width, align: 'center' });
}

/** Text cut to one line with "…", so long names keep the ticket to its page. */
function oneLine(width: number) {
  return { width, height: 1, ellipsis: true, lineBreak: false } as const;
}

/** "07:30  Turlock Transit Center": the time in bold, the stop beside it. */
function stopLine(doc: PDFKit.PDFDocument, time: string, stop: string, width: number) {
  const y = doc.y;
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(pdfText(time), MARGIN, y);
  const timeWidth = doc.widthOfString(time) + 8;
  const indent = Math.max(40, timeWidth);
  // Two lines at most, so a long stop name never pushes the QR code off the page.
  doc.font('Helvetica').text(pdfText(stop), MARGIN + indent, y, {
    width: width - indent,
    height: doc.currentLineHeight(true) * 2,
    ellipsis: true,
  });
  doc.x = MARGIN;
}
