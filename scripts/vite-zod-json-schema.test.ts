import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { exportNames, stubModule } from './vite-zod-json-schema.ts';

const zodDir = dirname(createRequire(import.meta.url).resolve('zod/package.json'));
const path = (file: string) => join(zodDir, 'v4/core', file);
const read = (file: string) => readFileSync(path(file), 'utf8');

async function importStub(source: string): Promise<Record<string, unknown>> {
  const url = `data:text/javascript;base64,${Buffer.from(stubModule(source)).toString('base64')}`;
  return (await import(url)) as Record<string, unknown>;
}

describe("the browser stub of zod's JSON Schema generator", () => {
  it.each(['to-json-schema.js', 'json-schema-processors.js'])(
    'exports every name %s exports',
    async (file) => {
      const source = read(file);
      const real = (await import(pathToFileURL(path(file)).href)) as Record<string, unknown>;
      expect(exportNames(source).sort()).toEqual(Object.keys(real).sort());
      expect(Object.keys(await importStub(source)).sort()).toEqual(Object.keys(real).sort());
    },
  );

  it('throws when asked for JSON Schema, and its method factories return such a method', async () => {
    const stub = await importStub(read('to-json-schema.js'));
    const create = stub.createStandardJSONSchemaMethod as () => () => unknown;
    const method = create();
    expect(() => method()).toThrow('Busway does not build JSON Schema in the browser.');
    expect(() => (stub.finalize as () => unknown)()).toThrow(/JSON Schema/);
  });

  it('reads `export { a as b }` lists', () => {
    expect(exportNames('export function f() {}\nexport { g as h, i };\n')).toEqual(['f', 'h', 'i']);
  });
});
