// @ts-check
// Which copy of the game this is. Two copies on one origin (say
// /games/daldos/ and /exhibit/viking/daldos/) share its localStorage and
// its caches; what belongs to one copy is named after its game folder (the
// folder of this module): the saved game's key, and the offline cache that
// the copy's service worker (sw.js, beside index.html, one folder up) keeps
// under "daldos@<its scope>#<build>". A page whose cached wasm cannot
// compile (a captive portal's page kept as the game by an older worker, a
// damaged cache) drops that cache and reloads once from the network.

// (A bundle in another format than an ES module has no import.meta.url:
// element-assets.js says so; nothing here may fail before it can.)
const FOLDER = new URL('./', typeof import.meta.url === 'string' ? import.meta.url : location.href);
const SCOPE = new URL('../', FOLDER).href;
const WORKER = new URL('sw.js', SCOPE).href;

/** This copy's game folder (its path), written into each save it makes. */
export const COPY_FOLDER = FOLDER.pathname;

/** What this copy adds to its storage keys: nothing for the copy whose
 * game folder is the origin's /www/ (the keys it always had), else
 * `@<the game folder's path>`. */
export const COPY_SUFFIX = COPY_FOLDER === '/www/' ? '' : `@${COPY_FOLDER}`;

/** The session's mark that a repair was tried (one reload, never a loop). */
const REPAIR_KEY = `daldos.repair${COPY_SUFFIX}`;

/**
 * When this copy's service worker controls the page: deletes this scope's
 * caches, unregisters the worker (the page registers it again, and it
 * fetches and checks every file anew) and reloads the page from the
 * network, once per session. Resolves to whether it reloads.
 * @param {unknown} err why the wasm could not be used
 */
export async function repairOfflineCopy(err) {
  try {
    const sw = navigator.serviceWorker;
    if (sw?.controller?.scriptURL !== WORKER) return false;
    if (sessionStorage.getItem(REPAIR_KEY)) return false;
    sessionStorage.setItem(REPAIR_KEY, '1');
    console.warn(`daldos: the offline copy of the game is damaged (${/** @type {any} */ (err)?.message || err}): loading it again from the network`);
    await (await sw.getRegistration(SCOPE))?.unregister();
    const prefix = `daldos@${SCOPE}#`;
    for (const key of await caches.keys()) if (key.startsWith(prefix)) await caches.delete(key);
    location.reload();
    return true;
  } catch {
    // No storage for the mark, or no caches here: no repair (and no loop).
    return false;
  }
}

/** The wasm compiled: a later damage may be repaired again. */
export function repairDone() {
  try {
    sessionStorage.removeItem(REPAIR_KEY);
  } catch {
    // no session storage: nothing was marked
  }
}
