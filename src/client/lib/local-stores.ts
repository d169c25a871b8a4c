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

// At a signed-in start, after the first screen's paint: Dexie's file and evaluation are not what that screen waits for.
const stores = lazyModule(async () => {
  await afterStartHold();
  return import('./local-stores-loaded.ts');
});

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
      (loaded) => {
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
