// @ts-check
// The Daldøs app: `mountDaldos(element, options)` builds the parts of the
// game screen (docs/dev/architecture.md, "The page") and mounts the
// features of features/index.js on them ("Sessions and features"). No
// globals: every mount has its own state. The facade decides everything
// about the rules; the page only draws. `element` may lie in a shadow root
// (daldos-game.js mounts it so); nothing here looks outside it. A `seed`
// (or `?seed=N`, 0..4294967295) makes the roll-off, every throw and the
// computer's choices reproducible; `?pace=off` (or `?speed=fast`) plays
// without animations or pauses.

import { ruleNames } from './strings.js';
import { createState } from './state.js';
import { seedOf, readSettings, configFrom } from './settings.js';
import { createScreen } from './screen.js';
import { createStart } from './start.js';
import { createBoard } from './board.js';
import { createDice } from './dice.js';
import { createAi } from './ai.js';
import { createPersistence, loadChoice, saveChoice } from './persistence.js';
import { createPace } from './pace.js';
import { createPanel } from './panel.js';
import { createDialogs } from './dialogs.js';
import { createRenderer } from './render.js';
import { createSession } from './session.js';
import { createInput } from './input.js';
import { FEATURES } from './features/index.js';
import { nextTask } from './dom.js';

/** How long (ms) the mount runs before it lets the browser answer
 * (a tap, a paint) in a task of its own. Lighthouse counts each task's
 * time over 50 ms as blocking. */
const TASK_MS = 10;

/**
 * Mounts a game into `root`, in several tasks (none longer than about
 * `TASK_MS` where it can be cut): the parts, the features, the first game
 * (or the start card), then `options.reveal` (the root shown) and the
 * board drawn at its width, so that no half-mounted game is seen and the
 * page answers a tap meanwhile (docs/benchmarks.md, "First paint").
 * @param {HTMLElement} root
 * @param {import('./features/context.js').MountOptions} options
 * @returns the mounted game, once it is drawn: `newGame(config)`, `record()`, `position()`, `underWay()`, `showShared(shared)`, `destroy()`
 */
