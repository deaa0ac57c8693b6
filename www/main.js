// @ts-check
// Page entry point (plain ES module, copied to dist/www/ by Trunk).
//
// Trunk's injected loader instantiates the wasm module, stores its exports
// on `window.wasmBindings` and then fires `TrunkApplicationStarted`. This
// module may run before or after that, so it handles both orders. It then
// mounts the game into #app; the app itself keeps no global state, so an
// embedding page can call `mountDaldos(element, { wasm })` the same way.

import { mountDaldos } from './app.js';
import { LANGUAGES, pickLanguage } from './strings.js';

// The page's own lines (outside the game), per language of LANGUAGES.
const TAGLINE = {
  en: 'The Scandinavian dice and boat-board game',
  da: 'Det skandinaviske terninge- og bådbrætspil',
  nb: 'Det skandinaviske terning- og båtbrettspillet',
  es: 'El juego escandinavo de dados y tablero en forma de barco',
  it: 'Il gioco scandinavo di dadi su un tavoliere a forma di barca',
};
const LANG_KEY = 'daldos.lang';

/** @type {(id: string) => any} */
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

/** Where the computer's engine (its own wasm build, engine/) and the
 * trained networks (nets/) are, beside this page. */
function assetUrls() {
  return {
    engineUrl: new URL('engine/daldos-engine.js', document.baseURI).href,
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

function storedLanguage() {
  try {
    return localStorage.getItem(LANG_KEY);
  } catch {
    return null;
  }
}

// The language: ?lang= in the address, else the one chosen here before,
// else the browser's preferred languages, else English.
const params = new URLSearchParams(location.search);
const lang = pickLanguage([params.get('lang'), storedLanguage(), ...(navigator.languages || [navigator.language])]);
const T = LANGUAGES[lang].strings;

/** Shows the language menu; a choice is remembered and reloads the page
 * (the game in progress is saved and comes back). */
function languageMenu() {
  document.documentElement.lang = lang;
  $('tagline').textContent = TAGLINE[lang];
  $('lang-label').textContent = T.language;
  const select = $('lang');
  for (const [code, { name }] of Object.entries(LANGUAGES)) {
    const option = document.createElement('option');
    option.value = code;
    option.textContent = name;
    option.lang = code;
    option.selected = code === lang;
    select.appendChild(option);
  }
  select.addEventListener('change', () => {
    try {
      localStorage.setItem(LANG_KEY, select.value);
    } catch {
      // Storage off: the address still carries the choice.
    }
    const url = new URL(location.href);
    url.searchParams.set('lang', select.value);
    location.assign(url.href);
  });
  select.closest('.lang-pick').hidden = false;
}

async function main() {
  languageMenu();
  $('status').textContent = T.loading;
  const wasm = await wasmReady();
  $('version').textContent = `v${wasm.version()}`;
  $('status').hidden = true;
  const board = $('board');
  board.setAttribute('aria-label', T.board);
  board.hidden = false;
  mountDaldos(board, {
    wasm,
    strings: T,
    params,
    assetUrls: assetUrls(),
  });
  board.hidden = false;
  $('app').setAttribute('aria-busy', 'false');
  // Browser tests wait for this attribute.
  document.body.dataset.ready = 'true';
}

window.addEventListener('error', (event) => showError(T.error(event.message)));
window.addEventListener('unhandledrejection', (event) => showError(T.error(event.reason?.message || event.reason)));

main().catch((err) => showError(T.error(err?.message || err)));

// Offline play: the service worker (sw.js, beside index.html) caches the
// built files. Without it (http:// other than localhost, file://) the
// game still plays online; a failed registration is not an error.
if ('serviceWorker' in navigator && window.isSecureContext) {
  navigator.serviceWorker.register(new URL('sw.js', document.baseURI)).catch(() => {});
}
