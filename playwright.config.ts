import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * E2E in real Chromium against the real server serving the built web client (run
 * `npm run build` first; `npm test` does). Debian's Chromium is used where present;
 * Playwright never downloads a browser here. In CI a missing Chromium is a failure.
 */
const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const executablePath = existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
if (!executablePath && process.env.CI === 'true') {
  throw new Error(
    `CI=true y no existe ${DEBIAN_CHROMIUM}: instale chromium (apt-get install chromium).`,
  );
}

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/globalSetup.ts',
  // Two cores: one worker keeps the server and the browser from starving each other.
  workers: 1,
  retries: 0,
  forbidOnly: process.env.CI === 'true',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results/e2e',
  use: {
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
