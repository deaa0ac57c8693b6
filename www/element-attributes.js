// @ts-check
// The <daldos-game> element's attributes (daldos-game.js): which it
// observes, what a change does once the game is drawn, the language it
// shows, and the settings it mounts with. The settings attributes and
// what each means are the one table of settings.js (docs/embedding.md
// lists them); `lang` and `storage-key` are the element's own.
import { LANGUAGES, pickLanguage, knowsLanguage } from './strings.js';
import { ATTRIBUTES, GAME_ATTRIBUTES } from './settings.js';

/** The attributes whose changes the element hears. */
export const OBSERVED_ATTRIBUTES = ['lang', 'storage-key', ...ATTRIBUTES];

/**
 * Whether the change of attribute `name` to `value`, once the game is
 * drawn, draws the game again with it. A new language, or a new page
 * set-up (`kiosk`, `speed`, `pace`, `autoplay`, `idle-minutes`): yes (the game in
 * play is saved and comes back; in kiosk mode the start card comes back).
 * A game setting (`board`, `mode`, `level`, `variants`, `seed`): yes while
 * no game is under way (the start card), else it is said on the console
 * (the game in play goes on; `newGame()` starts one with it).
 * `storage-key` is read once: said on the console, so that this game never
 * loads or overwrites another's save.
 * @param {string} name
 * @param {string | null} value
 * @param {{ underWay: () => boolean, storageKey: string | undefined }} game
 *   whether a game is under way; the key this game saves under
 */
export function redrawsOn(name, value, { underWay, storageKey }) {
  if (name === 'storage-key') {
    console.warn(
      `daldos-game: storage-key changed to "${value}" after the game started: this game goes on saving under "${storageKey}"; the new key is used when the page is next loaded`,
    );
    return false;
  }
  if (GAME_ATTRIBUTES.includes(name) && underWay()) {
    console.warn(
      `daldos-game: ${name}="${value ?? ''}" changed while a game is under way: the game goes on as it is; newGame() starts a game with the new setting`,
    );
    return false;
  }
  return true;
}

/** The elements whose unknown `lang` was already named on the console. */
const warnedLang = new WeakSet();

/** The language of `element`: its `lang`, else the nearest ancestor's,
 * else the browser's preferences (a `lang` the game does not know is
 * named on the console, once per element).
 * @param {HTMLElement} element */
export function languageOf(element) {
  const own = element.getAttribute('lang');
  if (own && !knowsLanguage(own) && !warnedLang.has(element)) {
    warnedLang.add(element);
    console.warn(`daldos-game: lang="${own}" is not one of ${Object.keys(LANGUAGES).join(', ')}; using the page's or the browser's`);
  }
  const inherited = element.parentElement?.closest('[lang]')?.getAttribute('lang');
  return pickLanguage([own, inherited, ...(navigator.languages || [navigator.language])]);
}

/** The setting `name` (an attribute of the table, settings.js) as
 * `element` has it, as `mountDaldos` reads it: its text, or null when absent
 * (or not a setting's attribute).
 * @param {HTMLElement} element @param {string} name */
export function settingOf(element, name) {
  return ATTRIBUTES.includes(name) ? element.getAttribute(name) : null;
}
