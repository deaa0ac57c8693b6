// @ts-check
// The screen's skeleton: the game's parts (turn line, board, dice and
// buttons, the settings menu beside them, the texts around the board, the
// side panel with its buttons and move list) laid out in the mount's root,
// and the named slots where features (www/features/) put their own
// controls. Also the root's own key and focus rules for an embedded game.
// Nothing here knows a feature; the buttons act through `act`, looked up
// when pressed.

import { el } from './dom.js';
import { createLegend } from './legend.js';
import { createMenu } from './menu.js';

/**
 * A place in the skeleton where features add their parts, in the order
 * they are mounted (an empty comment marks it; nothing of it is drawn).
 * @typedef {{ add: (...parts: HTMLElement[]) => void, parts: () => HTMLElement[] }} Slot
 */

/** @returns {Slot} a slot at the end of `parent` (as it is now). */
function slotIn(parent) {
  const mark = document.createComment('slot');
  parent.append(mark);
  /** @type {HTMLElement[]} */
  const added = [];
  return {
    add(...parts) {
      mark.before(...parts);
      added.push(...parts);
    },
    parts: () => [...added],
  };
}

/**
 * Builds the skeleton in `root` (emptied first).
 * @param {HTMLElement} root
 * @param {any} T the strings
 * @param {import('./state.js').State} s the state (its `engaged` and `focusMoved` are set here)
 * @param {{ throw(): void, undo(): void, hint(): void, newGame(): void, rules(): void, tryAgain(): void, takeSaved(): void,
 *   choice(name: 'names' | 'notation' | 'arrows', on: boolean): void }} act what the skeleton's own buttons do, and
 *   who hears a choice of the menu's own changed (to keep it; the hole names to draw)
 */
