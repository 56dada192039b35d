import { defineConfig } from '@playwright/test';

/**
 * The desktop journeys through Playwright's Electron launcher, against the built app
 * (`npm run build`). They need an Electron binary, which this sandbox cannot download, so
 * they are not part of `npm test`: run `npm run test:electron` where `npx electron
 * --version` works (README, «Pruebas de la app de escritorio»).
 */
export default defineConfig({
  testDir: 'tests/electron',
  testMatch: '**/*.spec.ts',
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: 'test-results/electron',
  use: { trace: 'retain-on-failure', screenshot: 'only-on-failure' },
});
