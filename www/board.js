// @ts-check
// The boat-shaped board, drawn in SVG. No rules here: the board shows the
// view it is given (pieces per hole, movable pieces, legal targets handed in
// from outside) and reports what the player points at.
//
//   const board = createBoard(el, { strings, onActivate, onDrop });
//   board.render({ view, movable, selected, targets, hidden, hint, last });
//   await board.animateMove(move, pieceLetter);
//
// Hooks for tests and embedders: each hole is `<g data-hole="A1">`, a piece
// inside it `<g data-piece="a|A|b|B">` (`data-movable` when it may move), a
// legal target hole carries `data-target` ("die" or "sum") and
// `data-capture` when the move captures; a hole of the hinted play carries
// `data-hint` (its step numbers: "1" where step 1 starts, "1→" where it ends);
// the holes of the last play carry `data-last` ("from", "to" or "capture").

const NS = 'http://www.w3.org/2000/svg';
const S = 40; // SVG units between two columns (along a row)
const R = 50; // SVG units between two rows (across the boat), horizontal
const RV = 76; // the same when the boat stands upright (narrow screens)
const BOW = 46; // from the bow tip to column 0 (the bow hole M0)
const STERN = 34; // from the last column to the stern
const EDGE = 34; // from the outer rows to the side of the hull
const EDGEV = 36; // the same upright
const ROWS = { a: 0, m: 1, b: 2 };
const ENDS = 26; // room beyond the bow tip and the stern for their labels

// Piece outlines, long axis along x, centred on (0, 0), in SVG units.
// A: wide and flat, a spatula; B: a slim obelisk with a pointed top.
const SHAPES = {
  a: 'M-16,-3.5 L-5,-3.5 Q-1,-9 5,-9 L12,-9 Q16,-9 16,-5 L16,5 Q16,9 12,9 L5,9 Q-1,9 -5,3.5 L-16,3.5 Q-18,3.5 -18,0 Q-18,-3.5 -16,-3.5 Z',
  b: 'M-16,-5.5 L8,-4.5 L17,0 L8,4.5 L-16,5.5 Z',
};

const svg = (tag, attrs = {}, parent = null) => {
  const el = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  if (parent) parent.appendChild(el);
  return el;
};

export const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The piece element for a notation letter (`a`, `A`, `b`, `B`). */
export function pieceElement(letter, angle) {
  const side = letter.toLowerCase();
  const g = svg('g', { class: `piece piece-${side}`, 'data-piece': letter });
  const body = svg('g', { class: 'piece-body', transform: `rotate(${angle})` }, g);
  svg('path', { d: SHAPES[side], class: 'piece-shape' }, body);
  if (side === 'b') svg('path', { d: 'M-14,0 L15,0', class: 'piece-ridge' }, body);
  else svg('path', { d: 'M3,-5.5 L3,5.5', class: 'piece-ridge' }, body);
  return g;
}

