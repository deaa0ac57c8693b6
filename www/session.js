// @ts-check
// The session: what is on the board. One module owns it: a game in play,
// a lesson, the kiosk's attract loop, the board set up behind the start
// card, and the replay viewer over a paused game. It alone writes the game
// (`s.game`), its settings (`s.cfg`), the turn token (`s.token`) and the
// session's traits (`s.session`); it stops the current session cleanly
// before it starts the next, and keeps a paused game for the replay's
// Close. Features (www/features/) ask it to switch and hear what happens
// through `on` (docs/dev/architecture.md, "Sessions and features").
//
// The controller (the turn loop) and the renderer know a session only by
// its traits (`Traits`), never by the feature that started it.

import { createController } from './controller.js';
import { computerPlays } from './state.js';
import { today } from './progress-store.js';
import { ownSeed } from './settings-table.js';

/**
 * What a session is, as the turn loop, the renderer and the panel see it.
 * @typedef {object} Traits
 * @property {'idle' | 'game' | 'lesson' | 'attract' | 'replay' | 'online'} kind idle: the board behind the start card;
 *   online: a game played through a game server (features/friend.js)
 * @property {boolean} [still] the turn loop does not run (the board behind the start card, a paused game)
 * @property {import('./state.js').Screen} [screen] what the player may do, whatever the game (the replay's "replay":
 *   the game in play is not drawn, the viewer draws the board)
 * @property {boolean} [saves] whether its game is saved (only a game in play is)
 * @property {boolean} [quiet] nothing is said to screen readers (played for nobody)
 * @property {boolean} [names] the hole names are shown (the words name holes)
 * @property {() => string | null} [fixedThrow] the next throw, in throw notation, if the session sets the dice
 * @property {(view: import('daldos-web').View) => boolean} [ends] whether the session's play is done in `view` (the turn loop stops and `onEnd` is told)
 * @property {() => void} [onEnd] its play is done
 * @property {() => boolean} [held] whether no throw may be made now (the session waits for its own Next)
 * @property {(side: 'a' | 'b') => boolean} [plays] whether a player at this screen plays `side` (an online game: the
 *   seat of its link; none for a watcher); absent: as the mode says
 * @property {() => Promise<string | null>} [remoteThrow] the next throw, in throw notation, from the game's server
 *   (null: none came, nothing is thrown)
 * @property {(move: import('daldos-web').MoveData) => void} [moved] told of each move made on the board
 * @property {() => { rounds: import('daldos-web').RollOffRound[], starter: 'a' | 'b' }} [rollOff] the roll-off,
 *   thrown elsewhere (a game server, a lesson's fixed throws) and played into the game
 * @property {boolean} [throwsRollOff] the roll-off waits for the player's Throw (a lesson), instead of starting at once
 * @property {boolean} [final] each move is final once made (an online game: it is sent to the server at once), and
 *   the opponent is a person: no Undo step and no Hint
 * @property {(side: 'a' | 'b') => void} [resign] a resignation asked for is made elsewhere (a game server): sent there,
 *   the game changed when its answer comes
 */

/** Events: `stop` (a session ends; cards of the last one close), `draw`
 * (the board was drawn: the game drawn), `daldos-gameover` (a game ended,
 * on the board or by a resignation: its winner, termination and record). */

/**
 * @param {Omit<Parameters<typeof createController>[0], 'commit' | 'restart' | 'traits'> & {
 *   seed: number | null | (() => number | null),
 * }} options the controller's parts; `seed`: the page's seed (none:
 *   system randomness) or a function giving each new game's
 */
