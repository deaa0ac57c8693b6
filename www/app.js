// @ts-check
// The Daldøs app: mounts into one element and wires the parts of the game
// screen, each a module with one job (docs/dev/architecture.md, "The
// page"): state.js (the one state object), dom.js, board.js, dice.js,
// panel.js, dialogs.js, render.js, controller.js (the turn loop),
// input.js, persistence.js, ai.js. No globals: every mount has its own
// state. The wasm facade decides everything about the rules (legal moves,
// captures, whose turn, the end); the page only draws.
//
//   mountDaldos(element, { wasm, strings, storageKey, params, ai, seed })
//
// `seed` (or `?seed=N` in `params`), a whole number 0..4294967295, makes the
// roll-off, every throw and the computer's choices reproducible: the same
// seed and the same clicks give the same game. Without one the dice come
// from the browser's randomness. `?speed=fast` plays without animations
// or pauses (as `?autoplay=fast` does for its computer-only game).

import { EN, ruleNames } from './strings.js';
import { createState, seedOf, levelOf } from './state.js';
import { el } from './dom.js';
import { createBoard } from './board.js';
import { createDice } from './dice.js';
import { createAi } from './ai.js';
import { createPersistence, loadShowNames, saveShowNames } from './persistence.js';
import { createPanel } from './panel.js';
import { createDialogs } from './dialogs.js';
import { createRenderer } from './render.js';
import { createController } from './controller.js';
import { createInput } from './input.js';

/**
 * Mounts a game into `root`.
 * @param {HTMLElement} root
 * @param {{
 *   wasm: Daldos,
 *   strings?: any,
 *   params?: URLSearchParams,
 *   storageKey?: string,
 *   ai?: ReturnType<typeof createAi>,
 *   seed?: number | string,
 *   assetUrls?: { engineUrl?: string, netsUrl?: string },
 * }} options
 */
