/**
 * Reading what a browser sends on /api/live: text, JSON, one of the version 1 client messages.
 * Each refusal is a sentence naming what was wrong, sent back as an `error` message; a bad message
 * never closes the socket.
 */
import { ClientMessage, LIVE_VERSION, type ServerMessage } from '#shared/live/live.ts';

export type Parsed = { ok: true; message: ClientMessage } | { ok: false; problem: string };

const TYPES = ['subscribe', 'unsubscribe', 'ping'];

export function parseClientMessage(raw: string): Parsed {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, problem: 'A live message is a JSON object; this one is not JSON.' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, problem: 'A live message is a JSON object.' };
  const { v, type } = value as { v?: unknown; type?: unknown };
  if (v !== LIVE_VERSION)
    return {
      ok: false,
      problem: `This server speaks version ${LIVE_VERSION} of the live channel; the message says v: ${JSON.stringify(v) ?? 'nothing'}.`,
    };
  if (typeof type !== 'string' || !TYPES.includes(type))
    return {
      ok: false,
      problem: `${JSON.stringify(type) ?? 'A message without a type'} is not a live message type: send ${TYPES.join(', ')}.`,
    };
  const parsed = ClientMessage.safeParse(value);
  if (parsed.success) return { ok: true, message: parsed.data };
  const summary = parsed.error.issues
    .map((issue) => `${issue.path.join('.') || 'message'}: ${issue.message}`)
    .join('; ');
  return { ok: false, problem: `A ${type} message is not valid — ${summary}.` };
}

/** A server message as sent on the wire. */
export function encode(message: ServerMessage): string {
  return JSON.stringify(message);
}
