// @ts-check
// The game kept in localStorage: saved after every change, loaded at
// mount. A save that cannot be resumed is set aside under its own key (for
// a bug report) instead of being overwritten. Also the settings menu's
// choices (the hole names, the capture odds, the pace, …) and the sound's, each kept under
// a key of its own. Storage may be off or full: the game then simply plays on.

import { MODES, seedOf, levelOf } from './settings.js';

const NAMES_KEY = 'daldos.names.v1';
const ODDS_KEY = 'daldos.odds.v1';
const SOUND_KEY = 'daldos.sound.v1';

/**
 * localStorage, or null where reading it throws (a sandboxed or
 * third-party frame with storage blocked, storage switched off).
 * @returns {Storage | null}
 */
function storage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * @param {{ wasm: any, levels: { min: number, max: number, default: number }, storageKey: string,
 *   formerKey?: string, copy?: string, keep?: boolean, onUnsaved?: () => void, onElsewhere?: () => void }} options
 *   `levels`: the engine's (`rulesInfo().levels`); `formerKey`: where this
 *   game was saved before (a save there that names no copy, and none under
 *   `storageKey`, is moved over when the game is loaded); `copy`: the copy
 *   of the game (its folder, copy.js) each save names; `keep: false` keeps
 *   nothing (a museum kiosk: each visitor starts afresh); `onUnsaved` is told
 *   (once) that the game cannot be saved here; `onElsewhere` is told (once
 *   until `adopt`) that another tab or window has saved another game under
 *   this key since this one loaded or saved it: from then on this game is
 *   not saved, so that it never overwrites a game it did not load.
 */
export function createPersistence({ wasm, levels, storageKey, formerKey, copy, keep = true, onUnsaved = () => {}, onElsewhere = () => {} }) {
  let warned = false;
  /** The save as this mount last read or wrote it (`null`: there was none).
   * A save found different from it was written elsewhere. */
  let mine = null;
  /** Whether the save was found written elsewhere (this game no longer saves). */
  let elsewhere = false;
  const foundElsewhere = () => {
    if (elsewhere) return;
    elsewhere = true;
    onElsewhere();
  };
  /** The save as stored now (`undefined` where storage cannot be read). */
  const stored = () => {
    try {
      return localStorage.getItem(storageKey);
    } catch {
      return undefined;
    }
  };
  // Another tab or window of this origin saved under this key: said at
  // once (the `storage` event fires in every other document).
  const onStorage = (/** @type {StorageEvent} */ e) => {
    if (!keep || elsewhere || e.key !== storageKey || e.newValue === mine) return;
    // The save removed (storage cleared): nothing is overwritten by saving.
    if (e.newValue == null) {
      mine = null;
      return;
    }
    foundElsewhere();
  };
  if (keep) window.addEventListener('storage', onStorage);
  const unsaved = () => {
    if (!warned) {
      warned = true;
      onUnsaved();
    }
  };
  /** Whether saving works here: a key written and removed again. */
  function available() {
    const store = storage();
    if (!store) return false;
    try {
      store.setItem(`${storageKey}.probe`, '1');
      store.removeItem(`${storageKey}.probe`);
      return true;
    } catch {
      return false;
    }
  }

  // A save that cannot be resumed is kept here for a bug report.
  const asideKey = `${storageKey}.unresumable`;

  /** Saves the game of `s` with its settings (and its seed, if any).
   * @param {import('./state.js').State} s */
  function save(s) {
    const { game, cfg } = s;
    if (!keep || elsewhere) return;
    // Compare and write in one task: a save written by another tab since
    // this one read or wrote it is never overwritten.
    const now = stored();
    if (now != null && now !== mine) {
      foundElsewhere();
      return;
    }
    const text = JSON.stringify({
      v: 1,
      record: game.toRecord(),
      mode: cfg.mode,
      level: cfg.level,
      human: cfg.human,
      ...(game.seed != null ? { seed: game.seed } : {}),
      ...(copy ? { copy } : {}),
    });
    if (text === now) return;
    try {
      localStorage.setItem(storageKey, text);
      mine = text;
    } catch {
      // Storage full, switched off or blocked: the game still plays, and
      // the player is told once.
      unsaved();
    }
  }

  /** Keeps the saved game aside (it could not be resumed: `why`), so that
   * the next save does not overwrite it and it can be reported. */
  function setAside(why) {
    let raw = null;
    try {
      raw = localStorage.getItem(storageKey);
      if (!raw) return;
      // Moved, not copied: a large save and its copy may not both fit in
      // the storage (the fresh game's save replaces it anyway).
      localStorage.removeItem(storageKey);
      mine = null;
      localStorage.setItem(asideKey, JSON.stringify({ why: String(why), at: new Date().toISOString(), save: raw }));
    } catch {
      // Storage off or full even so: leave the save where it was.
      try {
        if (raw) localStorage.setItem(storageKey, raw);
      } catch {
        // nothing more to do
      }
    }
  }

  /**
   * The saved game and its settings, or no game (with `bad` set if there
   * was unreadable data, which is then kept aside).
   * @returns {{ game: import('daldos-web').Game | null, cfg?: import('./settings.js').Config, bad?: boolean }}
   */
  function load() {
    if (!keep) return { game: null, bad: false };
    if (!available()) {
      unsaved();
      return { game: null, bad: false };
    }
    let raw = null;
    try {
      raw = localStorage.getItem(storageKey);
      const former = formerKey && !raw ? localStorage.getItem(formerKey) : null;
      if (former && madeBeforeCopies(former)) {
        localStorage.setItem(storageKey, former);
        localStorage.removeItem(formerKey);
        raw = former;
      }
    } catch {
      return { game: null, bad: false };
    }
    mine = raw;
    elsewhere = false;
    if (!raw) return { game: null, bad: false };
    try {
      const data = JSON.parse(raw);
      if (data?.v !== 1 || !MODES.includes(data.mode) || typeof data.record !== 'string') throw new Error('format');
      const g = wasm.Game.fromRecord(data.record);
      g.setSeed(seedOf(data.seed) ?? undefined);
      const v = g.view();
      const level = levelOf(levels, data.level, levels.default);
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

  return {
    save,
    load,
    setAside,
    available,
    /** Whether another tab's save was found under this key (this game no longer saves). */
    elsewhere: () => elsewhere,
    /** Stops listening to the other tabs (the mount is destroyed). */
    destroy: () => window.removeEventListener('storage', onStorage),
  };
}

/** Whether the save `raw` names no copy of the game (it was made before
 * saves did, so it may be any copy's), or cannot be read (it is moved all
 * the same, to be set aside where it is loaded). */
function madeBeforeCopies(raw) {
  try {
    return JSON.parse(raw)?.copy === undefined;
  } catch {
    return true;
  }
}

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
