// @ts-check
// The replay viewer and the review (replay.js, review.js, review-graph.js,
// review-words.js;
// loaded when first asked for): Replay in the side panel, Review the game
// on the game-over panel (not in kiosk mode). While the viewer is open the
// session is paused (session.js): the game in play waits behind it,
// untouched, and Close goes on with it.

import { el } from '../dom.js';
import { MODES } from '../settings.js';
import { createReviewRuns } from '../review-run.js';
import { accuracyWords, percentIn } from '../review-words.js';

/** @param {import('./context.js').Context} c */
export function mount(c) {
  const { s, T, wasm, session, parts: p, renderer, panel, board, dice, ai, hooks } = c;
  const section = el('section', { class: 'dd-replay', hidden: true, 'aria-label': T.replay.title });
  const info = el('div', { class: 'dd-replay-info', hidden: true });
  c.slots.board.add(section, info);
  /** Each side's accuracy on the game-over panel, once the game in play is
   * reviewed (the review computes it: too dear to compute for every game). */
  const overAccuracy = el('p', { class: 'dd-over-accuracy' });
  /** Puts `text` (each side's accuracy) on the game-over panel. */
  const showAccuracy = (text) => {
    overAccuracy.textContent = text;
    // Under the buttons: arriving late, it moves none of them.
    if (!p.over.contains(overAccuracy)) p.over.querySelector('.dd-over-buttons')?.after(overAccuracy);
  };
  /** The reviews run, shared by the review and the player's progress. */
  const runs = createReviewRuns(ai);
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
        onAccuracy: showAccuracy,
        lang: c.options.lang || 'en',
        board,
        dice,
        panel,
        renderer,
        session,
        ai,
        runs,
        modes: MODES,
        onClose() {
          if (!session.unpause()) c.start.show();
        },
        onContinue(game, mode, sent) {
          const v = game.view();
          s.focusPending = true;
          // Playing on from a game someone sent: the visitor's game under
          // way is set aside, one step away (Back to your game).
          if (sent) setAside();
          // Its computer plays on at its own level, the person's side is the visitor's.
          const [a, b] = sent ? [sent.light, sent.dark].map((q) => (q?.kind === 'computer' ? q.level : null)) : [null, null];
          const level = a ?? b ?? s.cfg.level;
          const human = a !== null && b === null ? 'b' : b !== null && a === null ? 'a' : s.cfg.human;
          session.resume(game, { ...s.cfg, mode, level, human, size: v.size, variants: v.variants, seed: game.seed ?? undefined });
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
  // ---- a game someone sent (a file, a link), opened one way -----------------
  // Both open in the viewer at their end (docs/embedding.md, "Files and
  // links"): over a game under way only once the visitor says so (a small
  // dialog), and that game stays one step away: Close reads "Back to your
  // game", and playing on from the sent game sets it aside behind the
  // button of that name, never lost.
  const question = el('p', { id: 'dd-open-question' });
  const yes = el('button', { type: 'button', class: 'dd-open-yes', value: 'open', text: T.openYes, onclick: () => ask.close('open') });
  const no = el('button', { type: 'button', class: 'dd-open-no primary', value: 'keep', text: T.openNo, onclick: () => ask.close('keep') });
  const ask = el('dialog', { class: 'dd-open-ask', 'aria-labelledby': 'dd-open-question' }, question, el('div', { class: 'dd-dialog-buttons' }, yes, no));
  /** @type {null | { game: import('daldos-web').Game, note: string, watching?: string }} the sent game waiting for the answer */
  let pending = null;
  ask.addEventListener('close', () => {
    const p = pending;
    pending = null;
    if (!p) return;
    if (ask.returnValue === 'open') show(p.game, p.note, true, p.watching);
    else {
      p.game.free();
      panel.say(T.openKept);
    }
    ask.returnValue = '';
  });
  /** @type {null | { record: string, cfg: any, seed: number | undefined }} the visitor's game set aside */
  let aside = null;
  const backBtn = el('button', { type: 'button', class: 'dd-back-to-game', hidden: true, text: T.replay.backToGame, onclick: () => back() });
  c.slots.buttons.add(backBtn);
  c.slots.end.add(ask);
  // Kept across a reload (persistence.js, beside the save): opening a link
  // never costs the game under way.
  aside = c.store.loadBack();
  backBtn.hidden = !aside;

  /** Whether the visitor's own game is under way (in play, or paused behind the viewer). */
  function underWay() {
    const kind = s.session.kind === 'replay' ? session.paused()?.kind : s.session.kind;
    const v = kind === 'game' ? s.game?.view() : null;
    return !!v && v.phase !== 'over' && (v.throws > 0 || !!v.current);
  }

  /** Shows the sent game in the viewer and says `note`. */
  function show(game, note, back, watching = undefined) {
    withReplay((r) => {
      r.openOther(game, { back, watching });
      panel.speak(note);
    });
  }

  /** Keeps the visitor's game under way as it stands, to come back to. */
  function setAside() {
    if (!underWay()) return;
    aside = { record: s.game.toRecord(), cfg: { ...s.cfg }, seed: s.game.seed ?? undefined };
    c.store.keepBack(aside);
    backBtn.hidden = false;
  }

  /** Back to the game set aside, as it was left. */
  function back() {
    if (!aside) return;
    const { record, cfg, seed } = aside;
    aside = null;
    c.store.keepBack(null);
    backBtn.hidden = true;
    // The game left now (one played on from a sent game, a new one) is
    // kept in its turn, when under way: nothing is lost by going back.
    setAside();
    const game = wasm.Game.fromRecord(record);
    game.setSeed(seed);
    s.focusPending = true;
    session.resume(game, cfg, [T.backNote]);
  }

  /** Reviews the finished game in play in the background (the worker,
   * a few throws at a time; the review view reads the same run): each
   * side's accuracy once known, also shown on the game-over panel while
   * that game is still on the board. Rejects if the engine fails. */
  function accuracyInPlay() {
    const game = s.game;
    const record = game.toRecord();
    const { size, throws } = game.view();
    const pct = percentIn(c.options.lang || 'en');
    // Its room on the game-over panel at once: arriving later, the figures
    // move nothing under it.
    if (s.view?.phase === 'over' && !p.over.contains(overAccuracy)) showAccuracy(T.replay.accuracyPending);
    return runs
      .get(record, size, throws, { keep: true })
      .accuracy()
      .then((a) => {
        if (s.game === game && s.view?.phase === 'over') {
          showAccuracy([accuracyWords(T.replay, T.sideName.a, a.a, pct), accuracyWords(T.replay, T.sideName.b, a.b, pct)].join(' '));
        }
        return a;
      });
  }
  // A finished game against the computer drawn again (a reload, Back to
  // the game): its game-over panel gets its accuracy back, from the run
  // kept or a new one (the same figures: the review is deterministic).
  /** @type {unknown} the game whose accuracy was last asked for here */
  let asked = null;
  session.on('draw', (game) => {
    if (c.settings.screen.kiosk || game !== s.game || asked === game || s.view?.phase !== 'over' || s.session.kind !== 'game' || s.cfg.mode !== 'pvc') return;
    asked = game;
    accuracyInPlay().catch((err) => console.warn(`daldos: the game's review stopped (${err?.message || err})`));
  });

  return {
    accuracyInPlay,
    /** Opens a game someone sent (`game`, a facade game the viewer frees;
     * `note` said once it shows) in the viewer, asking first when the
     * visitor's own game is under way (`what`: the question's words for it). */
    openSent(game, note, what, watching = undefined) {
      if (pending) pending.game.free();
      if (!underWay()) return show(game, note, false, watching);
      pending = { game, note, watching };
      question.textContent = T.openAsk(what);
      if (!ask.open) ask.showModal();
      no.focus();
    },
  };
}
