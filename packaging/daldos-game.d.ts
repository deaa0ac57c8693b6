// TypeScript declarations of the <daldos-game> element (daldos-game.js).
// The rules facade's own declarations are in daldos-web.d.ts (generated
// from the Rust types by wasm-bindgen).
import type { MoveData, SideName, ThrowOutcome } from './daldos-web.js';

/** A side: "a" (Light, row A) or "b" (Dark, row B); the facade's own type. */
export type Side = SideName;

/** The languages of the game (its `lang` attribute, www/strings.js's LANGUAGES):
 * English, Danish, Norwegian bokmål, Spanish, Italian, Swedish, German. */
export type Language = 'en' | 'da' | 'nb' | 'es' | 'it' | 'sv' | 'de';

/** The settings of a new game; omitted fields keep those of the game in play. */
export interface GameConfig {
  /** "pvc" against the computer, "pvp" two players on one device, "cvc" the computer against itself. */
  mode?: 'pvc' | 'pvp' | 'cvc';
  /** The computer's level (1 = beginner … 5 = strongest). */
  level?: number;
  /** Holes in an outer row: 16 (Danish board) or 12 (Norwegian board). */
  board?: number;
  /** Variant ids: "stern-most-dal", "capture-both-stops", "last-piece-loses" (an array, or one string of them separated by spaces). */
  variants?: string[] | string;
  /** The player's side against the computer. */
  human?: Side;
  /** 0..4294967295: the dice and the computer's choices follow from it. */
  seed?: number;
}

export interface DaldosThrowDetail {
  side: Side;
  /** The two dice, each 1 (dal), 2, 3, 4 (the long dice have no 5 or 6). */
  dice: [number, number];
  /** "play" (both dice can be used), "partial" (one), "lost" (none). */
  outcome: ThrowOutcome;
  /** Whether the thrower throws again afterwards (a 1+1). */
  extraThrow: boolean;
}

export interface DaldosMoveDetail {
  side: Side;
  move: MoveData;
  /** Whether this move finished the throw's play. */
  playDone: boolean;
}

export interface DaldosGameOverDetail {
  winner: Side;
  /** How it ended: on the board, or by the loser's resignation. */
  termination: 'normal' | 'resignation';
  /** The game record (docs/notation.md in the source). */
  record: string;
}

export interface DaldosErrorDetail {
  message: string;
  /** The site's Content-Security-Policy blocks WebAssembly. */
  wasmBlocked: boolean;
}

/**
 * `<daldos-game>`: its attributes are in docs/embedding.md's table. Among them
 * `server`: the game server of Play a friend (an `http:` or `https:` address;
 * default the page's own origin; the start card offers Play a friend only when
 * a server answers there, `GET /api/health`, docs/server.md).
 */
export declare class DaldosGame extends HTMLElement {
  /** Resolves once the game is drawn (with every attribute changed while it loaded); rejects with the error if it
   * cannot start. An attribute change that draws the game again makes a new promise. */
  readonly ready: Promise<void>;
  /** The game record, or null before the game is ready. */
  readonly record: string | null;
  /** The position shown, in position notation, or null before the game is ready. */
  readonly position: string | null;
  /** The language shown. */
  readonly language: Language;
  /**
   * Starts a new game at once.
   * @throws RangeError on a mode, level, board or variant the game does not know
   * @throws Error before the element is ready (await `ready` first)
   */
  newGame(config?: GameConfig): void;
}

/** Loads the rules facade (once per page). */
export declare function loadFacade(): Promise<typeof import('./daldos-web.js')>;

/** The site's Content-Security-Policy forbids WebAssembly. */
export declare class WasmBlockedError extends Error {}

declare global {
  interface HTMLElementTagNameMap {
    'daldos-game': DaldosGame;
  }
  interface HTMLElementEventMap {
    'daldos-ready': CustomEvent<{ version: string }>;
    'daldos-throw': CustomEvent<DaldosThrowDetail>;
    'daldos-move': CustomEvent<DaldosMoveDetail>;
    'daldos-gameover': CustomEvent<DaldosGameOverDetail>;
    'daldos-error': CustomEvent<DaldosErrorDetail>;
    /** Kiosk mode: a visitor is using the game (at most every 10 seconds). */
    'daldos-activity': CustomEvent<Record<string, never>>;
  }
}
