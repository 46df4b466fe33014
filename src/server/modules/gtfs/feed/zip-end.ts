/**
 * Where a zip archive ends inside its file. Published feeds are sometimes served with bytes after
 * the archive (Caltrain's carries 680 bytes of an HTML page after its end-of-central-directory
 * record); unzip, Python's zipfile and other GTFS readers accept them, while yauzl refuses any byte
 * after the record's comment. The record is found here, searching back from the end, and the
 * archive is read as if the file ended with it.
 */
import { open } from 'node:fs/promises';

const EOCD_SIGNATURE = 0x06054b50;
const EOCD_SIZE = 22;
/** How far back from the end the record is looked for: its comment may take 64 KiB. */
const SEARCH_BYTES = 1024 * 1024;
/** A zip64 archive says so with this offset; the real one is in the zip64 record. */
const ZIP64_OFFSET = 0xffffffff;

/**
 * The length of the archive at the start of a buffer holding a file's last bytes (`start` being
 * where they begin in the file): the end of the last end-of-central-directory record whose comment
 * fits in the file and whose central directory ends before it. Undefined when there is none.
 */
export function archiveEnd(tail: Buffer, start: number): number | undefined {
  for (let i = tail.length - EOCD_SIZE; i >= 0; i--) {
    if (tail.readUInt32LE(i) !== EOCD_SIGNATURE) continue;
    const end = i + EOCD_SIZE + tail.readUInt16LE(i + 20);
    if (end > tail.length) continue;
    const size = tail.readUInt32LE(i + 12);
    const offset = tail.readUInt32LE(i + 16);
    if (offset === ZIP64_OFFSET || offset + size <= start + i) return start + end;
  }
  return undefined;
}

/** The file's size and the length of the zip archive it holds (the same, without trailing bytes). */
export async function zipLength(path: string): Promise<{ fileSize: number; length: number }> {
  const file = await open(path, 'r');
  try {
    const { size: fileSize } = await file.stat();
    const start = Math.max(0, fileSize - SEARCH_BYTES);
    const tail = Buffer.alloc(fileSize - start);
    await file.read(tail, 0, tail.length, start);
    return { fileSize, length: archiveEnd(tail, start) ?? fileSize };
  } finally {
    await file.close();
  }
}
