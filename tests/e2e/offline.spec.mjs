// Offline and installable: after one visit the service worker has cached
// the build, so with the network off a reload draws the board and a throw
// works. Uses its own persistent Chromium profile (fresh folder) so the
// service worker and its cache behave as in a real browser. The game is
// seeded with 25: Light starts (3+3 against 3+1) and throws 1+1.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { test, expect, baseURL, GamePage } from './page.mjs';
import config, { CHROME } from '../../playwright.config.mjs';
import { startServer } from '../../scripts/serve.mjs';

/** Runs `fn(context, page, game)` in a fresh persistent Chromium profile
 * (where service workers and their caches behave as in a visitor's
 * browser); `game` is the page object of `page`. */
async function withProfile(fn) {
  const profile = mkdtempSync(path.join(tmpdir(), 'daldos-offline-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME,
    headless: true,
    args: config.use.launchOptions.args,
  });
  try {
    const page = context.pages()[0] || (await context.newPage());
    await fn(context, page, new GamePage(page));
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Waits until the page is controlled by its service worker; its script. */
async function controlled(page) {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
    }
    return navigator.serviceWorker.controller?.scriptURL;
  });
}

/** The names of the game's caches, and for each the first four bytes of
 * its page wasm (`0,97,115,109` is "\0asm", a real WebAssembly module). */
async function gameCaches(page) {
  return page.evaluate(async () => {
    const out = {};
    for (const key of await caches.keys()) {
      const cache = await caches.open(key);
      const wasm = (await cache.keys()).find((r) => r.url.endsWith('/www/daldos-web_bg.wasm'));
      const res = wasm && (await cache.match(wasm));
      out[key] = res ? [...new Uint8Array(await res.arrayBuffer()).slice(0, 4)].join(',') : null;
    }
    return out;
  });
}

/** A folder to serve: `copies` (URL paths like 'games/daldos') each a copy
 * of dist/ (its top-level entries linked), with `extra` files (path →
 * text) beside them. */
function site(copies, extra = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'daldos-site-'));
  for (const copy of copies) {
    mkdirSync(path.join(dir, copy), { recursive: true });
    for (const entry of readdirSync('dist')) symlinkSync(path.resolve('dist', entry), path.join(dir, copy, entry));
  }
  for (const [file, text] of Object.entries(extra)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const WASM_MAGIC = '0,97,115,109';
const PORTAL = '<!doctype html><title>Hotel Wi-Fi</title><h1>Accept the terms to go online</h1>';

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
  await withProfile(async (context, page, game) => {
    const errors = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    await game.open('?seed=25');
    // The worker is installed, active and controls the page.
    const cache = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
      }
      const keys = await caches.keys();
      const cache = await caches.open(keys.find((k) => k.startsWith('daldos')));
      const urls = (await cache.keys()).map((r) => new URL(r.url).pathname);
      return { scope: reg.scope, keys, urls };
    });
    expect(cache.scope).toBe(baseURL());
    expect(cache.keys.filter((k) => k.startsWith('daldos'))).toHaveLength(1);
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
    await game.reload();
    await expect(page.locator('.dd-board svg [data-hole="M0"]')).toBeVisible();
    await game.startGame({ mode: 'pvp' }); // Options, on the start card
    await expect(game.app).toHaveAttribute('data-state', 'human-throw', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Throw', exact: true }).click();
    await expect(game.dice).toHaveAttribute('data-dice', '1+1');
    await expect(game.app).toHaveAttribute('data-state', 'human-move', { timeout: 10_000 });
    await expect(page.locator('.dd-movelist li:not(.empty) .dd-notation')).toHaveText(['a 1+1: …']);
    // The computer's worker starts from the cache too, and plays.
    await page.goto(`${baseURL()}?autoplay=fast&board=12&seed=4`);
    await expect(game.app).toHaveAttribute('data-ai', 'worker', { timeout: 20_000 });
    await game.computerPlays(4);
    expect(errors).toEqual([]);
  });
});