export async function mountDaldos(root, options) {
  let since = performance.now();
  /** Goes on in a new task once this one has run `TASK_MS`. */
  const breathe = async () => {
    if (performance.now() - since > TASK_MS) since = await nextTask();
  };
  const { wasm, strings: T, setting = () => null } = options;
  const info = wasm.rulesInfo();
  const { boardNames, variantNames } = ruleNames(T);
  const names = { boardNames, variantName: (id) => variantNames[id] || info.variants.find((v) => v.id === id)?.name || id };
  // The settings (settings.js), each checked against the engine; what it
  // does not know is named on the console, once, and its default used.
  const settings = readSettings(setting, info, (message) => console.warn(message));
  const { kiosk, autoplay } = settings.screen;
  // The page's pace, else the game's own (the pace feature sets the visitor's).
  const pace = createPace(settings.screen.pace ?? 'normal');
  const seed = options.seed != null ? seedOf(options.seed) : (settings.game.seed ?? null);
  const s = createState({ level: info.levels.default, size: info.boards[0].size });
  /** The first game's settings (its seed is the page's, the session's). */
  const first = () => {
    const { seed: _seed, ...cfg } = settings.game;
    return cfg;
  };

  const screen = createScreen(root, T, s, {
    ...{ throw: () => input.humanThrow(), undo: () => input.humanUndo(), hint: () => input.askHint() },
    ...{ newGame: () => dialogs.openNewGame(), rules: () => dialogs.openRules(), tryAgain: () => session.controller.advance() },
    ...{ takeSaved: () => takeSaved(), choice: (name, on) => (renderer.syncNames(), saveChoice(name, on ? '1' : '0')) },
  });
  const { parts: p, slots, behind } = screen;
  // The menu's own choices as kept (the arrows shown unless turned off).
  screen.setChoices({ names: loadChoice('names') === '1', notation: loadChoice('notation') === '1', arrows: loadChoice('arrows') !== '0' });
  // A tap or a key finishes the animation or pause under way (pace.js);
  // not one on Hint, which asks about the position that pause shows (a
  // forced play made for the player: features/assist.js).
  const onHint = (e) => e.target instanceof Element && !!e.target.closest('.dd-hint-btn');
  for (const type of ['pointerdown', 'keydown']) root.addEventListener(type, (e) => onHint(e) || pace.skip(), { capture: true });
  await breathe();
  const dialogs = createDialogs({ s, T, info, names, onStart: (cfg) => startChosen(cfg), onCancel() {} });
  slots.end.add(dialogs.newGame, dialogs.rules);
  const start = createStart({ T, card: p.start, first, behind, onPlay: (cfg) => ((s.focusPending = true), session.newGame(cfg)), onOptions: () => dialogs.openNewGame() });
  const board = createBoard(p.boardWrap, {
    strings: T,
    onActivate: (hole, how) => input.onActivate(hole, how),
    onDrop: (from, to) => input.onDrop(from, to),
    onCancel: () => input.cancelSelection(),
    trackOf: (size) => wasm.track(size),
  });
  const dice = createDice(p.diceBox, T);
  await breathe();
  // The computer: its own wasm in a worker, started at its first task;
  // where it thinks is the root's data-ai.
  const ai =
    options.ai ||
    createAi({ ...(options.assetUrls || {}), onStart: (where) => ((s.ai = where), renderer.writeHooks()) });
  const store = createPersistence({
    wasm,
    levels: info.levels,
    storageKey: options.storageKey || (autoplay ? 'daldos.autoplay.v1' : 'daldos.save.v1'),
    formerKey: options.formerStorageKey,
    copy: options.copy,
    keep: !autoplay && !kiosk,
    onUnsaved: () => (p.noSave.hidden = false),
    onElsewhere: () => ((p.elsewhere.hidden = false), panel.speak(T.savedElsewhere)),
  });
  const panel = createPanel({ s, T, info, names, parts: p, onNewGame: () => dialogs.openNewGame(), onRematch: () => session.rematch() });
  const hooks = { gameShown: () => s.game, riskWords: null, whyWords: null };
  const renderer = createRenderer({ s, T, root, parts: p, board, dice, panel, onDraw: () => session.emit('draw', hooks.gameShown()) });
  const emit = (type, detail) => (options.onEvent?.(type, detail), session.emit(type, detail));
  const session = createSession({ s, T, wasm, seed, pace, ai, board, dice, panel, renderer, store, emit, throwBtn: p.throwBtn, retryBox: p.retry });
  const input = createInput({ s, T, hintLevel: info.levels.hint, ai, controller: session.controller, renderer, say: panel.say, speak: panel.speak, chances: panel.chances, choice: p.choice, riskWords: (o) => hooks.riskWords?.(o) ?? Promise.resolve(undefined), whyWords: (r, h) => hooks.whyWords?.(r, h) ?? Promise.resolve(undefined) });
  session.on('stop', () => start.hide());
  renderer.syncNames();

  /** The board set up for the first game, and the start card on it. */
  const freshStart = () => {
    const cfg = first();
    session.idle(new wasm.Game(cfg.size, cfg.variants.join(' ') || 'standard'), { ...s.cfg, ...cfg });
    start.show();
  };
  /** A game chosen in New game: its board in view (New game sits below the move list on phones). */
  function startChosen(cfg) {
    s.focusPending = true;
    if (root.getBoundingClientRect().top < 0) root.scrollIntoView?.({ block: 'start' });
    session.newGame(cfg);
  }
  /** The game saved by another tab, on the board here (saved again from now on). */
  function takeSaved() {
    p.elsewhere.hidden = true;
    const saved = store.load();
    if (!saved.game || !saved.cfg) return freshStart();
    s.focusPending = true;
    session.resume(saved.game, saved.cfg);
  }

  // The features (features/index.js), each mounting itself.
  /** @type {[(() => void)[], Record<string, any>]} */
  const [ends, apis] = [[], {}];
  const feature = (name) => apis[name];
  const context = { s, T, wasm, info, settings, options, root, parts: p, slots, behind, start, session, panel, renderer, board, dice, ai, store, dialogs, pace, input, seed, first, freshStart, hooks, feature, onDestroy: (fn) => ends.push(fn) };
  for (const [name, f] of Object.entries(FEATURES)) {
    await breathe();
    apis[name] = f.mount(context);
  }

  // Start, in a task of its own: a shared game over the saved game, else
  // the saved game, else the start card.
  since = await nextTask();
  const saved = autoplay || kiosk ? { game: null, bad: false } : store.load();
  if (saved.game) session.resume(saved.game, saved.cfg);
  else if (autoplay) session.newGame({ ...first(), mode: 'cvc', variants: [] });
  else if (saved.bad) session.newGame({ ...s.cfg, ...first() }, T.savedUnreadable);
  else freshStart();
  if (options.shared && !autoplay && !kiosk) apis.share.show(options.shared);
  if (options.reveal) {
    // Shown, and the board laid out at its width (board.js waits while
    // it has none), in a task of their own: the first layout of the whole
    // game is the mount's longest step.
    await nextTask();
    options.reveal();
    board.flush();
  }

  return {
    /**
     * Starts a new game with `config` (omitted fields keep the settings of the game in play).
     * @param {{ mode?: string, level?: number, board?: number, variants?: string[] | string, human?: 'a' | 'b', seed?: number }} config
     * @throws {RangeError} on a mode, level, board or variant the engine does not know
     */
    newGame: (config) => session.newGame(configFrom(config || {}, s.cfg, info)),
    /** The game record (docs/notation.md). */
    record: () => s.game?.toRecord() ?? null,
    /** Whether a game is under way (its roll-off thrown, a lesson, a replay open): not the start card's board. */
    underWay: () => s.session.kind !== 'idle',
    /** The position shown, in position notation. */
    position: () => s.game?.view().position ?? null,
    /** Shows a game from a share link, or says why it cannot (share.js's `readSharedGame`); not in kiosk mode. */
    showShared: (shared) => kiosk || apis.share.show(shared),
    /** Ends the app: stops the computer, frees the game, empties `root`. */
    destroy() {
      for (const end of [...ends, session.end, store.destroy, ai.destroy, board.destroy, p.menu.destroy, panel.destroy]) end();
      root.textContent = '';
    },
  };
}
