// @ts-check
// The boat's geometry and its SVG: the hull, the planks, BOW and STERN, one
// `<g data-hole>` per hole of the view (rows and columns from the engine),
// the hole names and an overlay for moving pieces; and the two piece
// shapes. No rules and no state here: board.js draws into what this lays
// out.

const NS = 'http://www.w3.org/2000/svg';
const S = 40; // SVG units between two columns (along a row)
const R = 50; // SVG units between two rows (across the boat), horizontal
/** The least and the most SVG units between two rows of the upright boat
 * (narrow screens): board.js picks, between them, what fills the width the
 * boat has at the height it may take (`uprightSpacing`). */
export const RV_MIN = 76;
export const RV_MAX = 300;
const BOW = 46; // from the bow tip to column 0 (the bow hole M0)
const STERN = 34; // from the last column to the stern
const EDGE = 34; // from the outer rows to the side of the hull
const EDGEV = 36; // the same upright
const ROWS = { a: 0, m: 1, b: 2 };
const ENDS = 26; // room beyond the bow tip and the stern for their labels
/** A hole's cell across the rows: the row spacing less this gap. */
const CELL_GAP = 6;

/**
 * The upright boat's row spacing (SVG units, `RV_MIN` to `RV_MAX`) that
 * makes a board of `size` holes a row, drawn `height` px tall, `width` px
 * wide: the boat as wide as its room allows, its cells wider with it.
 * @param {number} size @param {number} width @param {number} height
 */
export function uprightSpacing(size, width, height) {
  const long = BOW + size * S + STERN + 2 * ENDS;
  const wide = (width / height) * long;
  return Math.round(Math.min(RV_MAX, Math.max(RV_MIN, (wide - 2 * EDGEV) / 2)));
}

// Piece outlines, long axis along x, centred on (0, 0), in SVG units.
// A: wide and flat, a spatula; B: a slim obelisk with a pointed top.
const SHAPES = {
  a: 'M-16,-3.5 L-5,-3.5 Q-1,-9 5,-9 L12,-9 Q16,-9 16,-5 L16,5 Q16,9 12,9 L5,9 Q-1,9 -5,3.5 L-16,3.5 Q-18,3.5 -18,0 Q-18,-3.5 -16,-3.5 Z',
  b: 'M-16,-5.5 L8,-4.5 L17,0 L8,4.5 L-16,5.5 Z',
};

/** An SVG element with attributes, appended to `parent` if given. */
export const svg = (tag, attrs = {}, parent = null) => {
  const el = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  if (parent) parent.appendChild(el);
  return el;
};

/** The piece element for a notation letter (`a`, `A`, `b`, `B`). */
/**
 * A capture's mark: four short ticks round a hole on the diagonals (a
 * reticle), so that a capturing target and a capturing end differ from
 * the plain ones by shape, not colour alone (WCAG 1.4.1). Each tick is a
 * light stroke over a dark one: seen on light and dark wood.
 * @param {Element} parent
 * @param {number} r the ring's radius the ticks stand outside of (SVG units)
 */
export function captureTicks(parent, r) {
  const g = svg('g', { class: 'capture-ticks' }, parent);
  const d = [45, 135, 225, 315]
    .map((deg) => {
      const [c, s] = [Math.cos((deg * Math.PI) / 180), Math.sin((deg * Math.PI) / 180)];
      const [a, b] = [r + 1, r + 7];
      return `M${(a * c).toFixed(2)} ${(a * s).toFixed(2)}L${(b * c).toFixed(2)} ${(b * s).toFixed(2)}`;
    })
    .join('');
  svg('path', { d, class: 'capture-ticks-outline' }, g);
  svg('path', { d, class: 'capture-ticks-line' }, g);
  return g;
}

export function pieceElement(letter, angle) {
  const side = letter.toLowerCase();
  const g = svg('g', { class: `piece piece-${side}`, 'data-piece': letter });
  const body = svg('g', { class: 'piece-body', transform: `rotate(${angle})` }, g);
  svg('path', { d: SHAPES[side], class: 'piece-shape' }, body);
  if (side === 'b') svg('path', { d: 'M-14,0 L15,0', class: 'piece-ridge' }, body);
  else svg('path', { d: 'M3,-5.5 L3,5.5', class: 'piece-ridge' }, body);
  return g;
}

