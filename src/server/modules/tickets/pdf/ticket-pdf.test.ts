import { describe, expect, it } from 'vitest';
import { hasPdftotext, pdfPages } from './pdf-text.testing.ts';
import { ticketPdf } from './ticket-pdf.ts';
import { testBooking, testSigner, testTickets, ZONE } from '../tickets.testing.ts';

const signer = testSigner();

async function render(booking = testBooking()) {
  return ticketPdf({
    booking,
    tickets: testTickets(booking, signer),
    timeZone: ZONE,
    appName: 'Busway',
  });
}

/** The embedded fonts, by name without the subset tag: "NotoSans-Bold". */
const fontNames = (pdf: Buffer) =>
  new Set(
    [...pdf.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]),
  );

describe('ticket PDF', () => {
  it('is a compressed PDF with one page per passenger, each with its QR code', async () => {
    const pdf = (await render()).toString('latin1');
    expect(pdf.slice(0, 5)).toBe('%PDF-');
    expect(pdf.match(/\/Type \/Page\b(?!s)/g)).toHaveLength(2);
    expect(pdf).toContain('/FlateDecode');
    // A QR code is an image and its alpha mask.
    expect(pdf.match(/\/Subtype \/Image/g)).toHaveLength(4);
  });

  it('embeds only the fonts of the scripts it prints', async () => {
    expect([...fontNames(await render())].sort()).toEqual(['NotoSans-Bold', 'NotoSans-Regular']);
    const booking = testBooking();
    booking.passengers[0]!.name = '王小明';
    booking.passengers[1]!.name = 'محمد';
    const fonts = fontNames(await render(booking));
    expect(fonts).toContain('NotoSansSC-Bold');
    expect(fonts).toContain('NotoSansArabic-Bold');
  });
});

describe.skipIf(!hasPdftotext())('ticket PDF text (read back by pdftotext)', () => {
  it('prints the reference, route, local times, stops, passenger, seat and amount on each page', async () => {
    const [first = '', second = ''] = pdfPages(await render());
    for (const expected of [
      'Busway',
      'KT7M4C',
      'Bus 12',
      'Turlock – Modesto Express',
      'Tue 25 Nov 2025',
      '07:30',
      'Turlock Transit Center',
      '08:05',
      'Modesto',
      'Show this code to the conductor',
    ]) {
      expect(first).toContain(expected);
      expect(second).toContain(expected);
    }
    expect(first).toContain('Ada Lovelace');
    expect(first).toContain('L3');
    expect(first).toContain('$8.90 of $20.03 paid');
    expect(second).toContain('Charles Babbage');
    expect(second).toContain('$11.13 of $20.03 paid');
    expect(first).not.toContain('not valid');
  });

  it('prints names in every script as typed, and arrows', async () => {
    const names = ['Дмитрий', '王小明', 'Ελένη', 'Łukasz Żółć', 'محمد', 'محمد علي حسن'];
    const booking = testBooking();
    booking.passengers = names.map((name, index) => ({
      ...booking.passengers[0]!,
      seat: `L${index + 1}`,
      name,
    }));
    booking.trip.route.longName = 'Łódź → Kraków';
    booking.trip.to.name = 'Αθήνα → Москва → 東京';
    const pages = pdfPages(await render(booking));
    expect(pages).toHaveLength(names.length);
    pages.forEach((page, index) => {
      expect(page).toContain(names[index]);
      expect(page).toContain('Łódź → Kraków');
      expect(page).toContain('Αθήνα → Москва → 東京');
    });
  });

  it('prints a currency sign beyond Latin-1', async () => {
    const [page = ''] = pdfPages(await render(testBooking({ currency: 'INR' })));
    expect(page).toContain('₹8.90 of ₹20.03 paid');
  });

  it('gives an arrival on a later local day its date', async () => {
    const booking = testBooking();
    booking.trip.from.time = '2025-11-26T07:30:00.000Z'; // 23:30 on the 25th in Los Angeles
    booking.trip.to.time = '2025-11-26T08:15:00.000Z';
    const [page = ''] = pdfPages(await render(booking));
    expect(page).toContain('23:30');
    expect(page).toContain('00:15 (Wed 26 Nov 2025)');
  });

  it('marks the tickets of a cancelled booking not valid', async () => {
    const [page = ''] = pdfPages(await render(testBooking({ status: 'cancelled' })));
    expect(page).toContain('CANCELLED - not valid for travel');
  });

  it('keeps each ticket on its page however long the names are', async () => {
    const booking = testBooking({ status: 'cancelled' });
    booking.trip.route.longName = 'Express '.repeat(20);
    booking.trip.from.name = 'Roger K. Fall Transit Center Bay 4 '.repeat(4);
    booking.trip.to.name = 'Modesto Downtown Transit Center '.repeat(4);
    booking.passengers[0]!.name = 'Maria '.repeat(16);
    booking.passengers[1]!.name = '王'.repeat(60);
    const pdf = await render(booking);
    expect(pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)).toHaveLength(2);
    const [first = '', second = ''] = pdfPages(pdf);
    for (const page of [first, second]) {
      expect(page).toContain('Show this code to the conductor');
      expect(page).toContain('Express Express');
      expect(page).not.toContain('Express '.repeat(20).trim());
    }
    expect(first).toContain('Maria Maria');
    expect(first).toMatch(/Maria Maria[ a-zA-Z]*…/);
    expect(second).toMatch(/王王王+…/);
  });
});
