// When the first screen is on show (issue 12): the service worker's precache of the rest of the app waits for it, so
// the sign-in screen's own chunks never share a weak link with the precache.
let shown!: () => void;
const firstScreen = new Promise<void>((resolve) => (shown = resolve));

/** Called by the router's root once a screen (not a loading placeholder) has been committed. */
export function markScreenShown(): void {
  shown();
}

/** How long a start waits for its first screen before going on without it (a lasting loading or error state). */
const FIRST_SCREEN_WAIT_MS = 2_000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The browser's first contentful paint; never, where paint timing is not observable (the wait's limit then holds). */
const firstContentfulPaint = () =>
  new Promise<void>((resolve) => {
    try {
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        resolve();
      }).observe({ type: 'paint', buffered: true });
    } catch {
      // no paint timing
    }
  });

/**
 * Resolves once the first screen has been painted: committed, the browser's first contentful paint done, and a frame
 * later. At once in a hidden tab, which paints nothing; never more than two seconds after the start.
 */
async function afterFirstScreenPainted(): Promise<void> {
  if (document.visibilityState === 'hidden') return;
  const limit = delay(FIRST_SCREEN_WAIT_MS);
  await Promise.race([Promise.all([firstScreen, firstContentfulPaint()]), limit]);
  // A tab hidden meanwhile runs no animation frames: the limit holds then too.
  await Promise.race([new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))), limit]);
}

let startHold: Promise<void> = Promise.resolve();

/** A signed-in start (main.tsx) holds what its first screen does not show, the browser's databases
 * (lib/local-stores.ts), until that screen has been painted (issue 24 item 6). */
export function holdUntilFirstScreenPainted(): void {
  startHold = afterFirstScreenPainted();
}

/** Resolves at once, or at a signed-in start once its first screen has been painted. */
export const afterStartHold = (): Promise<void> => startHold;

/** Resolves once the first screen has shown (painted, at a signed-in start), the page loaded and the thread is idle. */
export async function afterFirstScreen(): Promise<void> {
  if (document.readyState !== 'complete') await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  // A first screen that never comes (a lasting loading or error state) delays the worker by ten seconds at most.
  await Promise.race([firstScreen, delay(10_000)]);
  // A committed screen may be painted a moment later (its first render is sliced): what waits for it waits for that
  // too, or its files share the paint's round of requests (tests/e2e/workspace-start.spec.ts).
  await startHold;
  await new Promise<void>((resolve) =>
    'requestIdleCallback' in window ? window.requestIdleCallback(() => resolve(), { timeout: 2000 }) : setTimeout(resolve, 200),
  );
}
