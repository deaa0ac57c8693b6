// @ts-check
// The page around the game (index.html): its header (title, tagline,
// language menu) and footer, and one <daldos-game> element
// (daldos-game.js) made from the address's parameters:
//   ?lang=  ?board=  ?level=  ?mode=  ?variants=  ?seed=  ?pace=off|fast|normal  ?speed=fast  ?autoplay=fast
//   ?kiosk=1  ?idle-minutes=
// The page loads as an external module only (no inline script): it runs
// under `script-src 'self' 'wasm-unsafe-eval'`.

import { DaldosGame, loadFacade } from './daldos-game.js';
import { LANGUAGES, loadStrings, pickLanguage, knowsLanguage } from './strings.js';
import { ATTRIBUTES, kioskOn } from './settings.js';

const LANG_KEY = 'daldos.lang';

/** @type {(id: string) => any} */
const $ = (id) => document.getElementById(id);

/** The stored language choice, if storage can be read at all (it throws in
 * a sandboxed or storage-blocked frame). */
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
const asked = params.get('lang');
if (asked && !knowsLanguage(asked)) {
  console.warn(`daldos: ?lang=${asked} is not one of ${Object.keys(LANGUAGES).join(', ')}; using the one chosen before or the browser's`);
}
const lang = pickLanguage([asked, storedLanguage(), ...(navigator.languages || [navigator.language])]);
// Only this language's words are downloaded.
const T = await loadStrings(lang);

function showError(message) {
  const status = $('status');
  if (!status) return;
  status.hidden = false;
  status.textContent = message;
  status.classList.add('error');
  $('app').setAttribute('aria-busy', 'false');
  document.body.dataset.error = 'true';
}

/** Shows the language menu; a choice is remembered and reloads the page
 * (the game in progress is saved and comes back). */
function languageMenu() {
  document.documentElement.lang = lang;
  $('tagline').textContent = T.tagline;
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
  const apply = () => {
    if (select.value === lang) return;
    try {
      localStorage.setItem(LANG_KEY, select.value);
    } catch {
      // Storage off: the address still carries the choice.
    }
    const url = new URL(location.href);
    url.searchParams.set('lang', select.value);
    location.assign(url.href);
  };
  // Chosen with the mouse or a tap: at once. With the arrow keys on the
  // closed list (which change it at each press): once Enter is pressed or
  // the keyboard leaves the list, so that a later language can be reached.
  let keyed = false;
  select.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') apply();
    else keyed = true;
  });
  select.addEventListener('change', () => {
    if (!keyed) apply();
  });
  select.addEventListener('blur', () => {
    if (keyed) apply();
    keyed = false;
  });
  select.addEventListener('pointerdown', () => (keyed = false));
  select.closest('.lang-pick').hidden = false;
}

function main() {
  languageMenu();
  const meta = document.querySelector('meta[name="description"]');
  if (meta) meta.setAttribute('content', T.description);
  $('status').textContent = T.loading;
  const kiosk = kioskOn(params.get('kiosk'));
  if (kiosk) document.body.dataset.kiosk = 'true';
  const game = /** @type {DaldosGame} */ (document.createElement('daldos-game'));
  game.setAttribute('lang', lang);
  // The address's parameters are the element's attributes (settings.js).
  for (const name of ATTRIBUTES) {
    const value = params.get(name);
    if (value != null) game.setAttribute(name, value);
  }
  // Share links point at this page, without the sharer's language (the
  // one who opens it reads in their own).
  const shareUrl = new URL(location.href);
  shareUrl.searchParams.delete('lang');
  shareUrl.hash = '';
  game.setAttribute('share-url', shareUrl.href);
  game.addEventListener('daldos-ready', (e) => {
    const { detail } = /** @type {CustomEvent} */ (e);
    $('version').textContent = `v${detail.version}`;
    $('status').hidden = true;
    $('app').setAttribute('aria-busy', 'false');
    // For the console and the browser tests: the rules facade.
    loadFacade().then((wasm) => {
      window.wasmBindings = wasm;
      document.body.dataset.ready = 'true';
    });
  });
  game.addEventListener('daldos-error', (e) => {
    const { detail } = /** @type {CustomEvent} */ (e);
    $('status').hidden = true;
    // The element shows why (page.css shows it once the page is not busy).
    $('app').setAttribute('aria-busy', 'false');
    document.body.dataset.error = detail.wasmBlocked ? 'wasm-blocked' : 'true';
  });
  $('app').append(game);
  $('boot-failed')?.remove();
}

window.addEventListener('error', (event) => showError(T.error(event.message)));
window.addEventListener('unhandledrejection', (event) => showError(T.error(event.reason?.message || event.reason)));

try {
  main();
} catch (err) {
  showError(T.error(err?.message || err));
}

// Offline play: the service worker (sw.js, beside index.html) caches the
// built files. Without it (http:// other than localhost, file://, a
// sandboxed frame, where even reading navigator.serviceWorker throws) the
// game still plays online; a failed registration is not an error.
try {
  if (window.isSecureContext && 'serviceWorker' in navigator) {
    navigator.serviceWorker.register(new URL('sw.js', document.baseURI)).catch(() => {});
  }
} catch {
  // no service worker here
}
