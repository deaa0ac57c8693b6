// @ts-check
// Share links: the game in play as a link whose fragment carries its share
// code (`#game=<code>`; the code is the facade's `shareCode()`, its format
// in docs/notation.md, "Share codes"), copied to the clipboard or, where
// the clipboard is refused (a frame without the permission, an insecure
// page), shown selected for copying by hand; and the shared game read from
// an address's fragment (`readSharedGame`). Nothing goes over the network:
// the game is in the fragment, which browsers never send to a server.

import { el } from './dom.js';

/** The address's parameters that a share link leaves out: the seed (the
 * sharer's dice), kiosk mode and its idle minutes, the attract loop. */
const PRIVATE_PARAMS = ['seed', 'kiosk', 'idle-minutes', 'autoplay'];

/** The fragment's parameter that carries a code (docs/notation.md). */
export const FRAGMENT_KEY = 'game';

/**
 * The shared game in `hash` (an address's fragment, `#game=<code>`).
 * @param {typeof import('daldos-web')} wasm
 * @param {string} hash e.g. `location.hash`
 * @param {{ T: any, id?: string }} options `T`: the strings; `id`: the
 *   element's id: a link made by a game with an id (`&id=…`) is shown only
 *   by the game with that id
 * @returns {{ game: import('daldos-web').Game } | { error: string, detail: string } | null}
 *   `null` when the fragment carries no game (for this element); else the
 *   game, or a one-line message in the visitor's language (`error`) and
 *   the facade's English reason (`detail`)
 */
export function readSharedGame(wasm, hash, { T, id = '' }) {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const code = params.get(FRAGMENT_KEY);
  if (code == null) return null;
  const target = params.get('id');
  if (target && target !== id) return null;
  try {
    return { game: wasm.Game.fromShareCode(code) };
  } catch (err) {
    // `kind` (the facade's): incomplete, damaged or newer.
    const kind = /** @type {{ kind?: string }} */ (err)?.kind || 'damaged';
    return { error: T.sharedBad[kind] || T.sharedBad.damaged, detail: String(/** @type {any} */ (err)?.message || err) };
  }
}

/**
 * The link that shows `game`: `base` (its fragment replaced) with
 * `#game=<code>`, and `&id=<id>` for a game with an id.
 * @param {import('daldos-web').Game} game
 * @param {string} base an absolute address
 * @param {string} [id]
 */
export function shareLink(game, base, id = '') {
  const url = new URL(base);
  // What sets up this page's own session stays here: a friend who opens
  // the link and plays on gets dice of their own, and no kiosk.
  for (const name of PRIVATE_PARAMS) url.searchParams.delete(name);
  const params = new URLSearchParams({ [FRAGMENT_KEY]: game.shareCode() });
  if (id) params.set('id', id);
  url.hash = params.toString();
  return url.href;
}

/**
 * The Share button's work: copies the link of the game in play.
 * @param {{
 *   s: import('./state.js').State,
 *   T: any,
 *   say: (text: string) => void,
 *   base: () => string,
 *   id?: string,
 * }} options `base`: the address links point at (the page's, or the
 *   element's `share-url`); `id`: the element's id
 */
export function createShare({ s, T, say, base, id = '' }) {
  const field = el('input', { type: 'text', readonly: true, class: 'dd-share-link', id: 'dd-share-link', spellcheck: 'false' });
  const box = el(
    'div',
    { class: 'dd-share-box', hidden: true, role: 'group', 'aria-labelledby': 'dd-share-label' },
    el('label', { id: 'dd-share-label', for: 'dd-share-link', text: T.copyLinkByHand }),
    field,
    el('button', { type: 'button', class: 'dd-share-close', text: T.close, onclick: () => (box.hidden = true) }),
  );

  /** Copies the link, or shows it selected for copying by hand. */
  async function share() {
    const link = shareLink(s.game, base(), id);
    try {
      await navigator.clipboard.writeText(link);
      box.hidden = true;
      say(T.linkCopied);
    } catch {
      field.value = link;
      box.hidden = false;
      field.focus();
      field.select();
      say(T.copyLinkByHand);
    }
  }

  return { box, share };
}
