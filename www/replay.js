// @ts-check
// The replay viewer. It steps through a game (first, back, forward, last;
// the arrow keys, Home and End too) drawn on the real board, read-only:
// each step is the facade's game as it stood after that many throws
// (`afterThrows`), its last play drawn as a path, in the game screen's own
// board props and move words (render.js, panel.js). "Continue from here"
// plays on from the step shown, in any mode. The review (review.js) judges
// every throw; choosing a costly play shows the position before that throw
// with the play made (purple path) and the better play (gold, numbered).
//
// While the viewer is open the session is paused (session.js): the game in
// play waits, untouched and not saved over; closing goes back to it.

import { el, diceFaces, diceSaid } from './dom.js';
import { reducedMotion } from './board.js';
import { createReview } from './review.js';
import { percentIn, shownLoss } from './review-words.js';

/**
 * @param {{
 *   s: import('./state.js').State,
 *   T: any,
 *   section: HTMLElement,
 *   boardEl: HTMLElement,
 *   info: HTMLElement,
 *   hide: HTMLElement[],
 *   board: ReturnType<typeof import('./board.js').createBoard>,
 *   dice: ReturnType<typeof import('./dice.js').createDice>,
 *   panel: ReturnType<typeof import('./panel.js').createPanel>,
 *   renderer: ReturnType<typeof import('./render.js').createRenderer>,
 *   session: ReturnType<typeof import('./session.js').createSession>,
 *   ai: ReturnType<typeof import('./ai.js').createAi>,
 *   runs: ReturnType<typeof import('./review-run.js').createReviewRuns>,
 *   modes: string[],
 *   onClose: () => void,
 *   onContinue: (game: any, mode: string, sent: import('daldos-web').FactsData | null) => void,
 *   onOpen?: () => void,
 *   onStep?: (game: any) => void,
 *   onAccuracy?: (text: string) => void,
 *   lang?: string,
 * }} options `lang`: the language of the numbers; `section`: the viewer's (empty) element, its buttons;
 *   `boardEl`: the board's element (brought into view for a chosen throw);
 *   `info`: the step's words and the review (below the board on phones); `hide`: the parts
 *   of the game in play to hide while it is open; `onClose`: back to the
 *   game in play; `onContinue`: play on from `game` (a new facade game)
 *   in `mode` (`sent`: the facts of the game someone sent it comes from, else null); `onStep`: the facade game drawn now (for its capture odds);
 *   `onAccuracy`: the game in play's review found each side's accuracy (in words)
 */
