import type { Booking } from '#shared/booking/booking.ts';
import { ticketDocuments } from '../utils/ticket-labels.ts';

/** The ticket's files: the PDF to keep or print, and the trip as a calendar event. */
export function TicketActions({ booking }: { booking: Pick<Booking, 'id' | 'reference'> }) {
  const { pdf, calendar } = ticketDocuments(booking);
  return (
    <div className="ticket-sheet__actions">
      <a className="button button--primary" href={pdf.href} download={pdf.filename}>
        Download PDF
      </a>
      <a className="button button--secondary" href={calendar.href} download={calendar.filename}>
        Add to calendar
      </a>
    </div>
  );
}
