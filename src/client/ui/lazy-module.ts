// A module loaded on first use (issue 12): the Radix menus and dialogs are not part of the first screen's scripts.
import { useEffect, useState } from 'react';

export type LazyModule<T> = { loaded: () => T | undefined; load: () => Promise<T> };

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    loaded: () => loaded,
    load: () =>
      (pending ??= importer().then(
        (module) => (loaded = module),
        (error: unknown) => {
          // A failed fetch (offline before the worker cached it) is tried again on the next use.
          pending = undefined;
          throw error;
        },
      )),
  };
}

/** The module once it has arrived; asks for it while `wanted` holds. */
export function useLazyModule<T>(module: LazyModule<T>, wanted: boolean): T | undefined {
  const [loaded, setLoaded] = useState(module.loaded);
  useEffect(() => {
    // A failed load leaves the closed state; the next opening asks again.
    if (wanted && !loaded) module.load().then(setLoaded, () => {});
  }, [module, wanted, loaded]);
  return loaded ?? module.loaded();
}
