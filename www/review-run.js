// @ts-check
// The engine's review of one game, run once and shared: the review view
// (review.js) and the player's progress (features/progress.js, which asks
// for the accuracy of each finished game in the background) both read
// the same run, so a game is never reviewed twice. A run asks the worker
// for a few throws at a time (the computer's next play waits for one
// chunk at most), then each side's accuracy (`reviewAccuracy`).

/** Throws reviewed per request to the engine (progress is shown between). */
export const REVIEW_CHUNK = 4;
/** Runs kept once done (the last few games reviewed). */
const KEPT = 4;

/**
 * @typedef {object} Run
 * @property {string} record the game's record
 * @property {import('daldos-web').ReviewData[]} data the throws reviewed so far, in order
 * @property {number} count the game's throws
 * @property {Promise<import('daldos-web').ReviewData[]>} reviewed every throw reviewed (rejects: the engine failed, or the run was dropped)
 * @property {() => Promise<import('daldos-web').GameAccuracyData>} accuracy each side's accuracy, once reviewed (asked once)
 * @property {(fn: (data: import('daldos-web').ReviewData[]) => void) => () => void} listen hears each chunk (returns: stop hearing)
 */

/** @param {ReturnType<typeof import('./ai.js').createAi>} ai */
export function createReviewRuns(ai) {
  /** @type {Map<string, Run & { kept: boolean, dropped: boolean }>} the runs, oldest first */
  const runs = new Map();

  /**
   * The run of the game `record` (board `size`, `count` throws): the one
   * under way or done, else a new one. `keep`: it goes on to its end even
   * if the view that asked drops it (the player's progress wants it).
   * @param {string} record @param {number} size @param {number} count @param {{ keep?: boolean }} [opts]
   * @returns {Run}
   */
  function get(record, size, count, { keep = false } = {}) {
    const had = runs.get(record);
    if (had) {
      had.kept ||= keep;
      return had;
    }
    /** @type {Set<(data: import('daldos-web').ReviewData[]) => void>} */
    const listeners = new Set();
    /** @type {import('daldos-web').ReviewData[]} */
    const data = [];
    /** @type {Promise<import('daldos-web').GameAccuracyData> | null} */
    let accuracy = null;
    const run = {
      record,
      data,
      count,
      kept: keep,
      dropped: false,
      reviewed: (async () => {
        for (let from = 0; from < count; from += REVIEW_CHUNK) {
          const part = await ai.review(record, size, from, REVIEW_CHUNK);
          if (run.dropped) throw new Error('dropped');
          data.push(...part);
          for (const fn of listeners) fn(data);
        }
        return data;
      })(),
      accuracy: () => (accuracy ||= run.reviewed.then((d) => ai.accuracy(d, size))),
      listen(fn) {
        listeners.add(fn);
        return () => listeners.delete(fn);
      },
    };
    // A failed run is forgotten: asking again starts afresh.
    run.reviewed.catch(() => runs.get(record) === run && runs.delete(record));
    runs.set(record, run);
    while (runs.size > KEPT) runs.delete(/** @type {string} */ (runs.keys().next().value));
    return run;
  }

  return {
    get,
    /** Stops the run of `record` at its next chunk unless it is kept (its
     * view closed). @param {string} record */
    drop(record) {
      const run = runs.get(record);
      if (!run || run.kept || run.data.length >= run.count) return;
      run.dropped = true;
      runs.delete(record);
    },
  };
}
