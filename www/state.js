// @ts-check
// The game screen's state: everything that changes while a mounted game
// runs, in one object made by `createState` (no globals: each mount has its
// own). The modules read and change it; render.js draws it (only reading
// it), and it alone writes the data hooks on the root and the board.
//
// The rules' facts are not kept here: they stay in the facade's game
// (`state.game`); the controller's commit reads its view and legal moves
// once per change of the game (its revision) into `view` and `legal`.
// Who writes which field: docs/dev/architecture.md, "The state".

/** @typedef {import('daldos-web').Game} Game */
/** @typedef {import('daldos-web').MoveData} MoveData */
/** @typedef {import('daldos-web').HintData} HintData */
/** @typedef {import('daldos-web').View} View */

/** @typedef {import('./settings.js').Config} Config */

/**
 * What the player may do now; the root's `data-state`.
 * @typedef {'human-throw' | 'human-move' | 'busy' | 'over' | 'replay'} Screen
 */

/**
 * Makes the state of a game screen, before any game.
 * @param {{ level: number, size: number }} defaults the engine's default level, its first board
 */
export function createState({ level, size }) {
  return {
    /** @type {Game | null} the facade's handle of the game (freed when a new one starts) */
    game: null,
    /** @type {Config} the settings of the game in play */
    cfg: { mode: 'pvc', level, size, variants: [], human: 'a' },
    /** @type {MoveData[]} the human's legal next moves (from the facade); empty when no human may move */
    legal: [],
    /** @type {string | null} the hole (its name) of the selected piece */
    selected: null,
    /** @type {string | null} the hole whose piece is moving (hidden there while it travels) */
    moving: null,
    /** @type {import('./session.js').Traits} what is on the board (session.js alone writes it) */
    session: { kind: 'idle' },
    /** @type {false | 'thinking' | 'moving' | 'rolling'} what is running: the computer thinking, a piece moving, dice rolling */
    busy: false,
    /** Whether the computer has been thinking long enough to say so (the
     * turn line's "thinking…" after `THINKING_SAID_AFTER` ms, controller.js):
     * a quick turn never flickers it on and off. */
    thinkingSaid: false,
    /** @type {'a' | 'b' | null} the side whose turn the computer is playing
     * while `busy` is `'thinking'` (its lost throw passes the game's turn
     * before its pause ends: the turn line still names the computer) */
    thinkingSide: null,
    /** A count that goes up with each new game (and at destroy): an async
     * step that finds it changed stops. */
    token: 0,
    /** @type {{ revision: number, value: HintData, why?: string, risk?: string } | null} the engine's
     * hint for the game at its `revision` (`game.revision()`); `why`: why it beats the next best play (the engine's
     * reasons in words, features/hint-why.js); with the capture odds shown, `risk`: the words on the
     * player's piece most open to capture after its play ("M9 would be 44 % open", or that none is) */
    hint: null,
    /** @type {number | null} the game's revision a hint is being computed for */
    hintAsked: null,
    /** @type {string[]} what the moves of this throw did (captures, extra throws), as announced */
    notes: [],
    /** @type {'a' | 'b' | null} whose turn `notes` tell of (null: a new game's notice) */
    notesSide: null,
    /** Keyboard focus to put back in play (after a throw, after Start) once
     * the human can act: the focused control was disabled or closed. */
    focusPending: false,
    /** Whether the visitor pressed a key or pointed while waiting (the
     * computer's turn, a roll): a focus they moved on the board meanwhile
     * stays where they put it. */
    focusMoved: false,
    /** Whether the visitor has used this game (a click, a key, Tab into it):
     * until then it never takes the focus or scrolls (it may be embedded in
     * another site's page). */
    engaged: false,
    /** Whether the game-over panel waits (features/assist.js): a forced
     * play made for the player that ended the game is seen and said first. */
    overHeld: false,
    /** @type {Screen | null} what the player may do, as last drawn (null before the first drawing) */
    screen: null,
    /** @type {View | null} the facade's view as last drawn: its phase, turn and position are the hooks' */
    view: null,
    /** @type {'worker' | 'main' | null} where the computer thinks, once it has started */
    ai: null,
    /** @type {'off' | 'waiting' | 'ready' | 'failed'} the capture odds on the board (odds.js): off, awaited from the engine, shown for the board drawn, or not to be had (the engine failed) */
    odds: 'off',
  };
}

/** @typedef {ReturnType<typeof createState>} State */

/** Whether the computer plays side `side` in a game of settings `cfg`. */
export const computerPlays = (cfg, side) => cfg.mode === 'cvc' || (cfg.mode === 'pvc' && side !== cfg.human);

/** Whether the computer plays side `side` in the game of `s`. */
export const isComputer = (s, side) => computerPlays(s.cfg, side);
