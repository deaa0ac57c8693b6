// Service worker: makes the game work offline after one visit.
//
// At build time (scripts/build-web.mjs, `writeServiceWorker`) BUILD is
// replaced by a hash of the built files and FILES by their list, each with
// its SHA-256, so each deploy has a new worker and a new cache.
//
// - Install fetches every file and keeps it only if it is the build's own:
//   a 200 answer from this origin, not redirected, of the type its name
//   says (.wasm, .js, .css, .html), with the build's SHA-256. A captive
//   portal's page, a login redirect or a stale file fails the install:
//   nothing is kept, and the copy already cached (if any) stays in use.
// - Caches are named after this worker's scope ("daldos@<scope>#<build>"),
//   so two copies of the game on one origin (/games/daldos/ and
//   /exhibit/viking/daldos/) each keep their own; activation deletes only
//   this scope's older caches (and the caches of the old naming,
//   "daldos-<build>", that hold this scope's own page).
// - Fetches: only the game's own entry (the scope's folder or its
//   index.html, any query string) is answered from the cache for a
//   navigation; every other navigation in the scope (another page, a PDF,
//   a folder, a missing page) goes to the network untouched. Other
//   requests are answered from the cache only for the build's own files.
//   Anything else (other origins, other methods) is not touched.
//
// www/copy.js names the caches the same way: a page whose cached wasm
// cannot compile drops this scope's caches and reloads once from the
// network.
const BUILD = '__DALDOS_BUILD__';
const FILES = ['__DALDOS_FILES__'];
const SCOPE = self.registration.scope;
const PREFIX = `daldos@${SCOPE}#`;
const CACHE = `${PREFIX}${BUILD}`;
const INDEX = new URL('index.html', SCOPE).href;
const ENTRY_PATHS = [new URL(SCOPE).pathname, new URL(INDEX).pathname];
const OWN = new Set(FILES.map(([file]) => new URL(file, SCOPE).href));
// What each kind of file must be served as (a substring of Content-Type).
const TYPES = [
  ['.wasm', 'application/wasm'],
  ['.js', 'javascript'],
  ['.css', 'text/css'],
  ['.html', 'text/html'],
];

/** Lower-case hex of `buffer`. */
const hex = (buffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** The answer for `file` of the build, fetched and checked; rejects with
 * what is wrong. Revalidated with the server ('no-cache': a 304 costs no
 * download), so a new deploy never keeps a stale copy from the HTTP cache. */
async function fetchChecked(file, sha256) {
  const url = new URL(file, SCOPE).href;
  const res = await fetch(new Request(url, { cache: 'no-cache' }));
  if (res.type === 'opaqueredirect' || res.redirected) throw new Error(`${file} was redirected (to ${res.url || 'elsewhere'})`);
  if (!res.ok) throw new Error(`${file} was answered with HTTP ${res.status}`);
  if (res.type !== 'basic') throw new Error(`${file} was not answered by this site (${res.type})`);
  const type = res.headers.get('content-type') || '';
  const want = TYPES.find(([ext]) => file.endsWith(ext))?.[1];
  if (want && !type.includes(want)) throw new Error(`${file} was served as ${type || 'no type'}, not ${want}`);
  const digest = hex(await crypto.subtle.digest('SHA-256', await res.clone().arrayBuffer()));
  if (digest !== sha256) throw new Error(`${file} is not this build's file (SHA-256 ${digest}, expected ${sha256})`);
  return [url, res];
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    Promise.all(FILES.map(([file, sha256]) => fetchChecked(file, sha256)))
      .then(async (answers) => {
        const cache = await caches.open(CACHE);
        await Promise.all(answers.map(([url, res]) => cache.put(url, res)));
      })
      .then(
        () => self.skipWaiting(),
        async (err) => {
          // Nothing half-kept: the install fails, the copy in use stays.
          await caches.delete(CACHE);
          console.warn(`daldos: the game was not kept for offline play: ${err?.message || err}`);
          throw err;
        },
      ),
  );
});

/** Whether `key` is a cache of the old naming ("daldos-<build>", one for
 * every scope) that holds this scope's page: this copy's, to delete. */
async function oldCacheOfThisScope(key) {
  if (!/^daldos-[0-9a-f]{16}$/.test(key)) return false;
  return Boolean(await (await caches.open(key)).match(INDEX));
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then(async (keys) => {
        const old = [];
        for (const key of keys) {
          if ((key.startsWith(PREFIX) && key !== CACHE) || (await oldCacheOfThisScope(key))) old.push(key);
        }
        await Promise.all(old.map((key) => caches.delete(key)));
      })
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (req.method !== 'GET' || url.origin !== self.location.origin || !req.url.startsWith(SCOPE)) return;
  let key;
  if (req.mode === 'navigate') {
    // The game's own entry only: every other page of the site is its own.
    if (!ENTRY_PATHS.includes(url.pathname)) return;
    key = INDEX;
  } else {
    key = url.origin + url.pathname;
    if (!OWN.has(key)) return;
  }
  event.respondWith(
    caches.open(CACHE).then((cache) => cache.match(key).then((hit) => hit || fetch(req))),
  );
});
