// @ts-check
// The game review: asks the engine (in its worker) for the top level's
// judgement of every throw (`reviewRecord`, the values of `daldos
// analyse`), a few throws at a time with the progress shown, draws the
// graph (review-graph.js) as it goes, and lists each side's costliest
// plays; choosing one shows it in the replay viewer (replay.js).

import { el } from './dom.js';
import { createGraph } from './review-graph.js';

/** Throws reviewed per request to the engine (progress is shown between). */
const REVIEW_CHUNK = 4;
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

/**
 * @param {{
 *   T: any,
 *   ai: ReturnType<typeof import('./ai.js').createAi>,
 *   section: HTMLElement,
 *   button: HTMLButtonElement,
 *   speak: (text: string) => void,
 *   words: (r: import('daldos-web').ReviewData) => string,
 *   onPick: (step: number, focus?: import('daldos-web').ReviewData) => void,
 * }} options `section`: the viewer's (its `data-review` hook: running,
 *   done, failed); `button`: Review (off while it runs); `words`: a
 *   costly play in short; `onPick`: show the game at `step` throws (with
 *   the costly play `focus` chosen)
 */
export function createReview({ T, ai, section, button, speak, words, onPick }) {
  const R = T.replay;
  const sideName = (side) => T.sideName[side];
  const progress = el('p', { class: 'dd-review-progress' });
  const graph = createGraph({ R, onPick: (step) => onPick(step) });
  const lists = el('div', { class: 'dd-review-lists' });
  /** The takebacks of the game reviewed, if it had any (its record's [Takebacks]). */
  const takebacks = el('p', { class: 'dd-review-takebacks', hidden: true });
  const box = el('div', { class: 'dd-review', hidden: true }, el('h3', { text: R.reviewTitle }), progress, takebacks, graph.box, lists);
  /** @type {null | { record: string, data: import('daldos-web').ReviewData[], done: boolean }} */
  let review = null;
  let token = 0;
  /** The game's throws and the step shown. */
  let count = 0;
  let step = 0;

  /** Reviews `game` (a facade game of `throws` throws, at `at`), a few
   * throws at a time, then draws the graph and the costliest plays. */
  async function start(game, throws, at) {
    box.hidden = false;
    count = throws;
    step = at;
    const record = game.toRecord();
    if (review?.record === record && review.done) return draw();
    const my = ++token;
    const { size, takebacks: taken = 0 } = game.view();
    takebacks.hidden = !taken;
    takebacks.textContent = taken ? R.takebacks(taken) : '';
    const data = [];
    review = { record, data, done: false };
    button.disabled = true;
    speak(R.reviewing(0));
    lists.textContent = '';
    graph.clear();
    try {
      for (let from = 0; from < count; from += REVIEW_CHUNK) {
        progress.textContent = R.reviewing(Math.round((100 * from) / Math.max(1, count)));
        section.dataset.review = 'running';
        const part = await ai.review(record, size, from, REVIEW_CHUNK);
        if (my !== token) return;
        data.push(...part);
        graph.draw(data, count, step);
      }
      review.done = true;
      section.dataset.review = 'done';
      draw();
      speak(R.reviewed(count));
    } catch (err) {
      if (my !== token) return;
      section.dataset.review = 'failed';
      progress.textContent = R.reviewFailed(String(err?.message || err));
      speak(progress.textContent);
    } finally {
      if (my === token) button.disabled = false;
    }
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
        list.append(
          el('li', {}, el('button', { type: 'button', class: 'dd-review-play', 'data-index': String(r.index), text: words(r), onclick: () => onPick(r.index, r) })),
        );
      }
      lists.append(
        el('h4', { text: R.costliest(sideName(side)) }),
        worst.length ? list : el('p', { class: 'dd-review-none', 'data-side': side, text: R.noCostly }),
      );
    }
  }

  return {
    box,
    start,
    /** The viewer shows `at` throws: the graph's marker follows. */
    mark(at) {
      step = at;
      graph.mark(at);
    },
    /** A new game in the viewer: nothing of the last review shown; one
     * under way stops (Review works again). */
    reset() {
      token++;
      review = null;
      button.disabled = false;
      box.hidden = true;
      takebacks.hidden = true;
      lists.textContent = '';
      graph.clear();
      progress.textContent = '';
    },
  };
}
