/**
 * The routes the API fuzz walks (api-fuzz.test.ts): every operation of the OpenAPI document, with
 * its parameters and body schema, plus the better-auth endpoints (hidden from the document), with
 * who may call each one; the ids of real rows, so fuzzed bodies and paths reach real records; and
 * malformed path parameters and query values.
 */
import type { FastifyInstance } from 'fastify';
import { roleAllows, type Access } from '#shared/accounts/access.ts';
import type { RouteEntry } from '#server/plugins/access.ts';
import fc from 'fast-check';
import { plausible, strangeString, type SchemaNode } from './api-fuzz.testing.ts';

export type Identity = 'visitor' | 'passenger' | 'conductor' | 'admin';
export const IDENTITIES: Identity[] = ['visitor', 'passenger', 'conductor', 'admin'];

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI form: /api/admin/stops/{id}. */
  path: string;
  pathParams: string[];
  query: { name: string; schema: SchemaNode }[];
  hasBody: boolean;
  body: SchemaNode | undefined;
  identities: Identity[];
  admits(who: Identity): boolean;
}

interface Operation {
  parameters?: { in: string; name: string; schema: SchemaNode }[];
  requestBody?: { content: Record<string, { schema: SchemaNode }> };
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
}

/** The fields better-auth endpoints read; each fuzzed as a string, present or not. */
const password: SchemaNode = { type: 'string', minLength: 6, maxLength: 12 };
const AUTH_BODY: SchemaNode = {
  type: 'object',
  properties: {
    email: { type: 'string', format: 'email' },
    password,
    newPassword: password,
    currentPassword: password,
    name: { type: 'string', minLength: 1 },
    otp: { type: 'string', pattern: '^\\d{6}$' },
    token: { type: 'string' },
    phone: { type: 'string', pattern: '^\\+?[0-9 ()-]{6,20}$' },
  },
};
/**
 * Called by visitors only: as a signed-in identity they would end the session (or the account)
 * the rest of the walk runs with.
 */
const ENDS_THE_SESSION = new Set([
  'POST /api/auth/sign-out',
  'POST /api/auth/revoke-session',
  'POST /api/auth/revoke-sessions',
  'POST /api/auth/delete-user',
]);

const fastifyUrl = (path: string) => path.replace(/\{\*\}/g, '*').replace(/\{(\w+)\}/g, ':$1');

function admitter(access: Access | undefined) {
  return (who: Identity) =>
    access !== undefined && roleAllows(access, who === 'visitor' ? null : who);
}

function documented(doc: OpenApi, table: RouteEntry[]): Route[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([verb, op]) => {
      const method = verb.toUpperCase() as Route['method'];
      const entry = table.find((r) => r.method === method && r.url === fastifyUrl(path));
      const parameters = op.parameters ?? [];
      const body = op.requestBody?.content['application/json']?.schema;
      return {
        method,
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query'),
        hasBody: method !== 'GET' && method !== 'DELETE',
        body,
        identities: IDENTITIES,
        admits: admitter(entry?.access),
      };
    }),
  );
}

function authEndpoints(table: RouteEntry[]): Route[] {
  return table
    .filter((r) => r.url.startsWith('/api/auth/') && (r.method === 'GET' || r.method === 'POST'))
    .map((r) => ({
      method: r.method as Route['method'],
      path: r.url,
      pathParams: [],
      query: [],
      hasBody: r.method === 'POST',
      body: AUTH_BODY,
      identities: ENDS_THE_SESSION.has(`${r.method} ${r.url}`) ? ['visitor'] : IDENTITIES,
      admits: admitter(r.access),
    }));
}

/** The documented routes, then the better-auth endpoints (last: they may sign people out). */
export function routesOf(doc: OpenApi, table: RouteEntry[]): Route[] {
  return [...documented(doc, table), ...authEndpoints(table)];
}

const ID_LISTS = [
  ['/api/admin/stops?pageSize=5', 'stops'],
  ['/api/admin/routes?pageSize=5', 'routes'],
  ['/api/admin/buses?pageSize=5', 'buses'],
  ['/api/admin/seat-layouts', 'layouts'],
  ['/api/admin/schedules?pageSize=5', 'schedules'],
  ['/api/admin/trips?pageSize=5', 'trips'],
  ['/api/admin/users?q=fuzz.target', 'users'],
] as const;

/**
 * Ids of real rows for fuzzed paths and bodies. The demo accounts and the demo conductor's profile
 * are left out, so the walk never disables or deletes the identities it runs as.
 */
export async function collectIds(app: FastifyInstance, admin: string): Promise<string[]> {
  const ids: string[] = [];
  for (const [url, key] of ID_LISTS) {
    const res = await app.inject({ url, headers: { cookie: admin } });
    const rows = (res.json() as Record<string, { id: string }[]>)[key] ?? [];
    ids.push(...rows.slice(0, 5).map((row) => row.id));
  }
  const conductors = await app.inject({
    url: '/api/admin/conductors',
    headers: { cookie: admin },
  });
  for (const c of conductors.json().conductors as { id: string; email: string }[])
    if (!c.email.endsWith('@busway.demo')) ids.push(c.id);
  return ids;
}

/**
 * Percent-encodes like encodeURIComponent, but a lone surrogate (which encodeURIComponent refuses)
 * becomes the bytes UTF-8 would give it, which are not valid UTF-8: a server must refuse them.
 */
export function encode(value: string): string {
  return Array.from(value, (point) => {
    const code = point.charCodeAt(0);
    if (point.length > 1 || code < 0xd800 || code > 0xdfff) return encodeURIComponent(point);
    return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
      .map((byte) => `%${byte.toString(16).toUpperCase()}`)
      .join('');
  }).join('');
}

/** A path parameter: a real id, a strange string encoded, or raw bytes that are not a segment. */
export function pathParam(ids: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: ids.length ? fc.constantFrom(...ids) : fc.uuid() },
    { weight: 4, arbitrary: strangeString.map((s) => encode(s.slice(0, 2000))) },
    { weight: 1, arbitrary: fc.constantFrom('%00', 'ab%00cd', '%ZZ', '%E0%A4%A', '%C0%AF', '..') },
  );
}

/** A query value: plausible for the parameter or strange; sometimes repeated (an array). */
export function queryValue(node: SchemaNode | undefined, ids: string[]): fc.Arbitrary<string[]> {
  const one = fc
    .oneof(
      { weight: 2, arbitrary: node ? plausible(node, ids).map(String) : strangeString },
      { weight: 2, arbitrary: strangeString },
    )
    .map((s) => s.slice(0, 5000));
  return fc.array(one, { minLength: 1, maxLength: 2 });
}
