// @ts-check
// The game kept in localStorage: saved after every change, loaded at
// mount. A save that cannot be resumed is set aside under its own key (for
// a bug report) instead of being overwritten; the game set aside behind
// "Back to your game" under a key of its own. The settings menu's choices
// are choices.js's (re-exported here). Storage may be off or full: the
// game then simply plays on.

import { MODES, seedOf, levelOf } from './settings.js';

export * from './choices.js';


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
  // The game set aside behind "Back to your game" (features/replay.js),
  // in the save's own format, so that opening a link or a file never
  // costs the game under way, even across a reload.
  const backKey = `${storageKey}.back`;
  /** The set-aside save as this mount last read or wrote it. */
  let mineBack = /** @type {string | null | undefined} */ (undefined);

  /** A save's text: the record, its settings, its seed, the copy. */
  const saveText = (record, cfg, seed) =>
    JSON.stringify({
      v: 1,
      record,
      mode: cfg.mode,
      level: cfg.level,
      human: cfg.human,
      ...(seed != null ? { seed } : {}),
      ...(copy ? { copy } : {}),
    });

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
    const text = saveText(game.toRecord(), cfg, game.seed);
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
      return read(raw);
    } catch (err) {
      setAside(err?.message || err);
      return { game: null, bad: true };
    }
  }

  /** The game and settings of the save text `raw`.
   * @throws {Error} on text that is no save, or a record that cannot be read */
  function read(raw) {
    const data = JSON.parse(raw);
    if (data?.v !== 1 || !MODES.includes(data.mode) || typeof data.record !== 'string') throw new Error('format');
    const g = wasm.Game.fromRecord(data.record);
    g.setSeed(seedOf(data.seed) ?? undefined);
    const v = g.view();
    const level = levelOf(levels, data.level, levels.default);
    /** @type {import('./settings.js').Config} */
    const cfg = { mode: data.mode, level, size: v.size, variants: v.variants, human: data.human === 'b' ? 'b' : 'a', seed: seedOf(data.seed) };
    return { game: g, cfg };
  }

  /** The set-aside save as stored now (`undefined` where storage cannot be read). */
  const storedBack = () => {
    try {
      return localStorage.getItem(backKey);
    } catch {
      return undefined;
    }
  };

  /**
   * Keeps the game set aside (`null`: none any more) under its own key:
   * not where another tab saves this game (that tab's game is the one
   * kept), nor over a set-aside game another tab wrote since this one
   * read it.
   * @param {{ record: string, cfg: import('./settings.js').Config, seed?: number | null } | null} kept
   */
  function keepBack(kept) {
    if (!keep || elsewhere) return;
    const now = storedBack();
    if (now === undefined || (mineBack !== undefined && now !== mineBack)) return;
    try {
      if (kept) {
        const text = saveText(kept.record, kept.cfg, kept.seed);
        localStorage.setItem(backKey, text);
        mineBack = text;
      } else {
        localStorage.removeItem(backKey);
        mineBack = null;
      }
    } catch {
      // Storage full: kept in memory alone (the page says once it cannot save).
      unsaved();
    }
  }

  /**
   * The game set aside by an earlier visit (read at mount), as
   * `keepBack` kept it; null when there is none or it cannot be read (then
   * dropped: the game it was is in no record any more to be lost).
   * @returns {{ record: string, cfg: import('./settings.js').Config, seed: number | undefined } | null}
   */
  function loadBack() {
    const raw = keep ? storedBack() : null;
    mineBack = raw ?? null;
    if (!raw) return null;
    try {
      const { game, cfg } = read(raw);
      const kept = { record: game.toRecord(), cfg, seed: game.seed ?? undefined };
      game.free();
      return kept;
    } catch (err) {
      console.warn(`daldos-game: the game set aside could not be read (${err?.message || err}); dropped`);
      keepBack(null);
      return null;
    }
  }

  return {
    save,
    load,
    keepBack,
    loadBack,
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
