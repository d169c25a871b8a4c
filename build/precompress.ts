// Precompression of the client build (issue 12 item 1): every text asset of dist/client gets a brotli (.br) and a
// gzip (.gz) sibling at `vite build`, which the server's static serving (@fastify/static `preCompressed`) hands out
// by Accept-Encoding. Runs after every other plugin's closeBundle, so the service worker vite-plugin-pwa writes
// there is compressed too. A sibling is kept only when it is smaller than the file itself.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

let resolvedOutDir = '';
/** The output folder of the build in progress (known once the precompress plugin saw the resolved config). */
export const buildOutDir = (): string => resolvedOutDir;

/** The text assets of a build: scripts, styles, the shell, the manifest, SVG images, JSON (locale catalogs). */
export const COMPRESSIBLE = /\.(m?js|css|html|svg|webmanifest|json|txt|xml|map|wasm)$/;

export type Compressed = { file: string; raw: number; br: number; gz: number };

type Encoded = { br: Buffer; gz: Buffer };
const encodedCache = new Map<string, Encoded>();

/** The brotli and gzip forms of a file, worked out once per build (the precache's sizes reuse them). */
function encode(file: string): Encoded {
  const stat = fs.statSync(file);
  const key = `${file}:${stat.size}:${stat.mtimeMs}`;
  let encoded = encodedCache.get(key);
  if (!encoded) {
    const body = fs.readFileSync(file);
    encoded = {
      br: brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
      gz: gzipSync(body, { level: 9 }),
    };
    encodedCache.set(key, encoded);
  }
  return encoded;
}

/** The bytes a browser that accepts brotli receives for `file`: its .br when the build writes one, else the file. */
export function transferBytes(file: string): number {
  const raw = fs.statSync(file).size;
  return COMPRESSIBLE.test(file) ? Math.min(raw, encode(file).br.length) : raw;
}

/** Writes `file.br` and `file.gz` for each compressible file under `dir`; returns what it wrote. */
export function precompressDir(dir: string): Compressed[] {
  const written: Compressed[] = [];
  for (const name of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(dir, name);
    if (!COMPRESSIBLE.test(name) || !fs.statSync(file).isFile()) continue;
    const raw = fs.statSync(file).size;
    const { br, gz } = encode(file);
    // A file too small to gain keeps no sibling: the server then sends it as it is.
    for (const [ext, bytes] of [['.br', br], ['.gz', gz]] as const) {
      const sibling = file + ext;
      if (bytes.length < raw) fs.writeFileSync(sibling, bytes);
      else fs.rmSync(sibling, { force: true });
    }
    written.push({ file: name.split(path.sep).join('/'), raw, br: br.length, gz: gz.length });
  }
  return written;
}

type PrecacheEntry = { url: string; revision: string | null; size: number; bytes?: number };

/**
 * A workbox manifest transform (issue 12 item 4): each precache entry gets `bytes`, what downloading it costs, so the
 * service worker can tell the update prompt how much a new version fetches. `outDir` is the build's output folder.
 */
export function precacheBytes(outDir: () => string) {
  return async (entries: PrecacheEntry[]) => ({
    manifest: entries.map((entry) => {
      const file = path.join(outDir(), entry.url.replace(/^\//, ''));
      return fs.existsSync(file) ? { ...entry, bytes: transferBytes(file) } : entry;
    }),
  });
}

export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'agent-portal:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
      resolvedOutDir = path.resolve(resolved.root, resolved.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        if (!fs.existsSync(outDir)) return;
        const files = precompressDir(outDir);
        const raw = files.reduce((sum, f) => sum + f.raw, 0);
        const br = files.reduce((sum, f) => sum + Math.min(f.br, f.raw), 0);
        config.logger.info(`precompressed ${files.length} text assets: ${(raw / 1024).toFixed(0)} KiB -> ${(br / 1024).toFixed(0)} KiB brotli`);
      },
    },
  };
}
