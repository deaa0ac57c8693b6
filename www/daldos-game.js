// @ts-check
// <daldos-game>: the whole game as one custom element, for the page
// (index.html) and for any site that embeds it (docs/embedding.md).
//
//   <script type="module" src="…/daldos-game.js"></script>
//   <daldos-game lang="da" board="16" mode="pvc" level="3"></daldos-game>
//
// Attributes (read when the element is connected; none is required; a
// change later is honoured or named on the console: element-attributes.js):
// `lang` (en, da, nb, es, it, sv, de; else the page's, else the browser's),
// `storage-key` (where it saves; default: element-keys.js), `share-url` (the
// address Share links point at, default the page's own; a link
// `…#game=<code>` opened on a page shows that game), and the settings of
// settings.js's table: board, mode, level, variants, seed (the first
// game's), kiosk, idle-minutes, speed, pace, autoplay (docs/embedding.md).
// Properties and methods: `newGame(config)`; read-only `record` (the game
// record, docs/notation.md) and `position` (position notation); `ready`
// (a promise, resolved once the game is drawn, with every attribute
// changed while it loaded; a change that draws it again makes a new one).
// Events (bubbling out of the shadow root, `detail` structured):
//   daldos-ready     { version }
//   daldos-throw     { side, dice, outcome, extraThrow }
//   daldos-move      { side, move: MoveData, playDone }
//   daldos-gameover  { winner, termination, record } (termination:
//                    'normal', or 'resignation': the loser resigned)
//   daldos-activity  {} kiosk mode: a visitor is using it (at most every 10 s)
//   daldos-error     { message, wasmBlocked } it cannot start here
//
// Everything the element loads lies beside this module, in the game's
// folder (element-assets.js: the rules facade, daldos-web.js and its wasm,
// loaded once per page; its styles, daldos.css; the computer's worker and
// engine, the networks). What its attributes do is element-attributes.js,
// where it saves element-keys.js; the game itself is app.js's mountDaldos.
// Its styles and ids live in its shadow root; it never styles, scrolls or
// focuses the host page until the visitor has used the game. Several
// elements on one page play independently (each its own save and its own
// worker); removing one stops its worker and frees its games. Defining it
// twice is harmless.

import { mountDaldos } from './app.js';
import { loadStrings } from './strings.js';
import { readSharedGame } from './share.js';
import { missingFeatures, MINIMUM_BROWSERS } from './support.js';
import { kioskOn } from './settings.js';
import { COPY_FOLDER } from './copy.js';
import { loadFacade, WasmBlockedError, styleSheet, engineUrls } from './element-assets.js';
import { storageKeyOf, formerKeyOf } from './element-keys.js';
import { OBSERVED_ATTRIBUTES, redrawsOn, languageOf, settingOf } from './element-attributes.js';

// The element's module is its public API (packaging/daldos-game.d.ts).
export { loadFacade, WasmBlockedError } from './element-assets.js';
export { storageKeyOf, formerKeyOf } from './element-keys.js';

export class DaldosGame extends HTMLElement {
  constructor() {
    super();
    /** @type {Awaited<ReturnType<typeof mountDaldos>> | null} */
    this._app = null;
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
    /** @type {Set<string> | null} the attributes changed since the
     * mount under way read them (null: none is reading them) */
    this._changedMounting = null;
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
    /** Whether `ready` has settled (a redraw then makes a new one). */
    this._settled = false;
    /** @type {Promise<void>} */
    this.ready = this._newReady();
  }

  /** A new `ready`: resolves once the game is drawn; rejects with the error
   * if it cannot start (WebAssembly blocked, the files not found). */
  _newReady() {
    this._settled = false;
    /** @type {Promise<void>} */
    const ready = new Promise((resolve, reject) => {
      this._resolveReady = (v) => ((this._settled = true), resolve(v));
      this._rejectReady = (e) => ((this._settled = true), reject(e));
    });
    // A page that never awaits `ready` is not told of an unhandled rejection:
    // the error is on the page and the console already.
    ready.catch(() => {});
    return ready;
  }

  connectedCallback() {
    window.addEventListener('hashchange', this._onHash);
    // Moved within the page (disconnected and connected in one task): the
    // game goes on as it was.
    if (this._app || this._loading) return;
    this._mount();
  }

  static get observedAttributes() {
    return OBSERVED_ATTRIBUTES;
  }

