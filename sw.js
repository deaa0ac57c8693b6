// Service worker: makes the game work offline after one visit.
//
// At build time (scripts/build-web.mjs, `writeServiceWorker`) BUILD is
// replaced by a hash of the built files and FILES by their list, so each
// deploy has a new worker, a new cache ("daldos-<hash>") and the old
// cache is deleted once the new worker takes over. It answers only
// same-origin GET requests inside its own scope, from the cache first;
// anything else goes to the network untouched.
const BUILD = '__DALDOS_BUILD__';
const FILES = ['__DALDOS_FILES__'];
const CACHE = `daldos-${BUILD}`;
const SCOPE = self.registration.scope;
const INDEX = new URL('index.html', SCOPE).href;

self.addEventListener('install', (event) => {
  // Revalidated with the server ('no-cache': a 304 costs no download), so
  // a new deploy never caches a stale copy from the browser's HTTP cache.
  const requests = FILES.map((f) => new Request(new URL(f, SCOPE).href, { cache: 'no-cache' }));
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(requests))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('daldos-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (req.method !== 'GET' || url.origin !== self.location.origin || !req.url.startsWith(SCOPE)) return;
  // Pages (any query string) are the one index.html.
  const key = req.mode === 'navigate' || url.pathname.endsWith('/') ? INDEX : url.origin + url.pathname;
  event.respondWith(
    caches.open(CACHE).then((cache) => cache.match(key).then((hit) => hit || fetch(req))),
  );
});
