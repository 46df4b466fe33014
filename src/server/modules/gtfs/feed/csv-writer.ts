/** CSV text for GTFS files: RFC 4180 quoting, LF line ends, in chunks of about 64 kB. */

export type CsvValue = string | number | null | undefined;

const NEEDS_QUOTES = /[",\r\n]/;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\n`;
}

const CHUNK_CHARS = 64 * 1024;

/** The header line, then one line per row, gathered into chunks for the zip writer. */
export async function* csvChunks(
  header: readonly string[],
  rows: AsyncIterable<readonly CsvValue[]> | Iterable<readonly CsvValue[]>,
): AsyncGenerator<Buffer> {
  let chunk = csvLine(header);
  for await (const row of rows) {
    chunk += csvLine(row);
    if (chunk.length >= CHUNK_CHARS) {
      yield Buffer.from(chunk);
      chunk = '';
    }
  }
  if (chunk) yield Buffer.from(chunk);
}
