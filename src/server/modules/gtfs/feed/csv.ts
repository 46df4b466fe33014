/**
 * An incremental RFC 4180 CSV parser: text goes in by chunks of any size, complete records come
 * out with the line each starts on. Handles a byte-order mark, CRLF or LF, quoted fields with
 * doubled quotes and line breaks inside them. Blank lines are skipped, as GTFS feeds have them.
 * Text after a closing quote (`"closed"junk`) and a record longer than the bound are syntax errors:
 * the one is a mistake the feed's author must see, the other would grow a field without end.
 */
export interface CsvRecord {
  /** 1-based physical line where the record starts (the header is line 1). */
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  readonly line: number;
  constructor(line: number, message: string) {
    super(message);
    this.name = 'CsvSyntaxError';
    this.line = line;
  }
}

const QUOTE = 34;
const COMMA = 44;
const LF = 10;
const CR = 13;

/** Characters a record may hold unless the caller says otherwise (import-limits.ts sets it). */
export const DEFAULT_MAX_RECORD_CHARS = 1 << 20;

export class CsvParser {
  private fields: string[] = [];
  private field = '';
  /** The current field opened with a quote (so an empty last field still counts at the end). */
  private quoted = false;
  private inQuotes = false;
  /** Just after a closing quote: another quote is a doubled, literal one. */
  private afterQuote = false;
  private line = 1;
  private recordLine = 1;
  private pendingCr = false;
  private started = false;
  /** Characters of the current record read in earlier chunks, and where it began in this one. */
  private recordChars = 0;
  private recordFrom = 0;

  private readonly maxRecordChars: number;

  constructor(maxRecordChars = DEFAULT_MAX_RECORD_CHARS) {
    this.maxRecordChars = maxRecordChars;
  }

  /** Parses a chunk; returns the records it completed. */
  push(chunk: string): CsvRecord[] {
    const out: CsvRecord[] = [];
    let text = chunk;
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    let i = 0;
    if (this.pendingCr && text.charCodeAt(0) === LF) i = 1;
    if (text.length > 0) this.pendingCr = false;
    this.recordFrom = i;
    while (i < text.length)
      i = this.inQuotes ? this.inQuotedField(text, i) : this.plain(text, i, out);
    this.recordChars += text.length - this.recordFrom;
    this.checkLength();
    return out;
  }

  private checkLength() {
    if (this.recordChars <= this.maxRecordChars) return;
    throw new CsvSyntaxError(
      this.recordLine,
      `the line is longer than ${this.maxRecordChars.toLocaleString('en')} characters`,
    );
  }

  /** Inside quotes: up to the next quote, counting line breaks. Returns where to go on. */
  private inQuotedField(text: string, from: number): number {
    const end = text.indexOf('"', from);
    const stop = end < 0 ? text.length : end;
    for (let at = text.indexOf('\n', from); at >= 0 && at < stop; at = text.indexOf('\n', at + 1))
      this.line++;
    this.field += text.slice(from, stop);
    if (end < 0) return text.length;
    this.inQuotes = false;
    this.afterQuote = true;
    return end + 1;
  }

  /** Outside quotes: fields and record ends until a quote opens or the chunk ends. */
  private plain(text: string, from: number, out: CsvRecord[]): number {
    let start = from;
    for (let i = from; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (this.afterQuote && c !== QUOTE && c !== COMMA && c !== LF && c !== CR)
        throw this.textAfterQuote(text, i);
      if (c === QUOTE) {
        this.field += text.slice(start, i);
        if (this.afterQuote) this.field += '"'; // "" inside a quoted field
        if (this.afterQuote || this.field === '') {
          this.quoted = true;
          this.inQuotes = true;
          this.afterQuote = false;
          return i + 1;
        }
        start = i; // a stray quote inside an unquoted field is kept as it is
        continue;
      }
      if (c !== COMMA && c !== LF && c !== CR) continue;
      this.endField(text.slice(start, i));
      if (c !== COMMA) this.endLine(out, c === CR, text, i);
      if (c === CR && text.charCodeAt(i + 1) === LF) i++;
      start = i + 1;
    }
    this.field += text.slice(start);
    if (start < text.length) this.afterQuote = false;
    return text.length;
  }

  private textAfterQuote(text: string, at: number): CsvSyntaxError {
    const rest = /^[^,\r\n]{0,40}/.exec(text.slice(at, at + 40))![0];
    return new CsvSyntaxError(
      this.line,
      `a field has text after its closing quote ("${this.field.slice(0, 40)}"${rest}); ` +
        'a quote inside a field must be doubled and the whole field quoted',
    );
  }

  private endLine(out: CsvRecord[], cr: boolean, text: string, at: number) {
    this.recordChars += at - this.recordFrom;
    this.checkLength();
    this.recordChars = 0;
    this.recordFrom = at + (cr && text.charCodeAt(at + 1) === LF ? 2 : 1);
    this.endRecord(out);
    this.line++;
    this.recordLine = this.line;
    // A CR ending the chunk may be the first half of a CRLF split across chunks.
    this.pendingCr = cr && at === text.length - 1;
  }

  /** Ends the input; returns the last record if the text did not end with a line break. */
  end(): CsvRecord[] {
    if (this.inQuotes) {
      throw new CsvSyntaxError(this.recordLine, 'a quoted field is never closed');
    }
    const out: CsvRecord[] = [];
    if (this.field !== '' || this.fields.length > 0 || this.quoted) {
      this.endField('');
      this.endRecord(out);
    }
    return out;
  }

  private endField(rest: string) {
    this.fields.push(this.field + rest);
    this.field = '';
    this.quoted = false;
    this.afterQuote = false;
  }

  private endRecord(out: CsvRecord[]) {
    const fields = this.fields;
    this.fields = [];
    if (fields.length === 1 && fields[0] === '') return;
    out.push({ line: this.recordLine, fields });
  }
}

/** Records of a text stream, a batch per chunk read, so callers can await between batches. */
export async function* csvBatches(
  source: AsyncIterable<string | Uint8Array>,
  maxRecordChars = DEFAULT_MAX_RECORD_CHARS,
): AsyncGenerator<CsvRecord[]> {
  const parser = new CsvParser(maxRecordChars);
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of source) {
    const text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    const records = parser.push(text);
    if (records.length > 0) yield records;
  }
  const tail = parser.push(decoder.decode()).concat(parser.end());
  if (tail.length > 0) yield tail;
}

/** Parses a whole text at once; for small inputs and tests. */
export function parseCsv(text: string): CsvRecord[] {
  const parser = new CsvParser();
  return parser.push(text).concat(parser.end());
}
