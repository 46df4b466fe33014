/**
 * What one GTFS import may inflate and hold, in one place. A 1.5 MB zip can inflate to gigabytes
 * (a file of one repeated line compresses a thousandfold), and every row read is held until the
 * feed has been checked, so the import counts as it reads and stops at these bounds with an error
 * naming the file and the bound. The defaults leave room for feeds several times HART's
 * (23 MB unzipped, stop_times.txt 20.7 MB with 438,421 rows, longest line 167 characters)
 * while keeping an import's memory within the 1 GB it must fit in (decision 003).
 */
export interface ImportLimits {
  /** Uncompressed bytes of all files read, counted as they inflate. */
  maxTotalBytes: number;
  /** Uncompressed bytes of one file, counted as it inflates (the zip's declared size is not trusted). */
  maxFileBytes: number;
  /** Records of one file, the header included. */
  maxRows: number;
  /** Characters of one record (a quoted field may span lines). */
  maxLineChars: number;
}

export const DEFAULT_IMPORT_LIMITS: ImportLimits = {
  maxTotalBytes: 512 * 2 ** 20,
  maxFileBytes: 256 * 2 ** 20,
  maxRows: 2_000_000,
  maxLineChars: 64 * 2 ** 10,
};

/** An import read past one of its bounds; `file` is the feed file it was reading. */
export class FeedLimitError extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(message);
    this.name = 'FeedLimitError';
  }
}

/** "256 MB", "1,000 bytes": how a bound reads in a report. */
export function sizeText(bytes: number): string {
  return bytes >= 2 ** 20 && bytes % 2 ** 20 === 0
    ? `${bytes / 2 ** 20} MB`
    : `${bytes.toLocaleString('en')} bytes`;
}
