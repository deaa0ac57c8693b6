// The computer's engine is a wasm build of its own, loaded by its Web
// Worker at the computer's first task: the page's wasm has no AI, a first
// visit downloads no engine, each wasm is downloaded once per visit, and
// without Worker support the engine runs on the main thread.
import { test, expect, GamePage, watch } from './page.mjs';
import { startServer } from '../../scripts/serve.mjs';

test('the page’s wasm has no engine; a first visit loads none until the computer plays, then each wasm once', async ({
  page,
}) => {
  // A server of its own, to count what it sends in full (a 304, the
  // service worker revalidating a file the page has, sends nothing).
  const served = [];
  const errors = watch(page);
  const { url, close } = await startServer({ dir: 'dist', onRequest: (p, status) => status === 200 && served.push(p) });
  const wasm = () => served.filter((p) => p.endsWith('.wasm')).map((p) => p.split('/').slice(-2).join('/'));
  const game = new GamePage(page, { url });
  try {
    await game.open();
    await expect(game.start).toBeVisible();
    const exports = await page.evaluate(() => ({
      computerPlay: typeof window.wasmBindings.computerPlay,
      hint: typeof window.wasmBindings.Game.prototype.hint,
      engineRequest: typeof window.wasmBindings.Game.prototype.engineRequest,
    }));
    expect(exports).toEqual({ computerPlay: 'undefined', hint: 'undefined', engineRequest: 'function' });
    await page.waitForLoadState('networkidle');
    // Once the service worker has cached the build for offline play.
    await page.evaluate(() => navigator.serviceWorker.ready);
    const pageWasm = wasm().filter((f) => !f.includes('engine'));
    expect(pageWasm.length, pageWasm.join(', ')).toBe(1);
    // The computer plays itself: the worker takes the engine from the
    // offline cache; nothing is downloaded twice.
    await page.goto(`${url}?autoplay=fast&board=12&seed=4`);
    await expect(game.app).toHaveAttribute('data-ai', 'worker');
    await game.computerPlays(6);
    expect(wasm().sort()).toEqual([pageWasm[0], 'engine/daldos-engine_bg.wasm'].sort());
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
});

test('without Worker support the engine plays on the main thread', async ({ game, page, pageLog }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'Worker', { value: undefined });
  });
  await game.open('?autoplay=fast&board=12&seed=4');
  await expect(game.app).toHaveAttribute('data-ai', 'main', { timeout: 20_000 });
  await game.computerPlays(6);
  expect(pageLog.pageErrors).toEqual([]);
  expect(pageLog.consoleErrors).toEqual([]);
});
