// @ts-check
// Kiosk mode, for a museum's touch screen (the `kiosk` attribute, or
// `?kiosk=1` on the page; docs/embedding.md). Nothing is saved (each
// visitor starts afresh). After `minutes` without a touch or a key, a
// "Still playing?" card asks; without an answer within `ASK_SECONDS` the
// game is dropped and the computer plays itself slowly on the board (the
// attract loop) until someone touches the screen, which brings back the
// start card. Timers are plain setTimeout, so a test can drive them with a
// fake clock.

import { el } from './dom.js';

/** How long the "Still playing?" card waits for an answer. */
export const ASK_SECONDS = 30;

/**
 * @param {{
 *   root: HTMLElement,
 *   T: any,
 *   minutes: number,
 *   card: HTMLElement,
 *   onIdle: () => void,
 *   onWake: () => void,
 *   playing: () => boolean,
 * }} options `card`: where the question is shown; `onIdle`: start the
 *   attract loop; `onWake`: a visitor is back (show the start card);
 *   `playing`: whether a visitor's game is under way (else, idle on the
 *   start card, the attract loop starts without asking)
 */
export function createKiosk({ root, T, minutes, card, onIdle, onWake, playing }) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  let attracting = false;

  function arm() {
    clearTimeout(timer);
    if (!attracting) timer = setTimeout(ask, minutes * 60_000);
  }

  /** "Still playing?": a touch anywhere keeps the game; none resets it. */
  function ask() {
    if (!playing()) {
      idle();
      return;
    }
    card.textContent = '';
    card.append(
      el('h2', { id: 'dd-kiosk-title', text: T.stillPlaying }),
      el('p', { text: T.stillPlayingHow(ASK_SECONDS) }),
      el('button', { type: 'button', class: 'primary dd-play', text: T.keepPlaying, onclick: () => answer() }),
    );
    card.hidden = false;
    clearTimeout(timer);
    timer = setTimeout(idle, ASK_SECONDS * 1000);
  }

  function answer() {
    card.hidden = true;
    arm();
  }

  function idle() {
    card.hidden = true;
    attracting = true;
    root.dataset.attract = 'true';
    onIdle();
  }

  function activity(e) {
    if (attracting) {
      // The first touch only wakes the screen: it does not also press
      // whatever lay under the finger.
      e.preventDefault();
      e.stopPropagation();
      attracting = false;
      delete root.dataset.attract;
      // The click that ends this touch would land on the start card, shown
      // meanwhile: it is swallowed too.
      const swallow = (c) => {
        c.preventDefault();
        c.stopPropagation();
      };
      if (e.type === 'pointerdown') {
        root.addEventListener('click', swallow, { capture: true, once: true });
        setTimeout(() => root.removeEventListener('click', swallow, { capture: true }), 700);
      }
      onWake();
    } else if (!card.hidden && e.type !== 'keydown') {
      answer();
      return;
    }
    arm();
  }

  root.addEventListener('pointerdown', activity, { capture: true });
  root.addEventListener('keydown', activity, { capture: true });
  // No long-press menus on a shared touch screen.
  root.addEventListener('contextmenu', (e) => e.preventDefault());
  arm();

  return {
    /** Whether the computer is playing itself for nobody. */
    attracting: () => attracting,
    destroy() {
      clearTimeout(timer);
    },
  };
}
