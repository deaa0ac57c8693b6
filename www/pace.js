// @ts-check
// The game's pace: how long its animations and pauses last ("off", "fast"
// or "normal", the visitor's choice in the settings menu, features/pace.js,
// or the page's `pace` attribute), and the one way to cut them short: a tap
// or a key while one runs finishes it at once (`skip`). The controller,
// the dice and the board ask it for their times by name and wait through
// it; nothing here knows what is animated. Under prefers-reduced-motion
// nothing moves (the pauses stay: they give time to read).

import { reducedMotion } from './board-motion.js';
import { PACES } from './settings.js';

/** A pace (settings.js's PACES, slowest last). @typedef {typeof PACES[number]} Pace */

/** Each pace's times in ms: `think` before the computer throws, `roll` the
 * dice rolling, `lost` the pause after a lost throw, `next` between turns,
 * `hole` a piece's step from hole to hole, `offRoll`, `offGap` and
 * `offRound` the roll-off's dice, the pause between its two throws and
 * after each round; `why` how long the line under the dice says why a
 * piece cannot move (features/said.js; the last play stays there until the
 * next action), `forced` how long a
 * throw's one play, made for the player (features/assist.js), is shown
 * before it is made and before the result it ends the game with, `auto`
 * how long the other side's play stays on the board before "Throw for me"
 * throws (so that with both assists on the game never plays on faster than
 * it can be followed) (pauses, kept under reduced motion). "normal" is the game's own pace; at "fast" the
 * computer's lost throw (think + roll + lost + next) takes 0.19 s, and a
 * computer's turn of two moves of four holes each about 0.22 s (so that a
 * 90-throw game against the computer keeps the player waiting well under
 * 20 s: `make bench-pace`, docs/benchmarks.md). */
const TIMES = {
  off: { think: 0, roll: 0, lost: 0, next: 0, hole: 0, offRoll: 0, offGap: 0, offRound: 0, forced: 600, auto: 700, why: 4000 },
  fast: { think: 20, roll: 90, lost: 80, next: 0, hole: 14, offRoll: 200, offGap: 60, offRound: 300, forced: 600, auto: 700, why: 4000 },
  normal: { think: 450, roll: 700, lost: 1400, next: 250, hole: 130, offRoll: 600, offGap: 250, offRound: 900, forced: 1200, auto: 1200, why: 4000 },
};

/** What moves (dice, pieces): none under prefers-reduced-motion. */
const MOTIONS = new Set(['roll', 'hole', 'offRoll']);

/** @typedef {keyof typeof TIMES.normal} Timing */

/** `text` as a pace, or undefined. @param {unknown} text @returns {Pace | undefined} */
export const paceOf = (text) => PACES.find((p) => p === text);

/**
 * @param {Pace} [initial] the pace to start at
 */
export function createPace(initial = 'normal') {
  let pace = initial;
  /** Aborted by a skip: what runs now finishes at once. */
  let skipper = new AbortController();
  /** @type {Set<(pace: Pace) => void>} */
  const listeners = new Set();

  /** The time of `name` at the pace now, in ms (0 for motion under reduced motion). @param {Timing} name */
  const ms = (name) => (MOTIONS.has(name) && reducedMotion() ? 0 : TIMES[pace][name]);

  return {
    /** The pace now. */
    get: () => pace,
    /** Sets the pace (the listeners hear it). @param {Pace} next */
    set(next) {
      if (next === pace) return;
      pace = next;
      for (const fn of listeners) fn(pace);
    },
    /** Hears each change of pace. @param {(pace: Pace) => void} fn */
    onChange: (fn) => listeners.add(fn),
    ms,
    /** What aborts at the next skip (for an animation to finish itself). */
    signal: () => skipper.signal,
    /** Waits the time of `name` (a yield to the event loop when it is 0),
     * or until a skip. @param {Timing} name */
    wait(name) {
      const { signal } = skipper;
      return new Promise((resolve) => {
        if (signal.aborted) return resolve(undefined);
        const done = () => {
          clearTimeout(timer);
          signal.removeEventListener('abort', done);
          resolve(undefined);
        };
        const timer = setTimeout(done, ms(name));
        signal.addEventListener('abort', done);
      });
    },
    /** Finishes what runs now: its animation ends, its pause is over. */
    skip() {
      skipper.abort();
      skipper = new AbortController();
    },
  };
}

/** @typedef {ReturnType<typeof createPace>} PaceControl */
