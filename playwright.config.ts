import { defineConfig } from '@playwright/test';
import { E2E_PORT } from './tests/e2e/env.ts';

// The production build served by the real server on a fresh SQLite database (tests/e2e/server.ts).
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
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
