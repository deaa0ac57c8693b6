// @ts-check
// The page's first module (index.html): checks that this browser has what
// the game needs (support.js), then loads the page (main.js, which uses
// top-level await and newer syntax). An older browser is told so in the
// visitor's language, with the browsers that work, instead of a line that
// blames the server.

import { missingFeatures, MINIMUM_BROWSERS } from './support.js';
import { loadStrings, pickLanguage } from './strings.js';

const missing = missingFeatures();
if (missing.length) {
  const lang = pickLanguage([new URLSearchParams(location.search).get('lang'), ...(navigator.languages || [navigator.language])]);
  loadStrings(lang).then(
    (T) => tooOld(T.oldBrowser(MINIMUM_BROWSERS, missing.join(', '))),
    () => tooOld(`This browser is too old for the game (it lacks ${missing.join(', ')}). It works in ${MINIMUM_BROWSERS} or later.`),
  );
} else {
  // A script runs: the line that says none could is taken away now (on a
  // slow connection main.js may take longer than its 6 s), and put back,
  // shown at once, only if main.js cannot be loaded.
  const failed = document.getElementById('boot-failed');
  const place = failed?.parentNode;
  const next = failed?.nextSibling ?? null;
  failed?.remove();
  import('./main.js').catch((err) => {
    console.error(`daldos: the page could not load its module main.js: ${err?.message || err}`);
    if (!failed || !place) return;
    failed.classList.add('now');
    place.insertBefore(failed, next);
  });
}

/** Says `text` where the game would be, in place of the loading line. */
function tooOld(text) {
  const status = document.getElementById('status');
  document.getElementById('boot-failed')?.remove();
  document.getElementById('app')?.setAttribute('aria-busy', 'false');
  document.body.dataset.error = 'old-browser';
  if (!status) return;
  status.textContent = text;
  status.classList.add('error');
}
