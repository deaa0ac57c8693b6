// @ts-check
// The settings menu's choices kept across visits (the hole names, the
// capture odds, the pace, …) and the sound's, each under a key of its own
// (`daldos.<name>.v1`); re-exported by persistence.js, which keeps the
// game. Storage may be off: a choice is then simply not kept.

const NAMES_KEY = 'daldos.names.v1';
const ODDS_KEY = 'daldos.odds.v1';
const SOUND_KEY = 'daldos.sound.v1';

/** A choice of the side panel kept across visits under `key` (off when
 * storage is off). */
function loadFlag(key) {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    // storage off: the choice is off
    return false;
  }
}

/** Keeps the choice `on` under `key`. */
function saveFlag(key, on) {
  try {
    localStorage.setItem(key, on ? '1' : '0');
  } catch {
    // not kept: fine
  }
}

/** Whether the player asked to see the hole names (kept across visits). */
export const loadShowNames = () => loadFlag(NAMES_KEY);
/** Keeps the hole-names choice `on`. */
export const saveShowNames = (on) => saveFlag(NAMES_KEY, on);
/** Whether the player asked to see the capture odds (kept across visits). */
export const loadShowOdds = () => loadFlag(ODDS_KEY);
/** Keeps the capture-odds choice `on`. */
export const saveShowOdds = (on) => saveFlag(ODDS_KEY, on);
/** Whether the visitor turned the sound on (true) or off (false) on an
 * earlier visit; null: never chosen here (or storage off), the page's
 * default then holds (features/sound.js). */
export const loadSound = () => {
  try {
    const kept = localStorage.getItem(SOUND_KEY);
    return kept === '1' ? true : kept === '0' ? false : null;
  } catch {
    return null;
  }
};
/** Keeps the sound choice `on`. */
export const saveSound = (on) => saveFlag(SOUND_KEY, on);

/**
 * A choice of the settings menu kept across visits (`daldos.<name>.v1`):
 * its text, or null when none is kept (or storage is off).
 * @param {string} name
 */
export function loadChoice(name) {
  try {
    return localStorage.getItem(`daldos.${name}.v1`);
  } catch {
    return null;
  }
}

/** Keeps the choice `name` as `text` (as `loadChoice` reads it). @param {string} name @param {string} text */
export function saveChoice(name, text) {
  try {
    localStorage.setItem(`daldos.${name}.v1`, text);
  } catch {
    // not kept: fine
  }
}
