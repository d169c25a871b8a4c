// What index.html asks for before the entry has run, beyond the entry's own static imports (which Vite preloads): the
// chunks the first screen runs, as `modulepreload`s, so that the browser fetches them in parallel with the entry
// instead of discovering them one by one. Which ones depends on the stored session, so an inline start script chooses
// them (build/signed-in-start-preload.ts): signed out the sign-in screen's (issue 12 item 2), signed in the signed-in
// shell's (issue 24 item 6), which never waits for the sign-in screen.
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { startScript, withStartScript } from './signed-in-start-preload.ts';

type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type OutputChunk = Extract<OutputBundle[string], { type: 'chunk' }>;

function chunkOf(bundle: OutputBundle, moduleEnd: string): OutputChunk | undefined {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const ends = (id: string | null | undefined) => !!id?.replace(/\\/g, '/').endsWith(moduleEnd);
  // The chunk whose entry the module is, else the chunk a chunk group put it in.
  return chunks.find((chunk) => ends(chunk.facadeModuleId)) ?? chunks.find((chunk) => chunk.moduleIds.some(ends));
}

/** The chunk files `modules` need beyond what the entry already preloads, and their stylesheets. */
function chunksBeyondEntry(bundle: OutputBundle, modules: string[]): { scripts: string[]; styles: string[] } {
  const entry = Object.values(bundle).find((output): output is OutputChunk => output.type === 'chunk' && output.isEntry);
  const known = new Set<string>();
  const visit = (file: string) => {
    if (known.has(file)) return;
    known.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  if (entry) visit(entry.fileName);
  const fromEntry = new Set(known);
  const scripts: string[] = [];
  const styles = new Set<string>();
  for (const moduleEnd of modules) {
    const chunk = chunkOf(bundle, moduleEnd);
    if (!chunk) throw new Error(`preload: no chunk for ${moduleEnd}`);
    const before = new Set(known);
    visit(chunk.fileName);
    for (const file of known) {
      if (before.has(file) || fromEntry.has(file)) continue;
      scripts.push(file);
      const css = (bundle[file] as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss;
      css?.forEach((style) => styles.add(style));
    }
  }
  return { scripts, styles: [...styles] };
}

export function indexHtmlPreloads(): Plugin {
  let base = '/';
  return {
    name: 'agent-portal:index-html-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const { bundle } = context;
        if (!bundle) return html;
        const files = (modules: string[]) => {
          const { scripts, styles } = chunksBeyondEntry(bundle, modules);
          return [...scripts, ...styles].map((file) => base + file);
        };
        return withStartScript(html, startScript(files));
      },
    },
  };
}
