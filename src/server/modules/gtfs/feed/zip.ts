/**
 * Reads a zip archive from a file on disk. The central directory gives random access, so the
 * importer reads the feed's files in dependency order (stops before stop_times) whatever order
 * the archive holds them in, each as a stream: memory stays flat however large the feed. Bytes are
 * counted as they inflate, per file and in all, and a stream errors past its bound
 * (import-limits.ts): the sizes the archive declares may lie.
 */
import { close, open, read } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { promisify } from 'node:util';
import yauzl from 'yauzl';
import { zipLength } from './zip-end.ts';
import {
  DEFAULT_IMPORT_LIMITS,
  FeedLimitError,
  sizeText,
  type ImportLimits,
} from './import-limits.ts';

export interface ZipEntryInfo {
  name: string;
  uncompressedSize: number;
}

export interface ZipReader {
  entries: ZipEntryInfo[];
  /** The entry's bytes, inflated; undefined when the archive has no such file. */
  open(name: string): Promise<Readable | undefined>;
  close(): void;
}

type SizeLimits = Pick<ImportLimits, 'maxFileBytes' | 'maxTotalBytes'>;

/** Opens an archive; throws when the file is not a readable zip. */
export async function openZip(
  path: string,
  limits: SizeLimits = DEFAULT_IMPORT_LIMITS,
): Promise<ZipReader> {
  // Bytes after the archive (a web page a server appended) are left unread (zip-end.ts).
  const { length } = await zipLength(path);
  const reader = new FileReader(await promisify(open)(path, 'r'));
  // Sizes are checked by counting (countInflated), with an error that names the bound.
  const zip = await yauzl
    .fromRandomAccessReaderPromise(reader, length, {
      autoClose: false,
      strictFileNames: false,
      validateEntrySizes: false,
    })
    .catch((error: unknown) => {
      reader.close(() => {});
      throw error;
    });
  const byName = new Map<string, yauzl.Entry>();
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: yauzl.Entry) => {
        if (!entry.fileName.endsWith('/')) byName.set(baseName(entry.fileName), entry);
        zip.readEntry();
      });
      zip.once('end', resolve);
      zip.once('error', reject);
      zip.readEntry();
    });
  } catch (error) {
    zip.close();
    throw error;
  }
  const total = { bytes: 0 };
  return {
    entries: [...byName.values()].map((e) => ({
      name: baseName(e.fileName),
      uncompressedSize: e.uncompressedSize,
    })),
    async open(name) {
      const entry = byName.get(name);
      if (!entry) return undefined;
      return countInflated(await zip.openReadStreamPromise(entry), name, limits, total);
    },
    close: () => zip.close(),
  };
}

/**
 * Ranges of a file, for yauzl; the file is closed when the archive is. Each range is read by
 * position rather than by fs.createReadStream, which closes its descriptor when destroyed (as
 * yauzl destroys a range it has read), whatever `autoClose` says.
 */
class FileReader extends yauzl.RandomAccessReader {
  private readonly fd: number;

  constructor(fd: number) {
    super();
    this.fd = fd;
  }

  override _readStreamForRange(start: number, end: number): Readable {
    const fd = this.fd;
    let position = start;
    return new Readable({
      highWaterMark: 64 * 1024,
      read(size) {
        const length = Math.min(size, end - position);
        if (length <= 0) return void this.push(null);
        const buffer = Buffer.allocUnsafe(length);
        read(fd, buffer, 0, length, position, (error, bytes) => {
          if (error) return this.destroy(error);
          position += bytes;
          // A file shorter than the range ends the stream; yauzl reports the missing bytes.
          this.push(bytes === 0 ? null : buffer.subarray(0, bytes));
        });
      },
    });
  }

  override close(callback: (error: Error | null) => void) {
    close(this.fd, callback);
  }
}

/** The entry's stream, erroring with FeedLimitError once it or the archive passes its bound. */
function countInflated(
  source: Readable,
  name: string,
  limits: SizeLimits,
  total: { bytes: number },
): Readable {
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      total.bytes += chunk.length;
      if (bytes > limits.maxFileBytes)
        return done(
          new FeedLimitError(
            name,
            `the file inflates to more than ${sizeText(limits.maxFileBytes)}, the bound for one file`,
          ),
        );
      if (total.bytes > limits.maxTotalBytes)
        return done(
          new FeedLimitError(
            name,
            `the feed inflates to more than ${sizeText(limits.maxTotalBytes)} in all, the bound for a feed`,
          ),
        );
      done(null, chunk);
    },
  });
  source.on('error', (error) => counter.destroy(error));
  counter.on('close', () => source.destroy());
  return source.pipe(counter);
}

/** Files whose declared size is already past a bound: refused before anything is inflated. */
export function declaredOverLimits(entries: ZipEntryInfo[], limits: SizeLimits): FeedLimitError[] {
  const over = entries
    .filter((e) => e.uncompressedSize > limits.maxFileBytes)
    .map(
      (e) =>
        new FeedLimitError(
          e.name,
          `the file inflates to ${sizeText(e.uncompressedSize)}, more than ${sizeText(limits.maxFileBytes)}, the bound for one file`,
        ),
    );
  const sum = entries.reduce((n, e) => n + e.uncompressedSize, 0);
  if (over.length === 0 && sum > limits.maxTotalBytes)
    over.push(
      new FeedLimitError(
        '(feed)',
        `the feed inflates to ${sizeText(sum)}, more than ${sizeText(limits.maxTotalBytes)} in all, the bound for a feed`,
      ),
    );
  return over;
}

/**
 * Feeds are often zipped from their parent folder ("feed/stops.txt"); the files are found by
 * their own name wherever they sit.
 */
function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}
