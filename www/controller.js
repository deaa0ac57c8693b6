// @ts-check
// The turn loop: the computer's throws and plays (also mid-throw, after a
// reload), throws and moves animated and announced, the roll-off, recovery
// from a game that cannot go on; human input (input.js) goes through
// `doThrow` and `playMove` too. Every action ends in one `commit`
// (chessground's habit: change, then draw once; docs/dev/architecture.md,
// "Sessions and features"). An async step holds the `token` it began with
// and stops once the session (session.js, the one writer of the game, its
// settings and the token) has changed it.

import { isComputer } from './state.js';
import { diceFaces, diceSaid } from './dom.js';

/** How long the computer's turn runs before the turn line says it is
 * thinking, in ms (at "fast" a turn is over sooner: nothing flickers). */
export const THINKING_SAID_AFTER = 500;

/**
 * @param {{
 *   s: import('./state.js').State,
 *   T: any,
 *   wasm: any,
 *   pace: import('./pace.js').PaceControl,
 *   ai: ReturnType<typeof import('./ai.js').createAi>,
 *   board: ReturnType<typeof import('./board.js').createBoard>,
 *   dice: ReturnType<typeof import('./dice.js').createDice>,
 *   panel: ReturnType<typeof import('./panel.js').createPanel>,
 *   renderer: ReturnType<typeof import('./render.js').createRenderer>,
 *   store: ReturnType<typeof import('./persistence.js').createPersistence>,
 *   emit: (type: string, detail: any) => void,
 *   restart: (notice: string) => void,
 *   throwBtn: HTMLButtonElement,
 *   retryBox: HTMLElement,
 * }} options `pace`: how long animations and pauses last (a tap cuts them short); `emit` tells the embedding page
 *   (and the features) of each throw, move and the end (daldos-game.js); `restart`: a fresh game with the same
 *   settings and `notice` (the game could not go on); `retryBox`: shown when the computer's engine stopped (its Try
 *   again button calls `advance`)
 */
