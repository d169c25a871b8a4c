// Update benchmark (issue 12 item 4): what a new version costs a device that runs the previous one. Builds the app
// twice, the second time with one screen changed (UPDATE_SCREEN, the news screen by default: one export added to
// its module, as an edit of that screen would), then compares the two service workers' precache lists. Workbox's
// install fetches only the entries whose URL or revision changed: their bytes (brotli, as the server sends them)
// plus the new sw.js are what the update downloads. Prints the changed entries and that total.
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { transferBytes } from '../../../build/precompress.ts';
import { ROOT } from '../portal-server.ts';

const SCREEN = process.env.UPDATE_SCREEN ?? 'src/client/features/news/routes/news-page.tsx';
const BEFORE = path.join(ROOT, '.tmp/bench-update-before');
const AFTER = path.join(ROOT, '.tmp/bench-update-after');
const KIB = 1024;

type Entry = { url: string; revision: string | null; bytes?: number };

function precacheList(dir: string): Entry[] {
  const sw = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');
  const entries = [...sw.matchAll(/\{"bytes":\d+,"revision":(?:null|"[^"]*"),"url":"[^"]+"\}|\{"revision":(?:null|"[^"]*"),"url":"[^"]+"\}/g)].map(
    (match) => JSON.parse(match[0]) as Entry,
  );
  if (entries.length === 0) throw new Error(`no precache list found in ${dir}/sw.js`);
  return entries;
}

/** The one edit: an export appended to the screen's module, so its chunk (and only what names it) changes. */
function changeScreen(): Plugin {
  return {
    name: 'bench-update:change-screen',
    enforce: 'post',
    transform(code, id) {
      if (!id.replace(/\\/g, '/').endsWith(SCREEN)) return null;
      return { code: `${code}\nexport const benchUpdateMarker = 'version 2';\n`, map: null };
    },
  };
}

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(ROOT, SCREEN))) throw new Error(`no screen at ${SCREEN}`);
  console.log('Building version 1...');
  await build({ root: ROOT, logLevel: 'warn', build: { outDir: BEFORE, emptyOutDir: true } });
  console.log(`Building version 2 (${SCREEN} changed)...`);
  await build({ root: ROOT, logLevel: 'warn', plugins: [changeScreen()], build: { outDir: AFTER, emptyOutDir: true } });

  const before = new Set(precacheList(BEFORE).map((entry) => `${entry.url} ${entry.revision}`));
  const after = precacheList(AFTER);
  const bytesOf = (entry: Entry) => entry.bytes ?? transferBytes(path.join(AFTER, entry.url));
  const changed = after.filter((entry) => !before.has(`${entry.url} ${entry.revision}`));
  const swBytes = transferBytes(path.join(AFTER, 'sw.js'));
  const total = after.reduce((sum, entry) => sum + bytesOf(entry), 0);
  const update = changed.reduce((sum, entry) => sum + bytesOf(entry), 0) + swBytes;

  console.log(`\nPrecache entries that changed (${changed.length} of ${after.length}):`);
  for (const entry of changed) console.log(`  ${entry.url.padEnd(48)} ${kib(bytesOf(entry)).padStart(10)}`);
  console.log(`  ${'sw.js (the new worker itself)'.padEnd(48)} ${kib(swBytes).padStart(10)}`);
  console.log(`\n  whole precache (first install)  ${kib(total).padStart(10)}`);
  console.log(`  the update downloads            ${kib(update).padStart(10)}  (${((update / total) * 100).toFixed(1)} %)`);
  for (const dir of [BEFORE, AFTER]) fs.rmSync(dir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error('bench:update could not measure:', error);
  process.exit(1);
});
