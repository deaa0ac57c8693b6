// Shared helpers: the page under test, and a guard that records every
// request and console/page error so tests can assert the page stays on its
// own origin and loads cleanly.
import { test as base, expect } from '@playwright/test';

export { expect };

export const baseURL = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL not set (global setup did not run?)');
  return url;
};

export const test = base.extend({
  /** Everything the page did that a test may want to assert on. */
  pageLog: async ({ page }, use) => {
    const origin = new URL(baseURL()).origin;
    const log = { requests: [], foreign: [], failed: [], consoleErrors: [], consoleWarnings: [], pageErrors: [] };
    // Never let a request leave this machine: abort anything off-origin
    // (the test still sees and reports it).
    await page.route(
      (url) => !['data:', 'blob:'].includes(url.protocol) && url.origin !== origin,
      (route) => route.abort('blockedbyclient'),
    );
    page.on('request', (req) => {
      const url = req.url();
      log.requests.push(url);
      if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin) {
        log.foreign.push(url);
      }
    });
    page.on('response', (res) => {
      if (res.status() >= 400) log.failed.push(`${res.status()} ${res.url()}`);
    });
    page.on('requestfailed', (req) => log.failed.push(`${req.failure()?.errorText} ${req.url()}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error') log.consoleErrors.push(msg.text());
      if (msg.type() === 'warning') log.consoleWarnings.push(msg.text());
    });
    page.on('pageerror', (err) => log.pageErrors.push(String(err)));
    await use(log);
  },
});

/** Open the page and wait until the wasm module has started. */
export async function openReady(page) {
  await page.goto(baseURL());
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
}

/** Opens the page at `query` with no saved game and starts a game between
 * two players from the New-game dialog; waits for the first throw. */
export async function startTwoPlayers(page, query) {
  await page.goto(baseURL() + query);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.locator('.dd-start-more button').last().click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.locator('input[name="mode"][value="pvp"]').check();
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(page.locator('.daldos')).toHaveAttribute('data-state', 'human-throw');
}