export function mountDaldos(root, options) {
  const { wasm, strings: T = EN, params = new URLSearchParams() } = options;
  // The rules' own lists (boards, variants, levels): from the engine, never
  // written out here.
  const info = wasm.rulesInfo();
  const LEVELS = info.levels;
  const { boardNames, variantNames } = ruleNames(T);
  const variantName = (id) => variantNames[id] || info.variants.find((v) => v.id === id)?.name || id;
  const names = { boardNames, variantName };
  const autoplay = params.get('autoplay') === 'fast';
  const fast = autoplay || params.get('speed') === 'fast';
  const storageKey = options.storageKey || (autoplay ? 'daldos.autoplay.v1' : 'daldos.save.v1');
  const seed = seedOf(options.seed ?? params.get('seed'));
  const s = createState({ level: LEVELS.default, size: info.boards[0].size });

  // ---- the DOM skeleton --------------------------------------------------------
  root.textContent = '';
  root.classList.add('daldos');
  const parts = {
    turnLine: el('p', { class: 'dd-turn', role: 'status', 'aria-live': 'polite' }),
    boardWrap: el('div', { class: 'dd-board' }),
    diceBox: el('div', { class: 'dd-dice', role: 'img' }),
    throwBtn: el('button', { type: 'button', class: 'dd-throw primary', text: T.throw, onclick: () => input.humanThrow() }),
    undoBtn: el('button', { type: 'button', class: 'dd-undo', text: T.undo, onclick: () => input.humanUndo() }),
    hintBtn: el('button', { type: 'button', class: 'dd-hint-btn', text: T.hint, onclick: () => input.askHint() }),
    hintBox: el('p', { class: 'dd-hint', 'aria-live': 'polite', hidden: true }),
    announce: el('p', { class: 'dd-announce', 'aria-live': 'assertive' }),
    choice: el('div', { class: 'dd-choice', hidden: true }),
    score: el('div', { class: 'dd-score' }),
    moveList: el('ol', { class: 'dd-movelist' }),
    legend: el('p', { class: 'dd-legend' }),
    namesBox: el('input', {
      type: 'checkbox',
      onchange: () => {
        renderer.syncNames();
        saveShowNames(parts.namesBox.checked);
      },
    }),
    newBtn: el('button', { type: 'button', text: T.newGame, onclick: () => dialogs.openNewGame() }),
    rulesBtn: el('button', { type: 'button', text: T.rules, onclick: () => dialogs.openRules() }),
    over: el('div', { class: 'dd-over', hidden: true, role: 'dialog', 'aria-labelledby': 'dd-over-title' }),
  };
  parts.namesBox.checked = loadShowNames();
  const dialogs = createDialogs({
    s,
    T,
    info,
    names,
    onStart(cfg) {
      s.focusPending = true;
      // The new game's board in view (New game sits below the move list on
      // phones; with no Throw button to focus, watching the computer would
      // otherwise start out of sight).
      if (root.getBoundingClientRect().top < 0) root.scrollIntoView?.({ block: 'start' });
      controller.newGame(cfg);
    },
    onCancel() {
      // Cancelled with no game under way (the first visit): start the
      // default game rather than leave a board with nothing to do.
      if (!controller.started()) controller.newGame({ ...s.cfg }, T.defaultStarted(s.cfg.level, T.sideName[s.cfg.human]));
    },
  });
  const p = parts;
  root.append(
    // The game-over panel floats over the page on wide screens; on phones
    // it takes a place in the column beside the board (style.css).
    el(
      'div',
      { class: 'dd-main' },
      p.turnLine,
      p.boardWrap,
      el('div', { class: 'dd-controls' }, p.diceBox, el('div', { class: 'dd-actions' }, p.throwBtn, p.hintBtn, p.undoBtn)),
      p.hintBox,
      p.announce,
      p.over,
      p.choice,
    ),
    el(
      'div',
      { class: 'dd-side' },
      p.score,
      el('details', { class: 'dd-moves', open: true }, el('summary', { text: T.moveList }), p.legend, p.moveList),
      el('label', { class: 'dd-names' }, p.namesBox, ' ', T.showNames),
      el('div', { class: 'dd-buttons' }, p.newBtn, p.rulesBtn),
    ),
    dialogs.newGame,
    dialogs.rules,
  );

  // ---- the parts, wired ----------------------------------------------------------
  const board = createBoard(p.boardWrap, {
    strings: T,
    onActivate: (hole, how) => input.onActivate(hole, how),
    onDrop: (from, to) => input.onDrop(from, to),
  });
  const dice = createDice(p.diceBox, T);
  // The computer: its own wasm in a worker, started at its first task.
  // Where it thinks ("worker", or "main" if the worker failed) is noted on
  // the root (data-ai) for the browser tests and for debugging.
  const ai =
    options.ai ||
    createAi({
      workerUrl: new URL('ai-worker.js', import.meta.url).href,
      ...(options.assetUrls || {}),
      onStart: (where) => {
        s.ai = where;
        renderer.writeHooks();
      },
    });
  const store = createPersistence({ wasm, levels: LEVELS, storageKey });
  const panel = createPanel({ s, T, info, names, parts, onNewGame: () => dialogs.openNewGame() });
  const renderer = createRenderer({ s, T, root, parts, board, dice, panel });
  renderer.syncNames();
  const controller = createController({ s, T, wasm, seed, fast, ai, board, dice, panel, renderer, store, throwBtn: p.throwBtn });
  const input = createInput({
    s,
    T,
    hintLevel: LEVELS.hint,
    ai,
    controller,
    renderer,
    say: panel.say,
    save: () => store.save(s),
    choice: p.choice,
  });

  // ---- start: the saved game, else a new one ---------------------------------
  const saved = autoplay ? { game: null, bad: false } : store.load();
  if (saved.game) {
    controller.resume(saved.game, saved.cfg);
  } else {
    // ?board=12 and ?level=N choose among the engine's boards and levels.
    const size = (info.boards.find((b) => String(b.size) === params.get('board')) || info.boards[0]).size;
    const level = levelOf(LEVELS, params.get('level'), autoplay ? LEVELS.min : LEVELS.default);
    if (autoplay) {
      controller.newGame({ mode: 'cvc', level, size, variants: [], human: 'a' });
    } else {
      s.game = new wasm.Game(size, 'standard');
      s.cfg = { ...s.cfg, size, level };
      renderer.render();
      if (saved.bad) controller.newGame({ ...s.cfg }, T.savedUnreadable);
      else dialogs.openNewGame();
    }
  }

  return {
    /** Ends the app: stops the computer, frees the game, empties `root`. */
    destroy() {
      s.token++;
      ai.destroy();
      board.destroy();
      s.game?.free();
      root.textContent = '';
    },
  };
}
