import { describe, expect, it } from 'vitest';
import { pdfText } from './pdf-text.ts';
import { ticketPdf } from './ticket-pdf.ts';
import { testBooking, testSigner, testTickets, ZONE } from '../tickets.testing.ts';

const signer = testSigner();

/** WinAnsi's 0x80–0x9F row (Node's small ICU decodes windows-1252 as Latin-1). */
const WIN_ANSI_ROW = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = (bytes: Buffer) =>
  [...bytes]
    .map((byte) =>
      byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_ROW[byte - 0x80] : String.fromCharCode(byte),
    )
    .join('');

/** The text drawn on each page of an uncompressed pdfkit PDF (one `TJ` array per run). */
function pagesText(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const streams = [...source.matchAll(/stream\n([\s\S]*?)\nendstream/g)].map((m) => m[1] ?? '');
  return streams
    .filter((stream) => stream.includes(' TJ'))
    .map((stream) =>
      [...stream.matchAll(/\[([^\]]*)\]\s*TJ/g)]
        .map((run) =>
          [...(run[1] ?? '').matchAll(/<([0-9a-f]*)>/g)]
            .map((hex) => winAnsi(Buffer.from(hex[1] ?? '', 'hex')))
            .join(''),
        )
        .join('\n'),
    );
}

async function render(booking = testBooking()) {
  return ticketPdf({
    booking,
    tickets: testTickets(booking, signer),
    timeZone: ZONE,
    appName: 'Busway',
    compress: false,
  });
}

describe('ticket PDF', () => {
  it('is a PDF with one page per passenger', async () => {
    const pdf = await render();
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? [];
    expect(pages).toHaveLength(2);
    expect(pagesText(pdf)).toHaveLength(2);
    // Each page draws one image: its QR code.
    const draws = [...pdf.toString('latin1').matchAll(/stream\n([\s\S]*?)\nendstream/g)]
      .filter((stream) => stream[1]?.includes(' TJ'))
      .map((stream) => stream[1]?.match(/\/I\d+ Do/g)?.length ?? 0);
    expect(draws).toEqual([1, 1]);
  });

  it('prints the reference, route, local times, stops, passenger, seat and amount on each page', async () => {
    const [first = '', second = ''] = pagesText(await render());
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

  it('gives an arrival on a later local day its date', async () => {
    const booking = testBooking();
    booking.trip.from.time = '2025-11-26T07:30:00.000Z'; // 23:30 on the 25th in Los Angeles
    booking.trip.to.time = '2025-11-26T08:15:00.000Z';
    const [page = ''] = pagesText(await render(booking));
    expect(page).toContain('23:30');
    expect(page).toContain('00:15 (Wed 26 Nov 2025)');
  });

  it('marks the tickets of a cancelled booking not valid', async () => {
    const [page = ''] = pagesText(await render(testBooking({ status: 'cancelled' })));
    expect(page).toContain('CANCELLED - not valid for travel');
  });

  it('keeps each ticket on its page however long the names are', async () => {
    const booking = testBooking({ status: 'cancelled' });
    booking.trip.route.longName = 'Express '.repeat(20);
    booking.trip.from.name = 'Roger K. Fall Transit Center Bay 4 '.repeat(4);
    booking.trip.to.name = 'Modesto Downtown Transit Center '.repeat(4);
    booking.passengers[0]!.name = 'Maria '.repeat(16);
    const pdf = await render(booking);
    expect(pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)).toHaveLength(2);
    const [page = ''] = pagesText(pdf);
    expect(page).toContain('Show this code to the conductor');
    expect(page).toContain('Maria Maria');
    expect(page).toContain('…');
  });

  it('spells names Helvetica cannot draw in plain letters', async () => {
    const booking = testBooking();
    booking.passengers[0]!.name = 'Łukasz Żółć 李';
    const [page = ''] = pagesText(await render(booking));
    expect(page).toContain('Lukasz Zólc ?');
  });

  it('compresses its pages unless told not to', async () => {
    const booking = testBooking();
    const pdf = await ticketPdf({
      booking,
      tickets: testTickets(booking, signer),
      timeZone: ZONE,
      appName: 'Busway',
    });
    expect(pdf.toString('latin1')).toContain('/FlateDecode');
    expect(pagesText(pdf)).toEqual([]);
  });
});

describe('pdfText', () => {
  it('keeps Latin-1 and WinAnsi signs and simplifies the rest', () => {
    expect(pdfText('Café – “Zürich” €5')).toBe('Café – “Zürich” €5');
    expect(pdfText('Łódź → Kraków')).toBe('Lódz -> Kraków');
    expect(pdfText('東京')).toBe('??');
  });
});