export function createController({ s, T, pace, ai, board, dice, panel, renderer, store, emit, restart, throwBtn, retryBox }) {
  const { wait } = pace;
  /** The dice rolled for `values`, as long as the pace's `name` says (a tap settles them). */
  const roll = (values, name, side) => dice.roll(values, pace.ms(name), pace.signal(), panel.who(side));
  const sideName = (side) => T.sideName[side];
  const { say } = panel;
  /** What the last commit read (the game, its revision, the revision its legal moves were read at); what was saved. */
  const seen = { game: /** @type {any} */ (null), revision: -1, legal: -1 };
  const saved = { game: /** @type {any} */ (null), revision: -1, cfg: /** @type {any} */ (null) };

  /** What the player may do in view `v`. */
  function screenOf(v) {
    if (v.phase === 'over') return 'over';
    if (s.busy || isComputer(s, v.turn) || s.session.plays?.(v.turn) === false) return 'busy';
    // A lesson's roll-off waits for the player's Throw.
    return { awaitingThrow: 'human-throw', moving: 'human-move', rollOff: s.session.throwsRollOff ? 'human-throw' : 'busy' }[v.phase] ?? 'busy';
  }

  /** The end of every action: reads the facade once if the game changed
   * (`view`, and `legalMoves` when a human may move), drops a selection
   * or hint that no longer fits, saves once if anything changed, and
   * schedules one drawing. Returns the view. */
  function commit() {
    const { game } = s;
    const revision = game.revision();
    if (game !== seen.game || revision !== seen.revision) {
      seen.game = game;
      seen.revision = revision;
      seen.legal = -1;
      s.view = game.view();
    }
    const v = /** @type {import('daldos-web').View} */ (s.view);
    s.screen = s.session.screen ?? screenOf(v);
    if (s.screen === 'human-move') {
      if (seen.legal !== revision) s.legal = game.legalMoves();
      seen.legal = revision;
    } else s.legal = [];
    if (s.selected && !s.legal.some((m) => m.from === s.selected)) s.selected = null;
    if (s.hint && s.hint.revision !== revision) s.hint = null;
    save();
    renderer.schedule();
    return v;
  }

  /** Saves the game if the session saves and it changed since the last
   * save (its revision, or its settings). Also alone: a throw is saved in
   * the task that throws it, drawn only once its dice have rolled. */
  function save() {
    const { game } = s;
    const revision = game.revision();
    if (!s.session.saves || (saved.game === game && saved.revision === revision && saved.cfg === s.cfg)) return;
    Object.assign(saved, { game, revision, cfg: s.cfg });
    store.save(s);
  }

  /** Moves the game on: commits it, and lets the computer act when it is
   * its turn (also in the middle of its throw, after a reload). */
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
    const v = commit();
    // A session's play done (a lesson's throws played): the loop stops.
    if (s.session.ends?.(v)) {
      s.session.onEnd?.();
      return;
    }
    if (v.phase === 'over' || v.phase === 'rollOff' || s.session.still || !isComputer(s, v.turn)) return;
    s.busy = 'thinking';
    s.thinkingSaid = false;
    s.thinkingSide = v.turn === 'b' ? 'b' : 'a';
    commit();
    // Said only once the turn has lasted a while (a playtester saw
    // "thinking…" flicker for 0.3 s on every turn at "fast").
    const saying = setTimeout(() => {
      if (my !== s.token || s.busy !== 'thinking') return;
      s.thinkingSaid = true;
      commit();
    }, THINKING_SAID_AFTER);
    try {
      if (v.phase === 'awaitingThrow') {
        await wait('think');
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
      clearTimeout(saying);
      if (my === s.token) [s.busy, s.thinkingSaid, s.thinkingSide] = [false, false, null];
    }
    if (my === s.token) wait('next').then(() => my === s.token && advance());
  }

  /** Throws for the side to play, rolls the dice and says what came of it
   * (`note`: a player's throw thrown for them; `heard`: said first, joined:
   * the other side's play still on screen, features/said.js's `hold`). */
  async function doThrow(my, note = '', heard = '') {
    const { game } = s;
    const turn = /** @type {import('daldos-web').View} */ (s.view).turn;
    // An online game's dice come from its server (the session waits for
    // them); a lesson's are fixed; else the facade throws.
    const fixed = s.session.remoteThrow ? await s.session.remoteThrow() : (s.session.fixedThrow?.() ?? null);
    if (my !== s.token || (s.session.remoteThrow && !fixed)) return;
    const thrown = fixed ? game.throwWith(fixed) : game.throwDice();
    // Saved in the same task as the throw, before any animation: a reload (or the element
    // removed) while the dice roll finds this throw, never a chance to throw again. (Drawn later.)
    save();
    const kind = thrown.outcome;
    const values = thrown.dice;
    emit('daldos-throw', { side: turn, dice: values, outcome: kind, extraThrow: thrown.extraThrow });
    // Only the turn under way is told: a player's own throw starts afresh,
    // and so does the computer's first throw of its turn (what the other
    // side did is in the move list); the computer's extra throws add to it
    // (its "throws again" done: this is that throw), and a new game's
    // notice stays through the computer's first turn.
    const newTurn = s.notesSide != null && s.notesSide !== turn;
    const computer = s.cfg.mode === 'pvc' && isComputer(s, turn);
    // The player's own lost throw stays told through the computer's turn
    // that follows at once (at "fast" it would be gone before it is read).
    const lostBefore = newTurn && computer && s.notesSide !== null ? s.notes.filter((n) => n === T.lost(sideName(s.notesSide))) : [];
    if (newTurn || !computer) s.notes = note ? [note] : lostBefore;
    else s.notes = s.notes.filter((n) => n !== T.extra(sideName(turn)));
    s.notesSide = turn === 'b' ? 'b' : 'a';
    const wasBusy = s.busy;
    s.busy = s.busy || 'rolling';
    throwBtn.disabled = true;
    await roll(values, 'roll', turn);
    if (my !== s.token) return; // (stopped: the session has moved on)
    s.busy = wasBusy;
    // Said to screen readers: a player's throw at once; the computer's with its play (a lost one at once).
    const throwWords = T.throwSaid(sideName(turn), diceSaid(T, values));
    if (kind === 'lost') {
      let text = T.lost(sideName(turn));
      if (thrown.extraThrow) text += ' ' + T.extra(sideName(turn));
      s.notes.push(text);
      say(s.notes.join(' '), [heard, throwWords, note, text].filter(Boolean).join(' '));
      dice.show(values, [true, true], panel.who(turn));
      await wait('lost');
    } else {
      const partial = kind === 'partial' ? T.partial : '';
      const computer = isComputer(s, turn);
      say([...s.notes, partial].join(' ').trim(), computer ? '' : [heard, throwWords, note, partial].filter(Boolean).join(' '));
    }
  }

  /** Animates and makes the next move `move` (from the facade: one of the
   * human's legal moves, checked by input.js, or the engine's, checked
   * here); `note`: said with it (a move made for the player). */
  async function playMove(move, my, checked = false, note = '') {
    const { game } = s;
    const before = /** @type {import('daldos-web').View} */ (s.view);
    if (!checked && !game.isLegalMove(move)) throw new Error(`not a legal move now: ${move.text}`);
    const letter = before.holes.find((h) => h.name === move.from)?.piece || before.turn;
    // (A drawing meanwhile keeps the piece hidden where it left.)
    s.moving = move.from;
    await board.animateMove(move, letter, pace.ms('hole'), pace.signal()).finally(() => (s.moving = null));
    if (my !== s.token) return;
    const done = game.makeMove(move);
    s.session.moved?.(move);
    s.selected = null;
    const after = commit();
    emit('daldos-move', { side: before.turn, move, playDone: done });
    if (after.phase === 'over') emit('daldos-gameover', { winner: after.winner, termination: after.termination, record: game.toRecord() });
    const noted = s.notes.length;
    if (note) s.notes.push(note);
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
  }

  /** Whether a game is under way (its roll-off is done, or being thrown). */
  const started = () => commit().phase !== 'rollOff';

  /** The roll-off of the game just set up (session.js), animated round by
   * round (announcing `notice` first), then the turn loop. */
  async function rollOff(notice = '') {
    const my = s.token;
    const { game } = s;
    say(notice);
    // Saved before the roll-off too, so that a reload during it keeps the new game's
    // settings (it rolls off again); drawn, busy (a lesson's Throw off), before its dice roll.
    s.busy = 'rolling';
    commit();
    renderer.flush();
    const { rounds, starter } = s.session.rollOff ? s.session.rollOff() : game.rollOff();
    // Saved at once: a reload during the roll-off's animation resumes the
    // game with the starter already decided, never with another one.
    // (Drawn once the roll-off has been shown.)
    save();
    for (const { a, b, tie } of rounds) {
      // Say whose throw the dice show while they roll.
      panel.rollOffThrowing('a');
      await roll(a, 'offRoll', 'a');
      await wait('offGap');
      if (my !== s.token) return;
      panel.rollOffThrowing('b');
      await roll(b, 'offRoll', 'b');
      if (my !== s.token) return;
      const result = tie ? T.rollOffTie : T.starts(sideName(starter));
      const line = T.rollOffRound(diceFaces(T, a, '+'), diceFaces(T, b, '+')) + ' ' + result;
      const spoken = T.rollOffRound(diceSaid(T, a), diceSaid(T, b)) + ' ' + result;
      say(notice ? `${notice} ${line}` : line, notice ? `${notice} ${spoken}` : spoken);
      await wait('offRound');
    }
    if (my !== s.token) return;
    s.busy = false;
    dice.show(null);
    advance();
  }

  /** A game that cannot go on (an error while resuming or playing it): the
   * save is kept aside, the player is told, and a fresh game starts. Never
   * leaves the page "thinking". The computer's files missing, or its
   * engine stopped, is no fault of the game: that is said, and the game
   * stays. */
  function recover(err) {
    s.busy = false;
    s.hintAsked = null;
    if (err?.name === 'EngineFailed' || err?.name === 'EngineUnavailable') {
      console.error(`daldos-game: ${err.message}`);
      commit();
      if (err.name === 'EngineUnavailable') say(T.engineUnavailable);
      else {
        // The engine stopped twice in a row: said, with Try again.
        say(T.engineFailed(err.message.replace(/^[^:]*: /, '')));
        retryBox.hidden = false;
      }
      return;
    }
    console.warn('Daldøs: the game could not go on:', err);
    store.setAside(err?.message || err);
    restart(T.savedUnreadable);
  }

  return { commit, advance, doThrow, playMove, started, rollOff, recover };
}
