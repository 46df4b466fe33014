/** The manifest as CSV (RFC 4180), safe to open in a spreadsheet. Pure: no database, no HTTP. */
import type { Manifest } from '#shared/booking/manifest.ts';

/** A spreadsheet runs a cell starting with one of these as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formula starts defused with a leading ', then quoted when it must be. */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
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
  return csvRows([
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
  ]);
}

/** A file name for the download: route, date and time, nothing a header could trip on. */
export function manifestFileName(manifest: Manifest): string {
  const safe = `${manifest.trip.route.shortName}-${manifest.trip.serviceDate}`.replace(
    /[^A-Za-z0-9-]+/g,
    '_',
  );
  return `manifest-${safe}.csv`;
}
