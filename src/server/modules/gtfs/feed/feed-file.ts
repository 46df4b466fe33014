/** One GTFS file of an archive as batches of records, with its header resolved to columns. */
import { CsvSyntaxError, csvBatches, type CsvRecord } from './csv.ts';
import { DEFAULT_IMPORT_LIMITS, FeedLimitError, type ImportLimits } from './import-limits.ts';
import type { FileReport } from '../report.ts';
import type { ZipReader } from './zip.ts';

/** Column positions by name; -1 for a column the file does not have. */
export type Columns<K extends string> = Record<K, number>;

/** The trimmed value of a column, '' when the column or the field is missing. */
export function field(record: CsvRecord, column: number): string {
  if (column < 0) return '';
  const value = record.fields[column];
  return value === undefined ? '' : value.trim();
}

export function resolveColumns<K extends string>(
  header: string[],
  names: readonly K[],
): Columns<K> {
  const trimmed = header.map((name) => name.trim());
  return Object.fromEntries(names.map((name) => [name, trimmed.indexOf(name)])) as Columns<K>;
}

export interface ReadFileOptions<K extends string> {
  report: FileReport;
  columns: readonly K[];
  /** Columns without which no row can be read; each one missing is an error. */
  required: readonly K[];
  /** Called with the number of uncompressed bytes read so far. */
  onBytes?: (bytes: number) => void;
  /** Rows and line length a file may have (import-limits.ts). */
  limits?: Pick<ImportLimits, 'maxRows' | 'maxRowsByFile' | 'maxLineChars'>;
}

/**
 * Reads a file of the archive, calling `onBatch` for each batch of records (awaited, so a batch
 * can be written before the next is parsed). Returns false when the file is absent or unreadable,
 * or past a bound of `limits` (reported as an error of the file, naming the bound).
 */
export async function readFeedFile<K extends string>(
  zip: ZipReader,
  options: ReadFileOptions<K>,
  onBatch: (records: CsvRecord[], columns: Columns<K>) => void | Promise<void>,
): Promise<boolean> {
  const { report } = options;
  const limits = options.limits ?? DEFAULT_IMPORT_LIMITS;
  const { maxLineChars } = limits;
  const maxRows = limits.maxRowsByFile[report.file] ?? limits.maxRows;
  const stream = await zip.open(report.file);
  if (!stream) return false;
  let columns: Columns<K> | undefined;
  let rows = 0;
  try {
    for await (const batch of csvBatches(countBytes(stream, options.onBytes), maxLineChars)) {
      rows += batch.length;
      if (rows > maxRows) {
        const line = batch[batch.length - (rows - maxRows)]!.line;
        report.error(
          line,
          `the file has more than ${maxRows.toLocaleString('en')} rows, the bound for one file`,
        );
        return false;
      }
      let records = batch;
      if (!columns) {
        columns = resolveColumns(batch[0]!.fields, options.columns);
        const missing = options.required.filter((name) => columns![name] < 0);
        for (const name of missing) report.error(1, `the required column ${name} is missing`);
        if (missing.length > 0) return false;
        records = batch.slice(1);
      }
      if (records.length > 0) await onBatch(records, columns);
    }
  } catch (error) {
    if (error instanceof FeedLimitError) {
      if (!error.reported) report.error(null, error.message);
    } else if (error instanceof CsvSyntaxError) report.error(error.line, error.message);
    else throw error;
    return false;
  } finally {
    stream.destroy();
  }
  if (!columns) report.warning(null, 'the file is empty');
  return columns !== undefined;
}

async function* countBytes(
  source: AsyncIterable<Uint8Array>,
  onBytes: ((bytes: number) => void) | undefined,
): AsyncGenerator<Uint8Array> {
  let bytes = 0;
  for await (const chunk of source) {
    bytes += chunk.length;
    onBytes?.(bytes);
    yield chunk;
  }
}
