// @ts-check
// The layout's breakpoints, each written once. The style partials
// (www/styles/) name them as custom media, `@media (--narrow)` or
// `@container daldos (--narrow)`, which scripts/build-web.mjs replaces with
// the queries below when it joins them into daldos.css and page.css;
// board.js stands the boat upright below NARROW_WIDTH.

/** Below this width (CSS px) the game takes its phone layout (the boat
 * upright, the controls beside it), and the page its slim header. */
export const NARROW_WIDTH = 560;

/** The custom media of the style partials, each with the query it stands for. */
export const CUSTOM_MEDIA = {
  '--narrow': `(max-width: ${NARROW_WIDTH - 1}px)`,
  // The side panel beside the board (of the game's own width).
  '--wide': '(min-width: 900px)',
  // A phone held sideways: a slim header, the start card's buttons only.
  '--short': '(max-height: 500px)',
};
