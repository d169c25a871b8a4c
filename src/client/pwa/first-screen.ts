// When the first screen is on show (issue 12): the service worker's precache of the rest of the app waits for it, so
// the sign-in screen's own chunks never share a weak link with the precache.
let shown!: () => void;
const firstScreen = new Promise<void>((resolve) => (shown = resolve));

/** Called by the router's root once a screen (not a loading placeholder) has been committed. */
export function markScreenShown(): void {
  shown();
}

/** Resolves once the first screen has shown, the page has loaded and the main thread is idle. */
export async function afterFirstScreen(): Promise<void> {
  if (document.readyState !== 'complete') await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  // A first screen that never comes (a lasting loading or error state) delays the worker by ten seconds at most.
  await Promise.race([firstScreen, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  await new Promise<void>((resolve) =>
    'requestIdleCallback' in window ? window.requestIdleCallback(() => resolve(), { timeout: 2000 }) : setTimeout(resolve, 200),
  );
}
