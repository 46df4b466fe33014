/**
 * The manifest as CSV (RFC 4180), safe to open in a spreadsheet. Pure: no database, no HTTP.
 *
 * Spreadsheets run a cell that starts with = + - @ (or a tab or CR) as a formula (OWASP, "CSV
 * Injection"). Such a cell gets a leading ' so it reads as text. A phone number ("+49 30 1234567")
 * starts with + too, but the apostrophe would show in it (LibreOffice shows it; Excel shows it
 * when the cell is edited): a value of a phone number's shape — + then only digits, spaces,
 * hyphens and brackets — gets a leading tab inside quotes instead, which keeps it text without a
 * visible mark. Without letters it names no function and no cell, so even a spreadsheet that
 * dropped the tab could only do sums with it. A UTF-8 byte-order mark leads the file, so Excel
 * reads "München" as UTF-8 rather than the system code page.
 */
import type { Manifest } from '#shared/booking/manifest.ts';

/** A spreadsheet runs a cell starting with one of these as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A phone number as the booking form takes it: no formula can be written with these alone. */
const PHONE_SHAPE = /^\+[0-9 ()-]+$/;

/** Leads the file: tells a spreadsheet the bytes are UTF-8. */
export const UTF8_BOM = '\uFEFF';

/** One cell: formula starts defused (a phone with a tab, the rest with '), then quoted when it must be. */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (PHONE_SHAPE.test(text)) text = `\t${text}`;
  else if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\t\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRows(rows: (string | number | null)[][]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export const MANIFEST_CSV_HEADER = [
  'Seat',
  'Name',
  'Age',
  'Gender',
  'Boards at',
  'Alights at',
  'Reference',
  'Phone',
  'Ticket',
];

export function manifestCsv(manifest: Manifest): string {
  return (
    UTF8_BOM +
    csvRows([
      MANIFEST_CSV_HEADER,
      ...manifest.passengers.map((p) => [
        p.seat,
        p.name,
        p.age,
        p.gender,
        p.from,
        p.to,
        p.reference,
        p.phone,
        p.ticket ?? 'none',
      ]),
    ])
  );
}

/** A file name for the download: route, date and time, nothing a header could trip on. */
export function manifestFileName(manifest: Manifest): string {
  const safe = `${manifest.trip.route.shortName}-${manifest.trip.serviceDate}`.replace(
    /[^A-Za-z0-9-]+/g,
    '_',
  );
  return `manifest-${safe}.csv`;
}
