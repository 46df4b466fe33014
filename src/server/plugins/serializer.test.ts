import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler, wireSchema } from './serializer.ts';

const write = (schema: z.ZodType, data: unknown) =>
  JSON.parse(
    serializerCompiler({ schema, method: 'GET', url: '/t', httpStatus: '200' })(data) as string,
  );

const Account = z.object({
  id: z.string(),
  name: z.string().nullable(),
  phone: z.string().optional(),
  roles: z.array(z.enum(['admin', 'passenger'])),
  home: z.object({ code: z.string() }).nullable(),
});

describe('the answer serializer', () => {
  it('writes the fields the schema names and no other, at any depth', () => {
    const row = {
      id: 'u1',
      name: null,
      roles: ['admin'],
      home: { code: 'MUC', secret: 'x' },
      passwordHash: 'never sent',
    };
    expect(write(Account, row)).toEqual({
      id: 'u1',
      name: null,
      roles: ['admin'],
      home: { code: 'MUC' },
    });
  });

  it('writes unions, records and numbers as given', () => {
    const Event = z.discriminatedUnion('type', [
      z.object({ type: z.literal('moved'), at: z.number() }),
      z.object({ type: z.literal('ended'), reason: z.string() }),
    ]);
    const Schema = z.object({ events: z.array(Event), counts: z.record(z.string(), z.number()) });
    const data = {
      events: [
        { type: 'moved', at: 1.5 },
        { type: 'ended', reason: 'last stop' },
      ],
      counts: { a: 1, b: 2 },
    };
    expect(write(Schema, data)).toEqual(data);
  });

  it('compiles plain schemas, and leaves a schema that computes its answer to zod', () => {
    expect(wireSchema(Account)).toBeDefined();
    const Stamp = z.codec(z.iso.datetime(), z.date(), {
      decode: (text) => new Date(text),
      encode: (date) => date.toISOString(),
    });
    expect(wireSchema(z.object({ at: Stamp }))).toBeUndefined();
    expect(wireSchema(z.object({ n: z.number().default(1) }))).toBeUndefined();
    // Zod runs the codec on the way out.
    expect(write(z.object({ at: Stamp }), { at: new Date(Date.UTC(2026, 0, 2)) })).toEqual({
      at: '2026-01-02T00:00:00.000Z',
    });
  });

  it('refuses an answer that lacks a required field (the error handler makes it a 500)', () => {
    expect(() => write(Account, { id: 'u1', roles: [], home: null })).toThrow(/name/);
  });
});
