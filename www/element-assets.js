// @ts-check
// What the <daldos-game> element (daldos-game.js) loads: everything lies
// beside this module, in the game's folder, found by its own address
// (import.meta.url): the rules facade (daldos-web.js and its wasm), loaded
// once per page and shared by every element; the element's styles
// (daldos.css); the computer's worker, engine and networks (ai.js starts
// them when the computer first plays).

// @ts-ignore: built beside this module by wasm-pack (scripts/build-web.mjs)
import initFacade, * as facadeModule from './daldos-web.js';
import { repairOfflineCopy, repairDone } from './copy.js';

/** @type {typeof import('daldos-web')} */
const facade = /** @type {any} */ (facadeModule);
// A bundle in another format than an ES module (esbuild's default, an
// IIFE) has no import.meta.url: nothing could be found beside it. Said
// plainly on the console instead of "Invalid URL" (docs/embedding.md).
if (typeof import.meta.url !== 'string') {
  throw new Error('daldos-game must be loaded as an ES module: <script type="module">, or a bundle in ES module format (esbuild --format=esm)');
}

/** The address of `file` in the game's folder. */
export const assetUrl = (file) => new URL(file, import.meta.url).href;

/** @type {Promise<typeof import('daldos-web')> | null} */
let facadeReady = null;

/** The rules facade, loaded once per page and shared by every element.
 * Rejects with a `WasmBlockedError` when the page's Content Security
 * Policy forbids WebAssembly. A wasm that does not compile from this
 * copy's offline cache is fetched again (copy.js): the page reloads once. */
export function loadFacade() {
  facadeReady ||= initFacade({ module_or_path: assetUrl('daldos-web_bg.wasm') }).then(
    () => {
      repairDone();
      return facade;
    },
    async (err) => {
      facadeReady = null;
      if (blockedByPolicy(err)) throw new WasmBlockedError(err);
      // The page reloads: nothing more to show here.
      if (err instanceof WebAssembly.CompileError && (await repairOfflineCopy(err))) return new Promise(() => {});
      throw err;
    },
  );
  return /** @type {Promise<typeof import('daldos-web')>} */ (facadeReady);
}

/** The site's Content Security Policy forbids compiling WebAssembly (it
 * lacks `'wasm-unsafe-eval'` in `script-src`). */
export class WasmBlockedError extends Error {
  constructor(cause) {
    super(`WebAssembly is blocked by the site's Content Security Policy: ${cause?.message || cause}`, { cause });
    this.name = 'WasmBlockedError';
  }
}

/** Whether `err` is the browser refusing WebAssembly under a CSP (the
 * wording differs between engines; all name the policy or its source). */
function blockedByPolicy(err) {
  const m = String(err?.message || err);
  return err instanceof WebAssembly.CompileError && /Content Security Policy|wasm-eval|unsafe-eval|CSP/i.test(m);
}

/** The element's style sheet, as a `<link>` for its shadow root, and
 * whether it loaded (missing, or refused by the site's
 * Content-Security-Policy `style-src`, it did not). */
export function styleSheet() {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = assetUrl('daldos.css');
  /** @type {Promise<boolean>} */
  const loaded = new Promise((resolve) => {
    link.onload = () => resolve(true);
    link.onerror = () => resolve(false);
  });
  return { link, loaded };
}

/** Where the computer is found (ai.js): its engine, networks and worker. */
export const engineUrls = () => ({
  engineUrl: assetUrl('engine/daldos-engine.js'),
  netsUrl: assetUrl('nets/'),
  workerUrl: assetUrl('ai-worker.js'),
});
