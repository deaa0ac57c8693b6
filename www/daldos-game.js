// @ts-check
// <daldos-game>: the whole game as one custom element, for the page
// (index.html) and for any site that embeds it (docs/embedding.md).
//
//   <script type="module" src="…/daldos-game.js"></script>
//   <daldos-game lang="da" board="16" mode="pvc" level="3"></daldos-game>
//
// Attributes (read when the element is connected; none is required; a
// change later is honoured or named on the console, attributeChangedCallback):
//   lang         en, da, nb, es, it, sv, de (else the page's lang, else the browser's)
//   board        holes in an outer row of the first game: 16 (Danish) or 12 (Norwegian)
//   mode         first game: pvc (against the computer), pvp (two players), cvc
//   level        the computer's level (rulesInfo().levels)
//   variants     the first game's variants, ids separated by spaces
//   seed         0..4294967295: seeded dice and choices (the same clicks give the same game)
//   storage-key  where this game is saved in localStorage (default: see `storageKeyOf`)
//   kiosk        a museum touch screen: nothing saved, an idle reset (docs/embedding.md); "false": none
//   idle-minutes kiosk mode: minutes without a touch before "Still playing?" (default 3)
//   speed        "fast": no animations or pauses (tests, demonstrations)
//   autoplay     "fast": the computer plays itself at once, nothing saved
//   share-url    the address Share links point at (default: the page's own);
//                a link (`…#game=<code>`) opened on a page shows that game
// Properties and methods: `newGame(config)`; read-only `record` (the game
// record, docs/notation.md) and `position` (position notation); `ready`
// (a promise, resolved once the game is drawn).
// Events (bubbling out of the shadow root, `detail` structured):
//   daldos-ready     { version }
//   daldos-throw     { side, dice, outcome, extraThrow }
//   daldos-move      { side, move: MoveData, playDone }
//   daldos-gameover  { winner, record }
//   daldos-activity  {} kiosk mode: a visitor is using it (at most every 10 s)
//   daldos-error     { message, wasmBlocked } it cannot start here
//
// Everything the element loads lies beside this module (import.meta.url):
// the rules facade (daldos-web.js and its wasm), its styles (daldos.css),
// the computer's worker and engine, the networks. Its styles and ids live in
// its shadow root; it never styles, scrolls or focuses the host page until
// the visitor has used the game. Several elements on one page play
// independently (each its own save and its own worker); removing one stops
// its worker and frees its games. Defining it twice is harmless.

// @ts-ignore: built beside this module by wasm-pack (scripts/build-web.mjs)
import initFacade, * as facadeModule from './daldos-web.js';
import { mountDaldos } from './app.js';
import { LANGUAGES, loadStrings, pickLanguage, knowsLanguage } from './strings.js';
import { readSharedGame } from './share.js';
import { missingFeatures, MINIMUM_BROWSERS } from './support.js';
import { ATTRIBUTES, GAME_ATTRIBUTES, kioskOn } from './settings.js';
import { COPY_FOLDER, COPY_SUFFIX, repairOfflineCopy, repairDone } from './copy.js';

/** @type {typeof import('daldos-web')} */
const facade = /** @type {any} */ (facadeModule);
// A bundle in another format than an ES module (esbuild's default, an
// IIFE) has no import.meta.url: nothing could be found beside it. Said
// plainly on the console instead of "Invalid URL" (docs/embedding.md).
if (typeof import.meta.url !== 'string') {
  throw new Error('daldos-game must be loaded as an ES module: <script type="module">, or a bundle in ES module format (esbuild --format=esm)');
}
const here = (file) => new URL(file, import.meta.url).href;

/** @type {Promise<typeof import('daldos-web')> | null} */
let facadeReady = null;

/** The rules facade, loaded once per page and shared by every element.
 * Rejects with a `WasmBlockedError` when the page's Content Security
 * Policy forbids WebAssembly. A wasm that does not compile from this
 * copy's offline cache is fetched again (copy.js): the page reloads once. */
