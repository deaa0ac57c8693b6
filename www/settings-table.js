// @ts-check
// The one table of settings itself (chessground's `config.ts` habit):
// every setting a page can give the game, one row each, with its attribute
// (also the page address's parameter), its `newGame()` option, its type,
// how it is read from text and checked against the engine's `rulesInfo()`,
// its default and what it does. Its readers (`readSettings`, `configFrom`)
// and the types they give (`Config`, `Screen`) are settings.js's, which
// re-exports all of this: the game's modules import from settings.js. The
// rules' own lists (boards, variants, levels) come from the engine, never
// from here.

/** @typedef {import('daldos-web').RulesInfo} RulesInfo */

/** The game modes: a player against the computer, two players, the
 * computer against itself. */
export const MODES = ['pvc', 'pvp', 'cvc'];

/** The paces of the animations and pauses (pace.js): none, short, the
 * game's own. */
export const PACES = /** @type {const} */ (['off', 'fast', 'normal']);


/** A game's own seed from the browser's randomness (any `u32`), for a
 * game given none: every game is seeded, so that a takeback, and a reload
 * after it, never throws new dice (the computer's reply stays the one it
 * was: docs/notation.md, "Takebacks"). */
export const ownSeed = () => crypto.getRandomValues(new Uint32Array(1))[0];

/** A seed (a whole number 0..4294967295) read from `x`, else null. */
export const seedOf = (x) => (x != null && /^\d{1,10}$/.test(String(x)) && Number(x) <= 0xffffffff ? Number(x) : null);

/** A level read from `x`, if within `levels` (`rulesInfo().levels`), else `fallback`. */
export const levelOf = (levels, x, fallback) => {
  const n = Number(x);
  return Number.isInteger(n) && n >= levels.min && n <= levels.max ? n : fallback;
};

/** Whether the `kiosk` attribute's text `text` (null: absent) is kiosk
 * mode: present with any value but "false". */
export const kioskOn = (/** @type {string | null} */ text) => text != null && text !== 'false';

/** Variant ids in `text` (separated by spaces or commas). */
export const idsIn = (text) => String(text).split(/[\s,]+/).filter(Boolean);

/**
 * One setting.
 * @typedef {object} Setting
 * @property {string} attribute the element's attribute and the address's parameter ('' for none)
 * @property {string} option its name in `newGame()`'s config ('' for none)
 * @property {'game' | 'screen' | 'element'} scope `game`: a field of Config (`key`); `screen`: of Screen (`key`); `element`: read by the element itself
 * @property {string} key its field in Config or Screen
 * @property {string} type what it takes, as a web editor reads it
 * @property {(info: RulesInfo) => string} choices its values, for a message ("one of 16, 12")
 * @property {(text: string, info: RulesInfo) => any} read its value from an attribute's text, `undefined` if the text is none of its values
 * @property {(value: any, info: RulesInfo) => any} [check] its value from `newGame()`'s config, `undefined` if none of its values
 * @property {string} doc what it does
 */

