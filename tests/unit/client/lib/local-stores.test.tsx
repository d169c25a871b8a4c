// @vitest-environment jsdom
// Dexie and the browser's two databases load after the first screen (lib/local-stores.ts), and not in one burst of the
// main thread (issue 24 item 6): both databases are open before anything is handed them, each opening in a task of
// its own, and the screens' first reads start one a task.
import 'fake-indexeddb/auto';
import { createRoot } from 'react-dom/client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { deviceDatabase, outboxDatabase, useLiveRead } from '#client/lib/local-stores.ts';

/** Counts the browser's tasks (timers) as they run. */
let tasks = 0;
let counting = true;
const count = () => {
  tasks++;
  if (counting) setTimeout(count, 0);
};
beforeAll(() => count());
afterAll(() => {
  counting = false;
});

it('hands out both databases already open', async () => {
  const [outbox, device] = await Promise.all([outboxDatabase(), deviceDatabase()]);
  expect(outbox.isOpen()).toBe(true);
  expect(device.isOpen()).toBe(true);
});

it('starts the screens’ first reads one a task, not all in the task that loaded the databases', async () => {
  const started: number[] = [];
  function Reader() {
    const value = useLiveRead(({ deviceDb }) => {
      started.push(tasks);
      return deviceDb.merchants.count();
    }, []);
    return <span>{value ?? '…'}</span>;
  }
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  root.render([1, 2, 3].map((key) => <Reader key={key} />));
  await expect.poll(() => container.textContent).toBe('000');
  expect(started.slice(0, 3)).toHaveLength(3);
  expect(new Set(started.slice(0, 3)).size, 'tasks the three first reads started in').toBe(3);
  root.unmount();
});
