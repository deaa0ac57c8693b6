// @ts-check
// The settings menu beside Throw: a disclosure button (aria-expanded) and
// the panel it opens over the game, holding the display choices (the
// screen's own and the features', through the screen's `menu` slot). The
// panel opens towards the side of the screen with room for it; Escape, a
// click outside it (on the host page too) or the focus leaving it closes
// it (Escape gives the focus back to the button).

import { el } from './dom.js';

const NS = 'http://www.w3.org/2000/svg';

/** A gear, drawn (no font needed); hidden from screen readers. */
function gear() {
  const svg = document.createElementNS(NS, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('class', 'dd-menu-icon');
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS(NS, 'path');
  // Eight teeth round a ring.
  const teeth = [...Array(8).keys()].map((i) => {
    const a = (i * Math.PI) / 4;
    const [c, s] = [Math.cos(a), Math.sin(a)];
    const p = (r, d) => `${(12 + r * c - d * s).toFixed(2)},${(12 + r * s + d * c).toFixed(2)}`;
    return `M${p(6.5, -1.8)} L${p(10.5, -1.6)} L${p(10.5, 1.6)} L${p(6.5, 1.8)} Z`;
  });
  // Teeth and ring drawn clockwise, the hole counter-clockwise (nonzero fill).
  path.setAttribute('d', `${teeth.join(' ')} M12,4.5 a7.5,7.5 0 1,1 -0.01,0 Z M12,8.8 a3.2,3.2 0 1,0 0.01,0 Z`);
  svg.append(path);
  return svg;
}

/**
 * @param {any} T the strings
 */
/** The least room (CSS px) the open panel leaves to the screen's edge. */
const MARGIN = 8;

export function createMenu(T) {
  const panel = el('div', { class: 'dd-menu', id: 'dd-menu', role: 'group', 'aria-label': T.menu.title, hidden: true });
  const button = el(
    'button',
    { type: 'button', class: 'dd-menu-btn', title: T.menu.open, 'aria-expanded': 'false', 'aria-controls': 'dd-menu', onclick: () => toggle() },
    gear(),
    el('span', { class: 'dd-tool-text', text: T.menu.open }),
  );
  const wrap = el('div', { class: 'dd-menu-wrap' }, button, panel);

  /** Opens (or closes) the panel, towards the side with room for it. */
  function toggle(open = panel.hidden) {
    if (open) {
      const room = button.getBoundingClientRect();
      panel.hidden = false;
      // Below the button if it fits there, else above it (whichever has more room).
      const tall = panel.offsetHeight;
      const below = window.innerHeight - room.bottom;
      panel.dataset.up = String(tall > below && room.top > below);
      // From the button's start if it fits there, else from its end; if
      // neither fits (a button in the middle of a phone), shifted to stay
      // on the screen (a panel past its edge would widen the page).
      const screen = document.documentElement.clientWidth;
      panel.dataset.end = 'false';
      panel.style.removeProperty('--shift');
      const wide = panel.offsetWidth;
      const fromStart = room.left + wide <= screen - MARGIN;
      const fromEnd = room.right - wide >= MARGIN;
      panel.dataset.end = String(!fromStart && fromEnd);
      if (!fromStart && !fromEnd) panel.style.setProperty('--shift', `${Math.max(MARGIN, screen - MARGIN - wide) - room.left}px`);
    } else panel.hidden = true;
    button.setAttribute('aria-expanded', String(open));
  }

  const close = (focus = false) => {
    if (panel.hidden) return;
    toggle(false);
    if (focus) button.focus();
  };
  wrap.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && !panel.hidden) {
      e.preventDefault();
      close(true);
    }
  });
  // The focus gone elsewhere (Tab past its last choice), or a click outside: closed.
  wrap.addEventListener('focusout', (e) => {
    const next = /** @type {Node | null} */ (e.relatedTarget);
    if (next && !wrap.contains(next)) close();
  });
  // (On the whole document: the host page's too.)
  const outside = (/** @type {Event} */ e) => !e.composedPath().includes(wrap) && close();
  document.addEventListener('pointerdown', outside, { capture: true });

  return { wrap, button, panel, close, destroy: () => document.removeEventListener('pointerdown', outside, { capture: true }) };
}
