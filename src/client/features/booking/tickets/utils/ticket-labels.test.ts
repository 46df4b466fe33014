import { describe, expect, it } from 'vitest';
import {
  dayLabel,
  qrAlt,
  qrImageSrc,
  routeLabel,
  seatsText,
  ticketDocuments,
  ticketState,
  tripTimes,
} from './ticket-labels.ts';
import { bookingIdFrom, paymentHref, ticketHref } from './ticket-paths.ts';

const call = (time: string) => ({ stopId: 's', name: 'Stop', code: 'S', sequence: 1, time });

describe('tripTimes', () => {
  it('reads the day and clock times in the operator zone, not UTC', () => {
    const times = tripTimes(
      { from: call('2025-11-25T06:30:00Z'), to: call('2025-11-25T09:05:00Z') },
      'Europe/Berlin',
    );
    expect(times).toEqual({
      day: 'Tue 25 Nov 2025',
      departs: '07:30',
      arrives: '10:05',
      daysLater: 0,
    });
  });

  it('counts an arrival after local midnight as a day later', () => {
    const times = tripTimes(
      { from: call('2025-11-25T21:00:00Z'), to: call('2025-11-25T23:30:00Z') },
      'Europe/Berlin',
    );
    expect(times.arrives).toBe('00:30');
    expect(times.daysLater).toBe(1);
    // The same instants in New York stay on one day.
    expect(
      tripTimes(
        { from: call('2025-11-25T21:00:00Z'), to: call('2025-11-25T23:30:00Z') },
        'America/New_York',
      ).daysLater,
    ).toBe(0);
  });

  it('names the local day even when UTC is still on the day before', () => {
    expect(dayLabel('2025-11-24T23:30:00Z', 'Europe/Berlin')).toBe('Tue 25 Nov 2025');
    expect(dayLabel('2025-11-24T23:30:00Z', 'Europe/Berlin', false)).toBe('Tue 25 Nov');
  });
});

describe('ticketState', () => {
  it('lets a valid ticket of a confirmed booking travel', () => {
    expect(ticketState({ status: 'valid' }, { status: 'confirmed' })).toEqual({
      label: 'Valid',
      tone: 'ok',
      travels: true,
    });
  });

  it('says used and void tickets do not travel', () => {
    expect(ticketState({ status: 'used' }, { status: 'confirmed' }).travels).toBe(false);
    expect(ticketState({ status: 'used' }, { status: 'confirmed' }).label).toMatch(/^Used/);
    expect(ticketState({ status: 'void' }, { status: 'confirmed' }).label).toBe(
      'Void — not valid for travel',
    );
  });

  it('puts a cancelled or refunded booking before the ticket row', () => {
    for (const status of ['cancelled', 'refunded'] as const) {
      expect(ticketState({ status: 'valid' }, { status })).toEqual({
        label: 'Cancelled — not valid for travel',
        tone: 'down',
        travels: false,
      });
    }
    expect(ticketState({ status: 'valid' }, { status: 'pending-payment' }).travels).toBe(false);
    expect(ticketState({ status: 'valid' }, { status: 'expired' }).label).toMatch(/^Expired/);
  });
});

describe('QR code image', () => {
  it('carries the whole SVG document, escaped, in a data address', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1v1H0z"/></svg>';
    const src = qrImageSrc(svg);
    expect(src.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(src).not.toContain('<');
    expect(src).not.toContain('"');
    expect(decodeURIComponent(src.slice(src.indexOf(',') + 1))).toBe(svg);
    expect(qrAlt('12')).toBe('QR code for seat 12');
  });
});

describe('links', () => {
  it('names the documents after the reference and escapes the id', () => {
    expect(ticketDocuments({ id: 'a/b', reference: 'KT7M4C' })).toEqual({
      pdf: { href: '/api/bookings/a%2Fb/tickets.pdf', filename: 'busway-KT7M4C.pdf' },
      calendar: { href: '/api/bookings/a%2Fb.ics', filename: 'busway-KT7M4C.ics' },
    });
    expect(ticketHref('b 1')).toBe('/ticket?booking=b+1');
    expect(paymentHref('b1')).toBe('/payment?booking=b1');
  });

  it('reads a booking id from the address only when it can be one', () => {
    const id = '46f8a2b3-bc75-45b8-ac8e-f7e172f4d34f';
    expect(bookingIdFrom(id)).toBe(id);
    expect(bookingIdFrom(` ${id} `)).toBe(id);
    expect(bookingIdFrom('46f8a2b3-bc75-45b8')).toBeNull();
    expect(bookingIdFrom('')).toBeNull();
    expect(bookingIdFrom(null)).toBeNull();
  });

  it('names the route and counts seats', () => {
    const route = {
      id: 'r',
      shortName: '12',
      longName: 'Harbour line',
      colour: '#000',
      textColour: '#fff',
    };
    expect(routeLabel(route)).toBe('Bus 12');
    expect(routeLabel({ ...route, shortName: '' })).toBe('Harbour line');
    expect(seatsText(1)).toBe('1 seat');
    expect(seatsText(3)).toBe('3 seats');
  });
});
