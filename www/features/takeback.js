// @ts-check
// Takeback against the computer: a button beside Undo step while the
// player's game against the computer is under way (not between two
// players, not in a lesson, the replay or kiosk mode), pressable when the
// player may act (not while the computer plays). It takes back the
// player's last played throw and the computer's reply (session.takeBack:
// the facade's `takeBack`, counted in the record's [Takebacks]): the same
// dice in hand again, no new dice thrown; only when the view says the
// player's side has a throw to take back. What happened is said below the
// dice and in the live region.

import { el, diceFaces, diceSaid } from '../dom.js';

/** @param {import('./context.js').Context} c */
export function mount(c) {
  const { s, T, session, panel } = c;
  if (c.settings.screen.kiosk) return;
  const button = el('button', { type: 'button', class: 'dd-takeback', hidden: true, text: T.takeBack, onclick: () => takeBack() });
  c.slots.controls.add(button);

  /** Whether the player's game against the computer is on the board. */
  const shown = () => s.session.kind === 'game' && s.cfg.mode === 'pvc';
  /** Whether the player can take back now: their turn to act (not while
   * the dice roll, a piece moves or the computer plays), with a throw of
   * theirs to take back. */
  const open = () =>
    shown() && (s.screen === 'human-throw' || s.screen === 'human-move') && s.view?.takeBack?.[s.cfg.human] === true;

  function takeBack() {
    if (!open()) return;
    const back = session.takeBack(s.cfg.human);
    if (!back) return;
    panel.say(T.takenBack(diceFaces(T, back.dice)), T.takenBack(diceSaid(T, back.dice)));
  }

  /** After each drawing: shown in a game against the computer, pressable when there is something to take back. */
  function sync() {
    button.hidden = !shown();
    button.disabled = !open();
  }
  session.on('draw', sync);
}
