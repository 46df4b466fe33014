import { describe, expect, it } from 'vitest';
import type { Manifest } from '#shared/booking/manifest.ts';
import { csvCell, csvRows, manifestCsv, manifestFileName } from './manifest-csv.ts';

describe('csvCell', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvCell('Ana')).toBe('Ana');
    expect(csvCell(30)).toBe('30');
    expect(csvCell(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling quotes (RFC 4180)', () => {
    expect(csvCell('Doe, Jane')).toBe('"Doe, Jane"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe(`"'\tx"`);
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('keeps a phone number text with a quoted leading tab, never a visible apostrophe', () => {
    expect(csvCell('+49 30 1234567')).toBe('"\t+49 30 1234567"');
    expect(csvCell('+1 (555) 010-0199')).toBe('"\t+1 (555) 010-0199"');
    expect(csvCell('030 1234567')).toBe('030 1234567');
  });

  it('still guards formula text that starts with + like a phone', () => {
    expect(csvCell('+49+SUM(A1:A9)')).toBe("'+49+SUM(A1:A9)");
    expect(csvCell('+HYPERLINK("http://x")')).toBe(`"'+HYPERLINK(""http://x"")"`);
    expect(csvCell('+1 2|cmd')).toBe("'+1 2|cmd");
  });
});

describe('manifestCsv', () => {
  const manifest: Manifest = {
    trip: {
      id: '00000000-0000-4000-8000-000000000001',
      route: { shortName: 'X 1/2', longName: 'Munich – Augsburg' },
      headsign: null,
      serviceDate: '2030-05-11',
      departure: '2030-05-11T06:00:00.000Z',
      status: 'scheduled',
    },
    timezone: 'Europe/Berlin',
    passengers: [
      {
        seat: '1A',
        name: 'Doe, Jane',
        age: 30,
        gender: 'female',
        from: 'München Hbf',
        to: 'Augsburg',
        reference: 'KT7M4C',
        phone: '+49 30 1234567',
        ticket: 'valid',
      },
      {
        seat: '1B',
        name: '=cmd',
        age: 7,
        gender: 'male',
        from: 'München Hbf',
        to: 'Augsburg',
        reference: 'KT7M4C',
        phone: null,
        ticket: null,
      },
    ],
  };

  it('writes a byte-order mark, a header and a CRLF-ended row per passenger', () => {
    expect(manifestCsv(manifest)).toBe(
      '\uFEFFSeat,Name,Age,Gender,Boards at,Alights at,Reference,Phone,Ticket\r\n' +
        `1A,"Doe, Jane",30,female,München Hbf,Augsburg,KT7M4C,"\t+49 30 1234567",valid\r\n` +
        `1B,'=cmd,7,male,München Hbf,Augsburg,KT7M4C,,none\r\n`,
    );
    expect(csvRows([['a', 'b']])).toBe('a,b\r\n');
  });

  it('names the file after the route and date with nothing a header could trip on', () => {
    expect(manifestFileName(manifest)).toBe('manifest-X_1_2-2030-05-11.csv');
  });
});
