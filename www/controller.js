// @ts-check
// The turn loop: draws and saves the game after each change, lets the
// computer throw and play when it is its turn (also in the middle of its
// throw, after a reload), animates throws and moves and announces what
// they did; the roll-off and a new game; recovery from a game that cannot
// go on. Human input (input.js) goes through `doThrow` and `playMove` too.
//
// Every async step holds the state's `token` from when it began and stops
// once it has changed (a new game started, or the app was destroyed).

import { isComputer } from './state.js';
import { diceFaces, diceSaid } from './dom.js';
import { reducedMotion } from './board.js';

/**
 * @param {{
 *   s: import('./state.js').State,
 *   T: any,
 *   wasm: any,
 *   seed: number | null | (() => number | null),
 *   fast: boolean,
 *   ai: ReturnType<typeof import('./ai.js').createAi>,
 *   board: ReturnType<typeof import('./board.js').createBoard>,
 *   dice: ReturnType<typeof import('./dice.js').createDice>,
 *   panel: ReturnType<typeof import('./panel.js').createPanel>,
 *   renderer: ReturnType<typeof import('./render.js').createRenderer>,
 *   store: ReturnType<typeof import('./persistence.js').createPersistence>,
 *   emit: (type: string, detail: any) => void,
 *   nextThrow?: () => string | null,
 *   onLessonDone?: () => void,
 *   throwBtn: HTMLButtonElement,
 *   retryBox: HTMLElement,
 * }} options `seed`: the page's seed (none: system randomness), or a
 *   function giving each new game's (a kiosk's visitors each get a game of
 *   their own); `fast`:
 *   no animations or pauses; `emit` tells the embedding page of each throw,
 *   move and the end (daldos-game.js); `nextThrow` gives a lesson's fixed
 *   throw (tutorial.js), `onLessonDone` hears that its throws are played;
 *   `retryBox`: shown when the computer's engine stopped (its Try again
 *   button calls `advance`)
 */
