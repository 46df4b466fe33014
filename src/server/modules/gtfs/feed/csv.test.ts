import { describe, expect, it } from 'vitest';
import { CsvParser, CsvSyntaxError, csvBatches, parseCsv } from './csv.ts';

const rows = (text: string) => parseCsv(text).map((r) => [r.line, ...r.fields]);

describe('CSV parser', () => {
  it('reads plain records with their line numbers, with or without a final line break', () => {
    expect(rows('a,b\n1,2\n')).toEqual([
      [1, 'a', 'b'],
      [2, '1', '2'],
    ]);
    expect(rows('a,b\n1,2')).toEqual([
      [1, 'a', 'b'],
      [2, '1', '2'],
    ]);
    expect(rows('a,,\n')).toEqual([[1, 'a', '', '']]);
  });

  it('strips a byte-order mark, accepts CRLF and skips blank lines', () => {
    expect(rows('\uFEFFstop_id,name\r\n\r\nX,Y\r\n\r\n')).toEqual([
      [1, 'stop_id', 'name'],
      [3, 'X', 'Y'],
    ]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks, counting lines', () => {
    expect(rows('id,name\n1,"Main St, ""North"""\n2,"two\nlines"\n3,x\n')).toEqual([
      [1, 'id', 'name'],
      [2, '1', 'Main St, "North"'],
      [3, '2', 'two\nlines'],
      [5, '3', 'x'],
    ]);
    expect(rows('"",a\n')).toEqual([[1, '', 'a']]);
  });

  it('gives the same records however the text is cut into chunks', () => {
    const text = '\uFEFFa,b\r\n"x,""y""",2\r\n\r\n"multi\r\nline",3\nlast,4';
    const whole = parseCsv(text);
    for (let cut = 0; cut <= text.length; cut++) {
      const parser = new CsvParser();
      const records = [
        ...parser.push(text.slice(0, cut)),
        ...parser.push(text.slice(cut)),
        ...parser.end(),
      ];
      expect(records, `cut at ${cut}`).toEqual(whole);
    }
  });

  it('reports a quote that is never closed with the line it opened on', () => {
    expect(() => parseCsv('a\n"open\nstill')).toThrow(CsvSyntaxError);
    try {
      parseCsv('a\nb\n"open\nstill');
    } catch (error) {
      expect((error as CsvSyntaxError).line).toBe(3);
    }
  });

  it('refuses text after a closing quote (a stray quote), naming the line', () => {
    expect(() => parseCsv('id,state\nX1,"closed"junk\n')).toThrow(
      'a field has text after its closing quote ("closed"junk)',
    );
    let line = 0;
    try {
      parseCsv('id,note\nA,"two\nlines"x,1\n');
    } catch (error) {
      line = (error as CsvSyntaxError).line;
      expect((error as CsvSyntaxError).message).toMatch(/lines"x\)/);
    }
    expect(line).toBe(3);
    // Cut after the closing quote, the stray text arrives in the next chunk: still refused.
    const parser = new CsvParser();
    parser.push('id,state\nX1,"closed"');
    expect(() => parser.push('junk\n')).toThrow(CsvSyntaxError);
    // A doubled quote, a comma or a line break after a closing quote is fine.
    expect(rows('a,"b"\n"c""d",e\n')).toEqual([
      [1, 'a', 'b'],
      [2, 'c"d', 'e'],
    ]);
  });

  it('refuses a record longer than its bound, however the text is cut, naming its line', () => {
    const parser = new CsvParser(10);
    expect(parser.push('a,b\r\n12345678,\n')).toHaveLength(2);
    parser.push('"12345');
    expect(() => parser.push('6\n78"')).toThrow('the line is longer than 10 characters');
    expect(() => new CsvParser(10).push('a\n' + 'x'.repeat(11))).toThrow(CsvSyntaxError);
  });

  it('decodes UTF-8 split across byte chunks', async () => {
    const bytes = new TextEncoder().encode('name\nMünchen Straße\n');
    const chunks = [bytes.slice(0, 7), bytes.slice(7, 8), bytes.slice(8)];
    const batches = [];
    for await (const batch of csvBatches(
      (async function* () {
        yield* chunks;
      })(),
    ))
      batches.push(...batch);
    expect(batches.map((r) => r.fields[0])).toEqual(['name', 'München Straße']);
  });
});
