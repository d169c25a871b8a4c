// Whether a new version of the app waits to take over, how to apply it and what it downloaded (issue 12: the
// worker adds up the changed chunks it fetches; null when it could not tell). Kept apart from register.ts so the
// prompt can render without pulling workbox-window into the first load.
import { useSyncExternalStore } from 'react';

export type PendingUpdate = { apply: () => void; bytes: number | null };

let pending: PendingUpdate | null = null;
const listeners = new Set<() => void>();

export function offerUpdate(apply: () => void, bytes: number | null = null): void {
  pending = { apply, bytes };
  for (const listener of listeners) listener();
}

export function usePendingUpdate(): PendingUpdate | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending,
  );
}
