import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/chromium.ts';
import { E2E_PORT } from './tests/e2e/env.ts';

// The production build served by the real server on a fresh SQLite database (tests/e2e/server.ts).
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: '.tmp/e2e-results',
  fullyParallel: false,
  workers: 1,
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
  webServer: {
    command: 'tsx tests/e2e/server.ts',
    url: `http://127.0.0.1:${E2E_PORT}/api/agent/v1/setting/all`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