export function createSession(options) {
  const { s, wasm, panel, dice, retryBox } = options;
  /** @type {Map<string, Set<(detail: any) => void>>} */
  const listeners = new Map();
  /** The game in play paused behind the replay viewer: its traits. */
  let paused = /** @type {Traits | null} */ (null);
  /** Each new game's seed (the page's, or a feature's `seedWith`). */
  let { seed } = options;

  const controller = createController({
    ...options,
    restart: (notice) => newGame({ ...s.cfg }, notice),
  });

  /** Tells the listeners of `type`. */
  function emit(type, detail) {
    for (const fn of listeners.get(type) || []) fn(detail);
  }

  /** Stops what runs (the turn loop, a roll, the computer's turn, a move)
   * and drops the selection, the hint and the retry box. */
  function halt() {
    s.token++;
    s.busy = false;
    s.selected = null;
    s.hint = null;
    s.hintAsked = null;
    s.moving = null;
    retryBox.hidden = true;
  }

  /** Whether the game of a session of `kinds` is under way (a resignation
   * or a takeback may be made): its roll-off done, not over. */
  function underWay(kinds = ['game']) {
    const v = s.view;
    return kinds.includes(s.session.kind) && !!s.game && !!v && (v.phase === 'awaitingThrow' || v.phase === 'moving');
  }

  /** Stops what runs (`halt`) and clears what belonged to it; `game`, if
   * given, goes on the board (the old one is freed unless it is the same). */
  function stop(game = null) {
    halt();
    s.notes = [];
    s.notesSide = null;
    panel.reset();
    panel.say('');
    dice.show(null);
    paused = null;
    emit('stop', null);
    if (game && game !== s.game) {
      s.game?.free();
      s.game = game;
    }
  }

  /** Starts session `traits` on `game` with settings `cfg`. */
  function enter(game, cfg, traits) {
    stop(game);
    s.cfg = cfg;
    s.session = traits;
  }

  /** What a new game's record tells beside its moves (the facade's
   * `FactsData`): today by the visitor's clock (not a rule: the day the
   * game was played, as the visitor counts it), and who plays each side
   * under `cfg`: a person, or the computer at `cfg.level`. */
  function factsOf(cfg) {
    const date = today();
    /** @param {'a' | 'b'} side */
    const player = (side) =>
      computerPlays(cfg, side)
        ? /** @type {const} */ ({ kind: 'computer', level: cfg.level })
        : /** @type {const} */ ({ kind: 'person' });
    return { date, light: player('a'), dark: player('b') };
  }

  /** A new game with settings `cfg` (announcing `notice` first): its
   * roll-off, then the turn loop. `attract`: played by the computer for
   * nobody (kiosk mode). */
  function newGame(cfg, notice = '', { attract = false } = {}) {
    const game = new wasm.Game(cfg.size, cfg.variants.join(' ') || 'standard');
    // The saved game's own seed, else the page's, else its own (`ownSeed`).
    game.setSeed(cfg.seed ?? (typeof seed === 'function' ? seed() : seed) ?? ownSeed());
    game.setFacts(factsOf(cfg));
    enter(game, cfg, attract ? { kind: 'attract', quiet: true } : { kind: 'game', saves: true });
    // A notice (a save that could not be resumed) stays in view through
    // the computer's first throws, until the player acts.
    s.notes = notice ? [notice] : [];
    controller.rollOff(notice);
  }

  /** Goes on with `game` (settings `cfg`; given its own seed if it has none), e.g. a saved or opened game;
   * one saved before its roll-off rolls off now. `notes`: said first. */
  function resume(game, cfg, notes = []) {
    if (game.seed == null) game.setSeed(ownSeed());
    enter(game, cfg, { kind: 'game', saves: true });
    s.notes = notes;
    if (notes.length) panel.say(notes.join(' '));
    try {
      if (controller.started()) controller.advance();
      else newGame({ ...cfg });
    } catch (err) {
      controller.recover(err);
    }
  }

  /** `side` resigns the game on the board now: what runs stops, the game
   * ends (the facade's `resign`), drawn and told as any end. */
  function resignNow(side) {
    const game = /** @type {import('daldos-web').Game} */ (s.game);
    halt();
    game.resign(side);
    // What was said of the game under way (a takeback, a capture) is
    // over with it: the result says the rest.
    s.notes = [];
    panel.say('');
    s.focusPending = true;
    const over = controller.commit();
    options.emit('daldos-gameover', { winner: over.winner, termination: over.termination, record: game.toRecord() });
  }

  return {
    controller,
    newGame,
    resume,
    /** The board set up with `game` (settings `cfg`), nothing running: what
     * the start card stands over. */
    idle(game, cfg) {
      enter(game, cfg, { kind: 'idle', still: true });
      controller.commit();
    },
    /** A session of a feature's own (a lesson): `game` played by the
     * visitor alone, with `traits`. */
    play(game, cfg, traits) {
      enter(game, cfg, traits);
      s.focusPending = true;
      controller.advance();
      // Drawn (and the focus put) before the feature draws its own card.
      options.renderer.flush();
    },
    /** Pauses the game in play (the replay viewer opens over it): its turn
     * loop stops, nothing of it is lost; `unpause` goes on with it. */
    pause() {
      if (s.session.kind === 'replay') return;
      s.token++;
      s.busy = false;
      s.hintAsked = null;
      s.selected = null;
      paused = s.session;
      s.session = { kind: 'replay', still: true, screen: 'replay' };
    },
    /** Goes on with the paused game where it was (the replay's Close);
     * whether there was one under way. */
    unpause() {
      const was = paused;
      paused = null;
      if (!was) return false;
      s.session = was;
      s.focusPending = true;
      if (controller.started() || was.kind !== 'game') controller.advance();
      else controller.commit();
      return controller.started();
    },
    /** `side` resigns the game in play (the resign feature asks): what
     * runs stops (the computer's turn, a roll, a move), the game is over,
     * won by the other side (the facade's `resign`: the record says so),
     * saved and drawn as any end. Whether it was done (only a game in
     * play, under way, can be resigned). @param {'a' | 'b'} side */
    resign(side) {
      if (!underWay(['game', 'online'])) return false;
      if (s.session.resign) {
        s.session.resign(side);
        return true;
      }
      resignNow(side);
      return true;
    },
    /** `side` takes back in the game in play (the takeback feature asks):
     * what runs stops (the computer's turn, a roll, a move), the game goes
     * back to the start of `side`'s last played throw with the same dice
     * in hand (the facade's `takeBack`: counted in the record), saved,
     * drawn, and the turn loop goes on from there. The throw restored
     * (`{ dice, throws }`), or null when it cannot (only a game in play,
     * under way, with a throw of `side` to take back). @param {'a' | 'b'} side */
    takeBack(side) {
      if (!underWay() || !s.view?.takeBack?.[side]) return null;
      halt();
      s.notes = [];
      s.notesSide = null;
      const back = s.game.takeBack(side);
      s.focusPending = true;
      controller.advance();
      return back;
    },
    /** An online game (features/friend.js): `game` mirrors the server's,
     * with `traits` (kind `online`); its turn loop runs the server's
     * throws and moves as they come. `game` replaces the one on the board
     * (a reconnection that found the game moved on) without a new session
     * when `traits` is the session's own. */
    online(game, cfg, traits) {
      if (s.session === traits && s.game !== game) {
        s.token++;
        s.busy = false;
        s.selected = null;
        s.moving = null;
        dice.show(null);
        s.game?.free();
        s.game = game;
      } else enter(game, cfg, traits);
      controller.commit();
    },
    /** The online game's resignation by `side`, as its server said: the
     * game over, drawn and told as any end. @param {'a' | 'b'} side */
    resigned(side) {
      if (s.session.kind === 'online' && s.game && s.view?.phase !== 'over') resignNow(side);
    },
    /** Rematch: the last game's settings, the sides swapped against the
     * computer and said so (its own seed dropped: the page's, if any, throws). */
    rematch() {
      const { seed: _seed, ...cfg } = s.cfg;
      const human = cfg.human === 'a' ? 'b' : 'a';
      s.focusPending = true;
      newGame(cfg.mode === 'pvc' ? { ...cfg, human } : cfg, cfg.mode === 'pvc' ? options.T.rematchSides(options.T.sideName[human]) : '');
    },
    /** The traits of the game paused behind the viewer (null: none). */
    paused: () => paused,
    /** Gives each new game its seed from `next` (a kiosk's visitors each
     * get a game of their own). @param {() => number | null} next */
    seedWith(next) {
      seed = next;
    },
    /** Whether a game is under way (its roll-off thrown). */
    started: () => controller.started(),
    /** Listens to `type` ("stop", "draw", "over"). */
    on(type, fn) {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)?.add(fn);
    },
    emit,
    /** Ends the session for good (the app is destroyed). */
    end() {
      s.token++;
      s.game?.free();
      s.game = null;
    },
  };
}
