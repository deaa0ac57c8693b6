// @ts-check
// What the board shows on and beside its holes: a hole's marks and piece
// (the last play's ring, a target's ring and badge, the hint's ring and
// number, a movable piece's ring), its name for assistive technology,
// where the badges go, the capture odds' labels and the last play's path.
// No state here: board.js keeps what is drawn and hands each its part.

import { svg, pieceElement, angleFor, captureTicks } from './board-layout.js';
import { pieceExtent, cellSpots, rowSpots } from './board-badges.js';

/** @typedef {{ kind: string, capture: boolean, badge: string, text: string }} Target a legal target, as render.js hands it */
/** @typedef {Map<string, import('./board-layout.js').Hole>} Holes */

/** Each badge text's width as drawn (SVG units at scale 1), measured once
 * (`measureBadges`); the page's fonts are the system's, so it holds. */
const measured = new Map();
/** The width of a target's or the hint's badge: its text's and 3 units a
 * side (before the text is measured, a width no text of it exceeds). */
const badgeWidth = (text) => 6 + (measured.get(text) ?? 2 + text.length * 6.2);

/** The height of a target's or the hint's badge: on the lying boat, whose
 * cells are only 40 units wide, a tighter one (its text the larger), its
 * text's line (ascent and descent) still inside it. */
const badgeHeight = (vertical) => (vertical ? 16 : 14);

/** Measures the badge texts of `texts` not measured yet, in the boat
 * `root` (as a badge's text is styled), and forgets nothing. */
function measureBadges(root, texts) {
  const todo = [...new Set(texts)].filter((t) => !measured.has(t));
  if (!todo.length) return;
  const g = svg('g', { class: 'badge', visibility: 'hidden', 'aria-hidden': 'true' }, root);
  const t = svg('text', {}, g);
  for (const text of todo) {
    t.textContent = text;
    // (Nothing laid out yet, the boat not shown: measured next time.)
    const w = /** @type {SVGTextElement} */ (t).getComputedTextLength();
    if (w > 0) measured.set(text, +w.toFixed(2));
  }
  g.remove();
}
/** The width of an odds label (its signs are wider than digits). */
const oddsWidth = (text) => 10 + text.length * 6.8;
/** Where an odds label's centre sits from its hole's: on the piece's
 * upper right corner (the boat lying, or upright on a phone). */
const ODDS_SPOT = [15, -19];
const ODDS_SPOT_VERTICAL = [19, -13];
/** The scale of a target's and of the hint's badge on the upright boat,
 * where its cell has room (board-layout.js's `cellSpots`). */
const TARGET_UPRIGHT = 1.7;
const HINT_UPRIGHT = 1.7;

/** A badge (seen, not heard: the hole's name says the same) at `spot`
 * (`[x, y]` from its hole's centre), `k` times its size, or at the spot's
 * own scale where it has one (`[x, y, k]`: fitted to the hole's cell). @param {number[]} spot */
function badge(parent, kind, text, spot, k, vertical) {
  const [x, y, fitted] = spot;
  if (fitted) k = fitted;
  const g = svg('g', { class: `badge badge-${kind}`, transform: `translate(${x} ${y}) scale(${k})`, 'aria-hidden': 'true' }, parent);
  const wide = badgeWidth(text);
  const high = badgeHeight(vertical);
  svg('rect', { x: -wide / 2, y: -high / 2, width: wide, height: high, rx: 5 }, g);
  svg('text', { x: 0, y: vertical ? 4.5 : 4 }, g).textContent = text;
}

/**
 * Draws what a hole shows into its `slot` (emptied first), from the bottom
 * up: the last play's ring, a target's ring, the hint's ring, a movable
 * piece's ring, the piece (`piece`: none while it travels), then the
 * target's and the hint's badges at their spots.
 * @param {SVGElement} slot
 * @param {{ piece: string | null, movable: boolean, selected: boolean, target?: Target, hint?: string, last?: string,
 *   targetSpot?: number[], hintSpot?: number[] }} m
 * @param {boolean} vertical
 */
