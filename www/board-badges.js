// @ts-check
// Where the board's badges go (board-marks.js draws them): the pieces'
// extents, and each badge (a target's dice, a hint's number, a capture
// chance) placed beside its hole without covering a piece or another
// badge; on the upright boat each inside its own hole's cell.

import { angleFor } from './board-layout.js';

/**
 * The half extents `[hx, hy]` (SVG units) of the piece `letter` drawn at
 * a hole: undalled pieces stand across their row, dalled ones along it;
 * upright boats draw pieces 1.2 times larger.
 * @param {string} letter @param {boolean} vertical
 */
export function pieceExtent(letter, vertical) {
  const scale = vertical ? 1.2 : 1;
  const long = 18 * scale;
  const short = (letter.toLowerCase() === 'a' ? 9 : 5.5) * scale;
  const alongX = angleFor(letter, vertical) % 180 === 0;
  return alongX ? [long, short] : [short, long];
}

/**
 * The badges grouped by their hole, each hole with its entry (a hole the
 * board does not have is left out), in the order the badges come.
 * @template {{ hole: string }} B
 * @param {B[]} badges @param {Map<string, import('./board-layout.js').Hole>} holes
 * @returns {[string, import('./board-layout.js').Hole, B[]][]}
 */
function byHole(badges, holes) {
  /** @type {Map<string, B[]>} */
  const lists = new Map();
  for (const b of badges) lists.set(b.hole, [...(lists.get(b.hole) || []), b]);
  /** @type {[string, import('./board-layout.js').Hole, B[]][]} */
  const out = [];
  for (const [hole, list] of lists) {
    const entry = holes.get(hole);
    if (entry) out.push([hole, entry, list]);
  }
  return out;
}

/** How far (SVG units) from an upright hole's centre its badges start:
 * clear of a piece lying across and of the hint's ring (`CELL_CLEAR`),
 * else of a target's ring and a capture's ticks (`CELL_CLEAR_EMPTY`). */
const CELL_CLEAR = 25;
const CELL_CLEAR_EMPTY = 19;

/**
 * Where the badges of the upright boat go: each inside its own hole's
 * cell (so no two overlap, none covers another hole's piece, and a tap
 * on one is a tap on its hole), beside what the hole holds, on the side
 * of the keel (row A's to the right, the others' to the left), centred
 * on the hole's height; two badges of one hole one above the other; each
 * scaled down from the scale it asks for until it fits.
 * @param {{ name: string, hole: string, w: number, h: number, k: number }[]} badges
 *   each badge's key, its hole, its width and height at scale 1 (SVG
 *   units) and the scale it is drawn at where there is room
 * @param {Map<string, import('./board-layout.js').Hole>} holes
 * @param {Set<string>} low holes whose cell's upper half is taken (an odds
 *   label on the piece's corner): their badges keep to the lower half
 * @param {Set<string>} full holes with a piece or the hint's ring, which
 *   their badges keep farther from
 * @returns {Map<string, [number, number, number]>} each badge's offset
 *   from its hole's centre and its scale
 */
export function cellSpots(badges, holes, low, full) {
  const out = new Map();
  for (const [hole, entry, list] of byHole(badges, holes)) {
    const [cw, ch] = entry.cell;
    const side = entry.row === 'a' ? 1 : -1;
    const clear = full.has(hole) ? CELL_CLEAR : CELL_CLEAR_EMPTY;
    const room = cw / 2 - clear - 1;
    // The band of the cell's height they share, top to bottom.
    const [top, bottom] = low.has(hole) ? [1, ch / 2 - 1] : [-ch / 2 + 1, ch / 2 - 1];
    const band = (bottom - top) / list.length;
    list.forEach((b, i) => {
      const k = Math.min(b.k, room / b.w, band / b.h);
      const dx = side * (clear + (b.w * k) / 2);
      const dy = top + band * (i + 0.5);
      out.set(b.name, [+dx.toFixed(2), +dy.toFixed(2), +k.toFixed(3)]);
    });
  }
  return out;
}

/** The half extent (SVG units) an empty hole's badges keep clear of: its pit. */
const PIT = 7.5;

/**
 * Where the badges of the lying boat go: each inside its own hole's cell
 * (so no two overlap, and a tap on one is a tap on its hole), centred on
 * the hole's column, above or below what the hole holds (its piece's
 * extent across the row, else its pit): first on the outer side of an
 * outer row (above row A, below row B, where its cell reaches out to the
 * boat's edge) or above a middle-row hole, a second badge of the hole on
 * the other side; above no hole whose odds label sits on its piece's
 * upper corner (`low`). Each scaled down from the scale it asks for until
 * it fits its band (1 unit clear of its edges).
 * @param {{ name: string, hole: string, w: number, h: number, k: number }[]} badges
 *   each badge's key, its hole, its width and height at scale 1 (SVG
 *   units) and the scale it asks for
 * @param {Map<string, import('./board-layout.js').Hole>} holes
 * @param {Set<string>} low holes with an odds label on their piece's upper corner
 * @param {Map<string, number>} reach each hole's piece's half extent across the row (none: an empty hole)
 * @returns {Map<string, [number, number, number]>} each badge's offset
 *   from its hole's centre and its scale
 */
export function rowSpots(badges, holes, low, reach) {
  const out = new Map();
  for (const [hole, entry, list] of byHole(badges, holes)) {
    const [cw, ch, cy = 0] = entry.cell;
    const hy = reach.get(hole) ?? PIT;
    const above = /** @type {[number, number]} */ ([cy - ch / 2 + 1, -hy - 1]);
    const below = /** @type {[number, number]} */ ([hy + 1, cy + ch / 2 - 1]);
    let bands = entry.row === 'b' ? [below, above] : [above, below];
    if (low.has(hole)) bands = [below];
    list.forEach((b, i) => {
      // More badges than bands: the last band shared, side by side.
      const [top, bottom] = bands[Math.min(i, bands.length - 1)];
      const sharing = Math.max(1, list.length - bands.length + 1);
      const nth = Math.max(0, i - bands.length + 1);
      const room = (cw - 2) / (i >= bands.length - 1 ? sharing : 1);
      const k = Math.min(b.k, room / b.w, (bottom - top) / b.h);
      const dx = i >= bands.length - 1 && sharing > 1 ? -cw / 2 + 1 + room * (nth + 0.5) : 0;
      out.set(b.name, [+dx.toFixed(2), +((top + bottom) / 2).toFixed(2), +k.toFixed(3)]);
    });
  }
  return out;
}
