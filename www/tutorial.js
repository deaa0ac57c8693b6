// @ts-check
// "Learn to play": a guided first game, a lesson at a time (the roll-off,
// the dal, a move, jumping, capturing, a summed move, round the bow, a
// sleeping piece's dal, the enemy in your home row, the extra throw after
// A + A, the capture odds, a lost throw, winning). The lessons' positions and dice come from the
// facade (`tutorialLessons()`, checked against the rules there); here are
// only their words (strings.js, `learn`) and the card that shows them. The
// visitor throws and moves on the real board; a lesson is done when its
// throws are played (the turn passes to Dark, or the game is won). Nothing
// of it is saved. It can be left at any step.

import { el } from './dom.js';

/**
 * @param {{
 *   T: any,
 *   wasm: any,
 *   card: HTMLElement,
 *   begin: (game: import('daldos-web').Game, traits: import('./session.js').Traits) => void,
 *   onLeave: () => void,
 *   onPlay: () => void,
 *   speak?: (text: string) => void,
 * }} options `speak`: says a lesson's end to screen readers; `card`: where the lesson is shown; `begin`: set up the board
 *   on `game` as a session with `traits` (session.js: its fixed throws, its end) and let the visitor throw; `onLeave`:
 *   back to the start card; `onPlay`: a real game (after the last lesson)
 */
export function createTutorial({ T, wasm, card, begin, onLeave, onPlay, speak = () => {} }) {
  /** @type {import('daldos-web').Lesson[]} */
  const lessons = wasm.tutorialLessons();
  const L = T.learn;
  let index = 0;
  /** @type {{ id: string, throws: string[], done: boolean } | null} the lesson under way: its throws left */
  let now = null;

  /** Shows lesson `i` and sets up its board. */
  function show(i) {
    index = Math.max(0, Math.min(i, lessons.length - 1));
    const lesson = lessons[index];
    const my = (now = { id: lesson.id, throws: [...lesson.throws], done: false });
    const rollOff = lesson.rollOff.length > 0;
    const game = rollOff ? new wasm.Game(lesson.size, 'standard') : wasm.Game.fromPosition(lesson.position, 'standard');
    begin(game, {
      kind: 'lesson',
      // Its words name holes.
      names: true,
      fixedThrow: () => my.throws.shift() ?? null,
      // The roll-off lesson's: thrown with Throw, its rounds fixed.
      throwsRollOff: rollOff,
      rollOff: () => game.rollOffGiven(lesson.rollOff),
      // A lesson ends when its throws are played: the turn passes, or it
      // is won; the roll-off lesson when the roll-off is thrown.
      ends: (v) => (rollOff ? v.phase !== 'rollOff' : v.phase === 'over' || v.turn !== 'a'),
      onEnd: () => finished(my),
      // Its throws played, the board waits for Next.
      held: () => my.done,
    });
    draw();
  }

  function draw() {
    const lesson = lessons[index];
    const words = L.lessons[lesson.id];
    const done = !!now?.done;
    const last = index === lessons.length - 1;
    card.textContent = '';
    const parts = [
      el('p', { class: 'dd-lesson-step', text: `${L.title} · ${L.step(index + 1, lessons.length)}` }),
      el('h2', { id: 'dd-lesson-title', text: words.title }),
      el('p', { class: 'dd-lesson-text', text: words.intro }),
      done ? el('p', { class: 'dd-lesson-done', text: words.done }) : null,
      el(
        'div',
        { class: 'dd-lesson-buttons' },
        el('button', { type: 'button', text: L.back, disabled: index === 0, onclick: () => show(index - 1) }),
        el('button', { type: 'button', text: L.again, onclick: () => show(index) }),
        done
          ? el('button', {
              type: 'button',
              class: 'primary dd-lesson-next',
              text: last ? L.playNow : L.next,
              onclick: () => (last ? leave(onPlay) : show(index + 1)),
            })
          : null,
        el('button', { type: 'button', text: L.leave, onclick: () => leave(onLeave) }),
      ),
    ];
    card.append(...parts.filter(Boolean));
    card.hidden = false;
  }

  /** The lesson's throws are played: its lesson is said, Next offered. */
  function finished(lesson) {
    if (lesson !== now || lesson.done) return;
    lesson.done = true;
    draw();
    // Said in the game's one live region.
    speak(L.lessons[lessons[index].id].done);
    /** @type {HTMLElement | null} */ (card.querySelector('.dd-lesson-next'))?.focus();
  }

  function leave(then) {
    now = null;
    card.hidden = true;
    then();
  }

  return {
    /** Starts at the first lesson. */
    start: () => show(0),
    /** The lesson's board left for another session: its card goes. */
    stopped() {
      now = null;
      card.hidden = true;
    },
  };
}
