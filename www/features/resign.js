// @ts-check
// Resign: a button in the side panel while a player at this screen is in
// a game under way (against the computer: the player's side resigns, at
// any time; two players: the side to play). It asks first, in a small box
// beside it ("Resign as Dark? Light wins the game." Yes, resign / Keep
// playing; Keep playing has the focus, Escape is Keep playing), and the
// session resigns the game (session.resign): the facade's `resign`, so the
// record holds the result ([Result], [Termination "resignation"]).

import { el } from '../dom.js';

/** @param {import('./context.js').Context} c */
export function mount(c) {
  const { s, T, session } = c;
  const button = el('button', { type: 'button', class: 'dd-resign', hidden: true, 'aria-expanded': 'false', text: T.resign, onclick: () => ask() });
  const question = el('p', { id: 'dd-resign-question' });
  const yes = el('button', { type: 'button', class: 'dd-resign-yes', text: T.resignYes, onclick: () => confirm() });
  const no = el('button', { type: 'button', class: 'dd-resign-no primary', text: T.resignNo, onclick: () => close(true) });
  const box = el('div', { class: 'dd-resign-ask', role: 'group', 'aria-labelledby': 'dd-resign-question', hidden: true }, question, yes, no);
  box.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    close(true);
  });
  c.slots.buttons.add(button, box);

  /** Whether a player at this screen plays the game on the board (or the
   * game paused behind the replay). */
  const playerGame = () =>
    (s.session.kind === 'online' && !!seat()) ||
    (s.cfg.mode !== 'cvc' && (s.session.kind === 'game' || (s.session.kind === 'replay' && session.paused()?.kind === 'game')));
  /** An online game's seat at this screen (none: watching, or not online). */
  const seat = () => (s.session.kind === 'online' ? (['a', 'b'].find((side) => s.session.plays?.(/** @type {'a' | 'b'} */ (side))) ?? null) : null);
  /** Whether it can be resigned now: in play and under way. */
  const open = () => (s.session.kind === 'game' || !!seat()) && (s.view?.phase === 'awaitingThrow' || s.view?.phase === 'moving');
  /** The side that resigns: the player's against the computer, else the side to play. */
  const loser = () => /** @type {'a' | 'b'} */ (seat() ?? (s.cfg.mode === 'pvc' ? s.cfg.human : s.view?.turn));

  /** The question, for the side that would resign now. */
  function words() {
    const side = loser();
    return T.resignAsk(T.sideName[side], T.sideName[side === 'a' ? 'b' : 'a']);
  }

  function ask() {
    if (!open()) return;
    question.textContent = words();
    box.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    no.focus();
  }

  /** Closes the question; `focus`: back to Resign (Keep playing, Escape). */
  function close(focus = false) {
    if (box.hidden) return;
    box.hidden = true;
    button.setAttribute('aria-expanded', 'false');
    if (focus && !button.disabled) button.focus();
  }

  function confirm() {
    const side = loser();
    close();
    if (open()) session.resign(side);
  }

  /** After each drawing: shown in a player's game, pressable while it is under way. */
  function sync() {
    button.hidden = !playerGame();
    button.disabled = !open();
    if (!open()) close();
    // (Two players: the side to play may have changed meanwhile.)
    else if (!box.hidden) question.textContent = words();
  }
  session.on('draw', sync);
  session.on('stop', () => close());
}
