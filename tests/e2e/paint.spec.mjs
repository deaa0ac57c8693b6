// First paint (issue 24): the first HTML holds a skeleton of the board, the
// same box the board then fills, so that nothing moves when the game draws
// (index.html, page.css); and the first load asks for everything at once
// (scripts/build-web.mjs bundles the page's modules and writes a preload
// of the wasm, the element's style sheet and a modulepreload of every
// bundle of the first load), so that no request waits on a chain of
// modules. Speed itself is measured
// by `make bench-web` (Lighthouse), not here.
import { test, expect, SCREENSHOTS } from './page.mjs';
import { baseURL } from './page.mjs';

const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/** Holds back the requests of `glob` until the function returned is
 * called. @param {import('@playwright/test').Page} page @param {string} glob */
async function holdBack(page, glob) {
  /** @type {() => void} */
  let release = () => {};
  const held = new Promise((resolve) => (release = () => resolve(undefined)));
  await page.route(glob, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** A box rounded to the pixel, for a message that reads. */
const box = (b) => b && [b.x, b.y, b.width, b.height].map((n) => Math.round(n * 10) / 10);

for (const viewport of SIZES) {
  test(`the board is drawn in the skeleton's box, nothing moves (${viewport.width}x${viewport.height})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // The layout shifts of the whole load, as the browser scores them.
    await page.addInitScript(() => {
      /** @type {any} */ (window).shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) /** @type {any} */ (window).shifts.push(/** @type {any} */ (e).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The page's wasm is held back: the skeleton stays until it is let go.
    const release = await holdBack(page, '**/www/daldos-web_bg.wasm');
    await page.goto(baseURL());
    const skeleton = page.locator('.board-skeleton .sk-boat:visible');
    await expect(skeleton).toHaveCount(1);
    await expect(page.locator('#status')).toHaveText('Loading the game…');
    // The element is in the page, waiting for its wasm.
    await expect(page.locator('daldos-game')).toBeAttached();
    await expect(page.locator('#app')).toHaveAttribute('aria-busy', 'true');
    const before = await skeleton.boundingBox();
    const footerBefore = await page.locator('.site-footer').boundingBox();
    await page.screenshot({ path: `${SCREENSHOTS}/paint-skeleton-${viewport.width}x${viewport.height}.png` });

    release();
    const board = page.locator('daldos-game .dd-board svg');
    await expect(board.locator('[data-hole="M0"]')).toBeVisible();
    await expect(page.locator('#app')).toHaveAttribute('aria-busy', 'false');
    await expect(skeleton).toHaveCount(0);
    await expect(page.locator('#status')).toBeHidden();
    const after = await board.boundingBox();
    await page.screenshot({ path: `${SCREENSHOTS}/paint-drawn-${viewport.width}x${viewport.height}.png` });

    expect(before, 'the skeleton has a box').not.toBeNull();
    for (const k of /** @type {const} */ (['x', 'y', 'width', 'height'])) {
      expect(Math.abs(/** @type {any} */ (after)[k] - /** @type {any} */ (before)[k]), `${k}: skeleton ${box(before)}, board ${box(after)}`).toBeLessThanOrEqual(1);
    }
    // Until the game draws, the footer waits below the fold (it would
    // otherwise move down as the game appears).
    expect(/** @type {any} */ (footerBefore).y).toBeGreaterThanOrEqual(viewport.height);
    const shifts = await page.evaluate(() => /** @type {any} */ (window).shifts);
    expect(shifts.reduce((a, b) => a + b, 0), `layout shifts ${shifts}`).toBeLessThan(0.01);
  });
}

test('the first load is no deeper than the page and one module: everything else preloaded', async ({ page, context }) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  /** @type {Map<string, string>} request address → whose request it is */
  const parents = new Map();
  cdp.on('Network.requestWillBeSent', (e) => {
    const i = e.initiator;
    const from = i.url || i.stack?.callFrames?.[0]?.url || i.stack?.parent?.callFrames?.[0]?.url || '';
    if (!parents.has(e.request.url)) parents.set(e.request.url, from);
  });
  const url = `${baseURL()}?autoplay=none`;
  await page.goto(url);
  await expect(page.locator('daldos-game .dd-board svg [data-hole="M0"]')).toBeVisible();
  // Level 1: asked for by the page itself (its parser, or its preloads,
  // which Chromium attributes to "about:client"); level n+1: by a file of
  // level n.
  const levels = new Map();
  const level = (u, seen = new Set()) => {
    if (levels.has(u)) return levels.get(u);
    const from = parents.get(u);
    let n;
    if (u === url) n = 0;
    else if (!from || from === url || from === 'about:client' || seen.has(u) || !parents.has(from)) n = 1;
    else n = level(from, new Set([...seen, u])) + 1;
    levels.set(u, n);
    return n;
  };
  const loaded = [...parents.keys()].filter((u) => u.startsWith(baseURL()) && /\.(js|wasm|css)$/.test(u));
  const byName = Object.fromEntries(loaded.map((u) => [u.slice(baseURL().length), level(u)]));
  // The page's wasm, its style sheets and its two bundled modules (with
  // the chunks they share): asked for by the first HTML.
  for (const f of ['www/daldos-web_bg.wasm', 'www/daldos.css', 'www/page.css', 'www/boot.js', 'www/main.js']) {
    expect(byName[f], `${f} in ${JSON.stringify(byName)}`).toBe(1);
  }
  // The element's modules come inside the bundle, not one by one.
  expect(byName['www/app.js'], JSON.stringify(byName)).toBeUndefined();
  // (The bundles, their shared chunks, the dictionary and its helpers.)
  expect(Object.keys(byName).filter((f) => f.endsWith('.js')).length, JSON.stringify(byName)).toBeLessThanOrEqual(10);
  // The visitor's words only, a module chosen by the page once it runs.
  expect(byName['www/strings/en.js']).toBe(2);
  expect(Math.max(...Object.values(byName)), JSON.stringify(byName)).toBeLessThanOrEqual(2);
});

test('on a slow connection the loading line stays: never "it could not start" while main.js is on its way', async ({ page }) => {
  // main.js held back past the 6 s after which the page, with no script
  // run at all, says the game could not start: boot.js has run, so it does not.
  const release = await holdBack(page, '**/www/main.js');
  await page.goto(baseURL());
  await expect(page.locator('#status')).toHaveText('Loading the game…');
  await page.waitForTimeout(6500);
  await expect(page.locator('#boot-failed')).toHaveCount(0);
  await expect(page.locator('#status')).toBeVisible();
  release();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('#boot-failed')).toHaveCount(0);
});

test('a main.js that cannot be loaded says at once that the game could not start', async ({ page }) => {
  await page.route('**/www/main.js', (route) => route.fulfill({ status: 404, body: 'not here' }));
  await page.goto(baseURL());
  // (Put back by boot.js, shown at once: not by the CSS after 6 s.)
  await expect(page.locator('#boot-failed')).toHaveClass(/\bnow\b/);
  await expect(page.locator('#boot-failed')).toBeVisible();
  await expect(page.locator('.board-skeleton')).toBeHidden();
});
