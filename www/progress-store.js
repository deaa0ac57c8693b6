// @ts-check
// The player's progress in localStorage, beside the game's save: under
// `daldos.progress.v1` and this copy's suffix (copy.js), as the JSON of the
// facade's `Progress`. The facade reads and checks it (`readProgress`: a
// corrupt or hand-edited store is refused with its reason, set aside under
// `<key>.unreadable` (beside one set aside before, never over it), and the
// player starts afresh; a newer version's store is left untouched and
// nothing is kept meanwhile); every change is read,
// changed and written in one task, so two tabs never lose each other's
// games. Storage may be off: nothing is kept then.

import { COPY_SUFFIX } from './copy.js';

/** The store's key. */
export const PROGRESS_KEY = `daldos.progress.v1${COPY_SUFFIX}`;

/** Today by the visitor's clock, `YYYY-MM-DD` (the day a game is played or
 * ends, as the visitor counts it). */
export function today() {
  const now = new Date();
  const two = (n) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/**
 * @param {{ wasm: any, key?: string }} options `key`: where it is kept (default `PROGRESS_KEY`)
 */
export function createProgressStore({ wasm, key = PROGRESS_KEY }) {
  /** Why the store kept here could not be read (set aside), once found. */
  let unreadable = /** @type {string | null} */ (null);
  /** Whether the store kept here is a newer version's (left as it is). */
  let newer = false;

  /** The store as kept (a fresh one when there is none), or null where
   * storage cannot be read. A store that does not check is set aside.
   * @returns {import('daldos-web').Progress | null} */
  function read() {
    newer = false;
    let text;
    try {
      text = localStorage.getItem(key);
    } catch {
      return null;
    }
    if (text == null) return wasm.newProgress();
    try {
      return wasm.readProgress(text);
    } catch (err) {
      // A newer version's store (another tab, updated first) is left as it
      // is: nothing is kept here rather than that one set aside.
      newer = err?.kind === 'newer';
      if (newer) return null;
      unreadable = String(err?.message || err);
      try {
        // A store set aside before is never written over: this one goes
        // beside it.
        const aside = localStorage.getItem(`${key}.unreadable`) == null ? `${key}.unreadable` : `${key}.unreadable.${Date.now()}`;
        localStorage.setItem(aside, text);
        localStorage.removeItem(key);
      } catch {
        // storage full: the bad store stays; it is read afresh each time
      }
      return wasm.newProgress();
    }
  }

  /** Writes `progress`; whether it was kept. @param {import('daldos-web').Progress} progress */
  function write(progress) {
    try {
      localStorage.setItem(key, JSON.stringify(progress));
      return true;
    } catch {
      return false;
    }
  }

  return {
    read,
    write,
    /** Changes the store by `change` (store → new store) and writes it, in
     * one task; the new store, or null when nothing could be kept.
     * @param {(p: import('daldos-web').Progress) => import('daldos-web').Progress} change */
    update(change) {
      const p = read();
      if (!p) return null;
      const next = change(p);
      return write(next) ? next : null;
    },
    /** Forgets every game. */
    clear() {
      try {
        localStorage.removeItem(key);
      } catch {
        // nothing kept
      }
    },
    /** Why the store kept here was set aside (null: it was not). */
    unreadable: () => unreadable,
    /** Whether the store kept here was written by a newer version of the
     * game (then nothing is kept here, and it is left untouched). */
    newer: () => newer,
  };
}
