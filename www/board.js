// @ts-check
// The boat-shaped board, drawn in SVG. No rules here: the board shows the
// view it is given (pieces per hole, movable pieces, legal targets handed in
// from outside) and reports what the player points at.
//
//   const board = createBoard(el, { strings, onActivate, onDrop });
//   board.render({ view, movable, selected, targets, hidden, hint, hintNames, last });
//   await board.animateMove(move, pieceLetter);
//
// Hooks for tests and embedders: each hole is `<g data-hole="A1">`, a piece
// inside it `<g data-piece="a|A|b|B">` (`data-movable` when it may move), a
// legal target hole carries `data-target` ("die" or "sum") and
// `data-capture` when the move captures; a hole of the hinted play carries
// `data-hint` (its step numbers: "1" where step 1 starts, "1→" where it ends;
// its name says "Hint: 1", or the words of `hintNames`, hole → text, when
// given: the review's better play);
// the holes of the last play carry `data-last` ("from", "to" or "capture");
// with the capture odds shown, a piece with a chance of being captured
// carries `data-odds` (the exact chance, "7/16") and a label on its corner
// (`<g class="badge-odds" data-for="M9">`; `board.setOdds`, from odds.js).

// The boat's layout and the piece shapes are board-layout.js; what a hole
// shows, the badges, the odds' labels and the last play's path,
// board-marks.js; a move's animation, board-motion.js; pointer and
// keyboard input on it, board-input.js.

import { svg, buildBoat, uprightSpacing } from './board-layout.js';
import { attachInput } from './board-input.js';
import { drawHole, holeLabel, badgeSpots, drawOdds, drawPaths } from './board-marks.js';
import { animateMove as animate } from './board-motion.js';
import { NARROW_WIDTH, uprightHeight } from './breakpoints.js';

export { reducedMotion } from './board-motion.js';

/** How far (CSS px) the window's height may change before the upright
 * boat is laid out again for it. */
const HEIGHT_SLACK = 120;

export function createBoard(container, { strings, onActivate, onDrop, onCancel, trackOf }) {
  let layout = null; // { size, vertical, across, height }
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

  const width = () => container.clientWidth || window.innerWidth;
  const vertical = () => width() < NARROW_WIDTH;
  /** The upright boat's row spacing for a board of `size` (0 lying): as
   * wide as the game at the height the window leaves it. */
  const acrossFor = (size) => (vertical() ? uprightSpacing(size, width(), uprightHeight(heightFor())) : 0);
  /** The window's height (CSS px) the boat is laid out for: the one of its
   * last layout while the window's stays within `HEIGHT_SLACK` of it (a
   * phone's address bar, shown and hidden as the page scrolls, does not
   * lay the boat out again). */
  const heightFor = () =>
    layout && Math.abs(window.innerHeight - layout.height) <= HEIGHT_SLACK ? layout.height : window.innerHeight;

  /** Lays out the boat for the holes of `view` (their rows and columns come
   * from the engine), and listens to it. */
  function build(view, vert) {
    const across = acrossFor(view.size);
    const height = heightFor();
    ({ root, holes, overlay, pathLayer } = buildBoat(container, view, vert, strings, trackOf(view.size), across || undefined));
    root.style.setProperty('--boat-h', `${uprightHeight(height)}px`);
    pathKey = '';
    oddsLayer = svg('g', { class: 'odds-layer', 'aria-hidden': 'true', 'pointer-events': 'none' });
    root.insertBefore(oddsLayer, overlay);
    oddsKey = '';
    layout = { size: view.size, vertical: vert, across, height };
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

  function draw() {
    frame = 0;
    if (!state) return;
    const { view, movable, selected, targets, hidden, hint, hintNames, last, paths } = state;
    const chances = view.position === oddsPosition ? odds : new Map();
    // Not laid out (hidden: the mount's later tasks, app.js, or a host
    // that hides the game): the boat keeps its layout, or waits for its
    // first (onResize, or a flush once shown), never laid out for the
    // window's width in place of its own.
    const laidOut = container.clientWidth > 0;
    if (!layout && !laidOut) return;
    if (!layout || (laidOut && (layout.size !== view.size || layout.vertical !== vertical() || layout.across !== acrossFor(view.size)))) build(view, vertical());
    if (pathLayer) pathKey = drawPaths(pathLayer, holes, paths || [], pathKey);
    const spots = badgeSpots(holes, /** @type {SVGSVGElement} */ (root), view, targets, hint, chances, layout.vertical);
    if (oddsLayer) oddsKey = drawOdds(oddsLayer, holes, view, hidden, spots, chances, layout.vertical, oddsKey);
    for (const h of view.holes) {
      const entry = holes.get(h.name);
      if (!entry) continue;
      const { g, slot } = entry;
      const target = targets.get(h.name);
      const isMovable = movable.has(h.name);
      const hintMark = hint?.get(h.name);
      const hintName = hintNames?.get(h.name);
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
        hintName || '',
        lastMark || '',
        spots.get(`t${h.name}`) || '',
        spots.get(`h${h.name}`) || '',
        chance ? `${chance.fraction}|${chance.label}` : '',
      ].join(';');
      if (entry.key === key) continue;
      entry.key = key;
      drawHole(
        slot,
        {
          piece: h.piece && hidden !== h.name ? h.piece : null,
          movable: isMovable,
          selected: selected === h.name,
          target,
          hint: hintMark,
          last: lastMark,
          targetSpot: spots.get(`t${h.name}`),
          hintSpot: spots.get(`h${h.name}`),
        },
        layout.vertical,
      );
      toggle(g, 'data-odds', chance ? chance.fraction : null);
      toggle(g, 'data-hint', hintMark || null);
      toggle(g, 'data-last', lastMark || null);
      toggle(g, 'data-target', target ? target.kind : null);
      toggle(g, 'data-capture', target && target.capture ? 'true' : null);
      toggle(g, 'data-selected', selected === h.name ? 'true' : null);
      toggle(g, 'aria-selected', selected === h.name ? 'true' : null);
      toggle(g, 'data-actionable', isMovable || target ? 'true' : null);
      const label = holeLabel(strings, h.name, { piece: h.piece, movable: isMovable, selected: selected === h.name, target, hint: hintMark, hintName, chance });
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

  /** The boat as it stands, for an animation (read at each of its steps). */
  const boat = {
    get holes() {
      return holes;
    },
    get overlay() {
      return overlay;
    },
    get vertical() {
      return layout.vertical;
    },
  };

  /** Animates a move (board-motion.js): the piece travels hole by hole
   * along `move.path`, captured pieces leave the board. Resolves when
   * done; `ms` per hole (0: no animation); `signal` aborted (a tap, pace.js)
   * finishes it at once. @param {AbortSignal} [signal] */
  async function animateMove(move, letter, ms = 130, signal = undefined) {
    flush();
    if (!ms || !layout || signal?.aborted) return;
    await animate(
      boat,
      move,
      letter,
      ms,
      () => {
        state = { ...state, hidden: move.from };
        draw();
      },
      signal,
    );
  }

  /** The boat is laid out again when its own container changes width (a
   * host column that narrows while the window stays as it was, too), and
   * the upright one when the window's height changes. */
  function onResize() {
    if (state && (!layout || layout.vertical !== vertical() || layout.across !== acrossFor(layout.size))) render(state);
  }
  const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(onResize) : null;
  if (resizes) resizes.observe(container);
  window.addEventListener('resize', onResize);

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
