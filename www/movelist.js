// @ts-check
// The move list beside the board (panel.js draws it): a line per completed
// throw in words (the notation beside it, shown on request) and the throw
// in use, only what changed drawn; a long game's last 200 throws, and
// "Show earlier moves" for more (the facade's `entries(from, count)`);
// printed whole.

import { el, diceFaces, diceSaid } from './dom.js';

/**
 * @param {{
 *   s: import('./state.js').State,
 *   T: any,
 *   moveList: HTMLElement,
 *   entryWords: (t: import('daldos-web').RecordEntry, spoken?: boolean) => string,
 *   sideName: (side: string) => string,
 * }} options `moveList`: the `ol` (screen.js); `entryWords`: a completed
 *   throw in words (panel.js), seen or, `spoken`, heard
 */
export function createMoveList({ s, T, moveList, entryWords, sideName }) {
  /** The move list shows the last `MOVE_LINES` completed throws (and the
   * one in use); "Show earlier moves" brings that many more each time. A
   * game of thousands of throws thus costs the page the same at each
   * move, and a save of 200,000 throws opens without a million elements.
   * (A display choice, not a game constant: the record keeps every throw.) */
  const MOVE_LINES = 200;
  /** The first throw (from 0) the list shows, and how many it may show. */
  let first = 0;
  let limit = MOVE_LINES;
  const earlier = el('button', { type: 'button', class: 'dd-earlier', hidden: true, onclick: () => showEarlier() });
  moveList.before(earlier);
  /** The game the list was last drawn from (the replay's, or the one in play). */
  let listGame = /** @type {import('daldos-web').Game} */ (s.game);

  /** Prepends up to `MOVE_LINES` earlier throws (the button's click). */
  function showEarlier() {
    const from = Math.max(0, first - MOVE_LINES);
    const lines = listGame.entries(from, first - from).map(entryLine);
    moveList.prepend(...lines);
    limit += first - from;
    first = from;
    numberFrom();
    drawEarlier();
    // The keyboard stays on the button while there is more, else on the list.
    if (earlier.hidden) moveList.focus();
  }

  /** The list's numbers from the first throw it shows. */
  function numberFrom() {
    if (first) moveList.setAttribute('start', String(first + 1));
    else moveList.removeAttribute('start');
  }

  function drawEarlier() {
    earlier.hidden = first === 0;
    earlier.textContent = first ? T.earlierMoves(Math.min(first, MOVE_LINES)) : '';
  }

  /** One completed throw's line: in words (the notation beside it, shown
   * on request), seen with the dice as drawn, heard with them as numbers. */
  function entryLine(t) {
    return el(
      'li',
      { 'data-side': t.side },
      el('span', { class: 'dd-words', 'aria-hidden': 'true', text: entryWords(t) }),
      el('span', { class: 'dd-sr', text: entryWords(t, true) }),
      ' ',
      el('span', { class: 'dd-notation', text: t.text }),
    );
  }

  /** The move list: only what changed (it grows to hundreds of lines);
   * the throws it lacks come from `game`, whose view `v` is. */
  function draw(v, game = s.game) {
    // Its last line as drawn (the throw in use, or the empty list's): a
    // drawing that changes nothing here leaves the list alone, so that a
    // long game's list is not laid out again for nothing.
    const line = v.current ? v.current.text : v.throws ? '' : T.noMoves;
    const tail = /** @type {HTMLElement | null} */ (moveList.querySelector('.empty, .current'));
    const done = moveList.children.length - (tail ? 1 : 0);
    listGame = game;
    if (first + done === v.throws && (tail?.dataset.line ?? '') === line) return;
    tail?.remove();
    let end = first + done;
    // A step back (Undo, a takeback, the replay), or a jump past what the
    // list may hold (a game resumed): drawn again from the last lines.
    if (end > v.throws || v.throws - end > limit) {
      moveList.textContent = '';
      limit = MOVE_LINES;
      first = end = Math.max(0, v.throws - limit);
    }
    if (end < v.throws) moveList.append(...game.entries(end).map(entryLine));
    // The oldest lines out, past the limit.
    for (let over = v.throws - first - limit; over > 0; over--) {
      moveList.firstElementChild?.remove();
      first++;
    }
    numberFrom();
    drawEarlier();
    if (!v.throws && !v.current) moveList.append(el('li', { class: 'empty', 'data-line': line, text: T.noMoves }));
    if (v.current) {
      const text = `${v.current.text}${v.current.moves.length ? '' : ' '}…`;
      const faces = diceFaces(T, v.current.dice);
      moveList.append(
        el(
          'li',
          { class: 'current', 'data-side': v.turn, 'data-line': line },
          el('span', { class: 'dd-words', 'aria-hidden': 'true', text: `${sideName(v.turn)}: ${faces} …` }),
          el('span', { class: 'dd-sr', text: `${sideName(v.turn)}: ${diceSaid(T, v.current.dice)} …` }),
          ' ',
          el('span', { class: 'dd-notation', text }),
        ),
      );
    }
    // Room for the longest number (a four-digit throw keeps its first digit).
    const digits = String(String(first + moveList.children.length).length);
    if (moveList.style.getPropertyValue('--digits') !== digits) moveList.style.setProperty('--digits', digits);
    moveList.scrollTop = moveList.scrollHeight;
  }

  /** Printing shows the whole game: every earlier throw is put in before
   * the page is printed (`beforeprint`, and the print media's query, which
   * a print preview and an emulated print medium change), and taken out
   * again after, so that the screen keeps its last 200. */
  let printed = -1;
  function printAll(printing) {
    if (printing && printed < 0 && first > 0) {
      printed = first;
      moveList.prepend(...listGame.entries(0, first).map(entryLine));
      limit += first;
      first = 0;
      numberFrom();
      drawEarlier();
    } else if (!printing && printed >= 0) {
      for (let n = Math.min(printed, moveList.children.length); n > 0; n--) moveList.firstElementChild?.remove();
      first += printed;
      limit -= printed;
      printed = -1;
      numberFrom();
      drawEarlier();
    }
  }
  const print = window.matchMedia('print');
  const onPrint = () => printAll(print.matches);
  const listening = new AbortController();
  const { signal } = listening;
  print.addEventListener('change', onPrint, { signal });
  window.addEventListener('beforeprint', () => printAll(true), { signal });
  window.addEventListener('afterprint', onPrint, { signal });

  /** Empties the list (drawn again at the next drawing). */
  function clear() {
    moveList.textContent = '';
    printed = -1;
    first = 0;
    limit = MOVE_LINES;
    drawEarlier();
  }

  /** Marks the last completed throw as the step shown (the replay's). */
  function markLast() {
    const items = moveList.querySelectorAll('li:not(.empty)');
    items.forEach((li, i) => (i === items.length - 1 ? li.setAttribute('aria-current', 'step') : li.removeAttribute('aria-current')));
  }

  /** Stops listening to the page's printing (the game destroyed). */
  const destroy = () => listening.abort();

  return { draw, clear, markLast, destroy };
}
