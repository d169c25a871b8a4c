// The router is created when the app first renders, not while the entry is evaluated (issue 24 item 6): compiling the
// route table was a quarter of the entry's one long evaluation task at every start.
import { afterEach, expect, it, vi } from 'vitest';

const created = vi.hoisted(() => ({ count: 0 }));
vi.mock('react-router-dom', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react-router-dom')>();
  return {
    ...actual,
    createBrowserRouter: (routes: unknown) => {
      created.count++;
      return { routes };
    },
  };
});
// The screens themselves are not what this is about (and their texts are compiled macros).
vi.mock('#client/shell/home.tsx', () => ({ Home: () => null }));
vi.mock('#client/shell/root.tsx', () => ({ Root: () => null }));
vi.mock('#client/shell/signed-in-preload.ts', () => ({ WorkspacePage: () => null }));

afterEach(() => (created.count = 0));

it('evaluating the router module creates no router; the first render creates it', async () => {
  const { createAppRouter } = await import('#client/router.tsx');
  expect(created.count, 'routers created by evaluating the module').toBe(0);
  const router = createAppRouter() as unknown as { routes: { path: string }[] };
  expect(created.count).toBe(1);
  expect(router.routes.map((route) => route.path)).toEqual(['/staff/*', '/']);
});
