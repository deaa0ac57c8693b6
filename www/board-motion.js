// @ts-check
// The board's motion: a move's piece travelling hole by hole, the pieces
// it captures leaving the board; and whether the visitor asked for less
// motion. board.js hands in its boat as it stands (`holes`, `overlay`,
// `vertical` read at each step: a boat laid out again meanwhile is the one
// drawn on).

import { pieceElement, angleFor } from './board-layout.js';

export const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Animates `move` of the piece `letter` on `board`: the piece travels hole
 * by hole along `move.path` (turning along its row if it is dalled), the
 * captured pieces leave the board; `ms` per hole. `hide()` is called once
 * the travelling piece is on the overlay (the board then draws the move's
 * first hole without it). Resolves when done; at once when `signal` aborts
 * (a tap or a key: the pieces go where the move leaves them).
 * @param {{ readonly holes: Map<string, import('./board-layout.js').Hole>, readonly overlay: SVGElement, readonly vertical: boolean }} board
 * @param {{ from: string, path: string[], dal: boolean, captures: string[] }} move
 * @param {string} letter @param {number} ms @param {() => void} hide @param {AbortSignal} [signal]
 */
export async function animateMove(board, move, letter, ms, hide, signal) {
  const from = board.holes.get(move.from);
  if (!from) return;
  const pts = [from, ...move.path.map((n) => board.holes.get(n)).filter(Boolean)];
  const final = move.dal ? letter.toUpperCase() : letter;
  const ghost = pieceElement(final, angleFor(final, board.vertical));
  board.overlay.appendChild(ghost);
  hide();
  const frames = pts.map((p, i) => ({
    transform: `translate(${p.x}px, ${p.y}px)`,
    offset: i / (pts.length - 1),
  }));
  /** @type {Animation[]} what runs now: finished at once by a skip */
  const running = [];
  const finish = () => running.forEach((a) => a.finish());
  signal?.addEventListener('abort', finish);
  const anim = ghost.animate(frames, { duration: signal?.aborted ? 0 : ms * (pts.length - 1), easing: 'ease-in-out', fill: 'forwards' });
  running.push(anim);
  await anim.finished.catch(() => {});
  const leaving = move.captures.map((name) => {
    const entry = board.holes.get(name);
    const piece = /** @type {SVGElement | null} */ (entry?.slot.querySelector('[data-piece]'));
    if (!piece) return Promise.resolve();
    const clone = pieceElement(piece.dataset.piece, angleFor(piece.dataset.piece, board.vertical));
    clone.classList.add('captured');
    board.overlay.appendChild(clone);
    piece.remove();
    const [dx, dy] = board.vertical ? [120, 0] : [0, -140];
    const leave = clone.animate(
      [
        { transform: `translate(${entry.x}px, ${entry.y}px) scale(1)`, opacity: 1 },
        { transform: `translate(${entry.x + dx}px, ${entry.y + dy}px) scale(0.4) rotate(200deg)`, opacity: 0 },
      ],
      { duration: signal?.aborted ? 0 : ms * 4, easing: 'ease-in', fill: 'forwards' },
    );
    running.push(leave);
    return leave.finished.catch(() => {}).then(() => clone.remove());
  });
  await Promise.all(leaving);
  signal?.removeEventListener('abort', finish);
  ghost.remove();
}
