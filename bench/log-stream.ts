/**
 * The cost of one access-log line: pino writing the request log's line through its own
 * destination (sonic-boom, the baseline) and through the app's batched stream
 * (`plugins/logging/log-stream.ts`), both to /dev/null. Each turn of the event loop logs 50 lines,
 * as 50 connections answered in one turn do; the figure is process CPU time per line, the best of
 * ROUNDS rounds taken in turns.
 */
import { createWriteStream } from 'node:fs';
import pino, { type DestinationStream } from 'pino';
import { batchedLogStream } from '#server/plugins/logging/log-stream.ts';
import { memoryCell } from './lib/http-load.ts';

const TURNS = 4_000;
const PER_TURN = 50;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

/** The fields `RequestLog` writes for a request, on a child logger with its request id. */
const LINE = {
  req: {
    method: 'GET',
    url: '/api/config',
    host: '127.0.0.1:3000',
    remoteAddress: '127.0.0.1',
    remotePort: 51234,
  },
  res: { statusCode: 200 },
  responseTime: 0.53,
};

async function microsPerLine(destination: DestinationStream): Promise<number> {
  const log = pino({ level: 'info' }, destination).child({ reqId: crypto.randomUUID() });
  const before = process.cpuUsage();
  for (let turn = 0; turn < TURNS; turn++) {
    for (let i = 0; i < PER_TURN; i++) log.info(LINE, 'request completed');
    await new Promise((resolve) => setImmediate(resolve));
  }
  const { user, system } = process.cpuUsage(before);
  return (user + system) / (TURNS * PER_TURN);
}

const sonic: number[] = [];
const batched: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  sonic.push(await microsPerLine(pino.destination('/dev/null')));
  batched.push(await microsPerLine(batchedLogStream(createWriteStream('/dev/null'))));
}
const best = (values: number[]) => Math.min(...values).toFixed(2);

console.log(
  `| access-log line, ${PER_TURN} a turn (CPU per line, best of ${ROUNDS}) ` +
    `| pino's sonic-boom ${best(sonic)} µs | **batched stream ${best(batched)} µs** | ${memoryCell()} |`,
);
