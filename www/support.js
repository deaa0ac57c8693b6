// @ts-check
// What the game needs of a browser, checked before anything else runs
// (boot.js for the page; daldos-game.js before it mounts). Written for old
// browsers too: no syntax or built-in newer than the checks themselves.

/** The oldest browsers with everything below: Chrome and Edge 93, Firefox
 * 98, Safari 15.4 (iOS 15.4); README.md names them. */
export const MINIMUM_BROWSERS = 'Chrome 93, Edge 93, Firefox 98, Safari 15.4';

/**
 * The features this browser lacks, by name (empty: it can run the game):
 * WebAssembly (the rules), `Object.hasOwn` (Chrome 93, Firefox 92, Safari
 * 15.4), `<dialog>` with `showModal` (Firefox 98, Safari 15.4) and
 * `Array.prototype.at`. (Without Web Workers the computer thinks on the
 * main thread: ai.js.)
 * @param {any} [w] the window to look at
 * @returns {string[]}
 */
export function missingFeatures(w = window) {
  const missing = [];
  if (typeof w.WebAssembly !== 'object' || typeof w.WebAssembly.instantiate !== 'function') missing.push('WebAssembly');
  if (typeof w.Object.hasOwn !== 'function') missing.push('Object.hasOwn');
  if (typeof w.HTMLDialogElement !== 'function' || typeof w.HTMLDialogElement.prototype.showModal !== 'function') missing.push('<dialog>');
  if (typeof w.Array.prototype.at !== 'function') missing.push('Array.prototype.at');
  return missing;
}