export function createScreen(root, T, s, act) {
  root.textContent = '';
  root.classList.add('daldos');
  const parts = {
    // What happens is said to screen readers in one polite live region
    // (panel.js's speak), never by the lines that show it.
    turnLine: el('p', { class: 'dd-turn' }),
    boardWrap: el('div', { class: 'dd-board' }),
    // Focusable by script only: the keyboard rests there while it waits.
    diceBox: el('div', { class: 'dd-dice', role: 'img', tabindex: '-1' }),
    throwBtn: el('button', { type: 'button', class: 'dd-throw primary', text: T.throw, onclick: () => act.throw() }),
    undoBtn: el('button', { type: 'button', class: 'dd-undo', text: T.undo, onclick: () => act.undo() }),
    hintBtn: el('button', { type: 'button', class: 'dd-hint-btn', text: T.hint, onclick: () => act.hint() }),
    hintBox: el('p', { class: 'dd-hint', hidden: true }),
    announce: el('p', { class: 'dd-announce' }),
    live: el('p', { class: 'dd-live', role: 'status' }),
    choice: el('div', { class: 'dd-choice', hidden: true }),
    score: el('div', { class: 'dd-score' }),
    // Focusable: the keyboard can scroll it.
    moveList: el('ol', { class: 'dd-movelist', tabindex: '0', 'aria-label': T.moveList }),
    legend: el('p', { class: 'dd-legend' }),
    arrowsBox: el('input', { type: 'checkbox', checked: true, onchange: () => choose('arrows', parts.arrowsBox.checked) }),
    notationBox: el('input', { type: 'checkbox', onchange: () => choose('notation', parts.notationBox.checked) }),
    namesBox: el('input', { type: 'checkbox', onchange: () => choose('names', parts.namesBox.checked) }),
    newBtn: el('button', { type: 'button', text: T.newGame, onclick: () => act.newGame() }),
    rulesBtn: el('button', { type: 'button', text: T.rules, onclick: () => act.rules() }),
    // The result: in the controls' place below the board, never over it
    // and never moving it, so that the final position can be studied.
    over: el('section', { class: 'dd-over', hidden: true, 'aria-labelledby': 'dd-over-title' }),
    /** @type {HTMLElement[]} the game-over panel's buttons of features (panel.js) */
    overButtons: [],
    start: el('div', { class: 'dd-card dd-start', hidden: true, role: 'group', 'aria-labelledby': 'dd-start-title' }),
    noSave: el('p', { class: 'dd-nosave', hidden: true, text: T.cannotSave }),
    // The computer's engine stopped (twice): Try again (controller.js).
    retry: el('div', { class: 'dd-retry', hidden: true }, el('button', { type: 'button', text: T.tryAgain, onclick: () => act.tryAgain() })),
    // Another tab saved another game under this game's key: this one no
    // longer saves (persistence.js), and offers the saved game.
    elsewhere: el(
      'div',
      { class: 'dd-elsewhere', hidden: true },
      el('p', { text: T.savedElsewhere }),
      el('button', { type: 'button', text: T.takeSaved, onclick: () => act.takeSaved() }),
    ),
    controls: el('div', { class: 'dd-controls' }),
    actions: el('div', { class: 'dd-actions' }),
    /** The settings menu (menu.js): its button beside Throw, its panel. */
    menu: createMenu(T),
  };
  const p = parts;
  /** A choice of the menu's own made: drawn (the notation, the arrows) and told. */
  function choose(name, on) {
    setChoices({ [name]: on });
    act.choice(name, on);
  }
  /** Sets the menu's own choices (as kept from an earlier visit), drawn. @param {Record<string, boolean>} on */
  function setChoices(on) {
    for (const [name, box] of Object.entries({ names: p.namesBox, notation: p.notationBox, arrows: p.arrowsBox })) box.checked = on[name] ?? box.checked;
    root.classList.toggle('show-notation', p.notationBox.checked);
    root.classList.toggle('hide-arrows', !p.arrowsBox.checked);
  }
  p.actions.append(p.throwBtn, p.hintBtn, p.undoBtn);
  p.controls.append(p.diceBox, p.actions);
  const main = el('div', { class: 'dd-main' }, p.start);
  const buttons = el('div', { class: 'dd-buttons' }, p.newBtn, p.rulesBtn);
  const side = el('div', { class: 'dd-side' }, p.score, buttons);
  const option = (box, text) => el('label', { class: 'dd-option' }, box, ' ', text);
  // The cards first: Tab reaches Play before the board.
  const slots = {
    /** cards over the game (a lesson's, the kiosk's question), after the start card */
    cards: slotIn(main),
    /** notices above the board */
    notices: (main.append(p.noSave, p.elsewhere), slotIn(main)),
    /** parts that stand in for the controls (the replay's) */
    board: (main.append(p.retry, p.turnLine, p.boardWrap), slotIn(main)),
    /** beside the controls: after the dice and Throw, Hint and Undo step (in view at every size) */
    controls: slotIn(p.controls),
    /** lines below the controls */
    status: (main.append(p.controls), slotIn(main)),
    /** the side panel's buttons, after New game and How to play */
    buttons: slotIn(buttons),
    /** the side panel, below its buttons */
    side: slotIn(side),
    /** the settings menu beside Throw (its choices: the features' first,
     * then the hole names, the notation and the arrows) */
    menu: slotIn(p.menu.panel),
    /** the root's end (hidden inputs) */
    end: /** @type {Slot} */ (/** @type {unknown} */ (null)),
  };
  // What just happened (captures, a lost throw, an extra throw, what was
  // done for the player) right under the last play's line, above the
  // hint's words, which may be long: on a phone both stay in view.
  main.append(p.announce, p.hintBox, p.choice, p.live);
  side.append(
    el('details', { class: 'dd-moves', open: true }, el('summary', { text: T.moveList }), p.legend, p.moveList),
    createLegend(T),
  );
  // After the features' controls: the settings menu, then the result.
  p.controls.append(p.menu.wrap, p.over);
  p.menu.panel.append(option(p.namesBox, T.showNames), option(p.notationBox, T.showNotation), option(p.arrowsBox, T.showArrows));
  root.append(main, side);
  slots.end = slotIn(root);

  // Embedded in another site, the game never scrolls to itself or takes the
  // focus until the visitor has used it (a click, a key or Tab into it).
  const listen = (types, fn, opts = {}) => types.forEach((type) => root.addEventListener(type, fn, opts));
  listen(['pointerdown', 'keydown', 'focusin'], () => (s.engaged = true), { capture: true });
  // Keys the game handles are the game's: they never reach the host page's
  // own shortcuts (Space and Enter on a button, Escape in a dialog, the
  // arrow keys on the board or in the replay). Space in a read-only field
  // (the share link) would scroll the host page: it does nothing.
  const GAME_KEYS = [' ', 'Enter', 'Escape', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'];
  listen(['keydown', 'keyup', 'keypress'], (/** @type {KeyboardEvent} */ e) => {
    if (!GAME_KEYS.includes(e.key) || e.ctrlKey || e.metaKey || e.altKey) return;
    const target = /** @type {HTMLElement} */ (e.composedPath()[0]);
    if (e.key === ' ' && target instanceof HTMLInputElement && target.readOnly) e.preventDefault();
    e.stopPropagation();
  });
  // Exploring the board while waiting: the focus is the visitor's then.
  listen(['pointerdown', 'keydown'], () => s.screen === 'busy' && (s.focusMoved = true), { capture: true });

  return {
    parts,
    slots,
    setChoices,
    /** While a card is up (the start card), what lies behind it (board,
     * dice, buttons) is out of reach: Tab goes from the card to the
     * settings menu (the pace, sound and display choices may be set before
     * the first game), then to the side panel. */
    behind(on) {
      const controls = [...p.controls.children].filter((part) => part !== p.menu.wrap);
      for (const part of [p.turnLine, p.boardWrap, ...controls, p.hintBox, p.announce, p.choice]) /** @type {HTMLElement} */ (part).inert = on;
    },
  };
}
