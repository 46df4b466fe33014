/**
 * Reads a zip archive from a file on disk. The central directory gives random access, so the
 * importer reads the feed's files in dependency order (stops before stop_times) whatever order
 * the archive holds them in, each as a stream: memory stays flat however large the feed.
 */
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';

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

/** Opens an archive; throws when the file is not a readable zip. */
export async function openZip(path: string): Promise<ZipReader> {
  const zip = await yauzl.openPromise(path, { autoClose: false, strictFileNames: false });
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
  return {
    entries: [...byName.values()].map((e) => ({
      name: baseName(e.fileName),
      uncompressedSize: e.uncompressedSize,
    })),
    async open(name) {
      const entry = byName.get(name);
      return entry ? zip.openReadStreamPromise(entry) : undefined;
    },
    close: () => zip.close(),
  };
}

/**
 * Feeds are often zipped from their parent folder ("feed/stops.txt"); the files are found by
 * their own name wherever they sit.
 */
function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}
