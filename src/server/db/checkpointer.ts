// SQLite's WAL checkpoints off the event loop (docs/decisions/192-sqlite-checkpoints-off-the-event-loop.md). With the
// automatic checkpoint, the commit that crosses 1,000 WAL pages copies them into the database file and syncs both
// files inside that request, on the one thread every request shares: a stall of tens of milliseconds every ~17
// payment pairs, which made the 16-client p99. The serving connection turns the automatic checkpoint off and a
// worker thread with a connection of its own runs a PASSIVE checkpoint every 50 ms: it copies what is committed
// without blocking the writer, and the writer's next transaction restarts the WAL once all of it is copied.
// Durability is unchanged: a commit is in the WAL either way (synchronous = NORMAL), and a process killed mid-
// checkpoint leaves a WAL that the next open recovers.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the worker copies the WAL into the database file. */
const INTERVAL_MS = 50;
/**
 * Under a steady stream of commits a PASSIVE checkpoint never catches the last commit, so the WAL never restarts and
 * grows without end (826 MiB after 3,500 pairs at 16 clients). Past this many frames (32 MiB) the worker runs a
 * RESTART checkpoint, which holds new writers back only while it copies the frames committed since the PASSIVE one.
 */
const RESTART_FRAMES = 8_000;

// Plain JavaScript evaluated by the worker: no TypeScript loader is needed wherever the server runs (tsx, vitest).
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
// Opened here, after the server's own connection: an error (the file gone meanwhile) ends the worker, and the server
// goes back to automatic checkpoints.
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
let paused = false;
const timer = setInterval(() => {
  if (paused) return;
  try {
    const [{ log }] = db.pragma('wal_checkpoint(PASSIVE)');
    if (log > workerData.restartFrames) db.pragma('wal_checkpoint(RESTART)');
  } catch {
    // A checkpoint that cannot run now (the file is busy or going away) runs at the next tick.
  }
}, workerData.intervalMs);
parentPort.on('message', (message) => {
  paused = message === 'pause';
  parentPort.postMessage(message);
});
`;

export type Checkpointer = {
  /** Resolves once no checkpoint runs and none will until `resume` (a count of the WAL's frames needs it still). */
  pause(): Promise<void>;
  resume(): Promise<void>;
  /** Stops the worker; resolves once its thread has ended, its connection closed with it (a server that shuts down
   * waits for it, so nothing touches the file after). */
  close(): Promise<void>;
};

/** `onFailure` runs when the worker ends with an error (it could not open the file): the caller checkpoints again. */
export function startCheckpointer(file: string, onFailure: () => void): Checkpointer {
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: { file, driver: createRequire(import.meta.url).resolve('better-sqlite3'), intervalMs: INTERVAL_MS, restartFrames: RESTART_FRAMES },
  });
  // A server shutting down is not held open by its checkpoints.
  worker.unref();
  worker.on('error', onFailure);
  const ask = (message: 'pause' | 'resume') =>
    new Promise<void>((resolve) => {
      worker.once('message', () => resolve());
      worker.postMessage(message);
    });
  return { pause: () => ask('pause'), resume: () => ask('resume'), close: () => worker.terminate().then(() => undefined) };
}
