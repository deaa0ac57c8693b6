// @ts-check
// The game's languages: English (en), Danish (da), Norwegian bokmål (nb),
// Spanish (es), Italian (it), Swedish (sv) and German (de), listed in
// LANGUAGES, each a dictionary of its own in www/strings/ (every
// user-visible string; functions take the values they fill in), loaded by
// `loadStrings` when the page or an element needs it. An embedding page
// passes one (or its own, with the same keys) to `mountDaldos(el, { strings })`.

/** A dictionary's names of the boards and variants, keyed by the ids the
 * engine gives them (`rulesInfo()`): `boardNames.danish`,
 * `variantNames['stern-most-dal']`. Text only: the engine says which
 * boards and variants there are. */
export function ruleNames(T) {
  return {
    boardNames: { danish: T.boardDanish, norwegian: T.boardNorwegian },
    variantNames: {
      'stern-most-dal': T.variantSternMost,
      'capture-both-stops': T.variantBothStops,
      'last-piece-loses': T.variantLastPiece,
    },
  };
}

/** The page's languages: code (BCP 47) -> its own name and its dictionary's
 * module (loaded by `loadStrings`, so that a visitor downloads only the
 * words of their own language). */
export const LANGUAGES = {
  en: { name: 'English', module: './strings/en.js' },
  da: { name: 'Dansk', module: './strings/da.js' },
  nb: { name: 'Norsk (bokmål)', module: './strings/nb.js' },
  es: { name: 'Español', module: './strings/es.js' },
  it: { name: 'Italiano', module: './strings/it.js' },
  sv: { name: 'Svenska', module: './strings/sv.js' },
  de: { name: 'Deutsch', module: './strings/de.js' },
};

/** @type {Record<string, Promise<any>>} the dictionaries loaded (or on their way) */
const loaded = {};

/** The dictionary of the language `code` (a key of LANGUAGES; English for
 * any other). Each is loaded once and kept.
 * @param {string} code
 * @returns {Promise<any>} */
export function loadStrings(code) {
  const lang = Object.prototype.hasOwnProperty.call(LANGUAGES, code) ? code : 'en';
  loaded[lang] ||= import(/* @vite-ignore */ new URL(LANGUAGES[lang].module, import.meta.url).href).then((m) => m.default);
  return loaded[lang];
}

/** The first of `wanted` (language tags such as "da-DK", "no", "es-419",
 * best first) that the page speaks, as a key of LANGUAGES; "en" if none.
 * Norwegian of any kind (no, nb, nn) gets bokmål. */
export function pickLanguage(wanted) {
  for (const tag of wanted) {
    const base = String(tag || '').toLowerCase().split(/[-_]/)[0];
    const code = base === 'no' || base === 'nn' ? 'nb' : base;
    if (Object.prototype.hasOwnProperty.call(LANGUAGES, code)) return code;
  }
  return 'en';
}

/** Whether the language tag `tag` ("da", "nb-NO", "no") names one of
 * LANGUAGES (else pickLanguage falls back to English). */
export const knowsLanguage = (tag) => pickLanguage([tag]) !== 'en' || /^en\b/i.test(tag);
