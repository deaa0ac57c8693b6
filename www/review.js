// @ts-check
// The game review: asks the engine (in its worker) for the top level's
// judgement of every throw (`reviewRecord`, the values of `daldos
// analyse`), a few throws at a time with the progress shown, draws the
// graph (review-graph.js) as it goes, and lists each side's costliest
// plays; choosing one shows it in the replay viewer (replay.js). Then, in
// the worker too (exact odds take seconds in a crowded position), the
// engine's reasons for each costly play (`explainThrow`) and each side's
// accuracy (`reviewAccuracy`), worded by review-words.js.

import { el } from './dom.js';
import { createGraph } from './review-graph.js';
import { accuracyWords, costlyWords, shownLoss, shownReasons } from './review-words.js';

/** Plays listed per side in the review. */
const COSTLIEST = 3;
/** A loss below this (a tenth of a percentage point) is no loss to list. */
const NOTABLE_LOSS = 0.001;

/**
 * Side `side`'s costliest plays in a review: the `COSTLIEST` largest
 * losses of at least `NOTABLE_LOSS`, the largest first (the earlier first
 * among equals).
 * @param {import('daldos-web').ReviewData[]} data @param {'a' | 'b'} side
 */
export function costliest(data, side) {
  return data
    .filter((r) => r.side === side && r.loss >= NOTABLE_LOSS)
    .sort((x, y) => y.loss - x.loss || x.index - y.index)
    .slice(0, COSTLIEST);
}

/** @typedef {import('daldos-web').ExplanationData} ExplanationData */

/**
 * @param {{
 *   T: any,
 *   ai: ReturnType<typeof import('./ai.js').createAi>,
 *   runs: ReturnType<typeof import('./review-run.js').createReviewRuns>,
 *   section: HTMLElement,
 *   button: HTMLButtonElement,
 *   speak: (text: string, latest?: boolean) => void,
 *   words: (r: import('daldos-web').ReviewData) => string,
 *   pct: (x: number) => string,
 *   onAccuracy?: (record: string, text: string) => void,
 *   onPick: (step: number, focus?: import('daldos-web').ReviewData) => void,
 * }} options `runs`: the reviews run (shared with the player's progress:
 *   a game reviewed there is not reviewed again); `section`: the viewer's (its `data-review` hook: running,
 *   done, failed); `button`: Review (off while it runs); `words`: a
 *   costly play in short; `pct`: a chance (0..=1) as shown; `onAccuracy`: each side's
 *   accuracy in words, once found for the game `record`; `onPick`: show the game at `step` throws (with
 *   the costly play `focus` chosen)
 */
