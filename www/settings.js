// @ts-check
// The one table of settings (chessground's `config.ts` habit): every
// setting a page can give the game, one row each, with its attribute (also
// the page address's parameter), its `newGame()` option, its type, how it
// is read from text and checked against the engine's `rulesInfo()`, its
// default and what it does. The element's attributes and the page's
// address (`readSettings`), the new-game dialog and the save (`Config`,
// below) and `newGame()` (`configFrom`) all go through it; the attribute
// table in docs/embedding.md and packaging/daldos-game.d.ts are held
// against it by tests/e2e/settings.spec.mjs. The rules' own lists (boards,
// variants, levels) come from the engine, never from here.
//
// The table is settings-table.js (re-exported here); this module reads it.

export * from './settings-table.js';
import { SETTINGS, idsIn } from './settings-table.js';

/** @typedef {import('daldos-web').RulesInfo} RulesInfo */

/**
 * A game's settings (the new-game dialog's, saved with the game).
 * @typedef {object} Config
 * @property {string} mode one of MODES
 * @property {number} level the computer's level, within `rulesInfo().levels`
 * @property {number} size the board: holes in an outer row (a size of `rulesInfo().boards`)
 * @property {string[]} variants the variants' ids (of `rulesInfo().variants`); none: the standard rules
 * @property {'a' | 'b'} human the player's side against the computer
 * @property {number | null} [seed] 0..4294967295: the dice and the computer's choices follow from it
 */

/**
 * How the game screen runs (the page's choice, not a game's).
 * @typedef {object} Screen
 * @property {boolean} kiosk a museum touch screen: nothing kept, an idle reset
 * @property {number} idleMinutes kiosk mode: minutes without a touch before "Still playing?"
 * @property {'off' | 'fast' | 'normal' | null} pace the page's pace of the animations and pauses (one of PACES;
 *   null: the visitor's own choice, in the settings menu)
 * @property {boolean} autoplay the computer plays itself at once, nothing kept
 * @property {boolean} sound the sound is on until the visitor turns it off (default: off until turned on)
 * @property {string | null} server the game server of Play a friend (an http(s) address; null: the page's own origin)
 */

/**
 * The first game's settings and the screen's, from attribute text
 * (`get(attribute)`: the element's attribute or the address's parameter,
 * `null` when absent), each checked against `info`; a value the engine
 * does not know is named through `warn` and its default used. Defaults:
 * the first board, against the computer, the engine's first (gentle)
 * level (its lowest for the attract loop), no variants, Light.
 * @param {(attribute: string) => string | null} get
 * @param {RulesInfo} info
 * @param {(message: string) => void} [warn]
 * @returns {{ game: Config, screen: Screen }}
 */
export function readSettings(get, info, warn = () => {}) {
  /** @type {Record<string, any>} */
  const values = {};
  for (const d of SETTINGS) {
    if (!d.attribute) continue;
    const text = get(d.attribute);
    if (text == null) continue;
    const value = d.read(text, info);
    if (d.key === 'variants') {
      for (const id of idsIn(text)) if (!value.includes(id)) warn(`daldos-game: variants="${id}" is not ${d.choices(info)}; using the others`);
    } else if (value === undefined) {
      warn(`daldos-game: ${d.attribute}="${text}" is not ${d.choices(info)}; using ${fallbackText(d, info)}`);
      continue;
    }
    values[d.key] = value;
  }
  const screen = {
    kiosk: values.kiosk ?? false,
    idleMinutes: values.idleMinutes ?? 3,
    pace: values.autoplay ? 'off' : (values.pace ?? null),
    autoplay: values.autoplay ?? false,
    sound: values.sound ?? false,
    server: values.server ?? null,
  };
  /** @type {Config} */
  const game = {
    mode: values.mode ?? 'pvc',
    level: values.level ?? (screen.autoplay ? info.levels.min : info.levels.first),
    size: values.size ?? info.boards[0].size,
    variants: values.variants ?? [],
    human: 'a',
    seed: values.seed ?? null,
  };
  return { game, screen };
}

/** The default said when a value is refused. */
function fallbackText(d, info) {
  return { size: String(info.boards[0].size), mode: 'pvc', level: String(info.levels.first), seed: 'random dice', idleMinutes: '3', pace: "the visitor's choice", sound: 'off', server: "the page's own origin" }[d.key] ?? 'the default';
}

/**
 * A new game's settings from `newGame(config)`'s `config`: each given
 * field checked against `info`, the others kept from `current` (but the
 * seed, which a new game takes only when given).
 * @param {Record<string, any>} config
 * @param {Config} current
 * @param {RulesInfo} info
 * @returns {Config}
 * @throws {TypeError} on a field that is no setting
 * @throws {RangeError} on a value the engine does not know
 */
export function configFrom(config, current, info) {
  const options = SETTINGS.filter((d) => d.option);
  const unknown = Object.keys(config || {}).filter((k) => !options.some((d) => d.option === k));
  if (unknown.length) {
    throw new TypeError(`newGame: unknown setting ${unknown.join(', ')}; the settings are ${options.map((d) => d.option).join(', ')}`);
  }
  /** @type {Record<string, any>} */
  const cfg = { ...current, seed: undefined };
  for (const d of options) {
    const given = config[d.option];
    if (given === undefined) continue;
    const value = d.check ? d.check(given, info) : d.read(given, info);
    if (value === undefined) throw new RangeError(`${d.option} ${JSON.stringify(given)}: ${d.choices(info)}`);
    cfg[d.key] = value;
  }
  return /** @type {Config} */ (cfg);
}
