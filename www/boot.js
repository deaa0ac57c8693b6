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
  import('./main.js');
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