export function drawHole(slot, m, vertical) {
  const { piece, movable, selected, target, hint, last } = m;
  slot.textContent = '';
  if (last) {
    svg('circle', { r: 16, class: `last last-${last}` }, slot);
    if (last === 'to-capture' || last === 'capture') captureTicks(slot, 16);
  }
  if (target) {
    const ring = svg('circle', { r: 15, class: `target target-${target.kind}` }, slot);
    if (target.capture) {
      ring.classList.add('capture');
      if (!last) captureTicks(slot, 15);
    }
  }
  if (hint) {
    // A dark outline under the gold: seen against the wood.
    svg('circle', { r: 21, class: 'hint-ring-outline' }, slot);
    svg('circle', { r: 21, class: 'hint-ring' }, slot);
  }
  if (movable) {
    // A dark outline under a light ring: visible on the light and the
    // dark wood alike.
    svg('circle', { r: 18, class: 'ring-outline' }, slot);
    svg('circle', { r: 18, class: selected ? 'ring selected' : 'ring' }, slot);
  }
  if (piece) {
    const p = pieceElement(piece, angleFor(piece, vertical));
    if (vertical) p.setAttribute('transform', 'scale(1.2)');
    if (movable) p.setAttribute('data-movable', 'true');
    slot.appendChild(p);
  }
  if (target) badge(slot, target.kind, target.badge, m.targetSpot || [0, -25], vertical ? TARGET_UPRIGHT : 1, vertical);
  if (hint) badge(slot, 'hint', hint, m.hintSpot || [0, 27], vertical ? HINT_UPRIGHT : 1, vertical);
}

/**
 * The name of the hole `name` for assistive technology: what is on it
 * (`piece`, even while it travels), what may be done there, and what its
 * badges and odds label show.
 * @param {any} strings
 * @param {string} name
 * @param {{ piece?: string, movable: boolean, selected: boolean, target?: Target, hint?: string, hintName?: string, chance?: import('./odds.js').OddsLabel }} m
 *   `hintName`: what the hint's ring stands for, said in place of its number (the review's better play)
 */
export function holeLabel(strings, name, { piece, movable, selected, target, hint, hintName, chance }) {
  const pieceName = piece ? strings.pieceName[piece] : null;
  let label = target
    ? strings.targetLabel(name, target.text, target.capture)
    : movable && pieceName
      ? strings.movableLabel(name, pieceName, selected)
      : strings.holeLabel(name, pieceName);
  // What a badge shows is said too (the name holds the visible text): the
  // dice, always (a dal's "A" is no part of a hole's name, such as A16).
  if (target) label += `, ${target.badge}`;
  if (hintName) label += `, ${hintName}`;
  else if (hint) label += `, ${strings.hint}: ${hint}`;
  if (chance) label += `, ${chance.label}`;
  return label;
}

/**
 * Where the target, hint and odds badges go (`t<hole>`, `h<hole>`,
 * `o<hole>` → offset, and for the targets and the hint the scale): each
 * target and hint badge inside its own hole's cell, clear of its piece
 * (board-badges.js: `cellSpots` on the upright boat, `rowSpots` on the
 * lying one); an odds label on its piece's upper corner.
 * @param {Holes} holes @param {SVGSVGElement} root the boat
 * @param {{ holes: { name: string, piece?: string }[] }} view
 * @param {Map<string, Target>} targets @param {Map<string, string> | null | undefined} hint
 * @param {Map<string, import('./odds.js').OddsLabel>} chances @param {boolean} vert
 */
