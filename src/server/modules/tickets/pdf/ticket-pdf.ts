/**
 * The printable ticket: one A6 page per passenger with the booking reference, the trip in the
 * operator's local time, seat, passenger, the QR code to scan and the amount paid. Text is drawn in
 * embedded Noto fonts (pdf-draw.ts), so names and stops print as typed in any script.
 */
import PDFDocument from 'pdfkit';
import type { Booking, TicketView } from '#shared/booking/booking.ts';
import { drawText, textWidth, type TextStyle } from './pdf-draw.ts';
import { ticketQrPng } from '../ticket-qr.ts';
import { moneyLabel, routeLabel, tripTimes } from '../ticket-text.ts';

export type PdfTicket = Pick<TicketView, 'seat' | 'passengerName' | 'token'>;

export interface TicketPdfInput {
  booking: Booking;
  /** One page each, in this order. */
  tickets: PdfTicket[];
  /** The operator's IANA zone: every time on the ticket is local there. */
  timeZone: string;
  appName: string;
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

const style = (size: number, color: string, weight: 400 | 700 = 400): TextStyle => ({
  size,
  color,
  weight,
});

export async function ticketPdf(input: TicketPdfInput): Promise<Buffer> {
  const { booking, tickets, appName } = input;
  const doc = new PDFDocument({
    size: 'A6',
    margin: MARGIN,
    autoFirstPage: false,
    info: { Title: `${appName} ticket ${booking.reference}`, Author: appName },
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
  const text = (value: string, textStyle: TextStyle, maxLines = 1) =>
    drawText(doc, value, MARGIN, doc.y, textStyle, { width, maxLines });
  const label = (value: string) => text(value.toUpperCase(), style(7.5, MUTED));

  const right = { width, align: 'right' } as const;
  drawText(doc, 'BOOKING', MARGIN, MARGIN, style(7.5, MUTED), right);
  const reference = { ...style(20, INK, 700), characterSpacing: 2 };
  drawText(doc, booking.reference, MARGIN, MARGIN + 9, reference, right);
  const referenceWidth = textWidth(doc, booking.reference, reference);
  drawText(doc, appName, MARGIN, MARGIN + 4, style(13, BRAND, 700), {
    width: width - referenceWidth - 8,
  });

  doc.y = MARGIN + 40;
  const status = NOT_VALID[booking.status];
  if (status) text(status, style(9.5, ALERT, 700), 2);
  text(routeLabel(trip.route), style(11.5, INK, 700), 2);
  text(trip.route.longName, style(8, MUTED));
  doc.y += 4;
  text(times.day, style(9.5, INK, 700));
  stopLine(doc, times.boards, trip.from.name, width);
  stopLine(doc, times.arrives, trip.to.name, width);

  doc.y += 4;
  label('Passenger');
  text(ticket.passengerName, style(10.5, INK, 700));
  label('Seat');
  text(ticket.seat, style(10.5, INK, 700));

  const qrTop = doc.y + 4;
  doc.image(qrPng, (doc.page.width - QR_SIZE) / 2, qrTop, { width: QR_SIZE });
  const center = { width, align: 'center' } as const;
  drawText(
    doc,
    'Show this code to the conductor',
    MARGIN,
    qrTop + QR_SIZE + 2,
    style(8.5, INK),
    center,
  );
  const paid = booking.passengers.find((passenger) => passenger.seat === ticket.seat);
  const total = moneyLabel(booking.amountMinor, booking.currency);
  const amount = paid
    ? `${moneyLabel(paid.priceMinor, booking.currency)} of ${total} paid`
    : `${total} paid`;
  drawText(doc, amount, MARGIN, doc.y, style(7.5, MUTED), center);
}

/** "07:30  Turlock Transit Center": the time in bold, the stop beside it. */
function stopLine(doc: PDFKit.PDFDocument, time: string, stop: string, width: number) {
  const y = doc.y;
  const timeStyle = style(9.5, INK, 700);
  drawText(doc, time, MARGIN, y, timeStyle, { width });
  const indent = Math.max(40, textWidth(doc, time, timeStyle) + 8);
  // Two lines at most, so a long stop name never pushes the QR code off the page.
  drawText(doc, stop, MARGIN + indent, y, style(9.5, INK), { width: width - indent, maxLines: 2 });
  doc.x = MARGIN;
}
