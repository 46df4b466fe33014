import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';
import { csvChunks, csvLine } from './csv-writer.ts';

describe('CSV writer', () => {
  it('quotes only what needs it, and reads back as written', () => {
    const values = ['plain', 'a,b', 'say "hi"', 'two\nlines', 12.5, null, undefined];
    const line = csvLine(values);
    expect(line).toBe('plain,"a,b","say ""hi""","two\nlines",12.5,,\n');
    expect(parseCsv(line)[0]!.fields).toEqual([
      'plain',
      'a,b',
      'say "hi"',
      'two\nlines',
      '12.5',
      '',
      '',
    ]);
  });

  it('writes the header and rows in chunks', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => [`trip-${i}`, i]);
    const chunks: Buffer[] = [];
    for await (const chunk of csvChunks(['trip_id', 'n'], rows)) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(1);
    const records = parseCsv(Buffer.concat(chunks).toString());
    expect(records).toHaveLength(20_001);
    expect(records[20_000]!.fields).toEqual(['trip-19999', '19999']);
  });
});
