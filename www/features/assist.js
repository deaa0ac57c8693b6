// @ts-check
// No taps for nothing: "Throw for me" (the player's throws are thrown as
// soon as it is their turn) and "Play forced moves for me" (a throw with
// only one play, as the facade's `forcedPlay()` says, is played at once),
// both in the settings menu, off by default and kept across visits (not in
// kiosk mode). Each is done as a click would do it (input.js), after the
// pace's short pause, and said in the announcement line. Only in a game in
// play: a lesson asks for its own throws and moves.

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

  /** The game and revision an action was last planned for (each once). */
  let planned = { game: /** @type {any} */ (null), revision: -1 };

  session.on('draw', async (game) => {
    // The game in play, the player's turn, nothing running.
    if (game !== s.game || s.session.kind !== 'game' || s.busy) return;
    const revision = game.revision();
    if (planned.game === game && planned.revision === revision) return;
    const throwNow = s.screen === 'human-throw' && throwing.checked;
    // Only at the throw's start: a move the player made stays undoable.
    const moves = s.screen === 'human-move' && forced.checked && !s.view?.current?.moves.length ? game.forcedPlay() : undefined;
    if (!throwNow && !moves) return;
    planned = { game, revision };
    const my = s.token;
    await pace.wait('think');
    if (my !== s.token || game.revision() !== revision || s.busy) return;
    if (throwNow) await input.humanThrow(T.menu.thrownForYou);
    else if (moves) {
      for (const [i, move] of moves.entries()) {
        if (my !== s.token) return;
        await input.humanMove(move, i ? '' : T.menu.forcedPlayed);
      }
    }
  });
}
