// @ts-check
// Two four-sided long dice (elongated prisms), faces A (the dal), II, III,
// IIII. Drawn in SVG; `roll` tumbles them and settles on the thrown faces
// (no animation under prefers-reduced-motion; at once on a skip, pace.js).
// No rules here.

import { reducedMotion } from './board.js';

const NS = 'http://www.w3.org/2000/svg';
const svg = (tag, attrs = {}, parent = null) => {
  const el = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  if (parent) parent.appendChild(el);
  return el;
};

// Marks of a face (in a 100 x 30 face, centred at 50, 15).
function marks(g, value) {
  if (value === 1) {
    // The dal: an "A" drawn with strokes (no font needed).
    svg('path', { d: 'M41,25 L50,5 L59,25 M44.5,18 L55.5,18', class: 'mark' }, g);
    return;
  }
  const gap = 9;
  const x0 = 50 - ((value - 1) * gap) / 2;
  for (let i = 0; i < value; i++) {
    svg('line', { x1: x0 + i * gap, y1: 6, x2: x0 + i * gap, y2: 24, class: 'mark' }, g);
  }
}

function drawDie(el, value) {
  el.textContent = '';
  const s = svg('svg', { viewBox: '0 0 120 46', class: 'die-svg', 'aria-hidden': 'true' }, el);
  // The prism seen from above and a little from the front: the top facet
  // (the face that counts) and the front facet below it; the ends are cut.
  svg('path', { d: 'M6,4 L114,4 L118,10 L118,34 L114,42 L6,42 L2,34 L2,10 Z', class: 'die-body' }, s);
  svg('path', { d: 'M2,34 L118,34 L114,42 L6,42 Z', class: 'die-front' }, s);
  svg('path', { d: 'M6,4 L114,4 L118,10 L2,10 Z', class: 'die-top' }, s);
  svg('line', { x1: 14, y1: 10, x2: 14, y2: 34, class: 'die-end' }, s);
  svg('line', { x1: 106, y1: 10, x2: 106, y2: 34, class: 'die-end' }, s);
  const face = svg('g', { transform: 'translate(10 7)' }, s);
  if (value) marks(face, value);
}

export function createDice(container, strings) {
  container.textContent = '';
  // Whose throw the dice show, seen (heard in the box's label).
  const caption = document.createElement('span');
  caption.className = 'dd-dice-who';
  caption.setAttribute('aria-hidden', 'true');
  container.appendChild(caption);
  const dice = [0, 1].map(() => {
    const d = document.createElement('span');
    d.className = 'die';
    container.appendChild(d);
    drawDie(d, 0);
    return d;
  });

  /** Shows `values` ([a, b] or null) with `used` ([bool, bool]) spent,
   * thrown by `who` ("Dark (computer)"; none: no caption). */
  function show(values, used = [false, false], who = '') {
    dice.forEach((d, i) => {
      const v = values ? values[i] : 0;
      if (d.dataset.value !== String(v)) drawDie(d, v);
      d.dataset.value = String(v);
      d.classList.toggle('spent', !!values && !!used[i]);
      d.classList.toggle('blank', !values);
    });
    container.dataset.dice = values ? values.join('+') : '';
    const by = values && who ? strings.thrownBy(who) : '';
    caption.textContent = by;
    container.dataset.who = by;
    container.setAttribute(
      'aria-label',
      values
        ? (by ? `${by}: ` : '') +
          strings.diceLabel(strings.dieSaid(values[0]), strings.dieSaid(values[1])) +
            (used.some(Boolean) ? ` (${used.map((u, i) => (u ? strings.dieSaid(values[i]) : null)).filter(Boolean).join(', ')} ${strings.spent})` : '')
        : strings.diceIdle,
    );
  }

  /** Tumbles the dice and settles on `values`; `ms` total (0: at once);
   * `signal` aborted (a tap or a key) settles them at once; `who`: whose throw.
   * @param {number[]} values @param {number} [ms] @param {AbortSignal} [signal] @param {string} [who] */
  async function roll(values, ms = 700, signal = undefined, who = '') {
    if (!ms || reducedMotion() || signal?.aborted) {
      show(values, undefined, who);
      return;
    }
    const start = performance.now();
    caption.textContent = who ? strings.thrownBy(who) : '';
    dice.forEach((d) => {
      d.classList.remove('spent', 'blank');
      d.classList.add('rolling');
    });
    // A new face every 80 ms (twice in a shorter roll), until the time is up or a skip.
    const frame = Math.min(80, ms / 2);
    for (let left = ms; left > 0 && !signal?.aborted; left = ms - (performance.now() - start)) {
      dice.forEach((d) => drawDie(d, 1 + Math.floor(Math.random() * 4)));
      await new Promise((r) => {
        const done = () => (clearTimeout(timer), signal?.removeEventListener('abort', done), r(undefined));
        const timer = setTimeout(done, Math.min(frame, left));
        signal?.addEventListener('abort', done);
      });
    }
    dice.forEach((d) => {
      d.classList.remove('rolling');
      d.dataset.value = '';
    });
    show(values, undefined, who);
  }

  return { show, roll };
}