/** @type {Setting[]} */
export const SETTINGS = [
  {
    attribute: 'board',
    option: 'board',
    scope: 'game',
    key: 'size',
    type: 'number',
    choices: (info) => `one of ${info.boards.map((b) => b.size).join(', ')}`,
    read: (text, info) => info.boards.find((b) => String(b.size) === text)?.size,
    check: (value, info) => info.boards.find((b) => b.size === Number(value))?.size,
    doc: 'holes in an outer row of the first game: 16 (Danish, 16-17-16) or 12 (Norwegian, 12-13-12)',
  },
  {
    attribute: 'mode',
    option: 'mode',
    scope: 'game',
    key: 'mode',
    type: "'pvc' | 'pvp' | 'cvc'",
    choices: () => `one of ${MODES.join(', ')}`,
    read: (text) => (MODES.includes(text) ? text : undefined),
    doc: 'pvc: against the computer; pvp: two players on one device; cvc: the computer plays itself',
  },
  {
    attribute: 'level',
    option: 'level',
    scope: 'game',
    key: 'level',
    type: 'number',
    choices: (info) => `one of ${info.levels.min}..${info.levels.max}`,
    read: (text, info) => levelOf(info.levels, text, undefined),
    check: (value, info) => (Number.isInteger(value) ? levelOf(info.levels, value, undefined) : undefined),
    doc: "the computer's level, 1 (beginner) to 5 (strongest)",
  },
  {
    attribute: 'variants',
    option: 'variants',
    scope: 'game',
    key: 'variants',
    type: 'string[] | string',
    choices: (info) => `one of ${info.variants.map((v) => v.id).join(', ')}`,
    // Unknown ids are left out (each named on the console, readSettings).
    read: (text, info) => idsIn(text).filter((id) => info.variants.some((v) => v.id === id)),
    check: (value, info) => {
      const ids = typeof value === 'string' ? idsIn(value) : Array.isArray(value) ? [...value] : null;
      return ids && ids.every((id) => info.variants.some((v) => v.id === id)) ? ids : undefined;
    },
    doc: 'the variants of the first game (docs/rules.md), ids separated by spaces; none: the standard rules',
  },
  {
    attribute: '',
    option: 'human',
    scope: 'game',
    key: 'human',
    type: "'a' | 'b'",
    choices: () => '"a" or "b"',
    read: (text) => (text === 'a' || text === 'b' ? text : undefined),
    doc: "the player's side against the computer: a (Light) or b (Dark)",
  },
  {
    attribute: 'seed',
    option: 'seed',
    scope: 'game',
    key: 'seed',
    type: 'number',
    choices: () => 'a whole number 0..4294967295',
    read: (text) => seedOf(text) ?? undefined,
    doc: 'seeded dice and choices: the same seed and the same clicks give the same game',
  },
  {
    attribute: 'kiosk',
    option: '',
    scope: 'screen',
    key: 'kiosk',
    type: 'boolean',
    choices: () => 'present, or "false"',
    read: (text) => kioskOn(text),
    doc: 'a museum touch screen: nothing saved, an idle reset; kiosk="false" is no kiosk',
  },
  {
    attribute: 'idle-minutes',
    option: '',
    scope: 'screen',
    key: 'idleMinutes',
    type: 'number',
    choices: () => 'a number of minutes above 0',
    read: (text) => (Number(text) > 0 ? Number(text) : undefined),
    doc: 'kiosk mode: minutes without a touch before "Still playing?" (default 3)',
  },
  {
    // The pace's former spelling, still read: speed="fast" is pace="off".
    attribute: 'speed',
    option: '',
    scope: 'screen',
    key: 'pace',
    type: "'fast'",
    choices: () => '"fast"',
    read: (text) => (text === 'fast' ? 'off' : undefined),
    doc: 'fast: no animations or pauses (tests, demonstrations); the former spelling of pace="off"',
  },
  {
    attribute: 'pace',
    option: '',
    scope: 'screen',
    key: 'pace',
    type: "'off' | 'fast' | 'normal'",
    choices: () => `one of ${PACES.join(', ')}`,
    read: (text) => PACES.find((p) => p === text),
    doc: "the animations and pauses: off (none), fast (short) or normal (the game's own), over the visitor's choice in the settings menu",
  },
  {
    attribute: 'autoplay',
    option: '',
    scope: 'screen',
    key: 'autoplay',
    type: "'fast'",
    choices: () => '"fast"',
    read: (text) => (text === 'fast' ? true : undefined),
    doc: 'fast: the computer plays itself at once, nothing saved',
  },
  {
    attribute: 'sound',
    option: '',
    scope: 'screen',
    key: 'sound',
    type: "'on' | 'off'",
    choices: () => '"on" or "off"',
    read: (text) => (text === 'on' ? true : text === 'off' ? false : undefined),
    doc: "on: the sound is on until the visitor turns it off; off: off until the visitor turns it on (the visitor's choice is kept)",
  },
  {
    attribute: 'server',
    option: '',
    scope: 'screen',
    key: 'server',
    type: 'string',
    choices: () => 'an http: or https: address',
    read: (text) => {
      try {
        const url = new URL(text, globalThis.location?.href);
        return url.protocol === 'http:' || url.protocol === 'https:' ? url.href.replace(/\/?$/, '/') : undefined;
      } catch {
        return undefined;
      }
    },
    doc: "the game server of Play a friend (docs/server.md); default: the page's own origin. The button shows only when a server answers there",
  },
];

/** The attributes read by the element itself (daldos-game.js), for the
 * attribute table: the language, the save's key, the share links' address. */
export const ELEMENT_ATTRIBUTES = ['lang', 'storage-key', 'share-url'];

/** The attributes of SETTINGS (the game's and the screen's). */
export const ATTRIBUTES = SETTINGS.filter((d) => d.attribute).map((d) => d.attribute);
/** The attributes that set up a game (the others set up the screen). */
export const GAME_ATTRIBUTES = SETTINGS.filter((d) => d.attribute && d.scope === 'game').map((d) => d.attribute);
