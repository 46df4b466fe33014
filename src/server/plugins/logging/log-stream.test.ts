import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { batchedLogStream } from './log-stream.ts';

/** A target that keeps each write, and a schedule the test runs by hand. */
function harness() {
  const writes: string[] = [];
  const scheduled: (() => void)[] = [];
  const stream = batchedLogStream({ write: (chunk) => writes.push(chunk) }, (flush) =>
    scheduled.push(flush),
  );
  const runTurn = () => scheduled.splice(0).forEach((flush) => flush());
  return { writes, scheduled, stream, runTurn };
}

describe('batched log stream', () => {
  it('writes the lines of one turn in one write, in order, once the turn ends', () => {
    const { writes, scheduled, stream, runTurn } = harness();
    stream.write('a\n');
    stream.write('b\n');
    stream.write('c\n');
    expect(writes).toEqual([]);
    expect(scheduled).toHaveLength(1);
    runTurn();
    expect(writes).toEqual(['a\nb\nc\n']);
    stream.write('d\n');
    runTurn();
    expect(writes).toEqual(['a\nb\nc\n', 'd\n']);
  });

  it('writes what is pending on flush, and nothing twice', () => {
    const { writes, stream, runTurn } = harness();
    stream.write('a\n');
    stream.flush();
    expect(writes).toEqual(['a\n']);
    runTurn();
    stream.flush();
    expect(writes).toEqual(['a\n']);
  });

  it("carries pino's lines whole, one JSON object a line", async () => {
    const writes: string[] = [];
    const log = pino({ level: 'info' }, batchedLogStream({ write: (chunk) => writes.push(chunk) }));
    log.info({ n: 1 }, 'first');
    log.debug('below the level');
    log.warn({ n: 2 }, 'second');
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toHaveLength(1);
    const lines = writes[0]!
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as object);
    expect(lines).toMatchObject([
      { n: 1, msg: 'first' },
      { n: 2, msg: 'second' },
    ]);
  });

  it('loses no line when the process exits in the same turn it logged', () => {
    const module = fileURLToPath(new URL('./log-stream.ts', import.meta.url));
    const script = `
      import pino from 'pino';
      import { stdoutLogStream } from ${JSON.stringify(module)};
      const log = pino({ level: 'info' }, stdoutLogStream());
      for (let i = 0; i < 1000; i++) log.info({ i }, 'line');
      log.fatal('exiting');
      process.exit(3);
    `;
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        encoding: 'utf8',
        maxBuffer: 16 * 2 ** 20,
      },
    );
    expect(child.status).toBe(3);
    const lines = child.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { msg: string });
    expect(lines).toHaveLength(1001);
    expect(lines.at(-1)?.msg).toBe('exiting');
  });
});
