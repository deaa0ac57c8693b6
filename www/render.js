// @ts-check
// Draws the state: asks the facade for the view and the human's legal
// moves, hands the board its marks (movable pieces, targets, the hint, the
// last play), sets the buttons and the dice, has the panel draw its texts,
// and puts keyboard focus back in play. `writeHooks` is the one place that
// writes the data hooks of the root (`data-state`, `data-phase`,
// `data-mode`, `data-ai`) and of the board (`data-position`, `data-turn`,
// `data-odds-state`), each from the state. `onDraw` hears of each drawing (the
// capture odds follow the board, odds.js).

import { isComputer } from './state.js';
import { diceFaces } from './dom.js';

/** The holes of a play's moves `moves` (the last play: this throw's steps
 * so far, else the last play made): hole -> "from" | "to" | "to-capture" (a
 * capture where a move ended) | "capture" (one passed on the way, "capture
 * at both stops"). */
export function moveMarks(moves) {
  const marks = new Map();
  for (const m of moves) {
    for (const h of m.captures) if (h !== m.to) marks.set(h, 'capture');
    if (!marks.has(m.from)) marks.set(m.from, 'from');
    marks.set(m.to, m.captures.includes(m.to) ? 'to-capture' : 'to');
  }
  return marks;
}

/** The holes of a suggested play's moves `moves` (the hint, the review's
 * better play): hole -> its step numbers ("1" where step 1 starts, "1→"
 * where it ends). */
export function stepMarks(moves) {
  const marks = new Map();
  moves.forEach((m, i) => {
    marks.set(m.from, marks.get(m.from) || `${i + 1}`);
    marks.set(m.to, `${marks.has(m.to) ? marks.get(m.to) + ',' : ''}${i + 1}→`);
  });
  return marks;
}

/** What the holes of the review's better play `moves` are called for
 * assistive technology (hole name → "Better play, move 1: A8 to A9"; a
 * hole of two moves has both). @param {any} T @param {import('daldos-web').MoveData[]} moves */
export function betterNames(T, moves) {
  /** @type {Map<string, string>} */
  const names = new Map();
  moves.forEach((m, i) => {
    const text = T.betterStep(i + 1, m.from, m.to);
    for (const hole of new Set([m.from, m.to])) names.set(hole, names.has(hole) ? `${names.get(hole)}; ${text}` : text);
  });
  return names;
}

/**
 * @param {{
 *   s: import('./state.js').State,
 *   T: any,
 *   root: HTMLElement,
 *   parts: { boardWrap: HTMLElement, throwBtn: HTMLButtonElement, undoBtn: HTMLButtonElement,
 *     hintBtn: HTMLButtonElement, newBtn: HTMLElement, choice: HTMLElement, namesBox: HTMLInputElement,
 *     diceBox: HTMLElement },
 *   board: ReturnType<typeof import('./board.js').createBoard>,
 *   dice: ReturnType<typeof import('./dice.js').createDice>,
 *   panel: ReturnType<typeof import('./panel.js').createPanel>,
 *   onDraw?: () => void,
 * }} options
 */
