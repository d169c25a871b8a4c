import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/chromium.ts';
import { E2E_BASE_PORT, E2E_PORT, E2E_WORKERS } from './tests/e2e/env.ts';

// The production build served by the real server on a fresh SQLite database (tests/e2e/server.ts). With E2E_WORKERS
// workers (`npm test` runs two) each worker has a server and database of its own on E2E_PORT + its parallel index, so
// files that sign the demo owner in run side by side without sharing it; a file's tests still run one after another.
// The config is read again in every worker, where E2E_PORT is that worker's port (tests/e2e/env.ts).
const servers = Array.from({ length: E2E_WORKERS }, (_, index) => {
  const port = E2E_BASE_PORT + index;
  return {
    command: 'tsx tests/e2e/server.ts',
    env: { E2E_PORT: String(port) },
    url: `http://127.0.0.1:${port}/api/agent/v1/setting/all`,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
});
// One E-IMZO emulator on the port the product connects to, for every worker: a spec's own would stop under another's
// feet (startEimzoEmulator leaves one that already listens alone).
const eimzoEmulator = {
  command: 'node --import tsx src/server/eimzo-emulator/main.ts',
  port: 64646,
  reuseExistingServer: true,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
};

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: '.tmp/e2e-results',
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'ru-RU',
    timezoneId: 'Asia/Tashkent',
    serviceWorkers: 'allow',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: E2E_WORKERS > 1 ? [...servers, eimzoEmulator] : servers,
});
