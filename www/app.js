// @ts-check
// The Daldøs app: mounts into one element and wires the parts of the game
// screen, each a module with one job (docs/dev/architecture.md, "The
// page"): state.js (the one state object), dom.js, board.js, dice.js,
// panel.js, dialogs.js, render.js, controller.js (the turn loop),
// input.js, persistence.js, ai.js. No globals: every mount has its own
// state. The wasm facade decides everything about the rules (legal moves,
// captures, whose turn, the end); the page only draws.
//
//   mountDaldos(element, { wasm, strings, storageKey, params, ai, seed, assetUrls, onEvent })
//
// `element` may lie in a shadow root (the <daldos-game> element,
// daldos-game.js, mounts it so); nothing here looks outside it.
// `seed` (or `?seed=N` in `params`), a whole number 0..4294967295, makes the
// roll-off, every throw and the computer's choices reproducible: the same
// seed and the same clicks give the same game. Without one the dice come
// from the browser's randomness. `?speed=fast` plays without animations
// or pauses (as `?autoplay=fast` does for its computer-only game).

import { LANGUAGES, ruleNames } from './strings.js';
import { createLegend } from './legend.js';
import { createFiles } from './files.js';
import { createShare } from './share.js';
import { createState } from './state.js';
import { MODES, seedOf, readSettings, configFrom } from './settings.js';
import { el } from './dom.js';
import { createBoard } from './board.js';
import { createDice } from './dice.js';
import { createAi } from './ai.js';
import { createPersistence, loadShowNames, saveShowNames, loadShowOdds, saveShowOdds } from './persistence.js';
import { createOdds } from './odds.js';
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
 *   formerStorageKey?: string,
 *   copy?: string,
 *   ai?: ReturnType<typeof createAi>,
 *   seed?: number | string,
 *   assetUrls?: { engineUrl?: string, netsUrl?: string, workerUrl?: string },
 *   onEvent?: (type: string, detail: any) => void,
 *   lang?: string,
 *   onLanguage?: (code: string) => void,
 *   onHome?: () => void,
 *   shared?: ReturnType<typeof import('./share.js').readSharedGame>,
 *   shareBase?: () => string,
 *   id?: string,
 * }} options `shared`: a game from a share link (or why it cannot be
 *   shown), shown instead of the saved game; `shareBase`: the address
 *   share links point at (default: this document's); `id`: the element's
 *   id, carried by its links; `onHome`: kiosk mode's new visitor (back to the
 *   language the page set); `lang`, `onLanguage`: the language shown, and a change of it
 *   asked for on the kiosk's start card; `onEvent` hears each throw (`daldos-throw`), move
 *   (`daldos-move`) and the end (`daldos-gameover`), with structured details
 *   (daldos-game.js lists them).
 * @returns the mounted game: `newGame(config)`, `record()`, `position()`, `showShared(shared)`, `destroy()`
 */
