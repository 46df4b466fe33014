import { Link } from 'react-router';
import type { Booking } from '#shared/booking/booking.ts';
import { ticketDocuments } from '../utils/ticket-labels.ts';
import { trackHref } from '../utils/ticket-paths.ts';

/** The ticket's files (the PDF to keep or print, the trip as a calendar event) and the bus, live. */
export function TicketActions({
  booking,
}: {
  booking: Pick<Booking, 'id' | 'reference' | 'trip'>;
}) {
  const { pdf, calendar } = ticketDocuments(booking);
  return (
    <div className="ticket-sheet__actions">
      <a className="button button--primary" href={pdf.href} download={pdf.filename}>
        Download PDF
      </a>
      <a className="button button--secondary" href={calendar.href} download={calendar.filename}>
        Add to calendar
      </a>
      <Link className="button button--secondary" to={trackHref(booking)}>
        Track the bus
      </Link>
    </div>
  );
}
