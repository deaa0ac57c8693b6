// @ts-check
// The Daldøs app: mounts into one element, keeps all its state in this
// closure (no globals), and asks the wasm facade for everything about the
// rules: legal moves, captures, whose turn, the end. The page only draws.
//
//   mountDaldos(element, { wasm, strings, storageKey, params, ai, seed })
//
// `seed` (or `?seed=N` in `params`), a whole number 0..4294967295, makes the
// roll-off, every throw and the computer's choices reproducible: the same
// seed and the same clicks give the same game. Without one the dice come
// from the browser's randomness. `?speed=fast` plays without animations
// or pauses (as `?autoplay=fast` does for its computer-only game).

import { EN, ruleNames } from './strings.js';
import { createBoard, pieceElement, reducedMotion } from './board.js';
import { createDice } from './dice.js';
import { createAi } from './ai.js';

const MODES = ['pvc', 'pvp', 'cvc'];

const el = (tag, attrs = {}, ...children) => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'class') e.className = v;
    else if (k === 'text') e.textContent = v;
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else if (v === true) e.setAttribute(k, '');
    else if (v !== false && v != null) e.setAttribute(k, v);
  }
  for (const c of children) if (c) e.append(c);
  return e;
};

const pieceIcon = (letter) => {
  const s = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  s.setAttribute('viewBox', '-20 -12 40 24');
  s.setAttribute('class', 'piece-icon');
  s.setAttribute('aria-hidden', 'true');
  s.appendChild(pieceElement(letter, 0));
  return s;
};

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
  const levelOf = (x, fallback) => {
    const n = Number(x);
    return Number.isInteger(n) && n >= LEVELS.min && n <= LEVELS.max ? n : fallback;
  };
  const { boardNames, variantNames } = ruleNames(T);
  const variantName = (id) => variantNames[id] || info.variants.find((v) => v.id === id)?.name || id;
  const autoplay = params.get('autoplay') === 'fast';
  const fast = autoplay || params.get('speed') === 'fast';
  const storageKey = options.storageKey || (autoplay ? 'daldos.autoplay.v1' : 'daldos.save.v1');
  // A save that cannot be resumed is kept here for a bug report.
  const asideKey = `${storageKey}.unresumable`;
  const seedOf = (x) => (x != null && /^\d{1,10}$/.test(String(x)) && Number(x) <= 0xffffffff ? Number(x) : null);
  const seed = seedOf(options.seed ?? params.get('seed'));
  const speed = fast ? 0 : 1;
  const motion = () => (speed && !reducedMotion() ? 1 : 0);

  // ---- state ---------------------------------------------------------------
  /** @type {import("daldos-web").Game} the facade's handle of the game */
  let game = null;
  let cfg = { mode: 'pvc', level: LEVELS.default, size: info.boards[0].size, variants: [], human: 'a' };
  /** @type {import('daldos-web').MoveData[]} */
  let legal = []; // legal next moves (from the facade)
  let selected = null; // hole of the selected piece
  /** @type {false | 'thinking' | 'moving' | 'rolling'} what is running (an animation, the computer) */
  let busy = false;
  let token = 0; // bumps on a new game: stale async steps stop
  /** @type {{ record: string, value: import('daldos-web').HintData } | null} */
  let hint = null; // { record, value } : the engine's hint for this throw
  let hintAsked = null; // the record a hint is being computed for
  let notes = []; // what the moves of this throw did (captures), announced
  // Keyboard focus to put back in play (after a throw, after Start), once
  // the human can act: the focused control was disabled or closed.
  let focusPending = false;

  // ---- DOM -----------------------------------------------------------------
  root.textContent = '';
  root.classList.add('daldos');
  const turnLine = el('p', { class: 'dd-turn', role: 'status', 'aria-live': 'polite' });
  const boardWrap = el('div', { class: 'dd-board' });
  const diceBox = el('div', { class: 'dd-dice', role: 'img' });
  const throwBtn = el('button', { type: 'button', class: 'dd-throw primary', text: T.throw, onclick: () => humanThrow() });
  const undoBtn = el('button', { type: 'button', class: 'dd-undo', text: T.undo, onclick: () => humanUndo() });
  const hintBtn = el('button', { type: 'button', class: 'dd-hint-btn', text: T.hint, onclick: () => askHint() });
  const hintBox = el('p', { class: 'dd-hint', 'aria-live': 'polite', hidden: true });
  const announce = el('p', { class: 'dd-announce', 'aria-live': 'assertive' });
  const choice = el('div', { class: 'dd-choice', hidden: true });
  const score = el('div', { class: 'dd-score' });
  const moveList = el('ol', { class: 'dd-movelist' });
  const legend = el('p', { class: 'dd-legend' });
  const namesBox = el('input', {
    type: 'checkbox',
    onchange: () => {
      syncNames();
      try {
        localStorage.setItem('daldos.names.v1', namesBox.checked ? '1' : '0');
      } catch {
        // not kept: fine
      }
    },
  });
  try {
    namesBox.checked = localStorage.getItem('daldos.names.v1') === '1';
  } catch {
    // storage off: names hidden
  }
  // Hole names: when asked for, and while "Which way?" names holes.
  const syncNames = () => boardWrap.classList.toggle('show-names', namesBox.checked || !choice.hidden);
  syncNames();
  const newBtn = el('button', { type: 'button', text: T.newGame, onclick: () => openDialog() });
  const rulesBtn = el('button', { type: 'button', text: T.rules, onclick: () => openRules() });
  const over = el('div', { class: 'dd-over', hidden: true, role: 'dialog', 'aria-labelledby': 'dd-over-title' });

  const controls = el('div', { class: 'dd-controls' }, diceBox, el('div', { class: 'dd-actions' }, throwBtn, hintBtn, undoBtn));
  const side = el(
    'div',
    { class: 'dd-side' },
    score,
    el('details', { class: 'dd-moves', open: true }, el('summary', { text: T.moveList }), legend, moveList),
    el('label', { class: 'dd-names' }, namesBox, ' ', T.showNames),
    el('div', { class: 'dd-buttons' }, newBtn, rulesBtn),
  );
  const dialog = buildDialog();
  const rulesDialog = el(
    'dialog',
    { class: 'dd-rules', 'aria-labelledby': 'dd-rules-title' },
    el('h2', { id: 'dd-rules-title', tabindex: '-1', text: T.rulesTitle }),
    ...T.rulesBody.map((p) => el('p', { text: p })),
    el('form', { method: 'dialog' }, el('button', { class: 'primary', text: T.close })),
  );
  root.append(
    // The game-over panel floats over the page on wide screens; on phones
    // it takes a place in the column beside the board (style.css).
    el('div', { class: 'dd-main' }, turnLine, boardWrap, controls, hintBox, announce, over, choice),
    side,
    dialog,
    rulesDialog,
  );

  const board = createBoard(boardWrap, { strings: T, onActivate, onDrop });
  const dice = createDice(diceBox, T);
  // The computer: its own wasm in a worker, started at its first task.
  // Where it thinks ("worker", or "main" if the worker failed) is noted on
  // the root for the browser tests and for debugging.
  const ai =
    options.ai ||
    createAi({
      workerUrl: new URL('ai-worker.js', import.meta.url).href,
      ...(options.assetUrls || {}),
      onStart: (where) => (root.dataset.ai = where),
    });

  // ---- helpers ---------------------------------------------------------------
  /** The rules open at their top: focus on the heading, not on Close (at the
   * bottom, which scrolled a small screen's dialog part-way down). */
  function openRules() {
    rulesDialog.showModal();
    rulesDialog.querySelector('h2').focus();
    rulesDialog.scrollTop = 0;
  }

  const sideName = (s) => T.sideName[s];
  const isComputer = (s) => cfg.mode === 'cvc' || (cfg.mode === 'pvc' && s !== cfg.human);
  const wait = (ms) => new Promise((r) => setTimeout(r, ms * speed));
  const botName = () => `level${cfg.level}`;

  function say(text) {
    announce.textContent = text;
  }

  function save() {
    try {
      localStorage.setItem(
        storageKey,
        JSON.stringify({
          v: 1,
          record: game.toRecord(),
          mode: cfg.mode,
          level: cfg.level,
          human: cfg.human,
          ...(game.seed != null ? { seed: game.seed } : {}),
        }),
      );
    } catch {
      // Storage may be full or switched off: the game still plays.
    }
  }

  /** Keeps the saved game aside (it could not be resumed: `why`), so that
   * the next save does not overwrite it and it can be reported. */
  function setAside(why) {
    try {
      const raw = localStorage.getItem(storageKey);
      if (raw) localStorage.setItem(asideKey, JSON.stringify({ why: String(why), at: new Date().toISOString(), save: raw }));
    } catch {
      // Storage off or full: nothing to keep.
    }
  }

  /** The saved game, or null (with `bad` set if there was unreadable data,
   * which is then kept aside). */
  function load() {
    let raw = null;
    try {
      raw = localStorage.getItem(storageKey);
    } catch {
      return { game: null, bad: false };
    }
    if (!raw) return { game: null, bad: false };
    try {
      const data = JSON.parse(raw);
      if (data?.v !== 1 || !MODES.includes(data.mode) || typeof data.record !== 'string') throw new Error('format');
      const g = wasm.Game.fromRecord(data.record);
      g.setSeed(seedOf(data.seed) ?? undefined);
      const v = g.view();
      const level = levelOf(data.level, LEVELS.default);
      return {
        game: g,
        cfg: {
          mode: data.mode,
          level,
          size: v.size,
          variants: v.variants,
          human: data.human === 'b' ? 'b' : 'a',
          seed: seedOf(data.seed),
        },
      };
    } catch (err) {
      setAside(err?.message || err);
      return { game: null, bad: true };
    }
  }

  /** A game that cannot go on (an error while resuming or playing it): the
   * save is kept aside, the player is told, and a fresh game starts. Never
   * leaves the page "thinking". */
  function recover(err) {
    console.warn('Daldøs: the game could not go on:', err);
    setAside(err?.message || err);
    busy = false;
    hintAsked = null;
    newGame({ ...cfg }, T.savedUnreadable);
  }

  // ---- drawing -------------------------------------------------------------
  /** The holes of the last play (this throw's steps so far, else the last
   * play made): hole -> "from" | "to" | "to-capture" (a capture where a
   * move ended) | "capture" (one passed on the way, "capture at both
   * stops"). */
  function lastMarks(v) {
    const marks = new Map();
    for (const m of v.lastPlay) {
      for (const h of m.captures) if (h !== m.to) marks.set(h, 'capture');
      if (!marks.has(m.from)) marks.set(m.from, 'from');
      marks.set(m.to, m.captures.includes(m.to) ? 'to-capture' : 'to');
    }
    return marks;
  }

  function render() {
    const v = game.view();
    const human = !isComputer(v.turn) && !busy;
    legal = v.phase === 'moving' && human ? game.legalMoves() : [];
    const movable = new Set(legal.map((m) => m.from));
    if (selected && !movable.has(selected)) selected = null;
    const targets = new Map();
    for (const m of legal.filter((m) => m.from === selected)) {
      // Dice in a fixed order, so the two orders of one summed move show once.
      const face = [...m.dice]
        .sort((x, y) => y - x)
        .map((d) => T.dieFace(d).replace(' (dal)', ''))
        .join('+');
      const prev = targets.get(m.to);
      targets.set(m.to, {
        kind: m.summed ? 'sum' : 'die',
        badge: prev && prev.badge !== face ? `${prev.badge} / ${face}` : face,
        capture: m.captures.length > 0 || !!prev?.capture,
        text: m.text,
      });
    }
    const record = game.toRecord();
    if (hint && hint.record !== record) hint = null;
    const hintMarks = new Map();
    if (hint) {
      hint.value.moves.forEach((m, i) => {
        hintMarks.set(m.from, hintMarks.get(m.from) || `${i + 1}`);
        hintMarks.set(m.to, `${hintMarks.has(m.to) ? hintMarks.get(m.to) + ',' : ''}${i + 1}→`);
      });
    }
    board.render({ view: v, movable, selected, targets, hidden: null, hint: hintMarks, last: lastMarks(v) });
    boardWrap.dataset.position = v.position;
    boardWrap.dataset.turn = v.turn;
    root.dataset.phase = v.phase;
    root.dataset.mode = cfg.mode;
    const state =
      v.phase === 'over'
        ? 'over'
        : busy || isComputer(v.turn)
          ? 'busy'
          : v.phase === 'awaitingThrow'
            ? 'human-throw'
            : v.phase === 'moving'
              ? 'human-move'
              : 'busy';
    // The board is drawn on the next animation frame, but a change of
    // state is drawn at once: the board's hooks (data-movable, data-target)
    // never lag behind data-state (a fast computer turn fits in one frame).
    if (root.dataset.state !== state) board.flush();
    root.dataset.state = state;
    if (state !== 'human-move') choice.hidden = true;
    syncNames();

    // Dice: the throw in use, or the last throw (spent).
    const taken = v.current ? v.current.moves.length : 0;
    if (v.current) dice.show(v.current.dice, v.current.diceUsed);
    else if (v.record.length && !busy) dice.show(v.record[v.record.length - 1].dice, [true, true]);
    else if (!busy) dice.show(null);

    throwBtn.disabled = state !== 'human-throw';
    undoBtn.disabled = !(state === 'human-move' && taken > 0);
    const asking = hintAsked === record;
    hintBtn.disabled = !(state === 'human-move' && taken === 0) || asking || !!hint;
    hintBtn.textContent = asking ? T.hintThinking : T.hint;
    hintBtn.setAttribute('aria-busy', asking ? 'true' : 'false');
    hintBox.textContent = '';
    if (hint) {
      const { value } = hint;
      const a = Math.round(value.winA * 100);
      hintBox.append(
        el('span', { class: 'dd-hint-play', text: T.hintPlay(value.play) }),
        ' ',
        el('span', { class: 'dd-hint-chances', text: T.winChances(a, 100 - a) }),
        ' ',
        el('span', { class: 'dd-hint-how', text: T.hintHow(value.moves.length) }),
      );
    }
    const hintAppears = !!hint && hintBox.hidden;
    hintBox.hidden = !hint;
    hintBox.dataset.play = hint ? hint.value.play : '';
    // On a phone the hint lies below the board: bring it into view when it
    // arrives (no jump if it is already visible).
    if (hintAppears && typeof hintBox.scrollIntoView === 'function') {
      hintBox.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    }
    const who = (s) => (cfg.mode === 'pvc' ? `${sideName(s)} (${isComputer(s) ? T.computer : T.you})` : sideName(s));
    turnLine.textContent = '';
    if (v.phase !== 'over' && v.phase !== 'rollOff') {
      turnLine.append(pieceIcon(v.turn.toUpperCase()), ' ');
      let text = T.turnOf(who(v.turn));
      if (state === 'human-throw') text += ' — ' + T.throwNow;
      else if (state === 'human-move') text += ' — ' + T.moveNow;
      else if (busy === 'thinking') text += ' — ' + T.thinking;
      turnLine.append(text);
    }
    turnLine.classList.toggle('thinking', busy === 'thinking');

    legend.textContent = T.moveLegendN(v.size);
    score.textContent = '';
    score.append(el('h2', { text: T.piecesLeft }));
    for (const s of ['a', 'b']) {
      score.append(
        el(
          'p',
          { class: `dd-count dd-count-${s}`, 'data-side': s },
          pieceIcon(s.toUpperCase()),
          el('span', { text: who(s) }),
          el('strong', { text: String(v.piecesLeft[s === 'a' ? 0 : 1]) }),
        ),
      );
    }
    // The rules in force (a restored game does not show its dialog).
    const named = info.boards.find((b) => b.size === v.size);
    const boardName = named ? boardNames[named.id] : T.boardOther(v.size);
    const variants = v.variants.map(variantName);
    score.append(
      el(
        'p',
        { class: 'dd-ruleset' },
        el('span', { text: `${T.board}: ${boardName}` }),
        el('span', { text: `${T.variants}: ${variants.length ? variants.join('; ') : T.standardRules}` }),
      ),
    );

    // The move list: only what changed (it grows to hundreds of lines).
    moveList.querySelector('.empty, .current')?.remove();
    const done = moveList.querySelectorAll('li').length;
    if (done > v.record.length) moveList.textContent = '';
    for (const t of v.record.slice(moveList.querySelectorAll('li').length)) {
      moveList.append(el('li', { 'data-side': t.side, text: t.text }));
    }
    if (!v.record.length && !v.current) moveList.append(el('li', { class: 'empty', text: T.noMoves }));
    if (v.current) moveList.append(el('li', { class: 'current', 'data-side': v.turn, text: `${v.current.text}${v.current.moves.length ? '' : ' '}…` }));
    moveList.scrollTop = moveList.scrollHeight;

    if (v.phase === 'over') showOver(v);
    else over.hidden = true;
    if (focusPending && (state === 'human-move' || state === 'human-throw')) {
      focusPending = false;
      // Only when focus was lost (or sat on Throw / New game): never take it
      // from something the player went to meanwhile.
      const a = document.activeElement;
      if (!a || a === document.body || a === throwBtn || a === newBtn) {
        if (state === 'human-move') {
          board.flush();
          (boardWrap.querySelector('[data-hole][tabindex="0"]') || throwBtn).focus();
        } else throwBtn.focus();
      }
    }
    return v;
  }

  function showOver(v) {
    const appearing = over.hidden;
    over.textContent = '';
    over.dataset.winner = v.winner;
    let text = T.wins(sideName(v.winner));
    if (cfg.mode === 'pvc') text += ' ' + (isComputer(v.winner) ? T.youLose : T.youWin);
    over.append(
      el('h2', { id: 'dd-over-title', text: T.gameOver }),
      el('p', { class: 'dd-winner' }, pieceIcon(v.winner.toUpperCase()), ' ', text),
      el('button', { type: 'button', class: 'primary', text: T.newGame, onclick: () => openDialog() }),
    );
    over.hidden = false;
    if (appearing && getComputedStyle(over).position !== 'fixed') over.scrollIntoView?.({ block: 'nearest' });
  }

  // ---- the turn loop -------------------------------------------------------
  /** Moves the game on: draws it, saves it, and lets the computer act when
   * it is its turn (also in the middle of its throw, after a reload). */
  async function advance() {
    const my = token;
    try {
      await step(my);
    } catch (err) {
      if (my === token) recover(err);
    }
  }

  async function step(my) {
    const v = render();
    save();
    if (v.phase === 'over' || v.phase === 'rollOff') return;
    if (!isComputer(v.turn)) return;
    busy = 'thinking';
    render();
    try {
      if (v.phase === 'awaitingThrow') {
        await wait(450);
        if (my !== token) return;
        await doThrow(my);
      } else if (v.phase === 'moving') {
        // The rest of the throw: all of it, or what a reload left undone.
        const moves = await ai.play(game.engineRequest(), botName(), game.choiceSeed());
        if (my !== token) return;
        busy = 'moving';
        for (const move of moves) {
          await playMove(move, my);
          if (my !== token) return;
        }
      }
    } finally {
      if (my === token) busy = false;
    }
    if (my === token) setTimeout(() => my === token && advance(), fast ? 0 : 250);
  }

  async function doThrow(my) {
    const turn = game.view().turn;
    const thrown = game.throwDice();
    const kind = thrown.outcome;
    const values = thrown.dice;
    // What the computer does in a row (captures, extra throws) stays in
    // view until the player acts; a player's own throw starts afresh.
    if (!(cfg.mode === 'pvc' && isComputer(turn))) notes = [];
    const wasBusy = busy;
    busy = busy || 'rolling';
    throwBtn.disabled = true;
    await dice.roll(values, 700 * motion());
    busy = wasBusy;
    if (my !== token) return;
    if (kind === 'lost') {
      let text = T.lost(sideName(turn));
      if (thrown.extraThrow) text += ' ' + T.extra(sideName(turn));
      notes.push(text);
      say(notes.join(' '));
      dice.show(values, [true, true]);
      await wait(1400);
    } else {
      say([...notes, kind === 'partial' ? T.partial : ''].join(' ').trim());
    }
  }

  /** Animates and makes the legal next move `move` (from the facade). */
  async function playMove(move, my) {
    const before = game.view();
    if (!game.isLegalMove(move)) throw new Error(`not a legal move now: ${move.text}`);
    const letter = before.holes.find((h) => h.name === move.from)?.piece || before.turn;
    await board.animateMove(move, letter, 130 * motion());
    if (my !== token) return;
    const done = game.makeMove(move);
    selected = null;
    if (move.captures.length) {
      const by = before.turn;
      const victim = by === 'a' ? 'b' : 'a';
      const you = cfg.mode === 'pvc';
      notes.push(
        T.captured(
          { you: you && !isComputer(by), name: sideName(by) },
          { you: you && !isComputer(victim), name: sideName(victim) },
          move.captures,
        ),
      );
    }
    if (done && game.view().extraThrow) notes.push(T.extra(sideName(before.turn)));
    if (done || move.captures.length) say(notes.join(' '));
    render();
    save();
  }

  // ---- human input -----------------------------------------------------------
  async function humanThrow() {
    const v = game.view();
    if (busy || v.phase !== 'awaitingThrow' || isComputer(v.turn)) return;
    const my = token;
    busy = 'rolling';
    focusPending = true;
    render();
    try {
      await doThrow(my);
    } finally {
      if (my === token) busy = false;
    }
    if (my === token) advance();
  }

  /** The one way in for a human move (click, drag, keyboard, choice box):
   * refused while another move, a throw or the computer is under way, or
   * when `text` is no longer a legal move (a stale button). */
  async function humanMove(move) {
    choice.hidden = true;
    syncNames();
    if (busy || root.dataset.state !== 'human-move' || !game.isLegalMove(move)) return;
    const my = token;
    busy = 'moving';
    // At once "busy": no second click (or test) acts on the old state while
    // the piece travels (the board itself is redrawn by the animation).
    root.dataset.state = 'busy';
    throwBtn.disabled = undoBtn.disabled = hintBtn.disabled = true;
    try {
      await playMove(move, my);
    } finally {
      if (my === token) busy = false;
    }
    if (my === token) advance();
  }

  /** Asks the engine (in the worker) for the best play of this throw. */
  async function askHint() {
    const v = game.view();
    if (busy || root.dataset.state !== 'human-move' || v.current?.moves.length) return;
    const my = token;
    const record = game.toRecord();
    hintAsked = record;
    render();
    try {
      const value = await ai.hint(game.engineRequest(), LEVELS.hint);
      if (my !== token || game.toRecord() !== record) return;
      hint = { record, value };
    } catch (err) {
      if (my === token) say(T.error(err.message));
    } finally {
      if (hintAsked === record) hintAsked = null;
    }
    if (my === token) render();
  }

  function humanUndo() {
    if (busy) return;
    try {
      // Undoing a capture takes back its announcement.
      if (game.undoMove().captures.length) {
        notes.pop();
        say(notes.join(' '));
      }
    } catch (err) {
      say(T.error(err.message));
    }
    selected = null;
    render();
    save();
  }

  function tryMove(from, to) {
    const options = legal.filter((m) => m.from === from && m.to === to);
    if (options.length === 1) {
      humanMove(options[0]);
      return true;
    }
    if (options.length > 1) {
      // Same target reached two ways (capture at both stops): ask which.
      choice.textContent = '';
      choice.append(el('p', { text: T.chooseMove }));
      for (const m of options) {
        const face = (d) => T.dieFace(d).replace(' (dal)', '');
        const label = T.choiceWay(m.dice.map(face), [m.from, m.via, m.to].filter(Boolean), m.captures);
        choice.append(el('button', { type: 'button', 'data-move': m.text, text: label, onclick: () => humanMove(m) }));
      }
      choice.hidden = false;
      syncNames();
      return true;
    }
    return false;
  }

  function onActivate(hole, { drag }) {
    if (busy || root.dataset.state !== 'human-move') return;
    if (selected && hole !== selected && !drag && tryMove(selected, hole)) return;
    const movable = legal.some((m) => m.from === hole);
    selected = movable && (drag || selected !== hole) ? hole : null;
    choice.hidden = true;
    render();
  }

  function onDrop(from, to) {
    if (busy || root.dataset.state !== 'human-move') return;
    selected = from;
    if (!tryMove(from, to)) render();
  }

  // ---- new game ------------------------------------------------------------
  function buildDialog() {
    const radio = (name, value, label, checked) =>
      el('label', {}, el('input', { type: 'radio', name, value, checked }), ' ', label);
    const check = (name, label) => el('label', {}, el('input', { type: 'checkbox', name }), ' ', label);
    const level = el('select', { name: 'level' });
    for (let n = LEVELS.min; n <= LEVELS.max; n++) level.append(el('option', { value: String(n), text: T.levelName(n) }));
    level.value = String(LEVELS.default);
    const form = el(
      'form',
      { method: 'dialog' },
      el('h2', { id: 'dd-new-title', text: T.dialogTitle }),
      el(
        'fieldset',
        {},
        el('legend', { text: T.mode }),
        radio('mode', 'pvc', T.modePvc, true),
        radio('mode', 'pvp', T.modePvp),
        radio('mode', 'cvc', T.modeCvc),
      ),
      el(
        'fieldset',
        { class: 'dd-side-choice' },
        el('legend', { text: T.playAs }),
        radio('human', 'a', T.sideLong.a, true),
        radio('human', 'b', T.sideLong.b),
      ),
      el('label', { class: 'dd-level' }, T.level, ' ', level),
      el(
        'fieldset',
        {},
        el('legend', { text: T.board }),
        ...info.boards.map((b, i) => radio('size', String(b.size), boardNames[b.id] || String(b.size), i === 0)),
      ),
      el(
        'fieldset',
        {},
        el('legend', { text: T.variants }),
        ...info.variants.map((v) => check(v.id, variantName(v.id))),
      ),
      el(
        'div',
        { class: 'dd-dialog-buttons' },
        el('button', { value: 'cancel', formnovalidate: true, text: T.cancel }),
        el('button', { value: 'start', class: 'primary', text: T.start }),
      ),
    );
    const d = el('dialog', { class: 'dd-newgame', 'aria-labelledby': 'dd-new-title' }, form);
    d.addEventListener('close', () => {
      if (d.returnValue !== 'start') {
        // Cancelled with no game under way (the first visit): start the
        // default game rather than leave a board with nothing to do.
        if (!started()) newGame({ ...cfg }, T.defaultStarted(cfg.level, sideName(cfg.human)));
        return;
      }
      const f = new FormData(form);
      focusPending = true;
      // The new game's board in view (New game sits below the move list on
      // phones; with no Throw button to focus, watching the computer would
      // otherwise start out of sight).
      if (root.getBoundingClientRect().top < 0) root.scrollIntoView?.({ block: 'start' });
      newGame({
        mode: f.get('mode'),
        level: Number(f.get('level')),
        size: Number(f.get('size')),
        variants: info.variants.map((v) => v.id).filter((id) => f.get(id)),
        human: f.get('human') === 'b' ? 'b' : 'a',
      });
    });
    // The side choice only means something against the computer, the level
    // only when the computer plays.
    const sync = () => {
      const mode = new FormData(form).get('mode');
      form.querySelector('.dd-side-choice').hidden = mode !== 'pvc';
      form.querySelector('.dd-level').hidden = mode === 'pvp';
    };
    form.addEventListener('change', sync);
    d.sync = sync;
    return d;
  }

  function openDialog() {
    const form = dialog.querySelector('form');
    form.elements.mode.value = cfg.mode;
    form.elements.level.value = String(cfg.level);
    form.elements.size.value = String(cfg.size);
    form.elements.human.value = cfg.human;
    for (const { id } of info.variants) {
      form.elements[id].checked = cfg.variants.includes(id);
    }
    dialog.returnValue = '';
    dialog.sync();
    dialog.showModal();
  }

  /** Whether a game is under way (its roll-off is done, or being thrown). */
  function started() {
    return game.view().phase !== 'rollOff';
  }

  async function newGame(next, notice = '') {
    const my = ++token;
    busy = false;
    selected = null;
    over.hidden = true;
    game?.free();
    moveList.textContent = '';
    hint = null;
    // A notice (a save that could not be resumed, the default game) stays
    // in view through the computer's first throws, until the player acts.
    notes = notice ? [notice] : [];
    cfg = next;
    game = new wasm.Game(cfg.size, cfg.variants.join(' ') || 'standard');
    // The saved game's own seed (a reload during its roll-off), else the
    // page's.
    game.setSeed(next.seed ?? seed ?? undefined);
    say(notice);
    render();
    // Saved before the roll-off too, so that a reload during it keeps the
    // new game's settings (it rolls off again).
    save();
    // The roll-off, animated round by round.
    const { rounds, starter } = game.rollOff();
    busy = 'rolling';
    for (const { a, b, tie } of rounds) {
      // Say whose throw the dice show while they roll.
      turnLine.textContent = T.rollOffThrowing(sideName('a'));
      await dice.roll(a, 600 * motion());
      await wait(250);
      if (my !== token) return;
      turnLine.textContent = T.rollOffThrowing(sideName('b'));
      await dice.roll(b, 600 * motion());
      if (my !== token) return;
      const fmt = (t) => t.map((d) => T.dieFace(d).replace(' (dal)', '')).join('+');
      const line = T.rollOffRound(fmt(a), fmt(b)) + ' ' + (tie ? T.rollOffTie : T.starts(sideName(starter)));
      say(notice ? `${notice} ${line}` : line);
      await wait(900);
    }
    if (my !== token) return;
    busy = false;
    dice.show(null);
    advance();
  }

  // ---- start -----------------------------------------------------------------
  const saved = autoplay ? { game: null, bad: false } : load();
  if (saved.game) {
    game = saved.game;
    cfg = saved.cfg;
    try {
      // A save from before the roll-off (an empty record): roll off now.
      if (started()) advance();
      else newGame({ ...cfg });
    } catch (err) {
      recover(err);
    }
  } else {
    // ?board=12 and ?level=N choose among the engine's boards and levels.
    const size = (info.boards.find((b) => String(b.size) === params.get('board')) || info.boards[0]).size;
    const level = levelOf(params.get('level'), autoplay ? LEVELS.min : LEVELS.default);
    if (autoplay) {
      newGame({ mode: 'cvc', level, size, variants: [], human: 'a' });
    } else {
      game = new wasm.Game(size, 'standard');
      cfg = { ...cfg, size, level };
      render();
      if (saved.bad) {
        newGame({ ...cfg }, T.savedUnreadable);
      } else {
        openDialog();
      }
    }
  }

  return {
    /** Ends the app: stops the computer, frees the game, empties `root`. */
    destroy() {
      token++;
      ai.destroy();
      board.destroy();
      game?.free();
      root.textContent = '';
    },
  };
}