export function createRenderer({ s, T, root, parts, board, dice, panel, onDraw = () => {} }) {
  const { boardWrap, throwBtn, undoBtn, hintBtn, newBtn, choice, namesBox, diceBox } = parts;
  /** The view last drawn: the game in play's, or a replay's step. */
  let shownView = /** @type {import('daldos-web').View | null} */ (null);

  /** Writes the data hooks of the root and the board from the state and
   * the view drawn `v` (by default the one last drawn). */
  function writeHooks(v = shownView) {
    shownView = v;
    if (v) {
      boardWrap.dataset.position = v.position;
      boardWrap.dataset.turn = v.turn;
      boardWrap.dataset.oddsState = s.odds;
      root.dataset.phase = v.phase;
    }
    root.dataset.mode = s.cfg.mode;
    if (s.screen) root.dataset.state = s.screen;
    if (s.ai) root.dataset.ai = s.ai;
  }

  /** Hole names: when asked for, while "Which way?" names holes, in the
   * lessons and in the replay and review (their words name holes: a
   * playtester had to count holes to check the review's reasons). */
  function syncNames() {
    boardWrap.classList.toggle('show-names', namesBox.checked || !choice.hidden || !!s.session.names || s.session.kind === 'replay');
  }

  /** The selected piece's targets: hole -> how to show it. */
  function targetsOf(v) {
    const targets = new Map();
    // The throw's order (as the dice and the move list show it), so that
    // the two orders of one summed move show once.
    const order = v.current ? v.current.dice : [];
    const rank = (d) => (order.indexOf(d) + 3) % 3;
    for (const m of s.legal.filter((m) => m.from === s.selected)) {
      const shown = diceFaces(
        T,
        [...m.dice].sort((x, y) => rank(x) - rank(y)),
        '+',
      );
      const prev = targets.get(m.to);
      targets.set(m.to, {
        kind: m.summed ? 'sum' : 'die',
        badge: prev && prev.badge !== shown ? `${prev.badge} / ${shown}` : shown,
        capture: m.captures.length > 0 || !!prev?.capture,
        text: m.text,
      });
    }
    return targets;
  }

  /** The board's props for view `v`: the marks of the game in play (its
   * movable pieces, the selected piece's targets, the hint, the last play),
   * or (`step`) of a replay's step, read-only: its play made and the better
   * play (the review's). */
  function boardProps(v, step = null) {
    if (step) {
      return {
        view: v,
        movable: new Set(),
        selected: null,
        targets: new Map(),
        hidden: null,
        hint: step.better ? stepMarks(step.better) : new Map(),
        hintNames: step.better ? betterNames(T, step.better) : undefined,
        last: moveMarks(step.played),
        paths: step.played.map((m) => [m.from, ...m.path]),
      };
    }
    return {
      view: v,
      movable: new Set(s.legal.map((m) => m.from)),
      selected: s.selected,
      targets: targetsOf(v),
      hidden: s.moving,
      hint: stepMarks(s.hint?.value.moves || []),
      last: moveMarks(v.lastPlay),
      paths: v.lastPlay.map((m) => [m.from, ...m.path]),
    };
  }

  /** Whether a drawing is scheduled (`schedule`). */
  let scheduled = false;
  /** The screen last drawn. */
  let drawn = /** @type {string | null} */ (null);

  /** Draws the state once, at the end of the task that changed it (one
   * action's commits draw once). */
  function schedule() {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(flush);
  }

  /** Draws now what is scheduled (before an animation that draws over it). */
  function flush() {
    if (!scheduled) return;
    scheduled = false;
    // (Not while another view stands over the game: the replay's.)
    if (s.game && s.view && !s.session.screen) render();
  }

  /** Draws the game of the state as the last commit left it (controller.js). */
  function render() {
    const v = /** @type {import('daldos-web').View} */ (s.view);
    const screen = /** @type {import('./state.js').Screen} */ (s.screen);
    board.render(boardProps(v));
    // The board is drawn on the next animation frame, but a change of
    // state is drawn at once: the board's hooks (data-movable, data-target)
    // never lag behind data-state (a fast computer turn fits in one frame).
    if (drawn !== screen) board.flush();
    drawn = screen;
    writeHooks(v);
    if (screen !== 'human-move') choice.hidden = true;
    // (Game over: the result stands beside the board, never over it; the
    // final position stays in reach, by keyboard too.)
    syncNames();

    // Dice: the throw in use, or the last throw (spent).
    const taken = v.current ? v.current.moves.length : 0;
    // (Each with whose throw it is, seen and heard.)
    if (v.current) dice.show(v.current.dice, v.current.diceUsed, panel.who(v.turn));
    else if (v.lastEntry && !s.busy) dice.show(v.lastEntry.dice, [true, true], panel.who(v.lastEntry.side));
    else if (!s.busy) dice.show(null);

    // Throw switched off while it has the focus (a throw that was lost, the
    // computer's turn): the focus goes to the board instead of being lost,
    // or, when no hole of it was ever focused (a player who only pressed
    // Enter on Throw), to the dice, where it rests while the game waits (a
    // tester found it on the page's body for 2 s).
    const tree0 = /** @type {Document | ShadowRoot} */ (root.getRootNode());
    // (Throw may be switched off already, by the throw itself, controller.js.)
    if (screen !== 'human-throw' && tree0.activeElement === throwBtn) {
      board.focusCell();
      if (tree0.activeElement === throwBtn) diceBox.focus({ preventScroll: true });
    }
    // A lesson's throws played: the board waits for Next (the other side
    // does not throw on).
    throwBtn.disabled = screen !== 'human-throw' || !!s.session.held?.();
    undoBtn.disabled = !(screen === 'human-move' && taken > 0);
    // (An online game's moves are final, and its opponent a person.)
    undoBtn.hidden = hintBtn.hidden = !!s.session.final;
    const asking = s.hintAsked === s.game.revision();
    // A hint at any point of the throw: for the rest of it.
    hintBtn.disabled = screen !== 'human-move' || asking || !!s.hint;
    hintBtn.textContent = asking ? T.hintThinking : T.hint;
    hintBtn.setAttribute('aria-busy', asking ? 'true' : 'false');
    panel.draw(v);
    onDraw();
    // Waiting (the roll-off, the computer's turn) with the focus lost (a
    // button pressed and gone): it rests on the dice until the player can act.
    if (s.focusPending && s.engaged && screen === 'busy') {
      const a = /** @type {Document | ShadowRoot} */ (root.getRootNode()).activeElement;
      if (!a || a === document.body || !a.getClientRects().length) diceBox.focus({ preventScroll: true });
    }
    if (s.focusPending && s.engaged && (screen === 'human-move' || screen === 'human-throw')) {
      s.focusPending = false;
      // Only when focus was lost (or sat on Throw / New game, or on the
      // board where a move left it): never take it from something the
      // player went to meanwhile, on the board too.
      const explored = s.focusMoved && board.focusInside();
      s.focusMoved = false;
      // (Inside a shadow root, the root's own activeElement.) A focused
      // element no longer shown (the start card's Play, hidden once
      // pressed) is focus lost: WebKit keeps it focused for a while.
      const tree = /** @type {Document | ShadowRoot} */ (root.getRootNode());
      const a = tree.activeElement;
      const lost = !a || a === document.body || !a.getClientRects().length;
      if (lost || (!explored && (a === throwBtn || a === newBtn || a === diceBox || board.focusInside()))) {
        if (screen !== 'human-move' || !board.focusMovable()) throwBtn.focus();
      }
    }
    // What the visitor did while waiting counts for that wait only.
    if (screen !== 'busy') s.focusMoved = false;
    return v;
  }

  return { render, schedule, flush, boardProps, writeHooks, syncNames };
}
