/**
 * A Vite build plugin that gives the code every load of `/` fetches just after its first paint
 * (the config and session schemas, zod with them, the home screen's quick searches) a chunk of its
 * own. Without it, those modules fall into the passenger screens' shared chunk (they are shared
 * by screens, like all of zod), and `/` fetched the whole chunk: react-hook-form, the seat map,
 * tickets, live tracking, about 70 KB gzip for 25 KB it runs (docs/PERFORMANCE.md, issue 26).
 *
 * The roots are named; their static imports are followed, leaving out what the entry already
 * holds. `test` is a rolldown `codeSplitting` group test: the chunk holds exactly that closure, so
 * it imports nothing from the screens' chunk.
 */
import type { Plugin } from 'vite';

export interface ModuleGraph {
  /** The modules `id` imports statically (not `import()`). */
  staticImports: (id: string) => readonly string[];
}

/**
 * Every module reachable from `roots` through static imports, not counting modules of `held`
 * (what an earlier chunk already has) nor what is reached only through them.
 */
export function staticClosure(
  roots: readonly string[],
  graph: ModuleGraph,
  held: ReadonlySet<string> = new Set(),
): Set<string> {
  const found = new Set<string>();
  const queue = roots.filter((id) => !held.has(id));
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    for (const next of graph.staticImports(id)) if (!held.has(next)) queue.push(next);
  }
  return found;
}

export function afterFirstPaintChunk(
  entry: RegExp,
  roots: readonly RegExp[],
): {
  plugin: Plugin;
  test: (id: string) => boolean;
} {
  let members = new Set<string>();
  const plugin: Plugin = {
    name: 'busway:after-first-paint-chunk',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      const graph: ModuleGraph = {
        staticImports: (id) => this.getModuleInfo(id)?.importedIds ?? [],
      };
      const entries = ids.filter((id) => entry.test(id));
      if (entries.length !== 1)
        throw new Error(`after-first-paint chunk: ${entries.length} entries`);
      const held = staticClosure(entries, graph);
      const rootIds = roots.map((root) => {
        const id = ids.find((candidate) => root.test(candidate));
        if (!id) throw new Error(`after-first-paint chunk: no module matches ${root}`);
        return id;
      });
      members = staticClosure(rootIds, graph, held);
    },
  };
  return { plugin, test: (id) => members.has(id) };
}
