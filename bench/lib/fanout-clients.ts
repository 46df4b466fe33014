/**
 * The subscribers of the fan-out bench, in a child process of their own (10,000 sockets on each
 * side would not fit one process's file limit): opens one WebSocket per subscriber, subscribes
 * (Busway) or is assigned its channel by URL (the bare baseline), and from `start` on counts the
 * frames that arrive and how long after their `at` they arrive. Talks to its parent over IPC.
 */
import { WebSocket } from 'ws';

interface Config {
  mode: 'busway' | 'bare';
  url: string;
  /** One entry per subscriber: its channel. */
  channels: string[];
}

// The channel list is too long for argv: it comes as the first IPC message.
const config = await new Promise<Config>((resolve) =>
  process.once('message', (message) => resolve(message as Config)),
);
const latencies: number[] = [];
let counting = false;
let since = 0;
let received = 0;
let errors = 0;

function atOf(text: string): number | undefined {
  const message = JSON.parse(text) as { type?: string; at?: number; data?: { at?: string } };
  if (config.mode === 'bare') return message.at;
  if (message.type !== 'message' || !message.data?.at) return undefined;
  return Date.parse(message.data.at);
}

function open(channel: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const url = config.mode === 'bare' ? `${config.url}?ch=${channel}` : config.url;
    const socket = new WebSocket(url);
    socket.on('error', (err) => {
      errors++;
      reject(err);
    });
    socket.on('message', (data) => {
      const text = String(data);
      if (config.mode === 'busway' && text.includes('"subscribed"')) return resolve(socket);
      const at = atOf(text);
      if (!counting || at === undefined || at < since) return;
      received++;
      latencies.push(Date.now() - at);
    });
    socket.on('open', () => {
      if (config.mode === 'bare') resolve(socket);
      else socket.send(JSON.stringify({ v: 1, type: 'subscribe', channel }));
    });
  });
}

const sockets: WebSocket[] = [];
for (let i = 0; i < config.channels.length; i += 200) {
  const batch = config.channels.slice(i, i + 200);
  sockets.push(...(await Promise.all(batch.map(open))));
}
process.send!({ kind: 'ready', sockets: sockets.length });

process.on('message', (message: { cmd: string; since?: number }) => {
  if (message.cmd === 'start') {
    counting = true;
    since = message.since ?? Date.now();
    received = 0;
    latencies.length = 0;
  } else if (message.cmd === 'stop') {
    counting = false;
    const sorted = latencies.sort((a, b) => a - b);
    const pct = (p: number) =>
      sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
    process.send!({
      kind: 'stats',
      received,
      errors,
      p50: pct(50),
      p95: pct(95),
      p99: pct(99),
      rssMb: Math.round(process.memoryUsage().rss / 2 ** 20),
    });
  } else if (message.cmd === 'exit') {
    for (const socket of sockets) socket.terminate();
    process.exit(0);
  }
});
