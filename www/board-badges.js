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
 * Where each badge goes: an offset from its hole's centre at which it
 * covers no piece, no other badge and stays on the board, trying the
 * places nearest the hole first (above or below when the boat lies,
 * beside when it stands). If no place is free, the one covering least.
 * @param {{ name: string, x: number, y: number, w: number, h: number }[]} badges
 *   each badge's hole and centre, and its full width and height
 * @param {{ x: number, y: number, hx: number, hy: number }[]} pieces
 *   each piece's centre and half extents
 * @param {{ width: number, height: number }} bounds the board's viewBox
 * @param {boolean} vertical
 * @returns {Map<string, [number, number]>}
 */
export function placeBadges(badges, pieces, bounds, vertical) {
  const dirs = vertical
    ? [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1]]
    : [[0, -1], [0, 1], [1, -1], [-1, -1], [1, 1], [-1, 1], [1, 0], [-1, 0]];
  /** @type {{ x: number, y: number, hx: number, hy: number }[]} */
  const placed = [];
  const overlap = (a, b) =>
    Math.max(0, Math.min(a.x + a.hx, b.x + b.hx) - Math.max(a.x - a.hx, b.x - b.hx)) *
    Math.max(0, Math.min(a.y + a.hy, b.y + b.hy) - Math.max(a.y - a.hy, b.y - b.hy));
  const out = new Map();
  for (const b of badges) {
    const hx = b.w / 2;
    const hy = b.h / 2;
    /** @type {[number, number]} */
    let best = [0, 0];
    let bestCost = Infinity;
    search: for (const step of [0, 1, 2, 3, 4]) {
      for (const [ux, uy] of dirs) {
        // Out from the hole's centre: the badge's edge 6 units (beside) or
        // 10 units (above, below) from it, and farther at each step.
        const dx = ux * (hx + 6 + 4 * step);
        const dy = uy * (hy + 10 + 4 * step);
        const box = { x: b.x + dx, y: b.y + dy, hx, hy };
        const outside =
          Math.max(0, hx - box.x) + Math.max(0, box.x + hx - bounds.width) + Math.max(0, hy - box.y) + Math.max(0, box.y + hy - bounds.height);
        const cost = pieces.reduce((c, p) => c + overlap(box, p), 0) + placed.reduce((c, p) => c + overlap(box, p), 0) + 100 * outside;
        if (cost < bestCost) {
          best = [dx, dy];
          bestCost = cost;
        }
        if (cost === 0) break search;
      }
    }
    out.set(b.name, best);
    placed.push({ x: b.x + best[0], y: b.y + best[1], hx, hy });
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
  /** @type {Map<string, typeof badges>} */
  const byHole = new Map();
  for (const b of badges) byHole.set(b.hole, [...(byHole.get(b.hole) || []), b]);
  const out = new Map();
  for (const [hole, list] of byHole) {
    const entry = holes.get(hole);
    if (!entry) continue;
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
