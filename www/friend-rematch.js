// @ts-check
// Play a friend's rematch (features/friend.js): in the game-over panel of
// an online game, a seat's Rematch button and what has come of it. Either
// seat offers a rematch after the end; the other sees "Dark offers a
// rematch." with Accept, the offerer may withdraw it. The server makes the
// new game (the same board and variants, the sides swapped) and sends each
// page its own link to it (`rematch`), which friend.js then opens.

import { el } from './dom.js';

/**
 * @param {{ T: any, send: (message: { type: 'offerRematch' | 'acceptRematch' | 'withdrawRematch', version: number }) => void }} options
 *   `send`: a client message to the server
 */
export function createRematch({ T, send }) {
  const line = el('p', { class: 'dd-friend-rematch-line', hidden: true });
  const button = el('button', { type: 'button', class: 'dd-friend-rematch-button' });
  const part = el('div', { class: 'dd-friend-rematch', hidden: true }, line, button);
  /** What the button does now, on the version it was drawn for. */
  let act = /** @type {(() => void) | null} */ (null);
  button.onclick = () => act?.();

  return {
    part,
    /**
     * Draws it for the server's `state` (shown once the game is over, to a seat only).
     * @param {import('./online.js').ServerState | null} state @param {'a' | 'b' | 'watch' | null} role
     * @returns {string | null} what changed, to be said (the opponent's offer), or null
     */
    draw(state, role) {
      const over = state?.view.phase === 'over' && (role === 'a' || role === 'b') && !state.rematch?.game;
      part.hidden = !over;
      if (!over || !state) return null;
      const by = state.rematch?.offeredBy ?? null;
      const was = line.dataset.offer ?? '';
      const version = state.version;
      const other = role === 'a' ? 'b' : 'a';
      line.dataset.offer = by ?? '';
      line.hidden = !by;
      line.textContent = by === role ? T.friendRematchOffered(T.sideName[other]) : by ? T.friendRematchOffer(T.sideName[by]) : '';
      button.textContent = by === role ? T.friendRematchWithdraw : by ? T.friendRematchAccept : T.rematch;
      const type = by === role ? 'withdrawRematch' : by ? 'acceptRematch' : 'offerRematch';
      act = () => send({ type, version });
      return by && by !== role && was !== by ? line.textContent : null;
    },
  };
}
