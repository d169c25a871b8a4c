// When the first screen is on show (issue 12): the service worker's precache of the rest of the app waits for it, so
// the sign-in screen's own chunks never share a weak link with the precache, and Dexie with the browser's databases
// waits for its paint (lib/local-stores.ts).
let shown!: () => void;
const firstScreen = new Promise<void>((resolve) => (shown = resolve));

/** Called by the router's root once a screen (not a loading placeholder) has been committed. */
export function markScreenShown(): void {
  shown();
}

/** The first screen's commit; one that never comes (a lasting loading or error state) is waited for ten seconds at most. */
const firstScreenOrTimeout = () => Promise.race([firstScreen, new Promise((resolve) => setTimeout(resolve, 10_000))]);

/** Resolves once the first screen has been painted (issue 24 item 6): committed, then shown with its content, as
 * the browser's paint timing tells (else the next frame). */
export async function afterFirstPaint(): Promise<void> {
  await firstScreenOrTimeout();
  await new Promise<void>((resolve) => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    // A page opened in the background paints nothing until shown: then too the wait ends in ten seconds.
    const timeout = setTimeout(done, 10_000);
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    function done() {
      clearTimeout(timeout);
      observer.disconnect();
      resolve();
    }
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Resolves once the first screen has shown, the page has loaded and the main thread is idle. */
export async function afterFirstScreen(): Promise<void> {
  if (document.readyState !== 'complete') await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  await firstScreenOrTimeout();
  await new Promise<void>((resolve) =>
    'requestIdleCallback' in window ? window.requestIdleCallback(() => resolve(), { timeout: 2000 }) : setTimeout(resolve, 200),
  );
}
