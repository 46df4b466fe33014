import { describe, expect, it } from 'vitest';
import { parseClientMessage } from './live-messages.ts';

const problem = (raw: string) => {
  const parsed = parseClientMessage(raw);
  return parsed.ok ? undefined : parsed.problem;
};

describe('parseClientMessage', () => {
  it('reads the three version 1 messages', () => {
    expect(parseClientMessage('{"v":1,"type":"ping"}')).toEqual({
      ok: true,
      message: { v: 1, type: 'ping' },
    });
    for (const type of ['subscribe', 'unsubscribe'])
      expect(parseClientMessage(JSON.stringify({ v: 1, type, channel: 'fleet' }))).toEqual({
        ok: true,
        message: { v: 1, type, channel: 'fleet' },
      });
  });

  it('names what is wrong with anything else', () => {
    expect(problem('ping')).toBe('A live message is a JSON object; this one is not JSON.');
    expect(problem('[1]')).toBe('A live message is a JSON object.');
    expect(problem('null')).toBe('A live message is a JSON object.');
    expect(problem('{"type":"ping"}')).toContain('the message says v: nothing');
    expect(problem('{"v":"1","type":"ping"}')).toContain('v: "1"');
    expect(problem('{"v":1}')).toBe(
      'A message without a type is not a live message type: send subscribe, unsubscribe, ping.',
    );
    expect(problem('{"v":1,"type":"publish","channel":"fleet"}')).toContain(
      '"publish" is not a live message type',
    );
    expect(problem('{"v":1,"type":"subscribe","channel":7}')).toMatch(
      /^A subscribe message is not valid — channel: /,
    );
    expect(
      problem(JSON.stringify({ v: 1, type: 'subscribe', channel: 'x'.repeat(201) })),
    ).toContain('200 characters');
  });
});
