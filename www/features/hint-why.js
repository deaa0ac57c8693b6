// @ts-check
// The hint says why (issue 26): once the engine's hint is shown, the
// engine's reasons why it beats the next best play (`hintReasons` in the
// worker: the runner-up found by the hint's own search with the hint's
// position left out, and the review's explanation of the two, exact
// odds), worded by review-words.js from `T.hintWhy` beside the hint and
// said to screen readers (input.js). Nothing of the game is worked out
// here; docs/ai.md, "The hint's reasons".

import { hintWords, percentIn } from '../review-words.js';

/** @param {import('./context.js').Context} c */
export function mount(c) {
  const { T, ai, info, hooks } = c;
  const pct = percentIn(c.options.lang || 'en');
  // The pieces left unnamed are counted as the review counts them.
  const words = { more: T.replay.reasons.more, at: T.replay.reasons.at, extraThrow: T.replay.reasons.extraThrow, ...T.hintWhy };
  hooks.whyWords = async (request, hint) => {
    // A failed or unavailable engine leaves the hint as it is.
    const r = await ai.hintReasons(request, info.levels.hint, hint.moves).catch(() => undefined);
    return r ? hintWords(words, r, pct) : undefined;
  };
}