export function badgeSpots(holes, root, view, targets, hint, chances, vert) {
  measureBadges(root, [...[...targets.values()].map((t) => t.badge), ...(hint?.values() || [])]);
  // Each badge at scale 1, and the scale it asks for.
  const badges = [];
  const add = (key, hole, w, k) => {
    const entry = holes.get(hole);
    if (entry) badges.push({ name: key, hole, x: entry.x, y: entry.y, w, h: badgeHeight(vert), k });
  };
  for (const [hole, t] of targets) add(`t${hole}`, hole, badgeWidth(t.badge), vert ? TARGET_UPRIGHT : 1);
  for (const [hole, mark] of hint || []) add(`h${hole}`, hole, badgeWidth(mark), vert ? HINT_UPRIGHT : 1);
  // An odds label sits on its piece's corner, where it plainly belongs to
  // it (a hole's neighbours are farther than a label is wide); the other
  // badges keep clear of it as of a piece.
  const box = root.viewBox.baseVal;
  const [ox, oy] = vert ? ODDS_SPOT_VERTICAL : ODDS_SPOT;
  const k = vert ? 1.5 : 1;
  /** @type {[string, number[]][]} */
  const corners = [];
  for (const [hole, o] of chances) {
    const entry = holes.get(hole);
    if (!entry || !o.drawn) continue;
    const hx = (oddsWidth(o.text) * k) / 2;
    const hy = 8 * k;
    // Inside the board's edges.
    const dx = Math.min(ox, box.width - hx - entry.x);
    const dy = Math.max(oy, hy - entry.y);
    corners.push([`o${hole}`, [dx, dy]]);
  }
  const low = new Set(corners.map(([key]) => key.slice(1)));
  /** @type {Map<string, number[]>} */
  const spots = vert
    ? cellSpots(badges, holes, low, new Set([...view.holes.filter((h) => h.piece).map((h) => h.name), ...(hint?.keys() || [])]))
    : rowSpots(badges, holes, low, new Map(view.holes.filter((h) => h.piece).map((h) => [h.name, pieceExtent(/** @type {string} */ (h.piece), false)[1]])));
  for (const [key, spot] of corners) spots.set(key, spot);
  return spots;
}

/**
 * The capture odds' labels, into their own `layer` above the holes (seen,
 * not heard: each hole's name says its chance in words): one on each piece
 * shown with a chance in `chances`, but the travelling one (`hidden`).
 * Redrawn only when they change from `drawn` (what the last call gave);
 * gives what it drew.
 * @param {SVGElement} layer @param {Holes} holes
 * @param {{ holes: { name: string, piece?: string }[] }} view @param {string | null | undefined} hidden
 * @param {Map<string, number[]>} spots @param {Map<string, import('./odds.js').OddsLabel>} chances
 * @param {boolean} vertical @param {string} drawn
 */
export function drawOdds(layer, holes, view, hidden, spots, chances, vertical, drawn) {
  const shown = view.holes.filter((h) => h.piece && h.name !== hidden && chances.get(h.name)?.drawn);
  const key = shown.map((h) => `${h.name}:${chances.get(h.name)?.text}:${spots.get(`o${h.name}`)}`).join(' ');
  if (key === drawn) return key;
  layer.textContent = '';
  const k = vertical ? 1.5 : 1;
  for (const h of shown) {
    const chance = /** @type {import('./odds.js').OddsLabel} */ (chances.get(h.name));
    const entry = holes.get(h.name);
    const [dx, dy] = spots.get(`o${h.name}`) || [0, 0];
    if (!entry) continue;
    const label = svg(
      'g',
      { class: `badge badge-odds ${chance.danger}`, 'data-for': h.name, transform: `translate(${entry.x + dx} ${entry.y + dy}) scale(${k})` },
      layer,
    );
    const wide = oddsWidth(chance.text);
    svg('rect', { x: -wide / 2, y: -8, width: wide, height: 16, rx: 8 }, label);
    svg('text', { x: 0, y: 4.5 }, label).textContent = chance.text;
  }
  return key;
}

/**
 * The last play drawn as a path into its `layer`: a line through the holes
 * each of its moves passed (`paths`: hole names, from first). Redrawn only
 * when it changes from `drawn`; gives what it drew.
 * @param {SVGElement} layer @param {Holes} holes @param {string[][]} paths @param {string} drawn
 */
export function drawPaths(layer, holes, paths, drawn) {
  const key = paths.map((p) => p.join('-')).join(' ');
  if (key === drawn) return key;
  layer.textContent = '';
  for (const names of paths) {
    const pts = names.map((n) => holes.get(n)).filter(Boolean);
    if (pts.length < 2) continue;
    svg('polyline', { points: pts.map((p) => `${p.x},${p.y}`).join(' ') }, layer);
  }
  return key;
}
