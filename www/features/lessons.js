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
  // Another session on the board (a new game, the kiosk's loop): the
  // lesson's card goes.
  session.on('stop', () => {
    if (inLesson) tutorial?.stopped();
    inLesson = false;
  });
}
