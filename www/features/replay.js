// @ts-check
// The replay viewer and the review (replay.js, review.js, review-graph.js,
// review-words.js;
// loaded when first asked for): Replay in the side panel, Review the game
// on the game-over panel (not in kiosk mode). While the viewer is open the
// session is paused (session.js): the game in play waits behind it,
// untouched, and Close goes on with it.

import { el } from '../dom.js';
import { MODES } from '../settings.js';

/** @param {import('./context.js').Context} c */
export function mount(c) {
  const { s, T, session, parts: p, renderer, panel, board, dice, ai, hooks } = c;
  const section = el('section', { class: 'dd-replay', hidden: true, 'aria-label': T.replay.title });
  const info = el('div', { class: 'dd-replay-info', hidden: true });
  c.slots.board.add(section, info);
  /** Each side's accuracy on the game-over panel, once the game in play is
   * reviewed (the review computes it: too dear to compute for every game). */
  const overAccuracy = el('p', { class: 'dd-over-accuracy' });
  /** @type {ReturnType<typeof import('../replay.js').createReplay> | null} the viewer, once loaded */
  let replay = null;
  /** Runs `use` with the viewer, loading it the first time. */
  const withReplay = (use) =>
    import('../replay.js').then(({ createReplay }) => {
      replay ||= createReplay({
        s,
        T,
        section,
        boardEl: p.boardWrap,
        info,
        // What the game in play shows (the cards too) is hidden while it is
        // open; the settings menu stays (the odds, the hole names of a step).
        hide: [p.turnLine, p.diceBox, p.actions, p.hintBox, p.choice, p.over, p.start, p.announce, ...c.slots.cards.parts()],
        // The board can be explored (by keyboard too) even over a start card.
        onOpen: () => c.behind(false),
        onStep: (game) => session.emit('draw', game),
        onAccuracy(text) {
          overAccuracy.textContent = text;
          if (!p.over.contains(overAccuracy)) p.over.querySelector('.dd-winner')?.after(overAccuracy);
        },
        lang: c.options.lang || 'en',
        board,
        dice,
        panel,
        renderer,
        session,
        ai,
        modes: MODES,
        onClose() {
          if (!session.unpause()) c.start.show();
        },
        onContinue(game, mode) {
          const v = game.view();
          s.focusPending = true;
          session.resume(game, { ...s.cfg, mode, size: v.size, variants: v.variants, seed: game.seed ?? undefined });
        },
      });
      return use(replay);
    });
  hooks.gameShown = () => replay?.shown() ?? s.game;
  c.slots.buttons.add(el('button', { type: 'button', class: 'dd-replay-open', text: T.replay.open, onclick: () => withReplay((r) => r.openOwn()) }));
  if (!c.settings.screen.kiosk) {
    p.overButtons.push(el('button', { type: 'button', class: 'dd-over-review', text: T.replay.reviewGame, onclick: () => withReplay((r) => r.review()) }));
  }
  // Another session starts (a new game, a lesson, a file): the viewer
  // closes without going back.
  session.on('stop', () => {
    replay?.closeQuietly();
    overAccuracy.remove();
  });
  c.onDestroy(() => replay?.closeQuietly());
  return {
    /** Opens the viewer on another game (a share link's); it frees it on closing. */
    openOther: (game) => withReplay((r) => r.openOther(game)),
  };
}
