/**
 * How every answer with a response schema becomes JSON. Each route's zod schema is turned once, at
 * start, into a JSON Schema and compiled by fast-json-stringify (Fastify's own serializer): it
 * writes exactly the properties the schema names, so an answer never carries a field its schema
 * leaves out (an account's password hash, a row's internal column), at a fraction of the cost of
 * zod checking the whole answer on every request (docs/PERFORMANCE.md, issue 17). A schema that
 * changes values on the way out (a codec, a transform) or that JSON Schema cannot express keeps
 * the zod serializer, which runs it.
 */
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Zod kinds that compute the answer rather than describe it: only zod itself can run them. */
const COMPUTED = new Set(['pipe', 'transform', 'default', 'prefault', 'catch', 'custom']);

/** The JSON Schema of what goes on the wire, or undefined when only zod can write it. */
export function wireSchema(schema: z.ZodType): object | undefined {
  let computed = false;
  try {
    const json = z.toJSONSchema(schema, {
      // Encoding writes the schema's input side: what a client reads back.
      io: 'input',
      target: 'draft-7',
      unrepresentable: 'throw',
      override: (ctx) => {
        if (COMPUTED.has(ctx.zodSchema._zod.def.type)) computed = true;
      },
    });
    return computed ? undefined : json;
  } catch {
    return undefined;
  }
}

export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const schema = route.schema as unknown;
  const json = schema instanceof z.ZodType ? wireSchema(schema) : undefined;
  return json ? fastJson(json) : zodSerializerCompiler(route as never);
};
