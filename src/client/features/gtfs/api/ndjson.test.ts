import { describe, expect, it } from 'vitest';
import { ndjsonLines } from './ndjson.ts';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function linesOf(chunks: string[]): Promise<string[]> {
  const lines: string[] = [];
  for await (const line of ndjsonLines(streamOf(chunks))) lines.push(line);
  return lines;
}

describe('ndjsonLines', () => {
  it('gives each whole line, however the chunks cut them', async () => {
    expect(await linesOf(['{"a":1}\n{"b"', ':2}\n', '\n{"c":3}'])).toEqual([
      '{"a":1}',
      '{"b":2}',
      '{"c":3}',
    ]);
  });

  it('keeps a character cut between chunks whole', async () => {
    const bytes = new TextEncoder().encode('{"n":"Zürich"}\n');
    const cut = bytes.indexOf(0xc3) + 1;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, cut));
        controller.enqueue(bytes.slice(cut));
        controller.close();
      },
    });
    const lines: string[] = [];
    for await (const line of ndjsonLines(stream)) lines.push(line);
    expect(lines).toEqual(['{"n":"Zürich"}']);
  });
});
