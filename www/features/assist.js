// @ts-check
// No taps for nothing: "Throw for me" (the player's throws are thrown as
// soon as it is their turn) and "Play forced moves for me" (a throw with
// only one play, as the facade's `forcedPlay()` says, is played at once),
// both in the settings menu, off by default and kept across visits (not in
// kiosk mode). Each is done as a click would do it (input.js), after the
// pace's short pause (`auto` before a throw, `forced` before each move of
// a forced play, so the player sees them), and said in the announcement
// line; a forced play that ends the game is seen and said before the
// result panel comes, after one more `forced` pause. A hint asked during
// a forced play's pause leaves the rest of it to the player (the press
// does not cut that pause short: app.js), and a throw just taken back is
// left to the player. Only in a game in play: a lesson asks for its own
// throws and moves.

import { el } from '../dom.js';
import { loadChoice, saveChoice } from '../persistence.js';

/** @param {import('./context.js').Context} c */
export function mount(c) {
  const { s, T, session, pace, input } = c;
  const keep = !c.settings.screen.kiosk;
  /** A checkbox of the menu kept under `name`. */
  const choice = (name, text) => {
    const box = el('input', { type: 'checkbox', checked: keep && loadChoice(name) === '1', onchange: () => keep && saveChoice(name, box.checked ? '1' : '0') });
    c.slots.menu.add(el('label', { class: 'dd-option dd-assist' }, box, ' ', text));
    return box;
  };
  const throwing = choice('throw-for-me', T.menu.throwForMe);
  const forced = choice('forced-moves', T.menu.forcedForMe);
  // Draws until then call for nothing new.
  throwing.addEventListener('change', () => c.renderer.schedule());
  forced.addEventListener('change', () => c.renderer.schedule());

  /** Whether the player has asked for a hint on this throw's position. */
  const asked = () => s.hintAsked !== null || !!s.hint;
  /** The game and revision an action was last planned for (each once). */
  let planned = { game: /** @type {any} */ (null), revision: -1 };

  /** The game's takebacks last seen (the view's count). */
  let takebacks = { game: /** @type {any} */ (null), n: 0 };

  session.on('draw', async (game) => {
    // The game in play, the player's turn, nothing running.
    if (game !== s.game || s.session.kind !== 'game' || s.busy) return;
    const revision = game.revision();
    if (planned.game === game && planned.revision === revision) return;
    // A throw just taken back is the player's to play again: never played
    // for them at once (which would undo the takeback).
    const n = s.view?.takebacks ?? 0;
    const takenBack = takebacks.game === game && n > takebacks.n;
    takebacks = { game, n };
    if (takenBack) {
      planned = { game, revision };
      return;
    }
    const throwNow = s.screen === 'human-throw' && throwing.checked;
    // Only at the throw's start: a move the player made stays undoable.
    const moves = s.screen === 'human-move' && forced.checked && !s.view?.current?.moves.length ? game.forcedPlay() : undefined;
    if (!throwNow && !moves) return;
    planned = { game, revision };
    const my = s.token;
    // A forced play is first seen (its dice, the pieces before it) for
    // the pace's `forced`; before a throw, the other side's play stays on
    // the board for its `auto` (with both assists on, the game never plays
    // on faster than it can be followed).
    await pace.wait(moves ? 'forced' : 'auto');
    // (A hint asked meanwhile: the player plays this throw, with the hint.)
    if (my !== s.token || game.revision() !== revision || s.busy || asked()) return;
    // The other side's play stays on screen, and is said again with the throw.
    if (throwNow) return input.humanThrow(T.menu.thrownForYou, c.feature('said')?.hold() ?? '');
    if (!moves) return;
    // A play that ends the game: its moves are drawn and said before the
    // result panel comes (and says the result).
    s.overHeld = true;
    try {
      for (const [i, move] of moves.entries()) {
        if (my !== s.token) return;
        if (i) await pace.wait('forced');
        if (my !== s.token || (i && asked())) return;
        await input.humanMove(move, i ? '' : T.menu.forcedPlayed);
      }
      if (my === s.token && s.view?.phase === 'over') await pace.wait('forced');
    } finally {
      s.overHeld = false;
      if (my === s.token) c.renderer.schedule();
    }
  });
}
