import { test, expect } from './page.mjs';

test.describe('page smoke test', () => {
  test('wasm starts and shows the version', async ({ game, page, pageLog }) => {
    await game.open();
    await expect(page).toHaveTitle('Daldøs');
    await expect(page.locator('#version')).toHaveText(/^v\d+\.\d+\.\d+/);
    await expect(page.locator('.dd-board svg')).toBeVisible();
    const version = await page.evaluate(() => window.wasmBindings.version());
    await expect(page.locator('#version')).toHaveText(`v${version}`);

    expect(pageLog.pageErrors, 'uncaught page errors').toEqual([]);
    expect(pageLog.consoleErrors, 'console errors').toEqual([]);
    expect(pageLog.failed, 'failed or 4xx/5xx requests').toEqual([]);
    // No "integrity attribute is currently ignored for preload destinations"
    // warning.
    await page.waitForTimeout(300);
    expect(pageLog.consoleWarnings.filter((w) => /integrity/i.test(w)), 'integrity warnings').toEqual([]);
  });

  for (const [width, height] of [
    [360, 640],
    [1280, 800],
  ]) {
    test(`screenshot at ${width}x${height}`, async ({ game, page, pageLog }) => {
      await page.setViewportSize({ width, height });
      await game.open();
      // Nothing may overflow horizontally on a phone-sized screen.
      const overflow = await game.overflow();
      expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
      await game.screenshot(`home-${width}x${height}`, { fullPage: true });
      expect(pageLog.pageErrors).toEqual([]);
    });
  }
});

test('the page requests nothing outside its own origin', async ({ game, page, pageLog }) => {
  await game.open();
  // Give late loaders (favicon, prefetches) a moment.
  await page.waitForLoadState('networkidle');
  expect(pageLog.requests.length, 'some requests were seen').toBeGreaterThan(0);
  expect(pageLog.foreign, 'requests to other origins').toEqual([]);
  // A request the CSP blocks may never reach the network layer: catch it too.
  const cspViolations = pageLog.consoleErrors.filter((m) => /Content Security Policy/i.test(m));
  expect(cspViolations, 'CSP violations').toEqual([]);
});

test('wasm is served with the application/wasm MIME type', async ({ game, page, request }) => {
  const wasmResponses = [];
  page.on('response', (res) => {
    if (res.url().endsWith('.wasm')) wasmResponses.push(res);
  });
  await game.open();
  expect(wasmResponses.length).toBeGreaterThan(0);
  for (const res of wasmResponses) {
    expect(res.headers()['content-type']).toBe('application/wasm');
  }
  const favicon = await request.get(new URL('www/favicon.svg', page.url()).href);
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toContain('image/svg+xml');
});
