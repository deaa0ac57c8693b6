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
/** The least time between two activity messages to the host page, in s. */
export const ACTIVITY_SECONDS = 10;

/**
 * @param {{
 *   root: HTMLElement,
 *   T: any,
 *   minutes: number,
 *   card: HTMLElement,
 *   onIdle: () => void,
 *   onWake: () => void,
 *   onAsk?: () => void,
 *   onActivity?: () => void,
 *   playing: () => boolean,
 * }} options `card`: where the question is shown; `onIdle`: start the
 *   attract loop; `onWake`: a visitor is back (show the start card);
 *   `onAsk`: "Still playing?" is about to be asked (close what would
 *   cover it); `onActivity`: a visitor is there (at most every
 *   `ACTIVITY_SECONDS`; the element's `daldos-activity` event, and a
 *   message to a host page around a frame); `playing`: whether a
 *   visitor's game is under way (else, idle on the start card, the
 *   attract loop starts without asking)
 */
export function createKiosk({ root, T, minutes, card, onIdle, onWake, onAsk = () => {}, onActivity = () => {}, playing }) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  let attracting = false;
  /** Pointers pressed and not yet lifted (a finger held on a piece). */
  const held = new Set();
  /** When activity was last told (ms since the page opened), or never. */
  let told = -Infinity;

  function arm() {
    clearTimeout(timer);
    if (!attracting) timer = setTimeout(ask, minutes * 60_000);
  }

  /** "Still playing?": a touch anywhere keeps the game; none resets it. */
  function ask() {
    // A finger still on the screen is somebody playing.
    if (held.size) {
      arm();
      return;
    }
    if (!playing()) {
      idle();
      return;
    }
    onAsk();
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
    if (e.type === 'pointerdown') held.add(e.pointerId);
    if (!attracting) {
      // Said to whoever embeds the game, now and then (never in the
      // attract loop, which is nobody).
      const now = performance.now();
      if (now - told >= ACTIVITY_SECONDS * 1000) {
        told = now;
        onActivity();
        if (window.parent !== window) window.parent.postMessage({ type: 'daldos-activity' }, '*');
      }
    }
    if (attracting) {
      // Only a touch or a key wakes the screen (a pointer passing over
      // it, or the wheel, does not).
      if (e.type !== 'pointerdown' && e.type !== 'keydown') return;
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
    } else if (!card.hidden) {
      // Asked: only a touch answers (a key reaches the card's button, and
      // a scroll or a pointer passing by is no answer).
      if (e.type === 'pointerdown') answer();
      return;
    }
    arm();
  }
  const lifted = (/** @type {PointerEvent} */ e) => {
    held.delete(e.pointerId);
    activity(e);
  };

  // A touch, a key, a finger moving (a drag), the wheel or a scroll (the
  // rules read) are somebody there.
  for (const type of ['pointerdown', 'keydown', 'wheel', 'scroll']) root.addEventListener(type, activity, { capture: true, passive: type === 'wheel' || type === 'scroll' });
  root.addEventListener('pointermove', (e) => (held.size || e.pointerType !== 'mouse') && activity(e), { capture: true, passive: true });
  for (const type of ['pointerup', 'pointercancel']) root.addEventListener(type, lifted, { capture: true });
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