test('a captive portal answering the install is not kept as the game: the install fails, the game starts, and installs once the network is real', async () => {
  test.setTimeout(120_000);
  await withProfile(async (context, page, game) => {
    // Each install meets another portal: a login page (200 text/html) for
    // the wasm, then a redirect of the engine's glue to a page of the site.
    const portals = [
      ['**/www/daldos-web_bg.wasm', { status: 200, contentType: 'text/html', body: PORTAL }],
      ['**/www/engine/daldos-engine.js', { status: 302, headers: { location: new URL('index.html', baseURL()).href } }],
    ];
    for (const [pattern, answer] of portals) {
      let met;
      const portalMet = new Promise((resolve) => (met = resolve));
      // Only the service worker's requests meet the portal: the page's own
      // load of the game goes through (as after a portal's login).
      const handler = (route, request) => {
        if (!request.serviceWorker()) return route.continue();
        met();
        return route.fulfill(answer);
      };
      await context.route(pattern, handler);
      await game.open('?seed=25');
      await portalMet;
      // The failed install leaves no worker, no cache and no controller.
      await expect
        .poll(() => page.evaluate(async () => String(await navigator.serviceWorker.getRegistration())))
        .toBe('undefined');
      expect(await gameCaches(page)).toEqual({});
      expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBe(null);
      // The game plays.
      await expect(page.locator('.dd-board svg [data-hole="M0"]')).toBeVisible();
      await context.unroute(pattern, handler);
    }
    // With the real network the next visit installs the build's own files.
    await game.reload();
    expect(await controlled(page)).toBe(new URL('sw.js', baseURL()).href);
    const kept = await gameCaches(page);
    expect(Object.keys(kept)).toHaveLength(1);
    expect(Object.keys(kept)[0]).toMatch(new RegExp(`^daldos@${baseURL().replace(/[.?]/g, '\\$&')}#[0-9a-f]{16}$`));
    expect(Object.values(kept)).toEqual([WASM_MAGIC]);
  });
});

/** Puts a portal's page into this page's game cache as its wasm. */
async function spoilCachedWasm(page) {
  await page.evaluate(async (body) => {
    const key = (await caches.keys()).find((k) => k.startsWith('daldos@'));
    const cache = await caches.open(key);
    await cache.put(new URL('www/daldos-web_bg.wasm', location.href).href, new Response(body, { headers: { 'Content-Type': 'application/wasm' } }));
  }, PORTAL);
}

test('a page whose cached wasm does not compile drops the cache and reloads once from the network', async () => {
  test.setTimeout(120_000);
  await withProfile(async (context, page, game) => {
    await game.open('?seed=25');
    await controlled(page);
    await spoilCachedWasm(page);
    let loads = 0;
    page.on('load', () => loads++);
    await page.reload();
    // The spoiled copy, then the network's: the game starts.
    await game.ready();
    await expect(page.locator('.dd-board svg [data-hole="M0"]')).toBeVisible();
    expect(loads).toBe(2);
    // Registered and installed again, from the network: the real wasm.
    await controlled(page);
    expect(Object.values(await gameCaches(page))).toEqual([WASM_MAGIC]);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  });
});

test('a repair that meets the same bad wasm on the network stops after one reload and says so', async () => {
  test.setTimeout(120_000);
  await withProfile(async (context, page, game) => {
    await game.open('?seed=25');
    await controlled(page);
    await spoilCachedWasm(page);
    // The network is a portal too.
    await context.route('**/www/daldos-web_bg.wasm', (route) => route.fulfill({ status: 200, contentType: 'application/wasm', body: PORTAL }));
    let loads = 0;
    page.on('load', () => loads++);
    await page.reload();
    await expect(page.locator('body')).toHaveAttribute('data-error', 'true');
    expect(loads).toBe(2);
    // The game's own line: the wasm does not compile (Chromium's words).
    await expect(page.locator('daldos-game .dd-boot.dd-error')).toContainText('expected magic word 00 61 73 6d');
  });
});

