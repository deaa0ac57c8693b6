// @ts-check
// Say what happened (issue 24, item 6): a line under the dice telling the
// last play, by whom, with its dice, in the move list's words
// (`panel.entryWords`: "Dark throws III + A and moves M13 to M9, then dals
// B15."), for as long as the pace's `said` says or until the next action
// (a throw, a move, Undo); and why a piece picked up cannot move (the
// facade's `whyNoMove`, worded here from its kind: "The piece on A2 is
// blocked by your own piece on A3."). The line itself is not a live
// region: the play was said already as it was made (controller.js), and a
// reason is said once, through the panel's one polite live region.

import { el } from '../dom.js';

/** @param {import('./context.js').Context} c */
export function mount(c) {
  const { s, T, session, pace, panel, input } = c;
  const line = el('p', { class: 'dd-said', 'data-said': '' });
  c.slots.status.add(line);

  let timer = 0;
  /** The game and revision last drawn, and its number of throws. */
  let last = { game: /** @type {any} */ (null), revision: -1, throws: 0 };

  /** Shows `text` (`kind`: `play`, `reason`; none: the line emptied) for
   * the pace's `said`. */
  function show(text = '', kind = '') {
    clearTimeout(timer);
    line.textContent = text;
    line.dataset.said = kind;
    if (text) timer = window.setTimeout(() => show(), pace.ms('said'));
  }

  c.onDestroy(() => clearTimeout(timer));

  session.on('stop', () => {
    show();
    last = { game: null, revision: -1, throws: 0 };
  });

  session.on('draw', (game) => {
    const v = s.view;
    if (!v || game !== s.game || s.screen === 'replay') return;
    const revision = game.revision();
    if (last.game === game && last.revision === revision) return;
    const grew = last.game === game && v.throws > last.throws;
    last = { game, revision, throws: v.throws };
    // A throw completed: what it was. Anything else (a throw, a move of
    // one under way, Undo, the roll-off) ends what the line said.
    if (grew && v.lastEntry) show(panel.entryWords(v.lastEntry), 'play');
    else show();
  });

  input.onNoMove((hole, why) => {
    const text = T.noMove[why.kind](hole, 'hole' in why ? why.hole : '');
    show(text, 'reason');
    panel.speak(text);
  });
}
