// Page entry point (plain ES module, copied to dist/www/ by Trunk).
//
// Trunk's injected loader instantiates the wasm module, stores its exports
// on `window.wasmBindings` and then fires `TrunkApplicationStarted`. This
// module may run before or after that, so it handles both orders. It then
// mounts the game into #app; the app itself keeps no global state, so an
// embedding page can call `mountDaldos(element, { wasm })` the same way.

import { mountDaldos } from './app.js';
import { EN } from './strings.js';

const $ = (id) => document.getElementById(id);

/** Resolves with the wasm exports once the module has started. */
export function wasmReady() {
  if (window.wasmBindings) return Promise.resolve(window.wasmBindings);
  return new Promise((resolve) => {
    window.addEventListener('TrunkApplicationStarted', () => resolve(window.wasmBindings), {
      once: true,
    });
  });
}

/** URLs of the wasm module and its JS glue, from Trunk's preload links
 * (the computer's worker loads the same module). */
function assetUrls() {
  const href = (sel) => {
    const link = document.querySelector(sel);
    return link ? new URL(link.getAttribute('href'), document.baseURI).href : null;
  };
  return {
    glueUrl: href('link[rel="modulepreload"][href$=".js"]'),
    wasmUrl: href('link[rel="preload"][href$=".wasm"]'),
    netsUrl: new URL('nets/', document.baseURI).href,
  };
}

function showError(message) {
  const status = $('status');
  if (!status) return;
  status.hidden = false;
  status.textContent = message;
  status.classList.add('error');
  $('app').setAttribute('aria-busy', 'false');
  document.body.dataset.error = 'true';
}

async function main() {
  $('status').textContent = EN.loading;
  const wasm = await wasmReady();
  $('version').textContent = `v${wasm.version()}`;
  $('status').hidden = true;
  const board = $('board');
  board.hidden = false;
  mountDaldos(board, {
    wasm,
    strings: EN,
    params: new URLSearchParams(location.search),
    assetUrls: assetUrls(),
  });
  board.hidden = false;
  $('app').setAttribute('aria-busy', 'false');
  // Browser tests wait for this attribute.
  document.body.dataset.ready = 'true';
}

window.addEventListener('error', (event) => showError(EN.error(event.message)));
window.addEventListener('unhandledrejection', (event) => showError(EN.error(event.reason?.message || event.reason)));

main().catch((err) => showError(EN.error(err?.message || err)));

// Offline play: the service worker (sw.js, beside index.html) caches the
// built files. Without it (http:// other than localhost, file://) the
// game still plays online; a failed registration is not an error.
if ('serviceWorker' in navigator && window.isSecureContext) {
  navigator.serviceWorker.register(new URL('sw.js', document.baseURI)).catch(() => {});
}
