// @ts-check
// The key to the board's marks: a small drawing of each (drawn with the
// board's own classes, so it always looks the same) and what it means.

import { el } from './dom.js';
import { svg, captureTicks } from './board-layout.js';

/** The marks, in the order a player meets them: [key of T.legend, draw].
 * @type {[string, (g: SVGElement) => void][]} */
const MARKS = [
  ['movable', (g) => { svg('circle', { r: 18, class: 'ring-outline' }, g); svg('circle', { r: 18, class: 'ring' }, g); }],
  ['selected', (g) => { svg('circle', { r: 18, class: 'ring-outline' }, g); svg('circle', { r: 18, class: 'ring selected' }, g); }],
  ['die', (g) => svg('circle', { r: 15, class: 'target target-die' }, g)],
  ['sum', (g) => svg('circle', { r: 15, class: 'target target-sum' }, g)],
  ['capture', (g) => { svg('circle', { r: 15, class: 'target target-die capture' }, g); captureTicks(g, 15); }],
  ['last', (g) => { svg('circle', { r: 16, class: 'last last-from' }, g); }],
  ['hint', (g) => { svg('circle', { r: 19, class: 'hint-ring-outline' }, g); svg('circle', { r: 19, class: 'hint-ring' }, g); }],
  // A capture-odds label (odds.js), as the board draws it.
  [
    'odds',
    (g) => {
      const badge = svg('g', { class: 'badge badge-odds', transform: 'scale(1.3)' }, g);
      svg('rect', { x: -17, y: -8, width: 34, height: 16, rx: 8 }, badge);
      svg('text', { x: 0, y: 4.5 }, badge).textContent = '44%';
    },
  ],
];

/**
 * The legend, as a `<details>` open by default.
 * @param {any} T the strings (`legendTitle`, `legend`)
 */
export function createLegend(T) {
  const list = el('ul', { class: 'dd-key-list' });
  for (const [key, draw] of MARKS) {
    const icon = svg('svg', { viewBox: '-24 -24 48 48', class: 'dd-key-icon', 'aria-hidden': 'true' });
    svg('rect', { x: -24, y: -24, width: 48, height: 48, rx: 8, class: 'dd-key-wood' }, icon);
    svg('circle', { r: 7.5, class: 'pit' }, icon);
    draw(icon);
    list.append(el('li', {}, icon, el('span', { text: T.legend[key] })));
  }
  return el('details', { class: 'dd-key', open: true }, el('summary', { text: T.legendTitle }), list);
}