export function loadFacade() {
  facadeReady ||= initFacade({ module_or_path: here('daldos-web_bg.wasm') }).then(
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

/** The localStorage key of an element's save: its `storage-key`, else
 * `daldos.save.v1.<id>` if it has an `id`, else `daldos.save.v1` for the
 * first game on the page without one and `daldos.save.v1.<n>` (its place
 * among those, from 2) for the others, so that two games never share a
 * save. An id (or a storage-key) keeps a game's save its own when games
 * are added or removed later. Each key but a `storage-key` belongs to its
 * copy of the game (copy.js): `@<game folder>` follows it, except for the
 * copy whose game folder is the origin's /www/. */
export function storageKeyOf(element) {
  const own = element.getAttribute('storage-key');
  if (own) return own;
  if (element.id && element.ownerDocument.querySelectorAll(`daldos-game[id="${CSS.escape(element.id)}"]`).length > 1) {
    console.warn(`daldos-game: two games have the id "${element.id}" and so share one save; give each its own id or storage-key`);
  }
  return defaultKeyOf(element) + COPY_SUFFIX;
}

/** The key an element's save had before saves belonged to their copy
 * (`storageKeyOf` without the copy's part), where it differs: a save found
 * there that names no copy (made before saves did), and none under the
 * copy's own key, is moved to it, so that no player loses a game (with two
 * copies, the first one opened takes it; the save of the copy whose keys
 * have no suffix names that copy and stays its own). */
export function formerKeyOf(element) {
  return (element.getAttribute('storage-key') || !COPY_SUFFIX) ? undefined : defaultKeyOf(element);
}

/** `storageKeyOf` before its copy's part. */
function defaultKeyOf(element) {
  if (element.id) return `daldos.save.v1.${element.id}`;
  const all = [...element.ownerDocument.querySelectorAll('daldos-game:not([id])')];
  const n = all.indexOf(element);
  return n <= 0 ? 'daldos.save.v1' : `daldos.save.v1.${n + 1}`;
}



export class DaldosGame extends HTMLElement {
  constructor() {
    super();
    /** @type {ReturnType<typeof mountDaldos> | null} */
    this._app = null;
    /** Whether a bad `lang` was already reported. */
    this._warnedLang = false;
    /** A count that goes up with each mount and unmount: a late load stops. */
    this._epoch = 0;
    /** Whether a mount is waiting for the facade. */
    this._loading = false;
    /** The fragment last read for a shared game: a new mount (another
     * language) does not show the same shared game again. */
    this._hashSeen = '';
    /** @type {string | null | undefined} the `lang` the page set, once a
     * kiosk visitor has chosen another (undefined before) */
    this._homeLang = undefined;
    /** @type {string | undefined} the save's key, read at the first mount */
    this._storageKey = undefined;
    /** A share link pasted into the address bar of the open page changes
     * only the fragment: the game it carries is shown then. */
    this._onHash = () => {
      if (!this._app || location.hash === this._hashSeen) return;
      this._hashSeen = location.hash;
      const app = this._app;
      Promise.all([loadFacade(), loadStrings(this.language)]).then(([wasm, T]) => {
        const shared = readSharedGame(wasm, location.hash, { T, id: this.id });
        if (shared && app === this._app) app.showShared(shared);
      });
    };
    /** @type {((value?: any) => void) | null} */
    this._resolveReady = null;
    /** @type {((reason?: any) => void) | null} */
    this._rejectReady = null;
    /** Resolves once the game is drawn; rejects with the error if it cannot
     * start (WebAssembly blocked, the files not found). */
    this.ready = new Promise((resolve, reject) => {
      this._resolveReady = resolve;
      this._rejectReady = reject;
    });
    // A page that never awaits `ready` is not told of an unhandled rejection:
    // the error is on the page and the console already.
    this.ready.catch(() => {});
  }

  connectedCallback() {
    window.addEventListener('hashchange', this._onHash);
    // Moved within the page (disconnected and connected in one task): the
    // game goes on as it was.
    if (this._app || this._loading) return;
    this._mount();
  }

  static get observedAttributes() {
    return ['lang', 'storage-key', ...ATTRIBUTES];
  }

  /** An attribute changed once the game is drawn. A new language, or a new
   * page set-up (`kiosk`, `speed`, `autoplay`, `idle-minutes`): the game is
   * drawn again with it (the game in play is saved and comes back; in
   * kiosk mode the start card comes back). A game setting (`board`,
   * `mode`, `level`, `variants`, `seed`): taken at once while no game is
   * under way (the start card), else said on the console (the game in
   * play goes on; `newGame()` starts one with it). `storage-key` is read
   * once: this game never loads or overwrites another's save. */
  attributeChangedCallback(name, old, value) {
    if (old === value || !this._app) return;
    if (name === 'storage-key') {
      console.warn(
        `daldos-game: storage-key changed to "${value}" after the game started: this game goes on saving under "${this._storageKey}"; the new key is used when the page is next loaded`,
      );
      return;
    }
    if (GAME_ATTRIBUTES.includes(name) && this._app.underWay()) {
      console.warn(
        `daldos-game: ${name}="${value ?? ''}" changed while a game is under way: the game goes on as it is; newGame() starts a game with the new setting`,
      );
      return;
    }
    this._app.destroy();
    this._app = null;
    this._mount();
  }

  disconnectedCallback() {
    window.removeEventListener('hashchange', this._onHash);
    // Wait a moment: a move within the page reconnects at once.
    queueMicrotask(() => {
      if (this.isConnected) return;
      this._epoch++;
      this._loading = false;
      this._app?.destroy();
      this._app = null;
    });
  }

  /** The language of this game: its `lang`, else the nearest ancestor's,
   * else the browser's preferences. */
  get language() {
    const own = this.getAttribute('lang');
    if (own && !knowsLanguage(own) && !this._warnedLang) {
      this._warnedLang = true;
      console.warn(`daldos-game: lang="${own}" is not one of ${Object.keys(LANGUAGES).join(', ')}; using the page's or the browser's`);
    }
    const inherited = this.parentElement?.closest('[lang]')?.getAttribute('lang');
    return pickLanguage([own, inherited, ...(navigator.languages || [navigator.language])]);
  }

  async _mount() {
    const epoch = ++this._epoch;
    this._loading = true;
    const shadow = this.shadowRoot || this.attachShadow({ mode: 'open' });
    const lang = this.language;
    // The visitor's language only (the facade loads meanwhile).
    const facade = loadFacade();
    facade.catch(() => {});
    let T;
    try {
      T = await loadStrings(lang);
    } catch (err) {
      if (epoch !== this._epoch) return;
      this._loading = false;
      shadow.textContent = `Daldøs: the game's texts could not be loaded (${err?.message || err}).`;
      console.error(`daldos-game: the texts of ${lang} could not be loaded: ${err?.message || err}`);
      this.dataset.error = 'true';
      this._emit('daldos-error', { message: String(err?.message || err), wasmBlocked: false });
      this._rejectReady?.(err);
      return;
    }
    if (epoch !== this._epoch) return;
    // A browser without what the game needs is told so (and which work).
    const missing = missingFeatures();
    if (missing.length) {
      this._loading = false;
      const text = T.oldBrowser(MINIMUM_BROWSERS, missing.join(', '));
      shadow.textContent = text;
      console.error(`daldos-game: ${text}`);
      this.dataset.error = 'old-browser';
      this._emit('daldos-error', { message: text, wasmBlocked: false });
      this._rejectReady?.(new Error(text));
      return;
    }
    shadow.textContent = '';
    // The styles first; the game is shown once they apply (no flash of
    // unstyled board). If they cannot load, it is shown all the same.
    const styles = document.createElement('link');
    styles.rel = 'stylesheet';
    styles.href = here('daldos.css');
    /** Whether the style sheet loaded (missing, or refused by the site's
     * Content-Security-Policy `style-src`, it did not). */
    const styled = new Promise((resolve) => {
      styles.onload = () => resolve(true);
      styles.onerror = () => resolve(false);
    });
    const status = document.createElement('p');
    status.className = 'dd-boot';
    status.setAttribute('role', 'status');
    status.textContent = T.loading;
    const root = document.createElement('section');
    root.hidden = true;
    root.setAttribute('aria-label', T.board);
    root.lang = lang;
    shadow.append(styles, status, root);
    let wasm;
    try {
      wasm = await facade;
    } catch (err) {
      if (epoch !== this._epoch) return;
      this._loading = false;
      status.classList.add('dd-error');
      status.textContent = err instanceof WasmBlockedError ? T.wasmBlocked : T.error(err?.message || err);
      console.error(`daldos-game: ${err instanceof WasmBlockedError ? T.wasmBlocked : err?.message || err}`);
      this.dataset.error = err instanceof WasmBlockedError ? 'wasm-blocked' : 'true';
      this._emit('daldos-error', { message: String(err?.message || err), wasmBlocked: err instanceof WasmBlockedError });
      this._rejectReady?.(err);
      return;
    }
    const hasStyles = await styled;
    if (epoch !== this._epoch) return;
    this._loading = false;
    if (!hasStyles) {
      // Unstyled, the board would be drawn huge: said instead.
      const why = `${styles.href} could not be loaded (a missing file, or the site's Content-Security-Policy style-src)`;
      status.classList.add('dd-error');
      status.textContent = T.error(why);
      console.error(`daldos-game: ${why}`);
      this.dataset.error = 'true';
      this._emit('daldos-error', { message: why, wasmBlocked: false });
      this._rejectReady?.(new Error(why));
      return;
    }
    const params = new URLSearchParams();
    for (const name of ATTRIBUTES) {
      const value = this.getAttribute(name);
      if (value != null) params.set(name, value);
    }
    // A share link's game (its fragment, `#game=<code>`; share.js).
    const fresh = location.hash !== this._hashSeen;
    this._hashSeen = location.hash;
    const shared = kioskOn(this.getAttribute('kiosk')) || !fresh ? null : readSharedGame(wasm, location.hash, { T, id: this.id });
    this._app = mountDaldos(root, {
      wasm,
      shared,
      // Share links point at the host page (this document) unless the
      // element names another address.
      shareBase: () => new URL(this.getAttribute('share-url') || location.href, document.baseURI).href,
      id: this.id,
      strings: T,
      lang,
      onLanguage: (code) => {
        // The language the page set, for the kiosk's next visitor.
        if (this._homeLang === undefined) this._homeLang = this.getAttribute('lang');
        this.setAttribute('lang', code);
      },
      onHome: () => {
        if (this._homeLang === undefined || this.getAttribute('lang') === this._homeLang) return;
        if (this._homeLang === null) this.removeAttribute('lang');
        else this.setAttribute('lang', this._homeLang);
      },
      params,
      // Read at the first mount only: a later storage-key never loads or
      // overwrites another game's save.
      storageKey: (this._storageKey ??= storageKeyOf(this)),
      formerStorageKey: formerKeyOf(this),
      copy: COPY_FOLDER,
      assetUrls: { engineUrl: here('engine/daldos-engine.js'), netsUrl: here('nets/'), workerUrl: here('ai-worker.js') },
      onEvent: (type, detail) => this._emit(type, detail),
    });
    status.remove();
    root.hidden = false;
    this._emit('daldos-ready', { version: wasm.version() });
    this._resolveReady?.();
  }

  _emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  /**
   * Starts a new game at once (the one in play is replaced and its save
   * overwritten).
   * @param {{ mode?: string, level?: number, board?: number, variants?: string[], human?: 'a' | 'b', seed?: number }} [config]
   *   omitted fields keep the settings of the game in play
   * @throws {RangeError} on a mode, level, board or variant the engine does not know
   * @throws {Error} before the element is ready (await `element.ready`)
   */
  newGame(config = {}) {
    if (!this._app) throw new Error('<daldos-game> is not ready yet: await element.ready first');
    this._app.newGame(config);
  }

  /** The game record (docs/notation.md), or null before the game is ready. */
  get record() {
    return this._app?.record() ?? null;
  }

  /** The position shown, in position notation, or null before the game is ready. */
  get position() {
    return this._app?.position() ?? null;
  }
}

if (!customElements.get('daldos-game')) customElements.define('daldos-game', DaldosGame);