/** Rotation of a piece: undalled pieces stand across their row, dalled
 * ones are turned along it. */
export const angleFor = (letter, vertical) => {
  const along = vertical ? 90 : 0;
  return letter === letter.toUpperCase() ? along : along + 90;
};

// (u along the boat from the bow tip, v across it) -> SVG (x, y).
function point(u, v, vert) {
  return vert ? [v, u + ENDS] : [u + ENDS, v];
}

/**
 * @typedef {{ g: SVGElement, x: number, y: number, slot: SVGElement, row: string, cell: [number, number, number], key?: string }} Hole
 *   a hole's group, its centre in SVG units, the group its marks and
 *   piece are drawn into, its row (`a`, `m`, `b`), its cell's width,
 *   height and the offset of its centre from the hole's across the rows
 *   (SVG units: what takes its taps; an outer row's lying cell reaches out
 *   to the boat's edge), and
 *   what it shows (board.js redraws on a change)
 */

/**
 * Lays out the boat for the holes of `view` into `container` (emptied
 * first), upright if `vert` (its rows `across` SVG units apart:
 * `uprightSpacing`).
 * @param {HTMLElement} container
 * @param {{ size: number, holes: { name: string, row: string, column: number }[] }} view
 * @param {boolean} vert
 * @param {any} strings
 * @param {string[]} track Light's track on this board, hole by hole in the
 *   direction of travel (the facade's `track(size)`): arrows are drawn along it
 * @param {number} [across] the upright boat's row spacing (SVG units)
 * @returns {{ root: SVGSVGElement, holes: Map<string, Hole>, overlay: SVGElement, pathLayer: SVGElement }}
 */