export function createController({ s, T, wasm, seed, fast, ai, board, dice, panel, renderer, store, emit, throwBtn, retryBox, nextThrow = () => null, onLessonDone = () => {} }) {
  const speed = fast ? 0 : 1;
  const motion = () => (speed && !reducedMotion() ? 1 : 0);
  const wait = (ms) => new Promise((r) => setTimeout(r, ms * speed));
  const sideName = (side) => T.sideName[side];
  const { render } = renderer;
  const { say } = panel;
  // A lesson of "Learn to play" is never saved.
  const save = () => s.lesson || store.save(s);

  /** Moves the game on: draws it, saves it, and lets the computer act when
   * it is its turn (also in the middle of its throw, after a reload). */
  async function advance() {
    const my = s.token;
    retryBox.hidden = true;
    try {
      await step(my);
    } catch (err) {
      if (my === s.token) recover(err);
    }
  }

  async function step(my) {
    const v = render();
    save();
    // A lesson ends when its throws are played: the turn passes, or it is won.
    if (s.lesson && (v.phase === 'over' || v.turn !== 'a')) {
      onLessonDone();
      return;
    }
    if (v.phase === 'over' || v.phase === 'rollOff') return;
    if (!isComputer(s, v.turn)) return;
    s.busy = 'thinking';
    render();
    try {
      if (v.phase === 'awaitingThrow') {
        await wait(450);
        if (my !== s.token) return;
        await doThrow(my);
      } else if (v.phase === 'moving') {
        // The rest of the throw: all of it, or what a reload left undone.
        const request = s.game.engineRequest();
        const bot = `level${s.cfg.level}`;
        const choice = s.game.choiceSeed();
        // A worker that died mid-task is started again, once.
        const moves = await ai.play(request, bot, choice).catch((err) => {
          if (err?.name !== 'EngineFailed' || my !== s.token) throw err;
          console.warn(`daldos-game: ${err.message}; starting it again`);
          return ai.play(request, bot, choice);
        });
        if (my !== s.token) return;
        s.busy = 'moving';
        for (const move of moves) {
          await playMove(move, my);
          if (my !== s.token) return;
        }
      }
    } finally {
      if (my === s.token) s.busy = false;
    }
    if (my === s.token) setTimeout(() => my === s.token && advance(), fast ? 0 : 250);
  }

  /** Throws for the side to play, rolls the dice and says what came of it. */
  async function doThrow(my) {
    const { game } = s;
    const turn = game.view().turn;
    const fixed = s.lesson ? nextThrow() : null;
    const thrown = fixed ? game.throwWith(fixed) : game.throwDice();
    // Saved in the same task as the throw, before any animation: a reload
    // (or the element removed) while the dice roll finds this throw, never
    // a chance to throw again.
    save();
    const kind = thrown.outcome;
    const values = thrown.dice;
    emit('daldos-throw', { side: turn, dice: values, outcome: kind, extraThrow: thrown.extraThrow });
    // Only the turn under way is told: a player's own throw starts afresh,
    // and so does the computer's first throw of its turn (what the other
    // side did is in the move list); the computer's extra throws add to it,
    // and a new game's notice stays through the computer's first turn.
    const newTurn = s.notesSide != null && s.notesSide !== turn;
    if (newTurn || !(s.cfg.mode === 'pvc' && isComputer(s, turn))) s.notes = [];
    s.notesSide = turn === 'b' ? 'b' : 'a';
    const wasBusy = s.busy;
    s.busy = s.busy || 'rolling';
    throwBtn.disabled = true;
    await dice.roll(values, 700 * motion());
    s.busy = wasBusy;
    if (my !== s.token) return;
    // Said to screen readers: a player's throw at once; the computer's
    // with its play, once made (or at once, if it is lost).
    const throwWords = T.throwSaid(sideName(turn), diceSaid(T, values));
    if (kind === 'lost') {
      let text = T.lost(sideName(turn));
      if (thrown.extraThrow) text += ' ' + T.extra(sideName(turn));
      s.notes.push(text);
      say(s.notes.join(' '), `${throwWords} ${text}`);
      dice.show(values, [true, true]);
      await wait(1400);
    } else {
      const partial = kind === 'partial' ? T.partial : '';
      const computer = isComputer(s, turn);
      say([...s.notes, partial].join(' ').trim(), computer ? '' : `${throwWords} ${partial}`.trim());
    }
  }

  /** Animates and makes the legal next move `move` (from the facade). */
  async function playMove(move, my) {
    const { game } = s;
    const before = game.view();
    if (!game.isLegalMove(move)) throw new Error(`not a legal move now: ${move.text}`);
    const letter = before.holes.find((h) => h.name === move.from)?.piece || before.turn;
    await board.animateMove(move, letter, 130 * motion());
    if (my !== s.token) return;
    const done = game.makeMove(move);
    s.selected = null;
    emit('daldos-move', { side: before.turn, move, playDone: done });
    const after = game.view();
    if (after.phase === 'over') emit('daldos-gameover', { winner: after.winner, record: game.toRecord() });
    const noted = s.notes.length;
    if (move.captures.length) {
      const by = before.turn;
      const victim = by === 'a' ? 'b' : 'a';
      const you = s.cfg.mode === 'pvc';
      s.notes.push(
        T.captured(
          { you: you && !isComputer(s, by), name: sideName(by) },
          { you: you && !isComputer(s, victim), name: sideName(victim) },
          move.captures,
        ),
      );
    }
    if (done && after.extraThrow) s.notes.push(T.extra(sideName(before.turn)));
    // Said: what this move added; for the computer, its whole throw in
    // words once its play is made (as the move list gives it).
    const computer = isComputer(s, before.turn);
    const spoken = computer
      ? done
        ? panel.entryWords(after.lastEntry, true)
        : ''
      : [T.moveSaid(move.from, move.to), ...s.notes.slice(noted)].join(' ');
    if (done || move.captures.length) say(s.notes.join(' '), spoken);
    else panel.speak(spoken);
    render();
    save();
  }

  /** Whether a game is under way (its roll-off is done, or being thrown). */
  function started() {
    return s.game.view().phase !== 'rollOff';
  }

  /** Starts a game with the settings `next` (announcing `notice` first):
   * the roll-off, animated round by round, then the turn loop. */
  async function newGame(next, notice = '') {
    const my = ++s.token;
    s.busy = false;
    s.selected = null;
    retryBox.hidden = true;
    panel.reset();
    s.game?.free();
    s.hint = null;
    s.lesson = null;
    // A notice (a save that could not be resumed, the default game) stays
    // in view through the computer's first throws, until the player acts.
    s.notes = notice ? [notice] : [];
    s.notesSide = null;
    s.cfg = next;
    const game = new wasm.Game(next.size, next.variants.join(' ') || 'standard');
    s.game = game;
    // The saved game's own seed (a reload during its roll-off), else the
    // page's.
    game.setSeed(next.seed ?? (typeof seed === 'function' ? seed() : seed) ?? undefined);
    say(notice);
    render();
    // Saved before the roll-off too, so that a reload during it keeps the
    // new game's settings (it rolls off again).
    save();
    const { rounds, starter } = game.rollOff();
    // Saved at once: a reload during the roll-off's animation resumes the
    // game with the starter already decided, never with another one.
    save();
    s.busy = 'rolling';
    for (const { a, b, tie } of rounds) {
      // Say whose throw the dice show while they roll.
      panel.rollOffThrowing('a');
      await dice.roll(a, 600 * motion());
      await wait(250);
      if (my !== s.token) return;
      panel.rollOffThrowing('b');
      await dice.roll(b, 600 * motion());
      if (my !== s.token) return;
      const fmt = (t) => diceFaces(T, t, '+');
      const result = tie ? T.rollOffTie : T.starts(sideName(starter));
      const line = T.rollOffRound(fmt(a), fmt(b)) + ' ' + result;
      const spoken = T.rollOffRound(diceSaid(T, a), diceSaid(T, b)) + ' ' + result;
      say(notice ? `${notice} ${line}` : line, notice ? `${notice} ${spoken}` : spoken);
      await wait(900);
    }
    if (my !== s.token) return;
    s.busy = false;
    dice.show(null);
    advance();
  }

  /** A game that cannot go on (an error while resuming or playing it): the
   * save is kept aside, the player is told, and a fresh game starts. Never
   * leaves the page "thinking". The computer's files missing is no fault
   * of the game: that is said, and the game stays. */
  function recover(err) {
    if (err?.name === 'EngineFailed') {
      // The engine stopped twice in a row: said, with Try again; the game
      // stays as it is.
      console.error(`daldos-game: ${err.message}`);
      s.busy = false;
      s.hintAsked = null;
      render();
      say(T.engineFailed(err.message.replace(/^[^:]*: /, '')));
      retryBox.hidden = false;
      return;
    }
    if (err?.name === 'EngineUnavailable') {
      // The computer's files are missing (a copy of the game's folder
      // without engine/): said, and the game stays as it is (no fresh game).
      console.error(`daldos-game: ${err.message}`);
      s.busy = false;
      s.hintAsked = null;
      render();
      say(T.engineUnavailable);
      return;
    }
    console.warn('Daldøs: the game could not go on:', err);
    store.setAside(err?.message || err);
    s.busy = false;
    s.hintAsked = null;
    newGame({ ...s.cfg }, T.savedUnreadable);
  }

  /** Goes on with the saved game `game` (settings `cfg`); one saved before
   * its roll-off rolls off now. */
  function resume(game, cfg) {
    s.game = game;
    s.cfg = cfg;
    try {
      if (started()) advance();
      else newGame({ ...cfg });
    } catch (err) {
      recover(err);
    }
  }

  return { advance, doThrow, playMove, started, newGame, recover, resume };
}