test('two copies on one origin keep their own caches and saves; an older save moves to the first copy opened', async () => {
  test.setTimeout(150_000);
  const A = 'games/daldos/';
  const B = 'exhibit/viking/daldos/';
  const dir = site([A, B]);
  const server = await startServer({ dir });
  const short = readFileSync('docs/examples/short-game.dgn', 'utf8');
  try {
    await withProfile(async (context, page, game) => {
      const errors = [];
      page.on('pageerror', (err) => errors.push(String(err)));
      // A game saved before saves belonged to their copy.
      await page.goto(`${server.url}${A}manifest.webmanifest`);
      await page.evaluate((record) => localStorage.setItem('daldos.save.v1', JSON.stringify({ v: 1, record, mode: 'pvp', level: 2, human: 'a' })), short);
      await page.goto(`${server.url}${A}`);
      await game.ready();
      await expect(game.board).toHaveAttribute('data-position', 'aaaBaaaaaaa1/13/1bbbbAbbbbb1 a');
      expect(await controlled(page)).toBe(`${server.url}${A}sw.js`);
      // A save of the copy at the origin's root (whose key it keeps) names
      // its copy: no other copy takes it.
      await page.evaluate((record) => localStorage.setItem('daldos.save.v1', JSON.stringify({ v: 1, record, mode: 'pvp', level: 2, human: 'a', copy: '/www/' })), short);
      // The other copy: its own start card, its own worker.
      await page.goto(`${server.url}${B}?seed=25`);
      await game.ready();
      await expect(game.start).toBeVisible();
      await page.getByRole('button', { name: /^Play/ }).click();
      await expect(game.app).toHaveAttribute('data-state', 'human-throw', { timeout: 20_000 });
      expect(await controlled(page)).toBe(`${server.url}${B}sw.js`);
      const saves = await page.evaluate(() =>
        Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith('daldos.save')).map((k) => [k, JSON.parse(localStorage.getItem(k)).record])),
      );
      expect(Object.keys(saves).sort()).toEqual(['daldos.save.v1', `daldos.save.v1@/${B}www/`, `daldos.save.v1@/${A}www/`]);
      expect(saves['daldos.save.v1']).toBe(short);
      expect(saves[`daldos.save.v1@/${A}www/`]).toBe(short);
      expect(saves[`daldos.save.v1@/${B}www/`]).toContain('[Board "16"]');
      // Two caches, one per copy: the second's activation kept the first's.
      const kept = await gameCaches(page);
      expect(Object.keys(kept).map((k) => k.replace(/#[0-9a-f]{16}$/, '')).sort()).toEqual([`daldos@${server.url}${B}`, `daldos@${server.url}${A}`]);
      expect(Object.values(kept)).toEqual([WASM_MAGIC, WASM_MAGIC]);
      // Offline, each copy starts from its own cache with its own game.
      await context.setOffline(true);
      await page.goto(`${server.url}${A}`);
      await game.ready();
      await expect(game.board).toHaveAttribute('data-position', 'aaaBaaaaaaa1/13/1bbbbAbbbbb1 a');
      await page.goto(`${server.url}${B}`);
      await game.ready();
      await expect(game.app).toHaveAttribute('data-state', 'human-throw', { timeout: 20_000 });
      expect(errors).toEqual([]);
    });
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('only the game\'s own entry is answered from the cache: every other page of its folder goes to the network, online and offline', async () => {
  test.setTimeout(120_000);
  const dir = site(['site'], {
    'site/visit.html': '<!doctype html><title>Visit</title><h1>Opening hours</h1>',
    'site/docs/index.html': '<!doctype html><title>Docs</title><h1>The documentation</h1>',
    'site/rules.pdf': '%PDF-1.4 the rules',
  });
  const server = await startServer({ dir });
  const at = (p) => `${server.url}site/${p}`;
  try {
    await withProfile(async (context, page, game) => {
      await page.goto(at(''));
      await game.ready();
      expect(await controlled(page)).toBe(at('sw.js'));
      for (const [p, h1] of [['visit.html', 'Opening hours'], ['docs/', 'The documentation']]) {
        const res = await page.goto(at(p));
        expect([res?.status(), res?.fromServiceWorker()], p).toEqual([200, false]);
        await expect(page.locator('h1')).toHaveText(h1);
      }
      // An icon of the game itself, opened as a page: the network's too.
      const icon = await page.goto(at('www/icon.svg'));
      expect([icon?.status(), icon?.fromServiceWorker(), icon?.headers()['content-type']]).toEqual([200, false, 'image/svg+xml']);
      const missing = await page.goto(at('missing.html'));
      expect([missing?.status(), missing?.fromServiceWorker()]).toEqual([404, false]);
      await expect(page.locator('body')).toHaveText('not found');
      // A file to download stays one (the server sends no PDF type here).
      const [download] = await Promise.all([page.waitForEvent('download'), page.goto(at('rules.pdf')).catch(() => null)]);
      expect(download.suggestedFilename()).toBe('rules.pdf');
      // The game's entry, with or without index.html and a query: the cache.
      for (const p of ['', 'index.html', '?lang=da']) {
        const res = await page.goto(at(p));
        expect(res?.fromServiceWorker(), p).toBe(true);
        await game.ready();
      }
      // Offline: the browser's own failure for the other pages, the game
      // for its entry.
      await context.setOffline(true);
      await page.goto(at('?seed=25'));
      await game.ready();
      await expect(page.locator('.dd-board svg [data-hole="M0"]')).toBeVisible();
      for (const p of ['visit.html', 'docs/', 'missing.html']) {
        await expect(page.goto(at(p)), p).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
      }
    });
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

