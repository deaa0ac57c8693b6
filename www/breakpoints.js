// @ts-check
// The layout's breakpoints, each written once. The style partials
// (www/styles/) name them as custom media, `@media (--narrow)` or
// `@container daldos (--narrow)`, which scripts/build-web.mjs replaces with
// the queries below when it joins them into daldos.css and page.css;
// board.js stands the boat upright below NARROW_WIDTH, as tall as
// `uprightHeight` says.

/** Below this width (CSS px) the game takes its phone layout (the boat
 * upright and as wide as the game, the controls under it), and the page
 * its slim header. */
export const NARROW_WIDTH = 560;

/** What the upright boat leaves of the window's height (CSS px): the
 * page's slim header, the turn line above the boat (two lines kept), the
 * dice and the buttons under it (two rows), the line that says the last
 * play and the hint's words: all of them in view with the boat at
 * 390x844 (layout.spec). */
export const UPRIGHT_RESERVE = 384;

/** The least height (CSS px) of the upright boat: 16 holes a row stay
 * over 21 px apart (each hole's cell five or more times as wide). */
export const UPRIGHT_LEAST = 416;

/** The height (CSS px) the upright boat is drawn at in a window
 * `windowHeight` px tall: the controls under it in view where the window
 * has room for both. @param {number} windowHeight */
export const uprightHeight = (windowHeight) => Math.max(UPRIGHT_LEAST, windowHeight - UPRIGHT_RESERVE);

/** The custom media of the style partials, each with the query it stands for. */
export const CUSTOM_MEDIA = {
  '--narrow': `(max-width: ${NARROW_WIDTH - 1}px)`,
  // The side panel beside the board (of the game's own width).
  '--wide': '(min-width: 900px)',
  // A phone held sideways: a slim header, the start card's buttons only.
  '--short': '(max-height: 500px)',
};
