import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { readZipText, writeZip } from '../testing.ts';
import { openZip } from './zip.ts';

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
});
