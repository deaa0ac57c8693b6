// @ts-check
// The review's graph: Light's chance to win after every throw, as a line
// over the throws (up: Light, down: Dark), with the step shown marked; a
// click on it shows that throw.

import { el } from './dom.js';

/** The graph's drawing box, in SVG units. */
const W = 300;
const H = 100;

/**
 * @param {{ R: any, onPick: (step: number) => void }} options `R`: the
 *   replay's strings; `onPick`: a click on the graph at `step` throws
 */
export function createGraph({ R, onPick }) {
  const box = el('div', { class: 'dd-review-graph' });
  /** The throws of the game graphed. */
  let count = 1;

  /** Draws `data` (the review's throws so far) for a game of `throws`
   * throws, the marker at `step`. @param {import('daldos-web').ReviewData[]} data */
  function draw(data, throws, step) {
    count = Math.max(1, throws);
    const x = (i) => ((i + 1) / count) * W;
    const y = (p) => (1 - p) * H;
    const NS = 'http://www.w3.org/2000/svg';
    const svg = document.createElementNS(NS, 'svg');
    svg.setAttribute('viewBox', `0 0 ${W} ${H}`);
    svg.setAttribute('preserveAspectRatio', 'none');
    svg.setAttribute('role', 'img');
    const last = data[data.length - 1];
    svg.setAttribute('aria-label', R.graphLabel(data.length, last ? Math.round(last.winA * 100) : 50));
    const add = (tag, attrs) => {
      const e = document.createElementNS(NS, tag);
      for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
      svg.append(e);
      return e;
    };
    add('rect', { class: 'dd-graph-light', x: 0, y: 0, width: W, height: H / 2 });
    add('rect', { class: 'dd-graph-dark', x: 0, y: H / 2, width: W, height: H / 2 });
    add('line', { class: 'dd-graph-even', x1: 0, y1: H / 2, x2: W, y2: H / 2 });
    const start = data.length ? data[0].bestWinA : 0.5;
    const points = [`0,${y(start)}`, ...data.map((r) => `${x(r.index)},${y(r.winA)}`)];
    add('polyline', { class: 'dd-graph-line', points: points.join(' ') });
    add('line', { class: 'dd-graph-now', x1: 0, y1: 0, x2: 0, y2: H });
    // A click on the graph shows the game at that throw (the arrow keys
    // step through it from the keyboard).
    svg.addEventListener('click', (e) => {
      const r = svg.getBoundingClientRect();
      if (r.width) onPick(Math.round(((e.clientX - r.left) / r.width) * count));
    });
    box.textContent = '';
    box.append(el('span', { class: 'dd-graph-top', text: R.graphTop }), svg, el('span', { class: 'dd-graph-bottom', text: R.graphBottom }));
    mark(step);
  }

  /** Moves the marker to `step` throws. */
  function mark(step) {
    const now = box.querySelector('.dd-graph-now');
    if (!now) return;
    const xNow = (step / count) * W;
    now.setAttribute('x1', String(xNow));
    now.setAttribute('x2', String(xNow));
  }

  return {
    box,
    draw,
    mark,
    /** Empties the graph (a game not reviewed yet). */
    clear: () => (box.textContent = ''),
  };
}
