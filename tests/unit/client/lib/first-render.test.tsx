// @vitest-environment jsdom
// The app's first render is sliced (lib/first-render.ts, issue 24 item 6): React yields to the browser while it renders
// the first screen, so a timer (an answer, an input, the browser's own work) runs before that render is over, instead
// of the whole screen being one long task.
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { renderInSlices } from '#client/lib/first-render.ts';

const COMPONENTS = 40;
const EACH_MS = 2;

let rendered = 0;
function Busy() {
  const start = performance.now();
  while (performance.now() - start < EACH_MS) {
    // a component that takes a while to render
  }
  rendered++;
  return <span />;
}

afterEach(() => document.body.replaceChildren());

it('renders the first screen in slices, letting a timer run before the render is over', async () => {
  rendered = 0;
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  let renderedWhenTimerRan = -1;
  setTimeout(() => (renderedWhenTimerRan = rendered), 0);
  renderInSlices(root, Array.from({ length: COMPONENTS }, (_, index) => <Busy key={index} />));
  await expect.poll(() => container.querySelectorAll('span').length, { timeout: 5000 }).toBe(COMPONENTS);
  expect(renderedWhenTimerRan, 'components rendered when the timer ran').toBeGreaterThanOrEqual(0);
  expect(renderedWhenTimerRan).toBeLessThan(COMPONENTS);
  root.unmount();
});