export function createReview({ T, ai, runs, section, button, speak, words, pct, onAccuracy = () => {}, onPick }) {
  const R = T.replay;
  const sideName = (side) => T.sideName[side];
  const progress = el('p', { class: 'dd-review-progress' });
  const graph = createGraph({ R, onPick: (step) => onPick(step) });
  const lists = el('div', { class: 'dd-review-lists' });
  /** Each side's accuracy, once the whole game is reviewed. */
  const accuracy = el('p', { class: 'dd-review-accuracy', hidden: true });
  /** How accuracy is worked out, under it (a playtester could not tell). */
  const accuracyHow = el('p', { class: 'dd-review-accuracy-how', hidden: true, text: R.accuracyHow });
  /** The takebacks of the game reviewed, if it had any (its record's [Takebacks]). */
  const takebacks = el('p', { class: 'dd-review-takebacks', hidden: true });
  /** What every chance in the reasons counts, said once under them. */
  const chances = el('p', { class: 'dd-review-chances', hidden: true, text: R.reasons.chances });
  const title = el('h3', { tabindex: '-1', text: R.reviewTitle });
  // The reasons of the costly play chosen, right under the board (the
  // list of plays lies far below it on a phone): the board and why
  // together in view.
  const whyHead = el('p', { class: 'dd-review-why-title' });
  const whyList = el('ul', { class: 'dd-review-reasons' });
  const why = el('div', { class: 'dd-review-why', hidden: true }, whyHead, whyList);
  section.before(why);
  /** @type {import('daldos-web').ReviewData | null} the costly play chosen, shown */
  let focused = null;
  const box = el('div', { class: 'dd-review', hidden: true }, title, progress, takebacks, accuracy, accuracyHow, graph.box, lists, chances);
  /** @type {null | { record: string, size: number, data: import('daldos-web').ReviewData[], done: boolean, accuracy?: import('daldos-web').GameAccuracyData, reasons: Map<number, ExplanationData | null>, run: import('./review-run.js').Run, failure?: string }} `failure`: why the reasons stopped */
  let review = null;
  let token = 0;
  /** The game's throws and the step shown. */
  let count = 0;
  let step = 0;

  /** Reviews `game` (a facade game of `throws` throws, at `at`), a few
   * throws at a time, then draws the graph and the costliest plays. */
  async function start(game, throws, at) {
    box.hidden = false;
    // The review shown is the one asked for: its button goes until the
    // viewer shows another game (the focus, if it was there, to the title).
    const hadFocus = /** @type {Document | ShadowRoot} */ (button.getRootNode()).activeElement === button;
    button.hidden = true;
    if (hadFocus) title.focus({ preventScroll: true });
    count = throws;
    step = at;
    const record = game.toRecord();
    if (review?.record === record && review.done) return draw();
    const my = ++token;
    const { size, takebacks: taken = 0 } = game.view();
    takebacks.hidden = !taken;
    takebacks.textContent = taken ? R.takebacks(taken) : '';
    const run = runs.get(record, size, count);
    const { data } = run;
    review = { record, size, data, done: false, reasons: new Map(), run };
    accuracy.hidden = accuracyHow.hidden = true;
    button.disabled = true;
    speak(R.reviewing(0));
    lists.textContent = '';
    graph.clear();
    /** The throws reviewed so far, shown. */
    const shown = () => {
      progress.textContent = R.reviewing(Math.round((100 * data.length) / Math.max(1, count)));
      graph.draw(data, count, step);
    };
    const off = run.listen(() => my === token && shown());
    try {
      section.dataset.review = 'running';
      shown();
      await run.reviewed;
      if (my !== token) return;
      review.done = true;
      section.dataset.review = 'done';
      draw();
      // In place of a progress not yet said (never run into it).
      speak(R.reviewed(count), true);
      await explainAll(review, my);
    } catch (err) {
      if (my !== token) return;
      section.dataset.review = 'failed';
      progress.textContent = R.reviewFailed(String(err?.message || err));
      speak(progress.textContent, true);
      // Review can be asked for again (the failed run is dropped).
      button.hidden = false;
    } finally {
      off();
      if (my === token) button.disabled = false;
    }
  }

  /** Each side's accuracy, then the reasons for each costly play (the
   * costliest first), one engine call at a time; each drawn as it comes.
   * A failure leaves the review as it is and says so where reasons are
   * missing (`data-reasons="failed"`). */
  async function explainAll(r, my) {
    section.dataset.reasons = 'running';
    try {
      r.accuracy = await r.run.accuracy();
      if (my !== token) return;
      drawAccuracy();
      onAccuracy(r.record, accuracy.textContent);
      const worst = [...costliest(r.data, 'a'), ...costliest(r.data, 'b')].sort((x, y) => y.loss - x.loss || x.index - y.index);
      for (const c of worst) {
        const e = await ai.explain(r.record, r.size, c.index, c.best);
        if (my !== token) return;
        r.reasons.set(c.index, e ?? null);
        drawReasons(c.index);
      }
      section.dataset.reasons = 'done';
    } catch (err) {
      if (my !== token) return;
      section.dataset.reasons = 'failed';
      r.failure = R.reviewFailed(String(err?.message || err));
      for (const ul of lists.querySelectorAll('.dd-review-reasons[aria-busy="true"]')) {
        ul.removeAttribute('aria-busy');
        ul.textContent = '';
        ul.append(el('li', { text: r.failure }));
      }
      drawWhy();
    }
  }

  function drawAccuracy() {
    const a = review?.accuracy;
    accuracy.hidden = accuracyHow.hidden = !a;
    if (a) accuracy.textContent = [accuracyWords(R, sideName('a'), a.a, pct), accuracyWords(R, sideName('b'), a.b, pct)].join(' ');
  }

  /** The reasons of the costly play at `index`, under its button. */
  function drawReasons(index) {
    const ul = lists.querySelector(`.dd-review-reasons[data-index="${index}"]`);
    if (!ul || !review) return;
    const e = review.reasons.get(index);
    ul.textContent = '';
    ul.removeAttribute('aria-busy');
    const lines = linesFor(index);
    if (e === undefined) ul.setAttribute('aria-busy', 'true');
    for (const line of lines) ul.append(el('li', { text: line }));
    if (focused?.index === index) drawWhy();
    // What the chances count, once any reason shown gives one.
    chances.hidden = ![...review.reasons.values()].some((x) => x && shownReasons(x).some((y) => y.givesChances));
  }

  /** The words of the reasons of the costly play at `index` (or that
   * they are being found). @param {number} index */
  function linesFor(index) {
    const e = review?.reasons.get(index);
    const r = review?.data.find((x) => x.index === index);
    return e === undefined ? [review?.failure ?? R.reasons.finding] : e === null || !r ? [R.reasons.beyond] : costlyWords(R.reasons, e, pct, pct(shownLoss(r)));
  }

  /** The chosen costly play's reasons under the board (none chosen: hidden). */
  function drawWhy() {
    why.hidden = !focused || !review;
    if (!focused || !review) return;
    whyHead.textContent = R.whyBetter(focused.best);
    whyList.textContent = '';
    for (const line of linesFor(focused.index)) whyList.append(el('li', { text: line }));
  }

  /** The graph and each side's costliest plays. */
  function draw() {
    if (!review) return;
    const { data } = review;
    progress.textContent = R.reviewed(count);
    graph.draw(data, count, step);
    lists.textContent = '';
    for (const side of /** @type {const} */ (['a', 'b'])) {
      const worst = costliest(data, side);
      const list = el('ol', { class: 'dd-review-worst', 'data-side': side });
      for (const r of worst) {
        const id = `dd-review-reasons-${r.index}`;
        list.append(
          el(
            'li',
            {},
            el('button', { type: 'button', class: 'dd-review-play', 'data-index': String(r.index), 'aria-describedby': id, text: words(r), onclick: () => onPick(r.index, r) }),
            el('ul', { class: 'dd-review-reasons', id, 'data-index': String(r.index) }),
          ),
        );
      }
      lists.append(
        el('h4', { text: R.costliest(sideName(side)) }),
        worst.length ? list : el('p', { class: 'dd-review-none', 'data-side': side, text: R.noCostly }),
      );
      for (const r of worst) drawReasons(r.index);
    }
    drawAccuracy();
  }

  return {
    box,
    start,
    /** The viewer shows `at` throws (`focus`: the costly play chosen, if
     * it was): the graph's marker follows, and the play's reasons show
     * under the board. @param {number} at @param {import('daldos-web').ReviewData | null} [focus] */
    mark(at, focus = null) {
      step = at;
      graph.mark(at);
      focused = focus && focus.best !== focus.play ? focus : null;
      drawWhy();
    },
    /** A new game in the viewer: nothing of the last review shown; one
     * under way stops (Review works again). */
    reset() {
      token++;
      if (review && !review.done) runs.drop(review.record);
      review = null;
      focused = null;
      why.hidden = true;
      button.disabled = false;
      button.hidden = false;
      box.hidden = true;
      chances.hidden = true;
      takebacks.hidden = true;
      lists.textContent = '';
      accuracy.hidden = accuracyHow.hidden = true;
      delete section.dataset.reasons;
      graph.clear();
      progress.textContent = '';
    },
  };
}
