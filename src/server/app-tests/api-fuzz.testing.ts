/**
 * Arbitraries for the API fuzz (api-fuzz.test.ts): malformed values, and request bodies built from
 * a route's OpenAPI schema where each field is either plausible or malformed, so bad values reach
 * deep into services and repos instead of stopping at the first field.
 */
import fc from 'fast-check';

/** A JSON schema node as @fastify/swagger writes it (OpenAPI 3.0: `nullable`, no $ref). */
export interface SchemaNode {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: SchemaNode;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  oneOf?: SchemaNode[];
  anyOf?: SchemaNode[];
}

const STRANGE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\udc00\ud800',
  '0000-01-01',
  '0000-02-29',
  '2023-02-29',
  '-0001-01-01',
  '99999-12-31',
  '2030-13-45',
  '1970-01-01T00:00:00Z',
  '24:00',
  '99:99',
  'NaN',
  '-1',
  '1e309',
  '9007199254740993',
  "'; drop table stop; --",
  '%00',
  '%',
  '../../etc/passwd',
  '\u202e\ufeff',
  '😀',
  'null',
  '{}',
];
const HUGE = ['x'.repeat(100_000), '\u0000'.repeat(1000), '😀'.repeat(5000)];

/** Any UTF-16 unit, lone surrogates and NUL included. */
const anyUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

/** Ordinary text with a NUL or a lone surrogate inside: often the only thing wrong with it. */
const brokenText = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.constantFrom('\u0000', '\ud800', '\udc00'),
    fc.string({ maxLength: 8 }),
  )
  .map((parts) => parts.join(''));

export const strangeString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...STRANGE_STRINGS) },
  { weight: 3, arbitrary: brokenText },
  { weight: 3, arbitrary: fc.string({ unit: anyUnit, maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE) },
);

/** Values of the wrong kind: nulls, numbers at the edges, objects where strings belong… */
export const strangeValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: strangeString },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.boolean() },
  {
    weight: 2,
    arbitrary: fc.constantFrom(0, -1, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e308, -1e308),
  },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.constantFrom({}, [], { $gt: '' }, [null], { name: '\u0000' }) },
);

/** A value that the schema accepts, roughly; real ids where the schema wants one. */
export function plausible(node: SchemaNode, ids: string[]): fc.Arbitrary<unknown> {
  const value = plausibleValue(node, ids);
  return node.nullable ? fc.option(value, { freq: 5 }) : value;
}

function plausibleValue(node: SchemaNode, ids: string[]): fc.Arbitrary<unknown> {
  const branches = node.oneOf ?? node.anyOf;
  if (branches) return fc.oneof(...branches.map((branch) => plausible(branch, ids)));
  if (node.enum) return fc.constantFrom(...node.enum);
  switch (node.type) {
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number':
      return fc.integer({
        min: Math.max(node.minimum ?? -10, -1e6),
        max: Math.min(node.maximum ?? 1000, 1e6),
      });
    case 'array':
      return fc.array(node.items ? plausible(node.items, ids) : strangeValue, {
        minLength: Math.min(node.minItems ?? 0, 3),
        maxLength: Math.min(node.maxItems ?? 3, 3),
      });
    case 'object':
      return fc.record(
        Object.fromEntries(
          Object.entries(node.properties ?? {}).map(([k, v]) => [k, plausible(v, ids)]),
        ),
      );
    default:
      return plausibleString(node, ids);
  }
}

function plausibleString(node: SchemaNode, ids: string[]): fc.Arbitrary<string> {
  if (node.format === 'uuid' || node.pattern?.startsWith('^[A-Za-z0-9_-]{1,100}'))
    return ids.length ? fc.constantFrom(...ids) : fc.uuid();
  if (node.format === 'email') return fc.constantFrom('fuzz.target@example.com', 'no@example.com');
  if (node.format === 'date') return fc.constantFrom('2030-03-01', '2024-02-29', '1000-01-01');
  if (node.format === 'date-time') return fc.constant('2030-03-01T08:00:00Z');
  if (node.pattern) return fc.stringMatching(new RegExp(node.pattern));
  const minLength = node.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.min(node.maxLength ?? 20, minLength + 20) });
}

type Json = unknown;

/** Every place in a JSON value, as a path of keys: the value itself, its fields, their items… */
function placesOf(value: Json, path: (string | number)[] = []): (string | number)[][] {
  const places = [path];
  if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value))
      places.push(...placesOf(child, [...path, Array.isArray(value) ? Number(key) : key]));
  return places;
}

function replaced(value: Json, path: (string | number)[], by: Json): Json {
  if (path.length === 0) return by;
  const [key, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    Json
  >;
  copy[key] = replaced(copy[key], rest, by);
  return copy;
}

/**
 * A plausible value with one or two places replaced by a malformed value (or a field added or
 * left out), so that the bad value is often the only thing wrong and reaches the service.
 */
export function fuzzed(node: SchemaNode, ids: string[]): fc.Arbitrary<Json> {
  const mutation = fc.tuple(fc.nat(), strangeValue, fc.constantFrom('replace', 'add', 'drop'));
  return fc
    .tuple(plausible(node, ids), fc.array(mutation, { minLength: 1, maxLength: 2 }))
    .map(([value, mutations]) =>
      mutations.reduce((current, [pick, strange, how]) => {
        const places = placesOf(current);
        const path = places[pick % places.length] ?? [];
        if (how === 'replace' || path.length === 0) return replaced(current, path, strange);
        const parent = path.slice(0, -1);
        if (how === 'add') return replaced(current, [...parent, `x${pick % 7}`], strange);
        return replaced(current, path, undefined);
      }, value),
    );
}

/** A JSON body for a route: built from its schema, or strange as a whole, or not JSON at all. */
export function bodyFor(schema: SchemaNode | undefined, ids: string[]): fc.Arbitrary<string> {
  const whole = fc.oneof(
    { weight: 3, arbitrary: strangeValue.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', 'nul', '\u0000', '[1,]', '') },
  );
  if (!schema) return whole;
  const shaped = fuzzed(schema, ids).map((v) => JSON.stringify(v) ?? 'null');
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: whole });
}
