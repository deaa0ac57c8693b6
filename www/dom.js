// @ts-check
// DOM helpers of the game screen: `el` builds an HTML element, `pieceIcon`
// a small piece (as drawn on the board) for a line of text.

import { pieceElement } from './board-layout.js';

/**
 * An element `tag` with attributes and children. `class` and `text` set
 * the class name and the text; `on…` adds a listener; `true` sets an empty
 * attribute, `false` and `null` none.
 * @param {string} tag
 * @param {Record<string, any>} [attrs]
 * @param {...(Node | string | null | undefined | false)} children
 * @returns {any} the element (its type is the caller's to know)
 */
export const el = (tag, attrs = {}, ...children) => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'class') e.className = v;
    else if (k === 'text') e.textContent = v;
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else if (v === true) e.setAttribute(k, '');
    else if (v !== false && v != null) e.setAttribute(k, v);
  }
  for (const c of children) if (c) e.append(c);
  return e;
};

/**
 * Waits for a new task: the browser may paint and answer input before the
 * caller goes on (`scheduler.yield` where there is one, else a message to
 * a channel of its own, which is not clamped as a nested timeout is).
 * @returns {Promise<number>} when the new task began (`performance.now()`, ms)
 */
export async function nextTask() {
  const scheduler = /** @type {any} */ (globalThis).scheduler;
  if (typeof scheduler?.yield === 'function') await scheduler.yield();
  else
    await new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (channel.port1.close(), resolve(undefined));
      channel.port2.postMessage(null);
    });
  return performance.now();
}

/** A die as shown: A, II, III or IIII (`T.dieFace` without its note). */
export const dieFace = (T, d) => T.dieFace(d).replace(/ \(.*\)$/, '');

/** The dice `values` as shown, joined by `sep`: "III + A". */
export const diceFaces = (T, values, sep = ' + ') => values.map((d) => dieFace(T, d)).join(sep);

/** The dice `values` as said to screen readers (`T.dieSaid`), joined by
 * `sep`: "3 + dal", never "I I I + A". */
export const diceSaid = (T, values, sep = ' + ') => values.map((d) => T.dieSaid(d)).join(sep);

/** A piece of side letter `letter` (`A` or `B`), as an inline SVG icon. */
export const pieceIcon = (letter) => {
  const s = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  s.setAttribute('viewBox', '-20 -12 40 24');
  s.setAttribute('class', 'piece-icon');
  s.setAttribute('aria-hidden', 'true');
  s.appendChild(pieceElement(letter, 0));
  return s;
};
