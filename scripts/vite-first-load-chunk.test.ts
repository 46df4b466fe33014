import { describe, expect, it } from 'vitest';
import { staticClosure, type ModuleGraph } from './vite-first-load-chunk.ts';

// main → app → react; home loads quick (→ schemas → zod, → app) and form (→ rhf, → zod) later.
const imports: Record<string, string[]> = {
  main: ['app', 'react'],
  app: ['react'],
  quick: ['schemas', 'app'],
  schemas: ['zod'],
  form: ['rhf', 'zod'],
  zod: [],
  rhf: ['react'],
  react: [],
};
const graph: ModuleGraph = { staticImports: (id) => imports[id] ?? [] };

describe('the chunk of what / loads after its first paint', () => {
  it('holds what the roots reach statically, and nothing the entry already has', () => {
    const entry = staticClosure(['main'], graph);
    expect([...entry].sort()).toEqual(['app', 'main', 'react']);
    expect([...staticClosure(['quick'], graph, entry)].sort()).toEqual(['quick', 'schemas', 'zod']);
  });

  it('leaves out modules only reached through held ones, and a held root itself', () => {
    const held = new Set(['schemas']);
    expect([...staticClosure(['quick', 'schemas'], graph, held)].sort()).toEqual([
      'app',
      'quick',
      'react',
    ]);
  });

  it('follows cycles once', () => {
    const cycle: ModuleGraph = { staticImports: (id) => (id === 'a' ? ['b'] : ['a']) };
    expect([...staticClosure(['a'], cycle)].sort()).toEqual(['a', 'b']);
  });
});
