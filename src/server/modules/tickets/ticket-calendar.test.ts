import { describe, expect, it } from 'vitest';
import { ticketCalendar } from './ticket-calendar.ts';
import { testBooking } from './tickets.testing.ts';

/** The iCalendar text as properties (RFC 5545: CRLF lines, folded lines unfolded, text unescaped). */
function parse(ics: string) {
  expect(ics.endsWith('\r\n')).toBe(true);
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  // Folded: no physical line longer than 75 octets, none cut inside a character.
  for (const line of ics.split('\r\n')) {
    expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(Buffer.from(line).toString()).toBe(line); // no half of a character
  }
  const lines = ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  const properties = new Map<string, string[]>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).split(';')[0] ?? '';
    const value = line
      .slice(colon + 1)
      .replace(/\\n/gi, '\n')
      .replace(/\\([,;\\])/g, '$1');
    properties.set(name, [...(properties.get(name) ?? []), value]);
  }
  const one = (name: string) => {
    const values = properties.get(name) ?? [];
    expect(values, name).toHaveLength(1);
    return values[0]!;
  };
  return { lines, one, properties };
}

const input = (status: Parameters<typeof testBooking>[0] = {}) => ({
  booking: testBooking(status),
  baseUrl: 'https://busway.example.com',
  appName: 'Busway',
});

describe('ticket calendar event', () => {
  it('is one confirmed event from boarding to arrival in UTC', () => {
    const { lines, one } = parse(ticketCalendar(input()));
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(one('METHOD')).toBe('PUBLISH');
    expect(one('DTSTART')).toBe('20251125T153000Z');
    expect(one('DTEND')).toBe('20251125T160500Z');
    expect(one('STATUS')).toBe('CONFIRMED');
    expect(one('UID')).toBe('0b7d3c1e-2f4a-4b6c-8d9e-0f1a2b3c4d5e@busway');
    expect(one('SUMMARY')).toBe('Bus 12: Turlock Transit Center → Modesto');
    expect(one('LOCATION')).toBe('Turlock Transit Center');
  });

  it('describes the reference, seats and passengers, and links the web ticket', () => {
    const { one } = parse(ticketCalendar(input()));
    const link = 'https://busway.example.com/ticket?booking=0b7d3c1e-2f4a-4b6c-8d9e-0f1a2b3c4d5e';
    expect(one('DESCRIPTION')).toBe(
      [
        'Busway booking KT7M4C',
        'Seats: L3, L4',
        'Passengers: Ada Lovelace, Charles Babbage',
        `Your ticket: ${link}`,
      ].join('\n'),
    );
    expect(one('URL')).toBe(link);
  });

  it('cancels the same event for a cancelled booking', () => {
    const confirmed = parse(ticketCalendar(input()));
    const { one } = parse(ticketCalendar(input({ status: 'cancelled' })));
    expect(one('METHOD')).toBe('CANCEL');
    expect(one('STATUS')).toBe('CANCELLED');
    expect(one('UID')).toBe(confirmed.one('UID'));
    expect(Number(one('SEQUENCE'))).toBeGreaterThan(Number(confirmed.one('SEQUENCE')));
    expect(one('DTSTART')).toBe('20251125T153000Z');
  });

  it('names a route without a short name by its long name', () => {
    const booking = testBooking();
    booking.trip.route.shortName = '';
    const { one } = parse(ticketCalendar({ ...input(), booking }));
    expect(one('SUMMARY')).toBe('Turlock – Modesto Express: Turlock Transit Center → Modesto');
  });

  it('folds long lines of any script at 75 octets and unfolds to the text', () => {
    const booking = testBooking();
    booking.trip.from.name = 'Центральный автовокзал Санкт-Петербурга'; // 75 octets alone
    booking.trip.to.name = '北京南站';
    booking.passengers[0]!.name = 'Дмитрий Иванович Петров';
    booking.passengers[1]!.name = '王小明 𠮷田 محمد علي';
    const ics = ticketCalendar({ ...input(), booking });
    expect(ics.split('\r\n').some((line) => line.startsWith(' '))).toBe(true);
    const { one } = parse(ics);
    expect(one('LOCATION')).toBe('Центральный автовокзал Санкт-Петербурга');
    expect(one('SUMMARY')).toBe('Bus 12: Центральный автовокзал Санкт-Петербурга → 北京南站');
    expect(one('DESCRIPTION')).toContain(
      'Passengers: Дмитрий Иванович Петров, 王小明 𠮷田 محمد علي',
    );
  });
});
