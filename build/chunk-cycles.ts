// Refuses a build whose chunks import each other statically. A chunk group in vite.config.ts that claims a module
// another group's chunk also needs can close such a loop; the browser then runs one chunk before the other has
// defined what it reads, and the app crashes at start (a schema read as undefined). The build says so instead.
import type { Plugin } from 'vite';

/** The first loop of static imports among the chunks (file → the files it imports), or null. */
export function importCycle(imports: ReadonlyMap<string, readonly string[]>): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string): string[] | null => {
    const open = path.indexOf(file);
    if (open >= 0) return [...path.slice(open), file];
    if (done.has(file)) return null;
    path.push(file);
    for (const next of imports.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(file);
    return null;
  };
  for (const file of imports.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return null;
}

export function noChunkCycles(): Plugin {
  return {
    name: 'agent-portal:no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const imports = new Map<string, string[]>();
      for (const output of Object.values(bundle)) if (output.type === 'chunk') imports.set(output.fileName, output.imports);
      const cycle = importCycle(imports);
      if (cycle) this.error(`chunks import each other: ${cycle.join(' → ')} (see the chunk groups in vite.config.ts)`);
    },
  };
}
