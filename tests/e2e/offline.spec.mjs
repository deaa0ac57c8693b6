// Offline and installable: after one visit the service worker has cached
// the build, so with the network off a reload draws the board and a throw
// works. Uses its own persistent Chromium profile (fresh folder) so the
// service worker and its cache behave as in a real browser. The game is
// seeded with 25: Light starts (3+3 against 3+1) and throws 1+1.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { test, expect, baseURL } from './fixtures.mjs';
import config, { CHROME } from '../../playwright.config.mjs';

test('the web app manifest is served with its icons', async ({ request }) => {
  const res = await request.get(new URL('manifest.webmanifest', baseURL()).href);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await res.json();
  expect(manifest.name).toBe('Daldøs');
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.start_url).toBe('./');
  for (const icon of manifest.icons) {
    const r = await request.get(new URL(icon.src, baseURL()).href);
    expect(r.status(), icon.src).toBe(200);
    expect(r.headers()['content-type']).toBe(icon.type);
  }
  expect(manifest.icons.some((i) => i.sizes === '512x512' && i.type === 'image/png')).toBe(true);
});

test('after one visit the game loads and plays with the network off', async () => {
  test.setTimeout(90_000);
  const profile = mkdtempSync(path.join(tmpdir(), 'daldos-offline-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME,
    headless: true,
    args: config.use.launchOptions.args,
  });
  try {
    const page = context.pages()[0] || (await context.newPage());
    const errors = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    await page.goto(baseURL() + '?seed=25');
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    // The worker is installed, active and controls the page.
    const cache = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
      }
      const keys = await caches.keys();
      const cache = await caches.open(keys.find((k) => k.startsWith('daldos-')));
      const urls = (await cache.keys()).map((r) => new URL(r.url).pathname);
      return { scope: reg.scope, keys, urls };
    });
    expect(cache.scope).toBe(baseURL());
    expect(cache.keys.filter((k) => k.startsWith('daldos-'))).toHaveLength(1);
    expect(cache.urls).toContain('/index.html');
    expect(cache.urls.some((u) => u.endsWith('.wasm'))).toBe(true);
    // The computer's own wasm and its glue, for its worker.
    expect(cache.urls).toContain('/www/engine/daldos-engine_bg.wasm');
    expect(cache.urls).toContain('/www/engine/daldos-engine.js');
    expect(cache.urls).toContain('/www/app.js');
    expect(cache.urls).not.toContain('/sw.js');
    // Both boards' networks play offline; their training notes stay out.
    expect(cache.urls).toContain('/www/nets/net-12.bin');
    expect(cache.urls).toContain('/www/nets/net-16.bin');
    expect(cache.urls.filter((u) => u.endsWith('.txt'))).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    await expect(page.locator('.dd-board svg [data-hole="M0"]')).toBeVisible();
    await page.locator('.dd-start-more button').last().click(); // Options, on the start card
    const dialog = page.getByRole('dialog', { name: 'New game' });
    await dialog.locator('input[name="mode"][value="pvp"]').check();
    await dialog.getByRole('button', { name: 'Start' }).click();
    const app = page.locator('.daldos');
    await expect(app).toHaveAttribute('data-state', 'human-throw', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Throw', exact: true }).click();
    await expect(page.locator('.dd-dice')).toHaveAttribute('data-dice', '1+1');
    await expect(app).toHaveAttribute('data-state', 'human-move', { timeout: 10_000 });
    await expect(page.locator('.dd-movelist li:not(.empty) .dd-notation')).toHaveText(['a 1+1: …']);
    // The computer's worker starts from the cache too, and plays.
    await page.goto(`${baseURL()}?autoplay=fast&board=12&seed=4`);
    await expect(page.locator('.daldos')).toHaveAttribute('data-ai', 'worker', { timeout: 20_000 });
    await expect
      .poll(() => page.locator('.dd-movelist li[data-side]:not(.current)').count(), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(4);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
