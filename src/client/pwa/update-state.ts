// Whether a new version of the app waits to take over, and how to apply it. Kept apart from register.ts so the
// prompt can render without pulling workbox-window into the first load.
import { useSyncExternalStore } from 'react';

type Update = (() => void) | null;

let pending: Update = null;
const listeners = new Set<() => void>();

export function offerUpdate(apply: () => void): void {
  pending = apply;
  for (const listener of listeners) listener();
}

export function usePendingUpdate(): Update {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending,
  );
}