export function createBoard(container, { strings, onActivate, onDrop }) {
  let layout = null; // { size, vertical }
  let root = null;
  let holes = new Map(); // name -> { g, x, y, slot }
  let overlay = null;
  let state = null;
  let frame = 0;

  const vertical = () => (container.clientWidth || window.innerWidth) < 560;

  // (u along the boat from the bow tip, v across it) -> SVG (x, y).
  function point(u, v, vert) {
    return vert ? [v, u + ENDS] : [u + ENDS, v];
  }

  let R_ = R;
  let EDGE_ = EDGE;

  /** Lays out the boat for the holes of `view` (their rows and columns come
   * from the engine). */
  function build(view, vert) {
    const { size } = view;
    R_ = vert ? RV : R;
    EDGE_ = vert ? EDGEV : EDGE;
    container.textContent = '';
    holes = new Map();
    const L = BOW + size * S + STERN;
    const W = 2 * EDGE_ + 2 * R_;
    const [w, h] = point(L + ENDS, W, vert);
    root = svg('svg', {
      viewBox: `0 0 ${w} ${h}`,
      class: `boat ${vert ? 'vertical' : 'horizontal'}`,
      role: 'group',
      'aria-label': vert ? strings.boardLabelUpright : strings.boardLabel,
    });
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
    svg('path', { d: hull, class: 'hull' }, root);
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
    svg('path', { d: gun, class: 'gunwale' }, root);
    // Planks between the rows.
    for (const v of [EDGE_ + R_ / 2, EDGE_ + R_ * 1.5]) {
      const [x1, y1] = point(BOW + S * 0.6, v, vert);
      const [x2, y2] = point(L - 14, v, vert);
      svg('line', { x1, y1, x2, y2, class: 'plank' }, root);
    }
    // "BOW" and "STERN" just beyond the two ends of the hull.
    const label = (text, u, cls) => {
      const [x, y] = point(u, keel, vert);
      const t = svg('text', { x, y, class: `end-label ${cls}`, 'aria-hidden': 'true' }, root);
      if (!vert) t.setAttribute('transform', `rotate(${cls === 'bow' ? -90 : 90} ${x} ${y})`);
      t.textContent = text;
    };
    label(strings.bow, -ENDS / 2, 'bow');
    label(strings.stern, L + ENDS / 2, 'stern');
    const holeLayer = svg('g', { class: 'holes' }, root);
    for (const { name, row, column: c } of view.holes) {
      const [x, y] = point(BOW + c * S, EDGE_ + ROWS[row] * R_, vert);
      const g = svg('g', { 'data-hole': name, class: 'hole', transform: `translate(${x} ${y})` }, holeLayer);
      // The area that takes a tap: the whole cell between neighbouring
      // holes (wider than the ring across the rows, where there is room,
      // so small fingers hit on phones), then the ring shown on focus.
      const [cw, ch] = vert ? [RV - 6, S] : [S, R - 2];
      svg('rect', { x: -cw / 2, y: -ch / 2, width: cw, height: ch, class: 'hit-area' }, g);
      svg('circle', { r: 19, class: 'hit' }, g);
      svg('circle', { r: 7.5, class: 'pit' }, g);
      const slot = svg('g', { class: 'slot' }, g);
      holes.set(name, { g, x, y, slot });
    }
    // Hole names (A1 … B16, as in the move list), shown with "Show hole
    // names": above the pieces, never in the way of a click.
    const names = svg('g', { class: 'hole-names', 'pointer-events': 'none', 'aria-hidden': 'true' }, root);
    for (const [name, { x, y }] of holes) {
      const [dx, dy] = vert ? [0, -13] : [0, 16];
      const t = svg('text', { x: x + dx, y: y + dy }, names);
      t.textContent = name;
    }
    overlay = svg('g', { class: 'overlay', 'pointer-events': 'none' }, root);
    container.appendChild(root);
    layout = { size, vertical: vert };
    attachPointer();
  }

  // Rotation of a piece: undalled pieces stand across their row, dalled ones
  // are turned along it.
  const angleFor = (letter) => {
    const along = layout.vertical ? 90 : 0;
    return letter === letter.toUpperCase() ? along : along + 90;
  };

  function draw() {
    frame = 0;
    if (!state) return;
    const { view, movable, selected, targets, hidden, hint, last } = state;
    if (!layout || layout.size !== view.size || layout.vertical !== vertical()) build(view, vertical());
    for (const h of view.holes) {
      const entry = holes.get(h.name);
      if (!entry) continue;
      const { g, slot } = entry;
      const target = targets.get(h.name);
      const isMovable = movable.has(h.name);
      const hintMark = hint?.get(h.name);
      const lastMark = last?.get(h.name);
      // Redraw a hole only when what it shows changed: a full redraw of
      // every hole on each step is what made a step's task long.
      const key = [
        h.piece,
        hidden === h.name,
        isMovable,
        selected === h.name,
        target ? `${target.kind}|${target.capture}|${target.badge}|${target.text}` : '',
        hintMark || '',
        lastMark || '',
      ].join(';');
      if (entry.key === key) continue;
      entry.key = key;
      slot.textContent = '';
      if (lastMark) svg('circle', { r: 16, class: `last last-${lastMark}` }, slot);
      if (target) {
        const ring = svg('circle', { r: 15, class: `target target-${target.kind}` }, slot);
        if (target.capture) ring.classList.add('capture');
      }
      if (hintMark) svg('circle', { r: 21, class: 'hint-ring' }, slot);
      if (isMovable) {
        // A dark outline under a light ring: visible on the light and the
        // dark wood alike.
        svg('circle', { r: 18, class: 'ring-outline' }, slot);
        svg('circle', { r: 18, class: selected === h.name ? 'ring selected' : 'ring' }, slot);
      }
      if (h.piece && hidden !== h.name) {
        const p = pieceElement(h.piece, angleFor(h.piece));
        if (layout.vertical) p.setAttribute('transform', 'scale(1.2)');
        if (isMovable) p.setAttribute('data-movable', 'true');
        slot.appendChild(p);
      }
      if (target) {
        const [bx, by, k] = layout.vertical ? [38, -2, 1.5] : [0, -25, 1];
        const badge = svg('g', { class: `badge badge-${target.kind}`, transform: `translate(${bx} ${by}) scale(${k})` }, slot);
        const wide = 8 + target.badge.length * 6.2;
        svg('rect', { x: -wide / 2, y: -8, width: wide, height: 16, rx: 5 }, badge);
        const t = svg('text', { x: 0, y: 4.5 }, badge);
        t.textContent = target.badge;
      }
      if (hintMark) {
        // Upright, the badge sits below the hole, except at the stern (the
        // last row), where it would cross the rim: there it goes above.
        const atStern = h.column === view.size;
        const [bx, by, k] = layout.vertical ? [-15, atStern ? -21 : 21, 1.2] : [0, 27, 1];
        const badge = svg('g', { class: 'badge badge-hint', transform: `translate(${bx} ${by}) scale(${k})` }, slot);
        const wide = 8 + hintMark.length * 6.2;
        svg('rect', { x: -wide / 2, y: -8, width: wide, height: 16, rx: 5 }, badge);
        const t = svg('text', { x: 0, y: 4.5 }, badge);
        t.textContent = hintMark;
      }
      toggle(g, 'data-hint', hintMark || null);
      toggle(g, 'data-last', lastMark || null);
      toggle(g, 'data-target', target ? target.kind : null);
      toggle(g, 'data-capture', target && target.capture ? 'true' : null);
      toggle(g, 'data-selected', selected === h.name ? 'true' : null);
      const focusable = isMovable || !!target;
      toggle(g, 'tabindex', focusable ? '0' : null);
      toggle(g, 'role', focusable ? 'button' : null);
      const pieceName = h.piece ? strings.pieceName[h.piece] : null;
      g.setAttribute(
        'aria-label',
        target
          ? strings.targetLabel(h.name, target.text)
          : isMovable && pieceName
            ? strings.movableLabel(h.name, pieceName, selected === h.name)
            : strings.holeLabel(h.name, pieceName),
      );
    }
  }

  function toggle(el, attr, value) {
    if (value == null) el.removeAttribute(attr);
    else el.setAttribute(attr, value);
  }

  /** Redraw with `next` on the next animation frame (batched). */
  function render(next) {
    state = next;
    if (!frame) frame = requestAnimationFrame(draw);
  }

  /** Redraw at once (before an animation reads positions). */
  function flush() {
    if (frame) cancelAnimationFrame(frame);
    draw();
  }

  function svgPoint(evt) {
    const ctm = root.getScreenCTM();
    if (!ctm) return { x: 0, y: 0 };
    const p = new DOMPoint(evt.clientX, evt.clientY).matrixTransform(ctm.inverse());
    return { x: p.x, y: p.y };
  }

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

  function attachPointer() {
    let press = null; // { hole, x, y, id, ghost }
    root.addEventListener('pointerdown', (e) => {
      const g = e.target.closest('[data-hole]');
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
      const piece = entry?.slot.querySelector('[data-movable]');
      if (!press.ghost && moved > 6 && piece) {
        onActivate(press.hole, { drag: true });
        press.ghost = pieceElement(piece.dataset.piece, angleFor(piece.dataset.piece));
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
        const piece = entry?.slot.querySelector('[data-piece]');
        if (piece) piece.style.opacity = '';
        if (to && to !== p.hole) onDrop(p.hole, to);
      } else if (!cancelled) {
        onActivate(p.hole, { drag: false });
      }
    };
    root.addEventListener('pointerup', (e) => end(e, false));
    root.addEventListener('pointercancel', (e) => end(e, true));
    root.addEventListener('keydown', (e) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      const g = e.target.closest('[data-hole]');
      if (!g) return;
      e.preventDefault();
      onActivate(g.dataset.hole, { drag: false, keyboard: true });
    });
  }

  /**
   * Animates a move: the piece travels hole by hole along `move.path`
   * (turning along its row if it is dalled), captured pieces leave the
   * board. Resolves when done; `ms` per hole (0: no animation).
   */
  async function animateMove(move, letter, ms = 130) {
    flush();
    if (!ms || !layout) return;
    const from = holes.get(move.from);
    if (!from) return;
    const pts = [from, ...move.path.map((n) => holes.get(n)).filter(Boolean)];
    const final = move.dal ? letter.toUpperCase() : letter;
    const ghost = pieceElement(final, angleFor(final));
    overlay.appendChild(ghost);
    state = { ...state, hidden: move.from };
    draw();
    const frames = pts.map((p, i) => ({
      transform: `translate(${p.x}px, ${p.y}px)`,
      offset: i / (pts.length - 1),
    }));
    const anim = ghost.animate(frames, { duration: ms * (pts.length - 1), easing: 'ease-in-out', fill: 'forwards' });
    await anim.finished.catch(() => {});
    const leaving = move.captures.map((name) => {
      const entry = holes.get(name);
      const piece = entry?.slot.querySelector('[data-piece]');
      if (!piece) return Promise.resolve();
      const clone = pieceElement(piece.dataset.piece, angleFor(piece.dataset.piece));
      clone.classList.add('captured');
      overlay.appendChild(clone);
      piece.remove();
      const [dx, dy] = layout.vertical ? [120, 0] : [0, -140];
      return clone
        .animate(
          [
            { transform: `translate(${entry.x}px, ${entry.y}px) scale(1)`, opacity: 1 },
            { transform: `translate(${entry.x + dx}px, ${entry.y + dy}px) scale(0.4) rotate(200deg)`, opacity: 0 },
          ],
          { duration: ms * 4, easing: 'ease-in', fill: 'forwards' },
        )
        .finished.catch(() => {})
        .then(() => clone.remove());
    });
    await Promise.all(leaving);
    ghost.remove();
  }

  function onResize() {
    if (layout && layout.vertical !== vertical() && state) render(state);
  }
  window.addEventListener('resize', onResize);

  return {
    render,
    flush,
    animateMove,
    element: () => root,
    destroy() {
      window.removeEventListener('resize', onResize);
      container.textContent = '';
    },
  };
}