  /** An attribute changed once the game is drawn: the game is drawn again
   * with it (and `ready` is a new promise, resolved once it is), or the
   * console says why not (element-attributes.js). */
  attributeChangedCallback(name, old, value) {
    if (old === value) return;
    // Changed while the game loads and mounts: honoured before it is ready.
    if (!this._app) return void this._changedMounting?.add(name);
    const app = this._app;
    if (!redrawsOn(name, value, { underWay: () => app.underWay(), storageKey: this._storageKey })) return;
    this._app.destroy();
    this._app = null;
    if (this._settled) this.ready = this._newReady();
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
    return languageOf(this);
  }

  async _mount() {
    const epoch = ++this._epoch;
    this._loading = true;
    // The attributes changed from now until the game is drawn (the
    // language is read now, the settings when the mount begins).
    const changed = (this._changedMounting = new Set());
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
      const why = err?.message || err;
      this._fail(shadow, `Daldøs: the game's texts could not be loaded (${why}).`, {
        logged: `the texts of ${lang} could not be loaded: ${why}`,
        message: String(why),
        err,
      });
      return;
    }
    if (epoch !== this._epoch) return;
    // A browser without what the game needs is told so (and which work).
    const missing = missingFeatures();
    if (missing.length) {
      const text = T.oldBrowser(MINIMUM_BROWSERS, missing.join(', '));
      this._fail(shadow, text, { code: 'old-browser', err: new Error(text) });
      return;
    }
    shadow.textContent = '';
    // The styles first; the game is shown once they apply (no flash of
    // unstyled board). If they cannot load, it is shown all the same.
    const { link: styles, loaded: styled } = styleSheet();
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
      const why = err?.message || err;
      const wasmBlocked = err instanceof WasmBlockedError;
      this._fail(status, wasmBlocked ? T.wasmBlocked : T.error(why), {
        logged: wasmBlocked ? T.wasmBlocked : why,
        code: wasmBlocked ? 'wasm-blocked' : 'true',
        message: String(why),
        wasmBlocked,
        err,
      });
      return;
    }
    const hasStyles = await styled;
    if (epoch !== this._epoch) return;
    if (!hasStyles) {
      // Unstyled, the board would be drawn huge: said instead.
      const why = `${styles.href} could not be loaded (a missing file, or the site's Content-Security-Policy style-src)`;
      this._fail(status, T.error(why), { logged: why, err: new Error(why) });
      return;
    }
    // A share link's game (its fragment, `#game=<code>`; share.js).
    const fresh = location.hash !== this._hashSeen;
    this._hashSeen = location.hash;
    const shared = kioskOn(this.getAttribute('kiosk')) || !fresh ? null : readSharedGame(wasm, location.hash, { T, id: this.id });
    // Mounted over several tasks (app.js): shown, and the methods ready,
    // once the game is drawn. (It reads the settings now: only a change of
    // language before now is still to be honoured.)
    for (const name of changed) if (name !== 'lang') changed.delete(name);
    const app = await mountDaldos(root, {
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
      setting: (name) => settingOf(this, name),
      // Read at the first mount only: a later storage-key never loads or
      // overwrites another game's save.
      storageKey: (this._storageKey ??= storageKeyOf(this)),
      formerStorageKey: formerKeyOf(this),
      copy: COPY_FOLDER,
      assetUrls: engineUrls(),
      onEvent: (type, detail) => this._emit(type, detail),
      reveal: () => {
        status.remove();
        root.hidden = false;
      },
    });
    if (epoch !== this._epoch) {
      app.destroy();
      return;
    }
    this._changedMounting = null;
    // Changed while it mounted: drawn again at once where the change asks
    // it (`ready` waits for that), or named on the console.
    const underWay = () => app.underWay();
    for (const name of changed) {
      if (redrawsOn(name, this.getAttribute(name), { underWay, storageKey: this._storageKey })) {
        app.destroy();
        this._mount();
        return;
      }
    }
    this._loading = false;
    this._app = app;
    this._emit('daldos-ready', { version: wasm.version() });
    this._resolveReady?.();
  }

  _emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  /** The game cannot start here: `shown` in `place` (the loading line,
   * marked as an error, or the whole shadow root), `logged` on the console,
   * `code` as `data-error`, `message` in `daldos-error`; `ready` rejects
   * with `err`. */
  _fail(place, shown, { logged = shown, code = 'true', message = String(logged), wasmBlocked = false, err }) {
    this._loading = false;
    if (place instanceof HTMLElement) place.classList.add('dd-error');
    place.textContent = shown;
    console.error(`daldos-game: ${logged}`);
    this.dataset.error = code;
    this._emit('daldos-error', { message, wasmBlocked });
    this._rejectReady?.(err);
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
