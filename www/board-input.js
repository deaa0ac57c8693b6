// @ts-check
// The board's input: a tap or click on a hole, a drag of a movable piece
// (a ghost follows the pointer; dropped on the nearest hole), and the
// keyboard: arrow keys move the focus from hole to hole (along a row, and
// across the rows), Enter or Space activates the focused hole, Escape
// cancels a selection. Reports what the player points at, never acts.

import { pieceElement, angleFor } from './board-layout.js';

/**
 * Listens on the boat `root` (one laid out by buildBoat).
 * @param {SVGSVGElement} root
 * @param {{
 *   holes: Map<string, import('./board-layout.js').Hole>,
 *   overlay: SVGElement,
 *   vertical: boolean,
 *   onActivate: (hole: string, how: { drag: boolean, keyboard?: boolean }) => void,
 *   onDrop: (from: string, to: string) => void,
 *   onCancel: () => void,
 * }} options
 */
export function attachInput(root, { holes, overlay, vertical, onActivate, onDrop, onCancel }) {
  function svgPoint(evt) {
    const ctm = root.getScreenCTM();
    if (!ctm) return { x: 0, y: 0 };
    const p = new DOMPoint(evt.clientX, evt.clientY).matrixTransform(ctm.inverse());
    return { x: p.x, y: p.y };
  }

  /** The hole nearest to an SVG point, if one is close enough. */
  function holeAt(pt) {
    let best = null;
    let bestD = 22 * 22;
    for (const [name, h] of holes) {
      const d = (h.x - pt.x) ** 2 + (h.y - pt.y) ** 2;
      if (d < bestD) {
        best = name;
        bestD = d;
      }
    }
    return best;
  }

  /** The hole (its group) an event happened in, if any: a badge's own
   * hole where the pointer is on a badge (one that reaches over a
   * neighbour's cell, on the lying boat, is under that cell's tap area). */
  const holeOf = (e) => {
    if (e.clientX != null) {
      for (const b of root.querySelectorAll('.holes .badge rect')) {
        const r = b.getBoundingClientRect();
        if (e.clientX >= r.left && e.clientX <= r.right && e.clientY >= r.top && e.clientY <= r.bottom) return /** @type {SVGElement | null} */ (b.closest('[data-hole]'));
      }
    }
    return /** @type {SVGElement | null} */ (/** @type {Element} */ (e.target).closest('[data-hole]'));
  };

  let press = null; // { hole, x, y, id, ghost }
  root.addEventListener('pointerdown', (e) => {
    const g = holeOf(e);
    if (!g || e.button > 0) return;
    press = { hole: g.dataset.hole, x: e.clientX, y: e.clientY, id: e.pointerId, ghost: null };
    const piece = g.querySelector('[data-movable]');
    if (piece) {
      e.preventDefault();
      root.setPointerCapture?.(e.pointerId);
    }
  });
  root.addEventListener('pointermove', (e) => {
    if (!press || press.id !== e.pointerId) return;
    const moved = Math.hypot(e.clientX - press.x, e.clientY - press.y);
    const entry = holes.get(press.hole);
    const piece = /** @type {SVGElement | null} */ (entry?.slot.querySelector('[data-movable]'));
    if (!press.ghost && moved > 6 && piece) {
      onActivate(press.hole, { drag: true });
      press.ghost = pieceElement(piece.dataset.piece, angleFor(piece.dataset.piece, vertical));
      press.ghost.classList.add('ghost');
      overlay.appendChild(press.ghost);
      piece.style.opacity = '0.3';
    }
    if (press.ghost) {
      const p = svgPoint(e);
      press.ghost.setAttribute('transform', `translate(${p.x} ${p.y})`);
    }
  });
  const end = (e, cancelled) => {
    if (!press || press.id !== e.pointerId) return;
    const p = press;
    press = null;
    if (p.ghost) {
      p.ghost.remove();
      const to = cancelled ? null : holeAt(svgPoint(e));
      const entry = holes.get(p.hole);
      const piece = /** @type {SVGElement | null} */ (entry?.slot.querySelector('[data-piece]'));
      if (piece) piece.style.opacity = '';
      if (to && to !== p.hole) onDrop(p.hole, to);
    } else if (!cancelled) {
      onActivate(p.hole, { drag: false });
    }
  };
  root.addEventListener('pointerup', (e) => end(e, false));
  root.addEventListener('pointercancel', (e) => end(e, true));
  root.addEventListener('keydown', (e) => {
    const g = holeOf(e);
    if (!g || e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onActivate(g.dataset.hole, { drag: false, keyboard: true });
    } else if (e.key === 'Escape') {
      e.preventDefault();
      onCancel();
    } else if (e.key in STEPS) {
      e.preventDefault();
      const next = neighbour(holes, g.dataset.hole, STEPS[e.key]);
      if (next) holes.get(next)?.g.focus();
    }
  });
}

/** The arrow keys as directions on the screen. */
const STEPS = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };

/**
 * The hole next to `from` in the screen direction `dir` (`[dx, dy]`): the
 * nearest one ahead, along the same row first; none at the end of the
 * board. By the holes' drawn centres, so it fits the boat lying or
 * upright alike.
 * @param {Map<string, { x: number, y: number }>} holes
 * @param {string} from
 * @param {number[]} dir
 */
export function neighbour(holes, from, [ux, uy]) {
  const cur = holes.get(from);
  if (!cur) return null;
  let best = null;
  let bestScore = Infinity;
  for (const [name, h] of holes) {
    const dx = h.x - cur.x;
    const dy = h.y - cur.y;
    const ahead = dx * ux + dy * uy;
    if (ahead <= 1) continue;
    const aside = Math.abs(dx * uy) + Math.abs(dy * ux);
    const score = ahead + 3 * aside;
    if (score < bestScore) {
      best = name;
      bestScore = score;
    }
  }
  return best;
}
