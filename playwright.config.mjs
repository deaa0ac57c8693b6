// Playwright browser tests for the built page (dist/, from `make
// build-web`) and the npm package (`make package`). Run with `make test` (or `npx playwright test` after a build).
//
// Uses the system Chromium (/usr/bin/chromium, or $CHROME): never run
// `npx playwright install`, which downloads a browser. The page is served by
// scripts/serve.mjs on a free 127.0.0.1 port (tests/e2e/global-setup.mjs),
// unless E2E_BASE_URL points at an already running server.
import { defineConfig } from '@playwright/test';

export const CHROME = process.env.CHROME || '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.mjs',
  outputDir: 'test-results/playwright',
  globalSetup: './tests/e2e/global-setup.mjs',
  fullyParallel: false,
  workers: 1,
  // No retries: the tests are deterministic (seeded dice, exact outcomes);
  // a failure is a failure.
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Generous: the machine may be busy with builds (2 cores).
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    // The page speaks the browser's language (www/strings.js); the tests
    // read English unless they ask for another.
    locale: 'en-GB',
    launchOptions: {
      executablePath: CHROME,
      // Flags that keep Chromium (as root, offline) from trying the network.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // A click that cannot happen fails the test instead of waiting for it.
    actionTimeout: 15_000,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