export function buildBoat(container, view, vert, strings, track, across = RV_MIN) {
  const { size } = view;
  const R_ = vert ? across : R;
  const EDGE_ = vert ? EDGEV : EDGE;
  container.textContent = '';
  /** @type {Map<string, Hole>} */
  const holes = new Map();
  const L = BOW + size * S + STERN;
  const W = 2 * EDGE_ + 2 * R_;
  const [w, h] = point(L + ENDS, W, vert);
  const root = /** @type {SVGSVGElement} */ (
    svg('svg', {
      viewBox: `0 0 ${w} ${h}`,
      class: `boat ${vert ? 'vertical' : 'horizontal'}`,
      // A grid for assistive technology: a row per board row (A, the
      // middle row, B), a cell per hole, named with its content.
      role: 'grid',
      'aria-label': vert ? strings.boardLabelUpright : strings.boardLabel,
      // Out of the tab order (Chromium puts the grid itself in it): Tab
      // comes in on one cell, the arrow keys do the rest.
      tabindex: '-1',
    })
  );
  // The drawing (hull, gunwale, planks, the end labels) is not read out.
  const deco = svg('g', { class: 'deco', 'aria-hidden': 'true' }, root);
  root.style.setProperty('--ratio', String(w / h));
  const P = (u, v) => point(u, v, vert).join(',');
  const keel = W / 2;
  const hull = [
    `M${P(2, keel)}`,
    `Q${P(BOW * 0.35, 6)} ${P(BOW + S * 1.2, 3)}`,
    `L${P(L - 16, 3)}`,
    `Q${P(L - 3, 3)} ${P(L - 3, 16)}`,
    `L${P(L - 3, W - 16)}`,
    `Q${P(L - 3, W - 3)} ${P(L - 16, W - 3)}`,
    `L${P(BOW + S * 1.2, W - 3)}`,
    `Q${P(BOW * 0.35, W - 6)} ${P(2, keel)}`,
    'Z',
  ].join(' ');
  svg('path', { d: hull, class: 'hull' }, deco);
  // The gunwale: an inner outline a little inside the hull.
  const gun = [
    `M${P(14, keel)}`,
    `Q${P(BOW * 0.45, 15)} ${P(BOW + S * 1.2, 12)}`,
    `L${P(L - 20, 12)}`,
    `Q${P(L - 12, 12)} ${P(L - 12, 20)}`,
    `L${P(L - 12, W - 20)}`,
    `Q${P(L - 12, W - 12)} ${P(L - 20, W - 12)}`,
    `L${P(BOW + S * 1.2, W - 12)}`,
    `Q${P(BOW * 0.45, W - 15)} ${P(14, keel)}`,
    'Z',
  ].join(' ');
  svg('path', { d: gun, class: 'gunwale' }, deco);
  // Planks between the rows.
  for (const v of [EDGE_ + R_ / 2, EDGE_ + R_ * 1.5]) {
    const [x1, y1] = point(BOW + S * 0.6, v, vert);
    const [x2, y2] = point(L - 14, v, vert);
    svg('line', { x1, y1, x2, y2, class: 'plank' }, deco);
  }
  // "BOW" and "STERN" just beyond the two ends of the hull.
  const label = (text, u, cls) => {
    const [x, y] = point(u, keel, vert);
    const t = svg('text', { x, y, class: `end-label ${cls}` }, deco);
    if (!vert) t.setAttribute('transform', `rotate(${cls === 'bow' ? -90 : 90} ${x} ${y})`);
    t.textContent = text;
  };
  label(strings.bow, -ENDS / 2, 'bow');
  label(strings.stern, L + ENDS / 2, 'stern');
  // The last play's path (board.js draws it), under the pieces.
  const pathLayer = svg('g', { class: 'last-path', 'aria-hidden': 'true' }, root);
  const holeLayer = svg('g', { class: 'holes', role: 'rowgroup' }, root);
  /** @type {Record<string, SVGElement>} */
  const rows = {};
  for (const { name, row, column: c } of view.holes) {
    const [x, y] = point(BOW + c * S, EDGE_ + ROWS[row] * R_, vert);
    rows[row] ||= svg('g', { role: 'row', 'aria-label': strings.rowName?.[row] || row }, holeLayer);
    const g = svg(
      'g',
      { 'data-hole': name, class: 'hole', role: 'gridcell', tabindex: '-1', transform: `translate(${x} ${y})` },
      rows[row],
    );
    // The area that takes a tap: the whole cell between neighbouring
    // holes (wider than the ring across the rows, where there is room,
    // so small fingers hit on phones), then the ring shown on focus.
    // Lying, an outer row's cell reaches out to the boat's edge: room in
    // its own cell for the badges above (row A) or below (row B) a piece
    // standing across its row (board-badges.js's `rowSpots`).
    const out = vert || row === 'm' ? 0 : EDGE - (R - 2) / 2;
    const [cw, ch] = vert ? [across - CELL_GAP, S] : [S, R - 2 + out];
    const cy = row === 'a' ? -out / 2 : out / 2;
    svg('rect', { x: -cw / 2, y: cy - ch / 2, width: cw, height: ch, class: 'hit-area' }, g);
    svg('circle', { r: 7.5, class: 'pit' }, g);
    const slot = svg('g', { class: 'slot' }, g);
    // The focus ring, drawn last: above the piece and every mark.
    svg('circle', { r: 21, class: 'hit' }, g);
    holes.set(name, { g, x, y, slot, row, cell: [cw, ch, cy] });
  }
  // Hole names (A1 … B16, as in the move list), shown with "Show hole
  // names": above the pieces, never in the way of a click.
  const names = svg('g', { class: 'hole-names', 'pointer-events': 'none', 'aria-hidden': 'true' }, root);
  for (const [name, { x, y }] of holes) {
    const [dx, dy] = vert ? [0, -13] : [0, 16];
    const t = svg('text', { x: x + dx, y: y + dy }, names);
    t.textContent = name;
  }
  // Which way pieces travel: a small arrow between each two holes of a row
  // that follow each other on the track (can be hidden: .hide-arrows).
  const arrows = svg('g', { class: 'track-arrows', 'aria-hidden': 'true', 'pointer-events': 'none' }, deco);
  for (let i = 1; i < track.length; i++) {
    const a = holes.get(track[i - 1]);
    const b = holes.get(track[i]);
    if (!a || !b || track[i - 1][0] !== track[i][0]) continue;
    const angle = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
    svg('path', { d: 'M-3,-4 L2,0 L-3,4', transform: `translate(${(a.x + b.x) / 2} ${(a.y + b.y) / 2}) rotate(${angle})` }, arrows);
  }
  const overlay = svg('g', { class: 'overlay', 'pointer-events': 'none' }, root);
  container.appendChild(root);
  return { root, holes, overlay, pathLayer };
}