export function mountDaldos(root, options) {
  const { wasm, strings: T, params = new URLSearchParams() } = options;
  // The rules' own lists (boards, variants, levels): from the engine, never
  // written out here.
  const info = wasm.rulesInfo();
  const LEVELS = info.levels;
  const { boardNames, variantNames } = ruleNames(T);
  const variantName = (id) => variantNames[id] || info.variants.find((v) => v.id === id)?.name || id;
  const names = { boardNames, variantName };
  // The settings (settings.js): the element's attributes (or the page's
  // address), each checked against the engine; what it does not know is
  // named on the console, once, and its default used.
  const settings = readSettings((name) => params.get(name), info, (message) => console.warn(message));
  const { kiosk, autoplay, fast } = settings.screen;
  const storageKey = options.storageKey || (autoplay ? 'daldos.autoplay.v1' : 'daldos.save.v1');
  const seed = options.seed != null ? seedOf(options.seed) : (settings.game.seed ?? null);
  const s = createState({ level: LEVELS.default, size: info.boards[0].size });

  // ---- the DOM skeleton --------------------------------------------------------
  root.textContent = '';
  root.classList.add('daldos');
  const parts = {
    // What happens is said to screen readers in one polite live region
    // (panel.js's speak), never by the lines that show it.
    turnLine: el('p', { class: 'dd-turn' }),
    boardWrap: el('div', { class: 'dd-board' }),
    // Focusable by script only: the keyboard rests there while it waits.
    diceBox: el('div', { class: 'dd-dice', role: 'img', tabindex: '-1' }),
    throwBtn: el('button', { type: 'button', class: 'dd-throw primary', text: T.throw, onclick: () => input.humanThrow() }),
    undoBtn: el('button', { type: 'button', class: 'dd-undo', text: T.undo, onclick: () => input.humanUndo() }),
    hintBtn: el('button', { type: 'button', class: 'dd-hint-btn', text: T.hint, onclick: () => input.askHint() }),
    hintBox: el('p', { class: 'dd-hint', hidden: true }),
    announce: el('p', { class: 'dd-announce' }),
    live: el('p', { class: 'dd-live', role: 'status' }),
    choice: el('div', { class: 'dd-choice', hidden: true }),
    score: el('div', { class: 'dd-score' }),
    // Focusable: the keyboard can scroll it.
    moveList: el('ol', { class: 'dd-movelist', tabindex: '0', 'aria-label': T.moveList }),
    legend: el('p', { class: 'dd-legend' }),
    arrowsBox: el('input', {
      type: 'checkbox',
      checked: true,
      onchange: () => root.classList.toggle('hide-arrows', !parts.arrowsBox.checked),
    }),
    notationBox: el('input', {
      type: 'checkbox',
      onchange: () => root.classList.toggle('show-notation', parts.notationBox.checked),
    }),
    namesBox: el('input', {
      type: 'checkbox',
      onchange: () => {
        renderer.syncNames();
        saveShowNames(parts.namesBox.checked);
      },
    }),
    oddsBox: el('input', {
      type: 'checkbox',
      onchange: () => {
        odds.setOn(parts.oddsBox.checked, parts.oddsBox.checked ? gameShown()?.oddsRequest() : null);
        saveShowOdds(parts.oddsBox.checked);
      },
    }),
    oddsStatus: el('p', { class: 'dd-odds-status' }),
    newBtn: el('button', { type: 'button', text: T.newGame, onclick: () => dialogs.openNewGame() }),
    rulesBtn: el('button', { type: 'button', text: T.rules, onclick: () => dialogs.openRules() }),
    saveFileBtn: el('button', { type: 'button', class: 'dd-save-file', text: T.saveFile, onclick: () => files.save() }),
    openFileBtn: el('button', { type: 'button', class: 'dd-open-file', text: T.openFile, onclick: () => files.choose() }),
    replayBtn: el('button', { type: 'button', class: 'dd-replay-open', text: T.replay.open, onclick: () => withReplay((r) => r.openOwn()) }),
    replay: el('section', { class: 'dd-replay', hidden: true, 'aria-label': T.replay.title }),
    replayInfo: el('div', { class: 'dd-replay-info', hidden: true }),
    shareBtn: el('button', { type: 'button', class: 'dd-share', text: T.shareLink, onclick: () => share.share() }),
    shareNote: el('p', { class: 'dd-share-note', hidden: true }),
    over: el('div', { class: 'dd-over', hidden: true, role: 'dialog', 'aria-labelledby': 'dd-over-title' }),
    start: el('div', { class: 'dd-card dd-start', hidden: true, role: 'group', 'aria-labelledby': 'dd-start-title' }),
    noSave: el('p', { class: 'dd-nosave', hidden: true, text: T.cannotSave }),
    // The computer's engine stopped (twice): Try again (controller.js).
    retry: el(
      'div',
      { class: 'dd-retry', hidden: true },
      el('button', { type: 'button', text: T.tryAgain, onclick: () => controller.advance() }),
    ),
    // Another tab saved another game under this game's key: this one no
    // longer saves (persistence.js), and offers the saved game.
    elsewhere: el(
      'div',
      { class: 'dd-elsewhere', hidden: true },
      el('p', { text: T.savedElsewhere }),
      el('button', { type: 'button', text: T.takeSaved, onclick: () => takeSaved() }),
    ),
    lesson: el('section', { class: 'dd-lesson', hidden: true, 'aria-labelledby': 'dd-lesson-title' }),
    controls: el('div', { class: 'dd-controls' }),
    kioskCard: el('div', { class: 'dd-card dd-kiosk-card', hidden: true, role: 'alertdialog', 'aria-labelledby': 'dd-kiosk-title' }),
  };
  parts.namesBox.checked = loadShowNames();
  const dialogs = createDialogs({
    s,
    T,
    info,
    names,
    onStart(cfg) {
      replay?.closeQuietly();
      s.focusPending = true;
      // The new game's board in view (New game sits below the move list on
      // phones; with no Throw button to focus, watching the computer would
      // otherwise start out of sight).
      if (root.getBoundingClientRect().top < 0) root.scrollIntoView?.({ block: 'start' });
      controller.newGame(cfg);
    },
    onCancel() {
      // Cancelled with no game under way: the start card is still there.
    },
  });
  const p = parts;
  // Share links: the game in play as a link (share.js).
  const share = createShare({ s, T, say: (text) => panel.say(text), base: options.shareBase || (() => location.href), id: options.id });
  p.controls.append(p.diceBox, el('div', { class: 'dd-actions' }, p.throwBtn, p.hintBtn, p.undoBtn));
  root.append(
    // The game-over panel floats over the page on wide screens; on phones
    // it takes a place in the column beside the board (style.css).
    el(
      'div',
      { class: 'dd-main' },
      // The cards first: Tab reaches Play before the board.
      p.start,
      p.kioskCard,
      p.lesson,
      // In view from the start (also in a small frame): the game cannot be saved here.
      p.noSave,
      p.elsewhere,
      p.shareNote,
      p.retry,
      p.turnLine,
      p.boardWrap,
      p.replay,
      p.replayInfo,
      p.controls,
      p.oddsStatus,
      p.hintBox,
      p.announce,
      p.over,
      p.choice,
      p.live,
    ),
    el(
      'div',
      { class: 'dd-side' },
      p.score,
      // New game and How to play near the top: always in view.
      el('div', { class: 'dd-buttons' }, p.newBtn, p.rulesBtn, p.replayBtn, p.saveFileBtn, p.openFileBtn, p.shareBtn),
      share.box,
      el('details', { class: 'dd-moves', open: true }, el('summary', { text: T.moveList }), p.legend, p.moveList),
      createLegend(T),
      el('label', { class: 'dd-names' }, p.namesBox, ' ', T.showNames),
      el('label', { class: 'dd-names' }, p.notationBox, ' ', T.showNotation),
      el('label', { class: 'dd-names' }, p.arrowsBox, ' ', T.showArrows),
      el('label', { class: 'dd-names' }, p.oddsBox, ' ', T.showOdds),
    ),
    dialogs.newGame,
    dialogs.rules,
  );

  // Embedded in another site, the game never scrolls to itself or takes the
  // focus until the visitor has used it (a click, a key or Tab into it).
  const engage = () => (s.engaged = true);
  for (const type of ['pointerdown', 'keydown', 'focusin']) root.addEventListener(type, engage, { capture: true });
  // Keys the game handles are the game's: they never reach the host page's
  // own shortcuts (Space and Enter on a button, Escape in a dialog, the
  // arrow keys on the board or in the replay). Space in a read-only field
  // (the share link) would scroll the host page: it does nothing.
  const GAME_KEYS = [' ', 'Enter', 'Escape', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'];
  const ownKeys = (/** @type {KeyboardEvent} */ e) => {
    if (!GAME_KEYS.includes(e.key) || e.ctrlKey || e.metaKey || e.altKey) return;
    const target = /** @type {HTMLElement} */ (e.composedPath()[0]);
    if (e.key === ' ' && target instanceof HTMLInputElement && target.readOnly) e.preventDefault();
    e.stopPropagation();
  };
  for (const type of ['keydown', 'keyup', 'keypress']) root.addEventListener(type, ownKeys);
  // Exploring the board while waiting: the focus is the visitor's then.
  const exploring = () => s.screen === 'busy' && (s.focusMoved = true);
  for (const type of ['pointerdown', 'keydown']) root.addEventListener(type, exploring, { capture: true });

  // ---- the parts, wired ----------------------------------------------------------
  const board = createBoard(p.boardWrap, {
    strings: T,
    onActivate: (hole, how) => input.onActivate(hole, how),
    onDrop: (from, to) => input.onDrop(from, to),
    onCancel: () => input.cancelSelection(),
    trackOf: (size) => wasm.track(size),
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
  const store = createPersistence({
    wasm,
    levels: LEVELS,
    storageKey,
    formerKey: options.formerStorageKey,
    copy: options.copy,
    keep: !autoplay && !kiosk,
    onUnsaved: () => (p.noSave.hidden = false),
    onElsewhere: () => {
      p.elsewhere.hidden = false;
      panel.speak(T.savedElsewhere);
    },
  });
  const panel = createPanel({
    s,
    T,
    info,
    names,
    parts,
    onNewGame: () => dialogs.openNewGame(),
    onReview: kiosk ? null : () => withReplay((r) => r.review()),
    onReset: () => behindStart(false),
    // The attract loop plays for nobody: nothing of it is said.
    quiet: () => !!kioskMode?.attracting(),
  });
  /** @type {ReturnType<typeof import('./replay.js').createReplay> | null} the replay viewer, once loaded (withReplay) */
  let replay = null;
  /** The game on the board: a replay's step while the viewer is open,
   * else the game in play. */
  const gameShown = () => replay?.shown() ?? s.game;
  /** Asks for the capture odds of `game` on the board (when they are on). */
  const showOdds = (game) => odds.show(odds.isOn() ? game?.oddsRequest() : null);
  const renderer = createRenderer({ s, T, root, parts, board, dice, panel, onDraw: () => showOdds(gameShown()) });
  // The capture odds (odds.js), from the engine's odds worker, drawn on the
  // board they are for (the game in play's, or a replay's step).
  const odds = createOdds({
    T,
    ai,
    status: parts.oddsStatus,
    onChange(labels, state, position) {
      board.setOdds(labels, position);
      s.odds = state;
      renderer.writeHooks();
    },
  });
  // (Not in kiosk mode, which has no options.)
  parts.oddsBox.checked = !kiosk && loadShowOdds();
  odds.setOn(parts.oddsBox.checked, null);
  renderer.syncNames();
  /** @type {ReturnType<typeof import('./kiosk.js').createKiosk> | null} kiosk mode's idle watch, if on */
  let kioskMode = null;
  /** Whether `destroy()` has run (a module loaded later must not start). */
  let destroyed = false;
  const emit = (type, detail) => {
    options.onEvent?.(type, detail);
    // The attract loop plays on: a new game a few seconds after the last.
    if (type === 'daldos-gameover' && kioskMode?.attracting()) {
      const my = s.token;
      setTimeout(() => my === s.token && kioskMode?.attracting() && attract(), 6000);
    }
  };
  // In kiosk mode each new game (each visitor, each attract game) takes
  // the next seed from the page's: reproducible, yet no two visitors get
  // the same dice.
  let kioskGames = 0;
  const controller = createController({
    s,
    T,
    wasm,
    seed: kiosk && seed != null ? () => (seed + kioskGames++) >>> 0 : seed,
    fast,
    ai,
    board,
    dice,
    panel,
    renderer,
    store,
    emit,
    throwBtn: p.throwBtn,
    retryBox: p.retry,
    nextThrow: () => tutorial?.nextThrow() ?? null,
    onLessonDone: () => tutorial?.finished(),
  });
  const input = createInput({
    s,
    T,
    hintLevel: LEVELS.hint,
    ai,
    controller,
    renderer,
    say: panel.say,
    speak: panel.speak,
    save: () => s.lesson || store.save(s),
    choice: p.choice,
    riskAfter: (afterOdds) => odds.riskAfter(afterOdds),
  });

  // The replay viewer and the review (replay.js): the game in play pauses
  // behind it, untouched.
  // Loaded when first asked for (the first visit downloads none of it).
  /** Runs `use` with the replay viewer, loading it the first time. */
  function withReplay(use) {
    return import('./replay.js').then(({ createReplay }) => {
      replay ||= createReplay({
        s,
        T,
        section: p.replay,
        boardEl: p.boardWrap,
        info: p.replayInfo,
        hide: [p.turnLine, p.controls, p.hintBox, p.choice, p.over, p.start, p.lesson, p.announce],
        // The board can be explored (by keyboard too) even over a start card.
        onOpen: () => behindStart(false),
        onStep: showOdds,
        lang: options.lang || 'en',
        board,
        dice,
        panel,
        renderer,
        ai,
        modes: MODES,
        onClose() {
          if (controller.started()) {
            s.focusPending = true;
            controller.resume(s.game, s.cfg);
          } else {
            renderer.render();
            showStart();
          }
        },
        onContinue(game, mode) {
          const v = game.view();
          // The game in play itself (from its last step) is not replaced.
          if (game !== s.game) replaceGame(game);
          s.cfg = { ...s.cfg, mode, size: v.size, variants: v.variants, seed: game.seed ?? undefined };
          s.focusPending = true;
          controller.resume(game, s.cfg);
        },
      });
      return use(replay);
    });
  }

  /** The first game's settings: the element's attributes (or the page's
   * address), else the engine's defaults (settings.js); its seed is the
   * page's (the controller's). */
  function firstConfig() {
    const { seed: _seed, ...first } = settings.game;
    return first;
  }

  /** The start card on a first visit: Play (the first game as configured),
   * How to play, Options (the full dialog). Nothing takes the focus. */
  function showStart() {
    const cfg = firstConfig();
    const how = cfg.mode === 'pvc' ? `${T.playHow} · ${T.level} ${T.levelName(cfg.level)}` : { pvp: T.modePvp, cvc: T.modeCvc }[cfg.mode] || '';
    p.start.textContent = '';
    // In kiosk mode the languages come first, as large buttons.
    const languages =
      kiosk &&
      el(
        'div',
        { class: 'dd-languages', role: 'group', 'aria-label': T.language },
        ...Object.entries(LANGUAGES).map(([code, { name }]) =>
          el('button', {
            type: 'button',
            lang: code,
            text: name,
            'aria-pressed': String(code === options.lang),
            onclick: () => options.onLanguage?.(code),
          }),
        ),
      );
    p.start.append(
      ...(languages ? [languages] : []),
      el('h2', { id: 'dd-start-title', text: 'Daldøs' }),
      el('p', { class: 'dd-welcome', text: T.welcome }),
      el(
        'button',
        {
          type: 'button',
          class: 'primary dd-play',
          onclick: () => {
            s.focusPending = true;
            controller.newGame(cfg);
          },
        },
        el('span', { class: 'dd-play-label', text: T.play }),
        how ? el('span', { class: 'dd-play-how', text: how }) : null,
      ),
      el(
        'div',
        { class: 'dd-start-more' },
        el('button', { type: 'button', class: 'dd-learn', text: T.learn.start, onclick: () => withTutorial((t) => t.start()) }),
        el('button', { type: 'button', text: T.options, onclick: () => dialogs.openNewGame() }),
      ),
    );
    p.start.hidden = false;
    behindStart(true);
  }

  /** While the start card is up, what lies behind it (board, dice,
   * buttons) is out of reach: Tab goes from the card to the side panel. */
  function behindStart(on) {
    for (const part of [p.turnLine, p.boardWrap, p.controls, p.hintBox, p.announce, p.choice]) part.inert = on;
  }

  // "Learn to play": lessons on the real board (tutorial.js).
  // Loaded when first asked for.
  /** @type {ReturnType<typeof import('./tutorial.js').createTutorial> | null} */
  let tutorial = null;
  /** Runs `use` with the lessons, loading them the first time. */
  function withTutorial(use) {
    return import('./tutorial.js').then(({ createTutorial }) => {
      tutorial ||= createTutorial({
        s,
        T,
        wasm,
        card: p.lesson,
        begin(game) {
          replaceGame(game);
          s.cfg = { ...s.cfg, mode: 'pvp', size: game.view().size, variants: [], human: 'a' };
          s.focusPending = true;
          controller.advance();
        },
        onLeave: () => freshStart(),
        speak: panel.speak,
        onPlay: () => {
          freshStart();
          controller.newGame(firstConfig());
        },
      });
      return use(tutorial);
    });
  }

  /** Stops what runs (the turn loop, a lesson's or the kiosk's game) and
   * puts `game` on the board, with nothing of the old one left. */
  function replaceGame(game) {
    replay?.closeQuietly();
    s.token++;
    s.busy = false;
    s.selected = null;
    s.hint = null;
    s.notes = [];
    p.retry.hidden = true;
    panel.reset();
    panel.say('');
    dice.show(null);
    s.game?.free();
    s.game = game;
  }

  // Game files: saved as a record, opened from one (files.js).
  const files = createFiles({
    s,
    T,
    wasm,
    root,
    say: panel.say,
    off: kiosk,
    onOpen(game, note) {
      const v = game.view();
      replaceGame(game);
      s.cfg = { ...s.cfg, size: v.size, variants: v.variants, seed: undefined };
      s.notes = [note];
      s.notesSide = null;
      panel.say(note);
      controller.resume(game, s.cfg);
    },
  });
  root.append(files.picker);

  /** The game saved by another tab, on the board here (this tab saves
   * again from now on). */
  function takeSaved() {
    p.elsewhere.hidden = true;
    const saved = store.load();
    if (saved.game && saved.cfg) {
      p.start.hidden = true;
      behindStart(false);
      replaceGame(saved.game);
      s.focusPending = true;
      controller.resume(saved.game, saved.cfg);
    } else freshStart();
  }

  /** A board set up for the first game, and the start card on it. */
  function freshStart() {
    const first = firstConfig();
    replaceGame(new wasm.Game(first.size, first.variants.join(' ') || 'standard'));
    s.cfg = { ...s.cfg, ...first };
    renderer.render();
    showStart();
  }

  /** The computer plays itself, slowly, for nobody (kiosk mode). */
  function attract() {
    replay?.closeQuietly();
    controller.newGame({ ...firstConfig(), mode: 'cvc', variants: [] });
  }

  if (kiosk) {
    root.dataset.kiosk = 'true';
    // Loaded only in kiosk mode.
    import('./kiosk.js').then(({ createKiosk }) => {
      if (destroyed) return;
      kioskMode = createKiosk({
        root,
        T,
        minutes: settings.screen.idleMinutes,
        card: p.kioskCard,
        // "Still playing?" is asked over everything: an open dialog closes.
        onAsk: () => {
          for (const d of [dialogs.newGame, dialogs.rules]) if (d.open) d.close();
        },
        onActivity: () => options.onEvent?.('daldos-activity', {}),
        onIdle: () => {
          for (const d of [dialogs.newGame, dialogs.rules]) if (d.open) d.close();
          s.lesson = null;
          attract();
        },
        // A new visitor: a fresh start card, in the language the page was
        // set to (not the last visitor's choice).
        onWake: () => {
          freshStart();
          options.onHome?.();
        },
        playing: () => controller.started() || !!s.lesson,
      });
    });
  }

  /** A game from a share link (share.js), or why it cannot be shown (a
   * line in the visitor's language): shown in the replay viewer, at its
   * end, over the game in play (the visitor's own, or the start card),
   * which stays as it was; "Continue from here" plays on from any step. */
  function showShared(shared) {
    if ('error' in shared) {
      console.warn(`daldos-game: the shared game cannot be shown: ${shared.detail}`);
      p.shareNote.textContent = shared.error;
      p.shareNote.hidden = false;
      panel.say(shared.error);
      return;
    }
    p.shareNote.hidden = true;
    withReplay((r) => r.openOther(shared.game));
    panel.speak(T.sharedShown);
  }

  // ---- start: a shared game, else the saved game, else a new one -----------------
  const shared = autoplay || kiosk ? null : options.shared;
  const saved = autoplay || kiosk ? { game: null, bad: false } : store.load();
  if (saved.game) {
    controller.resume(saved.game, saved.cfg);
  } else {
    // board, level, mode, variants (attributes, or ?board=12 and ?level=N
    // in the page's address) choose among the engine's boards and levels.
    const first = firstConfig();
    if (autoplay) {
      controller.newGame({ ...first, mode: 'cvc', variants: [] });
    } else {
      s.game = new wasm.Game(first.size, first.variants.join(' ') || 'standard');
      s.cfg = { ...s.cfg, ...first };
      renderer.render();
      if (saved.bad) controller.newGame({ ...s.cfg }, T.savedUnreadable);
      else showStart();
    }
  }
  if (shared) showShared(shared);

  return {
    /**
     * Starts a new game with `config` (omitted fields keep the settings of
     * the game in play).
     * @param {{ mode?: string, level?: number, board?: number, variants?: string[] | string, human?: 'a' | 'b', seed?: number }} config
     * @throws {RangeError} on a mode, level, board or variant the engine does not know
     */
    newGame(config) {
      const cfg = configFrom(config || {}, s.cfg, info);
      replay?.closeQuietly();
      controller.newGame(cfg);
    },
    /** The game record (docs/notation.md). */
    record: () => s.game?.toRecord() ?? null,
    /** Whether a game is under way (its roll-off thrown, a lesson, a replay open). */
    underWay: () => controller.started() || !!s.lesson || s.screen === 'replay',
    /** The position shown, in position notation. */
    position: () => s.game?.view().position ?? null,
    /** Shows a game from a share link, or says why it cannot (share.js's
     * `readSharedGame`); not in kiosk mode. */
    showShared: (shared) => kiosk || showShared(shared),
    /** Ends the app: stops the computer, frees the game, empties `root`. */
    destroy() {
      destroyed = true;
      replay?.closeQuietly();
      s.token++;
      kioskMode?.destroy();
      store.destroy();
      ai.destroy();
      board.destroy();
      s.game?.free();
      root.textContent = '';
    },
  };
}
