import { describe, expect, it } from 'vitest';
import { bookingCancelledMail, ticketConfirmationMail, tripCancelledMail } from './ticket-mail.ts';
import { testBooking, ZONE } from './tickets.testing.ts';

const brand = { appName: 'Busway', url: 'https://busway.example.com' };
const link = 'https://busway.example.com/ticket?booking=0b7d3c1e-2f4a-4b6c-8d9e-0f1a2b3c4d5e';
const pdf = Buffer.from('%PDF-1.3 two tickets');

describe('ticket confirmation mail', () => {
  const mail = ticketConfirmationMail({ brand, booking: testBooking(), timeZone: ZONE, pdf });

  it('names the reference, journey and local departure in its subject', () => {
    expect(mail.to).toBe('ada@example.com');
    expect(mail.kind).toBe('ticket');
    expect(mail.subject).toBe(
      'Your Busway ticket KT7M4C: Turlock Transit Center → Modesto, Tue 25 Nov 07:30',
    );
  });

  it('gives the trip, seats, amount and ticket link in text and branded HTML', () => {
    for (const body of [mail.text, mail.html ?? '']) {
      expect(body).toContain('KT7M4C');
      expect(body).toContain(
        'Bus 12, Tue 25 Nov 2025: Turlock Transit Center 07:30 → Modesto 08:05',
      );
      expect(body).toContain('Seats: L3 (Ada Lovelace), L4 (Charles Babbage)');
      expect(body).toContain('Paid: $20.03');
      expect(body).toContain(link.replace(/&/g, '&#38;'));
    }
    expect(mail.html).toContain('Open my tickets');
    expect(mail.html).toContain('🚌 Busway');
  });

  it('attaches the PDF and a calendar event that adds the trip', () => {
    const [ticket, calendar] = mail.attachments ?? [];
    expect(ticket).toEqual({
      filename: 'ticket-KT7M4C.pdf',
      contentType: 'application/pdf',
      content: pdf,
    });
    expect(calendar?.filename).toBe('ticket-KT7M4C.ics');
    expect(calendar?.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    const ics = calendar?.content.toString('utf8') ?? '';
    expect(ics).toContain('METHOD:PUBLISH');
    expect(ics).toContain('STATUS:CONFIRMED');
    expect(ics).toContain('DTSTART:20251125T153000Z');
  });

  it('escapes what passengers typed into the HTML', () => {
    const booking = testBooking();
    booking.passengers[0]!.name = '<img src=x onerror=alert(1)>';
    const escaped = ticketConfirmationMail({ brand, booking, timeZone: ZONE, pdf });
    expect(escaped.html).not.toContain('<img');
    expect(escaped.text).toContain('<img src=x onerror=alert(1)>');
  });
});

describe('booking cancelled mail', () => {
  const cancelled = (refundMinor: number, rule?: string) =>
    bookingCancelledMail({
      brand,
      booking: testBooking({
        status: 'cancelled',
        refundMinor,
        cancelledAt: '2025-11-25T10:00:00Z',
      }),
      timeZone: ZONE,
      ...(rule ? { rule } : {}),
    });

  it('states the refund and the policy line that gave it', () => {
    const mail = cancelled(1001, 'Half refund more than 6 hours before departure');
    expect(mail.kind).toBe('booking-cancelled');
    expect(mail.subject).toBe(
      'Busway booking KT7M4C cancelled: Turlock Transit Center → Modesto, Tue 25 Nov 07:30',
    );
    expect(mail.text).toContain('We refund $10.01 of the $20.03 you paid');
    expect(mail.text).toContain('Policy: Half refund more than 6 hours before departure.');
    expect(mail.html).toContain('We refund $10.01 of the $20.03 you paid');
  });

  it('says there is no refund when the policy gives nothing back', () => {
    const mail = cancelled(0);
    expect(mail.text).toContain('Under our cancellation policy this booking gets no refund.');
    expect(mail.text).not.toContain('We refund');
  });

  it('attaches the calendar event that cancels the trip', () => {
    const [calendar] = cancelled(0).attachments ?? [];
    expect(calendar?.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    const ics = calendar?.content.toString('utf8') ?? '';
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain('UID:0b7d3c1e-2f4a-4b6c-8d9e-0f1a2b3c4d5e@busway');
  });
});

describe('trip cancelled by the operator mail', () => {
  it('apologises, gives the reason and refunds everything paid', () => {
    const mail = tripCancelledMail({
      brand,
      booking: testBooking({ status: 'refunded', refundMinor: 2003 }),
      timeZone: ZONE,
      reason: 'The road to Modesto is closed.',
    });
    expect(mail.kind).toBe('trip-cancelled');
    expect(mail.subject).toBe(
      'Trip cancelled: Turlock Transit Center → Modesto, Tue 25 Nov 07:30 (Busway KT7M4C)',
    );
    for (const body of [mail.text, mail.html ?? '']) {
      expect(body).toContain('We refund the full $20.03');
      expect(body).toContain('The road to Modesto is closed.');
    }
    expect(mail.text).toContain('Find another trip: https://busway.example.com/');
    expect(mail.attachments?.[0]?.content.toString('utf8')).toContain('METHOD:CANCEL');
  });
});
