// The built dist/ embedded under a sub-path of another site: every asset
// URL is relative (scripts/build-web.mjs), so the page, its wasm and the
// computer's worker (which loads the wasm again) all work from
// http://host/museum/daldos/.
import { test, expect, GamePage } from './page.mjs';
import { startServer } from '../../scripts/serve.mjs';
import { AUTOPLAY_12_SEED_0 } from './seeded.mjs';

test('dist/ served under /museum/daldos/ loads, and the worker finds the wasm', async ({ page }) => {
  const { url, close } = await startServer({ dir: 'dist', base: '/museum/daldos/' });
  const game = new GamePage(page, { url });
  try {
    const failed = [];
    const errors = [];
    page.on('response', (res) => res.status() >= 400 && failed.push(`${res.status()} ${res.url()}`));
    page.on('requestfailed', (req) => failed.push(`${req.failure()?.errorText} ${req.url()}`));
    page.on('pageerror', (err) => errors.push(String(err)));
    expect(url).toMatch(/\/museum\/daldos\/$/);
    // Nothing is reachable at the site root: a root-relative URL would 404.
    expect((await page.request.get(new URL('/index.html', url).href)).status()).toBe(404);
    // Seed 0: the same game as in game.spec.mjs.
    await game.open('?autoplay=fast&board=12&seed=0');
    await expect(page.locator('.dd-board svg [data-hole="M0"]')).toBeVisible();
    await expect(game.app).toHaveAttribute('data-ai', 'worker');
    // The computer (in the worker) makes a few plays.
    const plays = await game.computerPlays(4);
    expect(plays.slice(0, 4)).toEqual(AUTOPLAY_12_SEED_0);
    expect(failed, 'failed requests').toEqual([]);
    expect(errors, 'page errors').toEqual([]);
  } finally {
    await page.close();
    await close();
  }
});
