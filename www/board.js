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
// the holes of the last play carry `data-last` ("from", "to" or "capture");
// with the capture odds shown, a piece with a chance of being captured
// carries `data-odds` (the exact chance, "7/16") and a label on its corner
// (`<g class="badge-odds" data-for="M9">`; `board.setOdds`, from odds.js).

// The boat's layout and the piece shapes are board-layout.js; pointer and
// keyboard input on it, board-input.js.

import { svg, pieceElement, angleFor as angleOf, buildBoat, pieceExtent, placeBadges, captureTicks } from './board-layout.js';
import { attachInput } from './board-input.js';
import { NARROW_WIDTH } from './breakpoints.js';

/** The width of an odds label (its signs are wider than digits). */
const oddsWidth = (text) => 10 + text.length * 6.8;
/** Where an odds label's centre sits from its hole's: on the piece's
 * upper right corner (the boat lying, or upright on a phone). */
const ODDS_SPOT = [15, -19];
const ODDS_SPOT_VERTICAL = [19, -13];

export const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export function createBoard(container, { strings, onActivate, onDrop, onCancel, trackOf }) {
  let layout = null; // { size, vertical }
  let root = null;
  /** @type {Map<string, import('./board-layout.js').Hole>} name -> its group, centre and slot */
  let holes = new Map();
  let overlay = null;
  /** @type {SVGElement | null} where the last play's path is drawn */
  let pathLayer = null;
  let pathKey = '';
  let state = null;
  let frame = 0;
  /** @type {Map<string, import('./odds.js').OddsLabel>} hole -> its capture-odds label */
  let odds = new Map();
  /** The position (notation) the odds are for: on any other board shown
   * (a replay's), none are drawn. */
  let oddsPosition = '';
  /** @type {SVGElement | null} where the odds' labels are drawn */
  let oddsLayer = null;
  let oddsKey = '';
  /** The hole whose cell is in the tab order (one at a time, a roving
   * tabindex: the arrow keys move it). */
  let active = null;

  const vertical = () => (container.clientWidth || window.innerWidth) < NARROW_WIDTH;

  /** Lays out the boat for the holes of `view` (their rows and columns come
   * from the engine), and listens to it. */
  function build(view, vert) {
    ({ root, holes, overlay, pathLayer } = buildBoat(container, view, vert, strings, trackOf(view.size)));
    pathKey = '';
    oddsLayer = svg('g', { class: 'odds-layer', 'aria-hidden': 'true', 'pointer-events': 'none' });
    root.insertBefore(oddsLayer, overlay);
    oddsKey = '';
    layout = { size: view.size, vertical: vert };
    attachInput(root, { holes, overlay, vertical: vert, onActivate, onDrop, onCancel });
    root.addEventListener('focusin', (e) => {
      const g = /** @type {Element} */ (e.target).closest('[data-hole]');
      if (g) setActive(/** @type {SVGElement} */ (g).dataset.hole);
    });
  }

  /** Makes the cell of `name` the one in the tab order. */
  function setActive(name) {
    if (!holes.has(name)) return;
    if (active && active !== name) holes.get(active)?.g.setAttribute('tabindex', '-1');
    active = name;
    holes.get(name)?.g.setAttribute('tabindex', '0');
  }

  /** Whether the keyboard focus is on the board. */
  const focusInside = () => {
    const tree = /** @type {Document | ShadowRoot} */ (container.getRootNode());
    return !!root && root.contains(tree.activeElement);
  };

  const angleFor = (letter) => angleOf(letter, layout.vertical);

  function draw() {
    frame = 0;
    if (!state) return;
    const { view, movable, selected, targets, hidden, hint, last, paths } = state;
    const chances = view.position === oddsPosition ? odds : new Map();
    if (!layout || layout.size !== view.size || layout.vertical !== vertical()) build(view, vertical());
    drawPaths(paths || []);
    const spots = badgeSpots(view, targets, hint, chances);
    drawOdds(view, hidden, spots, chances);
    for (const h of view.holes) {
      const entry = holes.get(h.name);
      if (!entry) continue;
      const { g, slot } = entry;
      const target = targets.get(h.name);
      const isMovable = movable.has(h.name);
      const hintMark = hint?.get(h.name);
      const lastMark = last?.get(h.name);
      const chance = h.piece && hidden !== h.name ? chances.get(h.name) : undefined;
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
        spots.get(`t${h.name}`) || '',
        spots.get(`h${h.name}`) || '',
        chance ? `${chance.fraction}|${chance.label}` : '',
      ].join(';');
      if (entry.key === key) continue;
      entry.key = key;
      slot.textContent = '';
      if (lastMark) {
        svg('circle', { r: 16, class: `last last-${lastMark}` }, slot);
        if (lastMark === 'to-capture' || lastMark === 'capture') captureTicks(slot, 16);
      }
      if (target) {
        const ring = svg('circle', { r: 15, class: `target target-${target.kind}` }, slot);
        if (target.capture) {
          ring.classList.add('capture');
          if (!lastMark) captureTicks(slot, 15);
        }
      }
      if (hintMark) {
        // A dark outline under the gold: seen against the wood.
        svg('circle', { r: 21, class: 'hint-ring-outline' }, slot);
        svg('circle', { r: 21, class: 'hint-ring' }, slot);
      }
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
        const [bx, by] = spots.get(`t${h.name}`) || [0, -25];
        const k = layout.vertical ? 1.5 : 1;
        // The badges are seen, not heard: the hole's name says the same.
        const badge = svg(
          'g',
          { class: `badge badge-${target.kind}`, transform: `translate(${bx} ${by}) scale(${k})`, 'aria-hidden': 'true' },
          slot,
        );
        const wide = 8 + target.badge.length * 6.2;
        svg('rect', { x: -wide / 2, y: -8, width: wide, height: 16, rx: 5 }, badge);
        const t = svg('text', { x: 0, y: 4.5 }, badge);
        t.textContent = target.badge;
      }
      if (hintMark) {
        const [bx, by] = spots.get(`h${h.name}`) || [0, 27];
        const k = layout.vertical ? 1.2 : 1;
        const badge = svg('g', { class: 'badge badge-hint', transform: `translate(${bx} ${by}) scale(${k})`, 'aria-hidden': 'true' }, slot);
        const wide = 8 + hintMark.length * 6.2;
        svg('rect', { x: -wide / 2, y: -8, width: wide, height: 16, rx: 5 }, badge);
        const t = svg('text', { x: 0, y: 4.5 }, badge);
        t.textContent = hintMark;
      }
      toggle(g, 'data-odds', chance ? chance.fraction : null);
      toggle(g, 'data-hint', hintMark || null);
      toggle(g, 'data-last', lastMark || null);
      toggle(g, 'data-target', target ? target.kind : null);
      toggle(g, 'data-capture', target && target.capture ? 'true' : null);
      toggle(g, 'data-selected', selected === h.name ? 'true' : null);
      toggle(g, 'aria-selected', selected === h.name ? 'true' : null);
      toggle(g, 'data-actionable', isMovable || target ? 'true' : null);
      const pieceName = h.piece ? strings.pieceName[h.piece] : null;
      let label = target
        ? strings.targetLabel(h.name, target.text, target.capture)
        : isMovable && pieceName
          ? strings.movableLabel(h.name, pieceName, selected === h.name)
          : strings.holeLabel(h.name, pieceName);
      // What a badge shows is said too (the name holds the visible text).
      if (target && !label.includes(target.badge)) label += `, ${target.badge}`;
      if (hintMark) label += `, ${strings.hint}: ${hintMark}`;
      if (chance) label += `, ${chance.label}`;
      g.setAttribute('aria-label', label);
    }
    // The tab order: with the focus away from the board, Tab comes in on
    // the first piece that can move (else where it last was, else A1); on
    // the board it stays where the player put it.
    if (!focusInside()) {
      const first = view.holes.find((h) => movable.has(h.name))?.name;
      active = first || (active && holes.has(active) ? active : view.holes[0]?.name);
    }
    for (const [name, { g }] of holes) g.setAttribute('tabindex', name === active ? '0' : '-1');
  }

  /** The capture odds' labels, in a layer of their own above the holes
   * (seen, not heard: each hole's name says its chance in words). */
  function drawOdds(view, hidden, spots, chances) {
    const shown = view.holes.filter((h) => h.piece && h.name !== hidden && chances.has(h.name));
    const key = shown.map((h) => `${h.name}:${chances.get(h.name)?.text}:${spots.get(`o${h.name}`)}`).join(' ');
    if (!oddsLayer || key === oddsKey) return;
    oddsKey = key;
    oddsLayer.textContent = '';
    const k = layout.vertical ? 1.5 : 1;
    for (const h of shown) {
      const chance = /** @type {import('./odds.js').OddsLabel} */ (chances.get(h.name));
      const entry = holes.get(h.name);
      const [dx, dy] = spots.get(`o${h.name}`) || [0, 0];
      if (!entry) continue;
      const badge = svg(
        'g',
        { class: `badge badge-odds${chance.low ? ' low' : ''}`, 'data-for': h.name, transform: `translate(${entry.x + dx} ${entry.y + dy}) scale(${k})` },
        oddsLayer,
      );
      const wide = oddsWidth(chance.text);
      svg('rect', { x: -wide / 2, y: -8, width: wide, height: 16, rx: 8 }, badge);
      svg('text', { x: 0, y: 4.5 }, badge).textContent = chance.text;
    }
  }

  /** The last play drawn as a path: a line through the holes each of its
   * moves passed (`paths`: hole names, from first). */
  function drawPaths(paths) {
    const key = paths.map((p) => p.join('-')).join(' ');
    if (!pathLayer || key === pathKey) return;
    pathKey = key;
    pathLayer.textContent = '';
    for (const names of paths) {
      const pts = names.map((n) => holes.get(n)).filter(Boolean);
      if (pts.length < 2) continue;
      svg('polyline', { points: pts.map((p) => `${p.x},${p.y}`).join(' ') }, pathLayer);
    }
  }

  /** Puts the keyboard focus on the first piece that can move; whether
   * there was one. */
  function focusMovable() {
    flush();
    const first = state?.view.holes.find((h) => state.movable.has(h.name))?.name;
    if (!first) return false;
    setActive(first);
    // Not scrolled to: on a phone the lesson or the dice above stay in view.
    holes.get(first)?.g.focus({ preventScroll: true });
    return true;
  }

  /** Puts the keyboard focus on the board's cell in the tab order (where
   * the focus goes when the button that had it is switched off). */
  function focusCell() {
    if (active) holes.get(active)?.g.focus({ preventScroll: true });
  }

  /** Where the target, hint and odds badges go (`t<hole>`, `h<hole>`,
   * `o<hole>` → offset): clear of every piece and of each other
   * (board-layout.js). */
  function badgeSpots(view, targets, hint, chances) {
    const vert = layout.vertical;
    const pieces = [];
    for (const h of view.holes) {
      const entry = holes.get(h.name);
      if (!h.piece || !entry) continue;
      const [hx, hy] = pieceExtent(h.piece, vert);
      pieces.push({ x: entry.x, y: entry.y, hx, hy });
    }
    const badges = [];
    const add = (key, hole, wide, k) => {
      const entry = holes.get(hole);
      if (entry) badges.push({ name: key, x: entry.x, y: entry.y, w: wide * k, h: 16 * k });
    };
    for (const [hole, t] of targets) add(`t${hole}`, hole, 8 + t.badge.length * 6.2, vert ? 1.5 : 1);
    for (const [hole, mark] of hint || []) add(`h${hole}`, hole, 8 + mark.length * 6.2, vert ? 1.2 : 1);
    // An odds label sits on its piece's corner, where it plainly belongs to
    // it (a hole's neighbours are farther than a label is wide); the other
    // badges keep clear of it as of a piece.
    const box = /** @type {SVGSVGElement} */ (root).viewBox.baseVal;
    const [ox, oy] = vert ? ODDS_SPOT_VERTICAL : ODDS_SPOT;
    const k = vert ? 1.5 : 1;
    /** @type {[string, [number, number]][]} */
    const corners = [];
    for (const [hole, o] of chances) {
      const entry = holes.get(hole);
      if (!entry) continue;
      const hx = (oddsWidth(o.text) * k) / 2;
      const hy = 8 * k;
      // Inside the board's edges.
      const dx = Math.min(ox, box.width - hx - entry.x);
      const dy = Math.max(oy, hy - entry.y);
      corners.push([`o${hole}`, [dx, dy]]);
      pieces.push({ x: entry.x + dx, y: entry.y + dy, hx, hy });
    }
    const spots = placeBadges(badges, pieces, { width: box.width, height: box.height }, vert);
    for (const [key, spot] of corners) spots.set(key, spot);
    return spots;
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

  /** Shows the capture odds `labels` (hole -> label; empty: none) of the
   * board `position` (notation), drawn at once: the holes' `data-odds`
   * never lag behind the board's `data-odds-state`.
   * @param {Map<string, import('./odds.js').OddsLabel>} labels @param {string} position */
  function setOdds(labels, position) {
    odds = labels;
    oddsPosition = position;
    if (state) flush();
  }

  /** Redraw at once (before an animation reads positions). */
  function flush() {
    if (frame) cancelAnimationFrame(frame);
    draw();
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
      const piece = /** @type {SVGElement | null} */ (entry?.slot.querySelector('[data-piece]'));
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

  /** The boat is laid out again when its own container changes width (a
   * host column that narrows while the window stays as it was, too). */
  function onResize() {
    if (layout && layout.vertical !== vertical() && state) render(state);
  }
  const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(onResize) : null;
  if (resizes) resizes.observe(container);
  else window.addEventListener('resize', onResize);

  return {
    render,
    flush,
    setOdds,
    animateMove,
    focusMovable,
    focusCell,
    focusInside,
    element: () => root,
    destroy() {
      resizes?.disconnect();
      window.removeEventListener('resize', onResize);
      container.textContent = '';
    },
  };
}
