// @ts-check
// The capture odds ("Show capture odds", kept across visits; not in kiosk
// mode): after each drawing the board's odds request goes to the
// engine's odds worker (odds.js), and the answer is drawn on the board it
// is for (the game in play's, or a replay's step); the hint says how open
// its play leaves the player's pieces.

import { el } from '../dom.js';
import { createOdds, riskText } from '../odds.js';
import { loadShowOdds, saveShowOdds } from '../persistence.js';

/** @param {import('./context.js').Context} c */
export function mount(c) {
  const { s, T, ai, board, renderer, session, hooks } = c;
  const status = el('p', { class: 'dd-odds-status' });
  c.slots.status.add(status);
  const odds = createOdds({
    T,
    ai,
    status,
    onChange(labels, state, position) {
      board.setOdds(labels, position);
      s.odds = state;
      renderer.writeHooks();
    },
  });
  const request = (game, on = odds.isOn()) => (on ? game?.oddsRequest() : null);
  const box = el('input', {
    type: 'checkbox',
    onchange: () => {
      odds.setOn(box.checked, request(hooks.gameShown(), box.checked));
      saveShowOdds(box.checked);
    },
  });
  c.slots.menu.add(el('label', { class: 'dd-option' }, box, ' ', T.showOdds));
  box.checked = !c.settings.screen.kiosk && loadShowOdds();
  odds.setOn(box.checked, null);
  session.on('draw', (game) => odds.show(request(game)));
  hooks.riskWords = async (afterOdds) => {
    const risk = await odds.riskAfter(afterOdds);
    return risk === undefined ? undefined : riskText(T, risk);
  };
}
