// The browser's own databases, the outbox (offline/db.ts) and the device's copy of the counter's collections
// (lib/device-db.ts), both IndexedDB through Dexie, reached through here so that Dexie loads on first use, from the
// first screen's effects, after that screen's paint at a signed-in start (issue 24 item 6): it is about 30 KiB the
// first screen's files no longer wait for.
// Screens read them live with `useLiveRead`, which does what dexie-react-hooks' useLiveQuery did (that package imports
// Dexie, so it cannot wait for the first screen); code that writes awaits `outboxDatabase()` or `deviceDatabase()`.
import { startTransition, useEffect, useState, type DependencyList } from 'react';
import { afterStartHold } from '#client/pwa/first-screen.ts';
import { lazyModule } from '#client/ui/lazy-module.ts';

export type LocalStores = typeof import('./local-stores-loaded.ts');

/** Resolves in a task of its own: what follows does not lengthen the task that is running. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** How long the loading waits for a database to open before handing it out anyway (one held up by another tab's old
 * version, say): each use then waits for its own database, as Dexie's first use does. */
const OPEN_WAIT_MS = 1_000;

// At a signed-in start, after the first screen's paint: Dexie's file and evaluation are not what that screen waits for.
// Then one step a task (issue 24 item 6): Dexie's evaluation, the outbox's opening, the copy's opening, and the first
// reads of the screens and the drainer each run in a task of their own, not in one burst of the main thread right after
// the first paint (80–220 ms each on Lighthouse's slow phone).
const stores = lazyModule(async () => {
  await afterStartHold();
  const loaded = await import('./local-stores-loaded.ts');
  for (const db of [loaded.outboxDb, loaded.deviceDb]) {
    await nextTask();
    // A database that fails to open fails where it is used, as before: Dexie tries again at the next use.
    await Promise.race([db.open().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, OPEN_WAIT_MS))]);
  }
  await nextTask();
  return loaded;
});

let lastTurn: Promise<void> = Promise.resolve();
/** Resolves in a task of its own after the turns asked for before it: the screens' first reads start one a task. */
function inTurn(): Promise<void> {
  lastTurn = lastTurn.then(nextTask);
  return lastTurn;
}

export const outboxDatabase = async () => (await stores.load()).outboxDb;
export const deviceDatabase = async () => (await stores.load()).deviceDb;

type Read<T> = { value: T } | { error: unknown };

/**
 * `read`'s answer, read again whenever what it read changes (Dexie's liveQuery, in this tab or another); undefined
 * until the first answer. Like useLiveQuery it keeps the last answer while new `deps` are read, and throws a failed
 * read to the nearest error boundary.
 */
export function useLiveRead<T>(read: (stores: LocalStores) => Promise<T> | T, deps: DependencyList): T | undefined {
  const [result, setResult] = useState<Read<T>>();
  useEffect(() => {
    let active = true;
    let subscription: { unsubscribe(): void } | undefined;
    stores.load().then(
      async (loaded) => {
        await inTurn();
        if (!active) return;
        subscription = loaded.liveQuery(() => read(loaded)).subscribe({
          // As a transition React renders what changed in slices, yielding to input: the workspace's tiles arrive this
          // way right after its first paint, and in one piece their render blocked the main thread (issue 24 item 6).
          next: (value) => startTransition(() => setResult({ value })),
          error: (error: unknown) => setResult({ error }),
        });
      },
      (error: unknown) => active && setResult({ error }),
    );
    return () => {
      active = false;
      subscription?.unsubscribe();
    };
    // The caller's deps, as useLiveQuery takes them: `read` is a new function at every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  if (result && 'error' in result) throw result.error;
  return result?.value;
}
