import { appendFile, copyFile, readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { readZipText, writeZip } from '../gtfs.testing.ts';
import { openZip } from './zip.ts';
import { archiveEnd } from './zip-end.ts';

describe('zip reader', () => {
  it('finds files by name wherever they sit in the archive, with their sizes', async () => {
    const path = await writeZip({ 'feed/stops.txt': 'stop_id\nA\n', 'agency.txt': 'x' });
    const zip = await openZip(path);
    expect(zip.entries.map((e) => [e.name, e.uncompressedSize]).sort()).toEqual([
      ['agency.txt', 1],
      ['stops.txt', 10],
    ]);
    expect(await zip.open('routes.txt')).toBeUndefined();
    zip.close();
    expect((await readZipText(path))['stops.txt']).toBe('stop_id\nA\n');
  });

  it('refuses a file that is not a zip', async () => {
    const path = `${await writeZip({})}.txt`;
    await writeFile(path, 'stop_id,stop_name\n');
    await expect(openZip(path)).rejects.toThrow();
  });

  it('reads an archive with bytes after its end, as a web server may append them', async () => {
    const path = await writeZip({ 'stops.txt': 'stop_id\nA\n' });
    const junk = `${path}.junk.zip`;
    await copyFile(path, junk);
    // Bytes that look like a zip's record, then a page: only a record that fits counts.
    await appendFile(junk, Buffer.from('PK\u0005\u0006<html><body>Not found</body></html>\n'));
    expect((await readZipText(junk))['stops.txt']).toBe('stop_id\nA\n');
  });

  it('reads past 64 KiB of trailing bytes, more than a zip comment can hold', async () => {
    const path = await writeZip({ 'stops.txt': 'stop_id\nB\n' });
    await appendFile(path, Buffer.alloc(100_000, 'x'));
    expect((await readZipText(path))['stops.txt']).toBe('stop_id\nB\n');
  });

  it('keeps a comment that is part of the archive', async () => {
    const path = await writeZip({ 'stops.txt': 'stop_id\nC\n' });
    const bytes = await readFile(path);
    const withComment = Buffer.concat([bytes, Buffer.from('feed v1')]);
    withComment.writeUInt16LE(7, bytes.length - 2);
    expect(archiveEnd(withComment, 0)).toBe(withComment.length);
    expect(archiveEnd(Buffer.concat([withComment, Buffer.from('<html>')]), 0)).toBe(
      withComment.length,
    );
    expect(archiveEnd(Buffer.from('stop_id,stop_name\n'), 0)).toBeUndefined();
  });
});
