import { defineConfig } from 'vitest/config';

// Three suites: unit (node, or jsdom per file), api (buildApp on a fresh database per file), e2e is Playwright's.
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PostgreSQL databases are created per file; keep the two cores for the suite, not for contention.
          maxWorkers: 2,
          // Every file builds its own app on its own database (helper.ts), so the modules need not be loaded again for
          // each file: without isolation a worker imports the server once, not once per file (most of the suite's time).
          isolate: false,
        },
      },
    ],
  },
});
