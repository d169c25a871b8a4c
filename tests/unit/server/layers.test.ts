// Issue 26 item 3: the server's floors point one way, checked without lint (whatever eslint.config.js says). Each
// floor names the server folders and files it may import; a relative import anywhere else fails here, and so does any
// import cycle between server files.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = path.resolve(__dirname, '../../../src/server');

/** Every `.ts` file under the server, as a path relative to src/server. */
function serverFiles(dir = SERVER): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(full);
    return entry.name.endsWith('.ts') ? [path.relative(SERVER, full)] : [];
  });
}

/** The server files a file imports (static, re-exported, side-effect or dynamic), relative to src/server. */
function importsOf(file: string): string[] {
  const source = fs.readFileSync(path.join(SERVER, file), 'utf8');
  const specifiers = [
    ...source.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s*'([^']+)'/gm),
    ...source.matchAll(/^\s*import\s*'([^']+)'/gm),
    ...source.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g),
  ].map((match) => match[1]!);
  return specifiers
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.relative(SERVER, path.resolve(SERVER, path.dirname(file), specifier)))
    .filter((target) => target.endsWith('.ts'));
}

const files = serverFiles();
const graph = new Map(files.map((file) => [file, importsOf(file)]));

/** What a floor may import: folders end with a slash. The floors below the modules know none of them. */
const FLOORS: Record<string, string[]> = {
  'lib/': ['lib/'],
  'clock.ts': [],
  'config.ts': [],
  'db/': ['db/', 'lib/', 'config.ts'],
  'http/': ['http/', 'db/', 'lib/', 'clock.ts', 'config.ts', 'context.ts'],
};

const inside = (file: string, place: string) => (place.endsWith('/') ? file.startsWith(place) : file === place);

/** The tables' row types (`db/tables/*.ts`, decision 190): leaves that import no server file (checked below). */
const isTable = (file: string) => /^db\/tables\/[^/]+\.ts$/.test(file);
const mayImport = (target: string, allowed: string[]) => allowed.some((place) => inside(target, place));

describe('server floors', () => {
  it('finds the server files and their imports', () => {
    expect(files).toContain('http/route.ts');
    expect(graph.get('http/route.ts')).toContain('http/auth.ts');
    expect(graph.get('app.ts')).toContain('context.ts');
  });

  for (const [floor, allowed] of Object.entries(FLOORS)) {
    it(`${floor} imports only ${allowed.join(', ') || 'no server file'}`, () => {
      const upward = files
        .filter((file) => inside(file, floor))
        .flatMap((file) => graph.get(file)!.filter((target) => !mayImport(target, allowed)).map((target) => `${file} → ${target}`));
      expect(upward).toEqual([]);
    });
  }

  it('keeps the row types of the tables leaves: a table file imports no server file', () => {
    const tables = files.filter(isTable);
    expect(tables.length).toBeGreaterThan(10);
    expect(tables.flatMap((file) => graph.get(file)!.map((target) => `${file} → ${target}`))).toEqual([]);
  });

  it('has no import cycle', () => {
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        cycles.push([...trail.slice(trail.indexOf(file)), file].join(' → '));
        return;
      }
      state.set(file, 'open');
      for (const target of graph.get(file) ?? []) if (graph.has(target)) visit(target, [...trail, file]);
      state.set(file, 'done');
    };
    for (const file of files) visit(file, []);
    expect(cycles).toEqual([]);
  });
});
