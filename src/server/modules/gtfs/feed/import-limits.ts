/**
 * What one GTFS import may inflate and hold, in one place. A 1.5 MB zip can inflate to gigabytes
 * (a file of one repeated line compresses a thousandfold), and every row read is held until the
 * feed has been checked, so the import counts as it reads and stops at these bounds with an error
 * naming the file and the bound. The defaults leave room for feeds several times HART's
 * (23 MB unzipped, stop_times.txt 20.7 MB with 438,421 rows, longest line 167 characters)
 * while keeping an import's memory within the 1 GB it must fit in (decision 003): most rows are
 * held as objects until the feed is checked (a million stops took 1.7 GB).
 */
export interface ImportLimits {
  /** Uncompressed bytes of all files read, counted as they inflate. */
  maxTotalBytes: number;
  /** Uncompressed bytes of one file, counted as it inflates (the zip's declared size is not trusted). */
  maxFileBytes: number;
  /** Records of one file, the header included, unless `maxRowsByFile` names the file. */
  maxRows: number;
  /**
   * Files whose rows are held compactly (stop times in typed columns, shape points as numbers) may
   * have more; the others are held as objects until the feed has been checked.
   */
  maxRowsByFile: Readonly<Record<string, number>>;
  /** Characters of one record (a quoted field may span lines). */
  maxLineChars: number;
}

export const DEFAULT_IMPORT_LIMITS: ImportLimits = {
  maxTotalBytes: 512 * 2 ** 20,
  maxFileBytes: 256 * 2 ** 20,
  maxRows: 200_000,
  maxRowsByFile: { 'stop_times.txt': 2_000_000, 'shapes.txt': 1_000_000 },
  maxLineChars: 64 * 2 ** 10,
};

/** An import read past one of its bounds; `file` is the feed file it was reading. */
export class FeedLimitError extends Error {
  readonly file: string;
  /** Already in the report (ImportState lists it last). */
  readonly reported: boolean;
  constructor(file: string, message: string, reported = false) {
    super(message);
    this.name = 'FeedLimitError';
    this.file = file;
    this.reported = reported;
  }
}

/** "256 MB", "600.8 MB", "1,000 bytes": how a size reads in a report. */
export function sizeText(bytes: number): string {
  if (bytes < 2 ** 20) return `${bytes.toLocaleString('en')} bytes`;
  return `${Math.round((bytes / 2 ** 20) * 10) / 10} MB`;
}
