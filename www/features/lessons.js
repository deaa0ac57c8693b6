// @ts-check
// "Learn to play": lessons on the real board (tutorial.js, loaded when
// first asked for), started from the start card's Learn to play. Each
// lesson is a session of its own (its fixed throws, its end, never saved).

import { el } from '../dom.js';

/** @param {import('./context.js').Context} c */
export function mount(c) {
  const { T, wasm, session, panel } = c;
  const card = el('section', { class: 'dd-lesson', hidden: true, 'aria-labelledby': 'dd-lesson-title' });
  c.slots.cards.add(card);
  /** @type {ReturnType<typeof import('../tutorial.js').createTutorial> | null} */
  let tutorial = null;
  /** Whether a lesson is on the board (its card stays through its own switches). */
  let inLesson = false;
  const learn = el('button', {
    type: 'button',
    class: 'dd-learn',
    text: T.learn.start,
    onclick: () =>
      import('../tutorial.js').then(({ createTutorial }) => {
        tutorial ||= createTutorial({
          T,
          wasm,
          card,
          begin(game, traits) {
            inLesson = false;
            session.play(game, { ...c.s.cfg, mode: 'pvp', size: game.view().size, variants: [], human: 'a' }, traits);
            inLesson = true;
            // Once its card is drawn (tutorial.js, next), what it marks in view.
            queueMicrotask(place);
          },
          onLeave: () => c.freshStart(),
          speak: panel.speak,
          onPlay: () => {
            c.freshStart();
            session.newGame(c.first());
          },
        });
        tutorial.start();
      }),
  });
  c.start.extra.more.push(learn);
  // On a phone the card stays at the top of the screen (lessons.css):
  // after each drawing, the holes the lesson marks are scrolled into view
  // under it, or Throw when it is the next thing to press (the visitor
  // asked for the lesson: the game may scroll).
  function place() {
    if (!inLesson || card.hidden) return;
    c.board.flush();
    const throwNext = c.s.screen === 'human-throw' && !c.s.session.held?.();
    keepInView(card, c.board.element(), throwNext ? c.parts.throwBtn : null);
  }
  session.on('draw', place);
  // Another session on the board (a new game, the kiosk's loop): the
  // lesson's card goes.
  session.on('stop', () => {
    if (inLesson) tutorial?.stopped();
    inLesson = false;
  });
}

/**
 * Scrolls the window so that the holes `boat` marks (the pieces that may
 * move, the chosen one's targets), or where it marks none `next` (Throw),
 * lie between the bottom of `card` and the bottom of the window, where
 * the card sticks to the top of the screen (a phone); else does nothing.
 * Where they do not all fit, the uppermost stay in view.
 * @param {HTMLElement} card @param {Element | null} boat @param {Element | null} next
 */
function keepInView(card, boat, next) {
  if (!boat || getComputedStyle(card).position !== 'sticky') return;
  // Twice: the first scroll may move the card up to where it sticks.
  for (let pass = 0; pass < 2; pass++) {
    const holes = [...boat.querySelectorAll('[data-movable], [data-hole][data-target]')];
    const marked = (holes.length || !next ? holes : [next]).map((e) => e.getBoundingClientRect());
    if (!marked.length) return;
    const top = Math.min(...marked.map((r) => r.top));
    const bottom = Math.max(...marked.map((r) => r.bottom));
    const above = card.getBoundingClientRect().bottom + 8;
    const below = window.innerHeight - 8;
    let by = bottom > below ? bottom - below : 0;
    if (top - by < above) by = top - above;
    if (Math.abs(by) < 1) return;
    window.scrollBy({ top: by, behavior: 'instant' });
  }
}
