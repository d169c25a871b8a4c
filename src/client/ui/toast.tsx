// Toasts through sonner. sonner loads with the first toast, so a screen that never shows one (the sign-in route
// on its happy path) does not pay for it; the Toaster replays toasts created before it mounted.
import { lazy, Suspense, useSyncExternalStore } from 'react';

const SonnerToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

let wanted = false;
const listeners = new Set<() => void>();

export function Toaster() {
  const show = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      {/* Issue 16: at the bottom, a toast never covers a screen's or a side panel's title and its close button.
          Issue 25: on a phone it sits above the menu bar (--ap-bottom-bar, shell.css), not over it. */}
      <SonnerToaster
        position="bottom-center"
        richColors
        closeButton
        duration={5000}
        mobileOffset={{ bottom: 'calc(16px + var(--ap-bottom-bar, 0px))' }}
      />
    </Suspense>
  );
}

/** A button in the toast, for a screen that is gone by the time its news arrives. */
export type ToastAction = { label: string; onClick: () => void };

async function show(kind: 'success' | 'error', text: string, action?: ToastAction): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  const { toast } = await import('sonner');
  toast[kind](text, action && { action, duration: 15_000 });
}

export const notify = {
  success: (text: string) => void show('success', text),
  error: (text: string, action?: ToastAction) => void show('error', text, action),
};
