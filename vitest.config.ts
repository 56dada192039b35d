import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)) };

/**
 * Two projects: `unit` (shared rules, main-process services, renderer logic) and `server`
 * (the platform server over real HTTP against SQLite, and PostgreSQL when
 * TEST_DATABASE_URL is set). E2E tests in Chromium are Playwright's (playwright.config.ts).
 */
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/{shared,main,renderer,preload}/**/*.test.{ts,tsx}'],
          environment: 'node',
          // The renderer's Spanish beyond the login path, which the app loads with its first
          // lazy screen (issue 18): tests render screens directly.
          setupFiles: ['tests/renderer/espanolCompleto.setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // Password hashing and database set-up make these slower than unit tests.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
