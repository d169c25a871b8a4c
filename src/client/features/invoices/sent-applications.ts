// spec 02 §4: a cancellation request just sent in this session blocks another one for the same invoice at once,
// before any list is refetched. Kept for the life of the page.
import { useSyncExternalStore } from 'react';

const sent = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

export function markApplicationSent(invoiceId: string): void {
  sent.add(invoiceId);
  version += 1;
  for (const listener of listeners) listener();
}

export function useApplicationSent(invoiceId: string): boolean {
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => version,
  );
  return sent.has(invoiceId);
}