export function createReplay({ s, T, section, boardEl, info, hide, board, dice, panel, renderer, session, ai, runs, modes, onClose, onContinue, onOpen = () => {}, onStep = () => {}, onAccuracy = () => {}, lang = 'en' }) {
  const R = T.replay;
  /** @type {null | { source: any, own: boolean, step: number, count: number, shown: any, focus: null | import('daldos-web').ReviewData }} */
  let open = null;
  /** @type {boolean[]} the hidden state of each part of `hide` before opening */
  let shownBefore = [];
  const sideName = (side) => T.sideName[side];
  /** A chance (0..=1) as percentage points with one decimal, in the page's language. */
  const pct = percentIn(lang);
  /** The dice as shown, or (`spoken`) as a screen reader says them. */
  const faces = (dice, spoken = false) => (spoken ? diceSaid(T, dice) : diceFaces(T, dice));

  // ---- the section's parts ---------------------------------------------------
  // Each step is said as it is shown (panel.speak).
  const stepText = el('p', { class: 'dd-replay-step' });
  const navButton = (cls, label, text, go) =>
    el('button', { type: 'button', class: cls, 'aria-label': label, title: label, text, onclick: () => go() });
  const firstBtn = navButton('dd-replay-first', R.first, '|◀', () => show(0));
  const backBtn = navButton('dd-replay-back', R.back, '◀', () => show((open?.step ?? 1) - 1));
  const forwardBtn = navButton('dd-replay-forward', R.forward, '▶', () => show((open?.step ?? 0) + 1));
  const lastBtn = navButton('dd-replay-last', R.last, '▶|', () => show(open?.count ?? 0));
  const nav = el('div', { class: 'dd-replay-nav', role: 'group', 'aria-label': R.title }, firstBtn, backBtn, forwardBtn, lastBtn);
  const modeSelect = el(
    'select',
    { class: 'dd-replay-mode', 'aria-label': R.continueMode },
    ...modes.map((m) => el('option', { value: m, text: { pvc: T.modePvc, pvp: T.modePvp, cvc: T.modeCvc }[m] || m })),
  );
  const continueBtn = el('button', { type: 'button', class: 'dd-replay-continue', text: R.continueHere, onclick: () => continueHere() });
  const reviewBtn = el('button', { type: 'button', class: 'dd-replay-review', text: R.review, onclick: () => startReview() });
  const closeBtn = el('button', { type: 'button', class: 'dd-replay-close primary', text: R.close, onclick: () => close() });
  // A game someone sent: the visitor watches it (nobody on it is "you").
  const viewerLine = el('p', { class: 'dd-replay-viewer', hidden: true, text: R.watching });
  const review = createReview({
    T,
    ai,
    runs,
    section,
    button: reviewBtn,
    speak: panel.speak,
    words: (r) => R.costlyShort(r.index + 1, faces(r.dice), r.play, r.best, pct(shownLoss(r))),
    pct,
    // The game in play's review: its accuracy on the game-over panel too.
    onAccuracy: (record, text) => {
      if (open?.own && s.game?.toRecord() === record) onAccuracy(text);
    },
    onPick: (step, focus) => show(step, focus),
  });
  section.append(
    el('h2', { class: 'dd-replay-title', text: R.title }),
    viewerLine,
    nav,
    el('div', { class: 'dd-replay-more' }, el('label', { class: 'dd-replay-continue-box' }, modeSelect), continueBtn, reviewBtn, closeBtn),
  );
  info.append(stepText, review.box);
  // The arrow keys, Home and End step through the game while the focus is
  // in the viewer or its words (on the board they move between holes; in
  // the list of modes they choose a mode).
  const stepKeys = (e) => {
    if (!open || /** @type {HTMLElement} */ (e.target).closest?.('select')) return;
    const to = { ArrowLeft: open.step - 1, ArrowRight: open.step + 1, Home: 0, End: open.count }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    show(to);
  };
  section.addEventListener('keydown', stepKeys);
  info.addEventListener('keydown', stepKeys);

  /**
   * Opens the viewer on `game` (a facade game) at `step` throws (its last
   * by default). `own`: the game in play (kept); else the viewer frees it,
   * its players are named from its record (panel.viewing), and `back`
   * says that closing goes back to the visitor's game under way, and
   * `watching` why nobody on it is "you" (a link's, a file's).
   */
  function openOn(game, { own = true, step = Infinity, back = false, watching = R.watching } = {}) {
    if (open) closeQuietly();
    panel.viewing(own ? null : game.facts());
    viewerLine.hidden = own;
    viewerLine.textContent = watching;
    closeBtn.textContent = back ? R.backToGame : R.close;
    // The game in play pauses: its turn loop stops (closing resumes it).
    session.pause();
    const count = game.view().throws;
    open = { source: game, own, step: 0, count, shown: null, focus: null };
    unask();
    // What the game in play showed, to put back as it was on closing.
    shownBefore = hide.map((part) => part.hidden);
    for (const part of hide) part.hidden = true;
    section.hidden = info.hidden = false;
    review.reset();
    modeSelect.value = modes.includes(s.cfg.mode) ? s.cfg.mode : modes[0];
    session.controller.commit();
    onOpen();
    show(Math.min(step, count));
    if (s.engaged) {
      // Opened from below the board (its button sits under the move list
      // on phones): the step's words and the board come into view, or the
      // visitor steps through a game they cannot see (a tester did).
      const [first] = [stepText, boardEl].filter((x) => x.offsetParent !== null).sort((x, y) => x.getBoundingClientRect().top - y.getBoundingClientRect().top);
      if (first && first.getBoundingClientRect().top < 0) first.scrollIntoView({ block: 'start' });
      forwardBtn.disabled ? backBtn.focus() : forwardBtn.focus();
    }
  }

  /** Shows the game after `step` throws (clamped to the game). */
  function show(step, focus = null) {
    if (!open) return;
    const n = Math.max(0, Math.min(open.count, Math.round(step)));
    open.shown?.free();
    if (n !== open.step) unask();
    open.step = n;
    open.focus = focus;
    // The last step is the game itself, a throw in use with its moves so
    // far included (as it was shared, or left).
    open.shown = n === open.count ? null : open.source.afterThrows(n);
    const v = (open.shown ?? open.source).view();
    // The step's throw: the play made, and in a review's chosen throw the
    // better play too (both from the position before it).
    board.render(
      renderer.boardProps(v, {
        played: focus ? focus.playMoves : v.lastPlay,
        better: focus && focus.best !== focus.play ? focus.bestMoves : null,
      }),
    );
    board.flush();
    onStep(open.shown ?? open.source);
    renderer.writeHooks(v);
    // The step's words and the review's reasons name holes: named on the board.
    renderer.syncNames();
    panel.drawStep(v, open.shown ?? open.source);
    const thrown = focus ? focus.dice : v.lastEntry?.dice;
    dice.show(thrown || null, [true, true]);
    firstBtn.disabled = backBtn.disabled = n === 0;
    forwardBtn.disabled = lastBtn.disabled = n === open.count;
    // Keep the focus on the viewer when the button it sat on is switched off.
    const tree = /** @type {Document | ShadowRoot} */ (section.getRootNode());
    const a = /** @type {HTMLButtonElement | null} */ (tree.activeElement);
    if (a && a.disabled && nav.contains(a)) (n === 0 ? forwardBtn : backBtn).focus();
    // A throw chosen in the review's list (below the board): the board
    // comes into view, as the visitor asked for it.
    if (focus && s.engaged) {
      const box = boardEl.getBoundingClientRect();
      if (box.top < 0 || box.bottom > innerHeight) {
        boardEl.scrollIntoView({ block: 'start', behavior: reducedMotion() ? 'auto' : 'smooth' });
      }
    }
    stepText.textContent = focus ? focusText(focus) : stepWords(v, n);
    panel.speak(focus ? focusText(focus, true) : stepWords(v, n, true), true);
    section.dataset.step = String(n);
    review.mark(n, focus);
  }

  /** "Throw 12 of 70: Light throws III + II and …" for the step `n`
   * (`spoken`: "3 + 2", the dice as a screen reader says them). */
  function stepWords(v, n, spoken = false) {
    const head = R.step(n, open?.count ?? 0);
    // The end: won on the board, or by a resignation (also before any throw).
    const over = v.phase === 'over' && v.winner ? ' ' + panel.resultWords(v) : '';
    if (n === 0) return `${head} ${R.atStart}${over}`;
    return `${head} ${panel.entryWords(v.lastEntry, spoken)}${over}`;
  }

  /** The words for a throw chosen in the review. */
  function focusText(r, spoken = false) {
    return R.costly({
      n: r.index + 1,
      side: sideName(r.side),
      faces: faces(r.dice, spoken),
      play: r.play,
      best: r.best,
      before: pct(r.before),
      after: pct(r.after),
      loss: pct(shownLoss(r)),
    });
  }

  /** Stops the viewer without going back to the game (a new one follows). */
  function closeQuietly() {
    if (!open) return;
    // A review under way stops; its button works again next time.
    review.reset();
    open.shown?.free();
    if (!open.own) open.source.free();
    open = null;
    panel.viewing(null);
    // The game in play's own list comes back in full.
    panel.clearMoves();
    section.hidden = info.hidden = true;
    delete section.dataset.step;
    hide.forEach((part, i) => (part.hidden = shownBefore[i] ?? false));
  }

  /** Closes the viewer: back to the game in play, where it was. */
  function close() {
    closeQuietly();
    onClose();
    renderer.syncNames();
  }

  /** What playing on from the step shown would throw away, asked before
   * it is done: `drop` later throws of the game in play, or (`leave`) the
   * game in play itself, under way, for a shared game. */
  function wouldLose() {
    if (!open) return null;
    if (open.own) return open.step < open.count ? { drop: open.count - open.step } : null;
    const v = s.game?.view();
    return v && v.phase !== 'over' && (v.throws > 0 || v.current) ? { leave: true } : null;
  }

  /** The continue button as it first reads (asked again only when pressed). */
  function unask() {
    continueBtn.textContent = R.continueHere;
    continueBtn.classList.remove('dd-asking');
  }

  /** Plays on from the step shown, in the mode chosen: at the last step
   * the game itself goes on (handed over, not freed). Pressed where that
   * would throw away throws or the game in play, the button first asks
   * (its words say what is lost), and a second press does it. */
  function continueHere() {
    if (!open) return;
    const loses = wouldLose();
    if (loses && !continueBtn.classList.contains('dd-asking')) {
      continueBtn.textContent = loses.leave ? R.continueLeave : R.continueDrop(loses.drop);
      continueBtn.classList.add('dd-asking');
      panel.speak(continueBtn.textContent);
      return;
    }
    unask();
    const sent = !open.own;
    const atEnd = open.step === open.count;
    const game = atEnd ? open.source : open.source.afterThrows(open.step);
    if (atEnd) open.own = true;
    const mode = modeSelect.value;
    const facts = sent ? open.source.facts() : null;
    closeQuietly();
    onContinue(game, mode, facts);
  }

  /** Reviews the game shown (review.js). */
  function startReview() {
    if (open) review.start(open.source, open.count, open.step);
  }

  return {
    /** The facade game on the board while the viewer is open, else null. */
    shown: () => (open ? open.shown ?? open.source : null),
    /** Opens the viewer on the game in play. */
    openOwn: (opts = {}) => openOn(s.game, { ...opts, own: true }),
    /** Opens the viewer on another game (a shared link's, a file's); the
     * viewer frees it when it closes. `back`: Close reads "Back to your
     * game" (one is under way behind it). */
    openOther: (game, { back = false, watching = R.watching } = {}) => openOn(game, { own: false, back, watching }),
    /** Opens the viewer on the game in play at its end and reviews it. */
    review() {
      openOn(s.game, { own: true });
      startReview();
    },
    isOpen: () => !!open,
    /** Closes without going back to a game (a new game, a lesson). */
    closeQuietly,
  };
}
