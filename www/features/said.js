// @ts-check
// Say what happened (issue 24, item 6): a line under the dice telling the
// last play, by whom, with its dice, in the move list's words
// (`panel.entryWords`: "Dark throws III + A and moves M13 to M9, then dals
// B15."), until the next action (a throw, a move, Undo; at the game's end
// it stays: the winning play), and again after a reload (the game's last
// throw, from its record: what just happened, as a player coming back
// expects to be told); and why a piece picked up cannot move (the
// facade's `whyNoMove`, worded here from its kind: "The piece on A2 is
// blocked by your own piece on A3."; a tap beside the held piece's targets,
// where it could have gone), for the pace's `why` or until the
// next action (a move, another piece picked up, the hint), whichever
// comes first; a throw made for the player ("Throw for me") keeps the
// other side's play through it (`hold`), said again with that throw; a Hint
// press with no hint to give says why. The line itself is not a live
// region: the play was said already as it was made (controller.js), and a
// reason is said once, through the panel's one polite live region.

import { el } from '../dom.js';

/** @param {import('./context.js').Context} c */
export function mount(c) {
  const { s, T, session, pace, panel, input } = c;
  const line = el('p', { class: 'dd-said', 'data-said': '' });
  c.slots.status.add(line);

  let timer = 0;
  /** The game and the view last drawn (the controller's commit makes a new
   * view object for each revision of the game it reads), and its number of
   * throws. A drawing of a view already seen (also one made between a
   * change and its commit, which still holds the view before it) changes
   * nothing. */
  let last = { game: /** @type {any} */ (null), view: /** @type {any} */ (null), throws: 0 };
  /** The line's play as a screen reader says it (while a play is shown),
   * and whether the next new view keeps the line (`hold`). */
  let heard = '';
  let holding = false;
  /** While a reason is shown: what the screen held when it was shown (the
   * view, the piece picked up, the hint); a drawing with any of these
   * changed (a move, another piece picked up, the hint) ends it. */
  let reasonFor = /** @type {any[] | null} */ (null);

  /** The turn the line last told (its side, whether its last throw was
   * A + A, the throws then, its words): an extra throw adds to it. */
  let turn = /** @type {{ side: string, extraThrow: boolean, throws: number, text: string, spoken: string } | null} */ (null);
  /** The play the line last told, and the view it was told for: a reason
   * shown over it gives the line back to it while the view is the same. */
  let play = { text: '', spoken: '', view: /** @type {any} */ (null) };

  /** Shows `text` (`kind`: `play`, `reason`; none: the line emptied): a
   * play until the next action, a reason for the pace's `why`. */
  function show(text = '', kind = '', spoken = '') {
    clearTimeout(timer);
    heard = spoken;
    holding = false;
    line.textContent = text;
    line.dataset.said = kind;
    reasonFor = kind === 'reason' ? [s.view, s.selected, s.hint, s.hintAsked] : null;
    if (kind === 'play') play = { text, spoken, view: s.view };
    else if (kind !== 'reason') play = { text: '', spoken: '', view: null };
    // A play stays until the next action (a player waiting to throw still
    // sees what the other side did; at the end, the winning play); a
    // reason for the pace's `why`, then the play again.
    if (text && kind === 'reason') timer = window.setTimeout(endReason, pace.ms('why'));
  }
  /** A reason's time is up, or the screen it was for changed: the play it
   * stood over again, while its view is still the one drawn. */
  function endReason() {
    if (play.text && play.view === s.view) show(play.text, 'play', play.spoken);
    else show();
  }

  c.onDestroy(() => clearTimeout(timer));

  session.on('stop', () => {
    show();
    // The view on the board now is the stopped session's: not drawn again.
    last = { game: null, view: s.view, throws: 0 };
  });

  session.on('draw', (game) => {
    const v = s.view;
    if (!v || game !== s.game || s.screen === 'replay') return;
    if (v === last.view) {
      if (reasonFor && [v, s.selected, s.hint, s.hintAsked].some((x, i) => x !== reasonFor?.[i])) endReason();
      return;
    }
    // A game just put on the board (a save resumed after a reload, the
    // game the replay paused): what happened last, from its record, as
    // after the throw itself.
    const fresh = last.game !== game;
    const grew = !fresh && v.throws > last.throws;
    const held = holding && !fresh && v.throws === last.throws;
    last = { game, view: v, throws: v.throws };
    // A throw made for the player: the other side's play stays.
    if (held) return void (holding = false);
    // A throw completed (the computer's or the player's, lost or played):
    // what it was. Anything else (a throw, a move of one under way, Undo,
    // the roll-off) ends what the line said.
    if ((grew || fresh) && v.lastEntry) {
      let text = panel.entryWords(v.lastEntry);
      let spoken = panel.entryWords(v.lastEntry, true);
      // The extra throw after A + A: the A + A's play told with it (a
      // playtester never saw the computer's A + A play, a capture too).
      const after = turn && grew && v.throws === turn.throws + 1 && turn.extraThrow && turn.side === v.lastEntry.side;
      if (after) [text, spoken] = [`${turn.text} ${text}`, `${turn.spoken} ${spoken}`];
      turn = { side: v.lastEntry.side, extraThrow: v.lastEntry.extraThrow, throws: v.throws, text, spoken };
      show(text, 'play', spoken);
    } else show();
  });

  input.onNoMove((hole, why) => {
    const text = T.noMove[why.kind](hole, 'hole' in why ? why.hole : '');
    show(text, 'reason');
    panel.speak(text);
  });
  // A tap beside the held piece's targets (it stays held): where it can go.
  input.onMiss((from, hole, targets) => {
    const text = T.notTarget(from, hole, targets);
    show(text, 'reason');
    panel.speak(text);
  });
  // A Hint press that cannot give a hint says why (input.js's `askHint`).
  input.onNoHint((kind) => {
    show(T.noHint[kind], 'reason');
    panel.speak(T.noHint[kind]);
  });

  return {
    /** A throw is being made for the player (features/assist.js): the line
     * keeps the other side's play through it.
     * Returns that play as a screen reader says it ('' when none is shown),
     * to be said again with the throw. */
    hold() {
      if (line.dataset.said !== 'play') return '';
      holding = true;
      return heard;
    },
  };
}
