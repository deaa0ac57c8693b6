// @ts-check
// Where a <daldos-game> element (daldos-game.js) keeps its save in
// localStorage (persistence.js reads and writes it there).
import { COPY_SUFFIX } from './copy.js';

/** The localStorage key of an element's save: its `storage-key`, else
 * `daldos.save.v1.<id>` if it has an `id`, else `daldos.save.v1` for the
 * first game on the page without one and `daldos.save.v1.<n>` (its place
 * among those, from 2) for the others, so that two games never share a
 * save. An id (or a storage-key) keeps a game's save its own when games
 * are added or removed later. Each key but a `storage-key` belongs to its
 * copy of the game (copy.js): `@<game folder>` follows it, except for the
 * copy whose game folder is the origin's /www/. */
export function storageKeyOf(element) {
  const own = element.getAttribute('storage-key');
  if (own) return own;
  if (element.id && element.ownerDocument.querySelectorAll(`daldos-game[id="${CSS.escape(element.id)}"]`).length > 1) {
    console.warn(`daldos-game: two games have the id "${element.id}" and so share one save; give each its own id or storage-key`);
  }
  return defaultKeyOf(element) + COPY_SUFFIX;
}

/** The key an element's save had before saves belonged to their copy
 * (`storageKeyOf` without the copy's part), where it differs: a save found
 * there that names no copy (made before saves did), and none under the
 * copy's own key, is moved to it, so that no player loses a game (with two
 * copies, the first one opened takes it; the save of the copy whose keys
 * have no suffix names that copy and stays its own). */
export function formerKeyOf(element) {
  return (element.getAttribute('storage-key') || !COPY_SUFFIX) ? undefined : defaultKeyOf(element);
}

/** `storageKeyOf` before its copy's part. */
function defaultKeyOf(element) {
  if (element.id) return `daldos.save.v1.${element.id}`;
  const all = [...element.ownerDocument.querySelectorAll('daldos-game:not([id])')];
  const n = all.indexOf(element);
  return n <= 0 ? 'daldos.save.v1' : `daldos.save.v1.${n + 1}`;
}
