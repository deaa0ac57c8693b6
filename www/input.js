// @ts-check
// The human's input: Throw, a move (by click, drag, keyboard, or the
// "Which way?" box when two ways reach one hole and leave different
// boards), Undo and Hint (at any point of a throw: for the rest of it). Each is
// refused while a move, a throw or the computer is under way, or when it
// no longer fits the game; a move must be one of the facade's legal moves.

import { el, dieFace, diceSaid } from './dom.js';

/**
 * @param {{
 *   s: import('./state.js').State,
 *   T: any,
 *   hintLevel: number,
 *   riskWords?: (afterOdds: import('daldos-web').OddsRequest) => Promise<string | undefined>,
 *   whyWords?: (request: import('daldos-web').EngineRequest, hint: import('daldos-web').HintData) => Promise<string | undefined>,
 *   ai: ReturnType<typeof import('./ai.js').createAi>,
 *   controller: ReturnType<typeof import('./controller.js').createController>,
 *   renderer: ReturnType<typeof import('./render.js').createRenderer>,
 *   say: (text: string) => void,
 *   speak: (text: string, latest?: boolean, still?: (() => boolean) | null) => void,
 *   choice: HTMLElement,
 *   chances: (winA: number) => string,
 * }} options `chances`: the hint's chances to win in words (panel.js); `hintLevel`: the engine's level for hints; `choice`: the
 *   "Which way?" box; `riskWords`: with the capture odds shown, the words on the
 *   player's piece most open to capture after a play (odds.js); `whyWords`: why the hinted play is better than the
 *   next best one (features/hint-why.js)
 */
export function createInput({ s, T, hintLevel, ai, controller, renderer, say, speak, choice, chances, riskWords = async () => undefined, whyWords = async () => undefined }) {
  const { syncNames } = renderer;
  const { commit } = controller;

  /** Throw (`note`: said with it, e.g. that it was thrown for the player;
   * `heard`: words said again first, controller.js's `doThrow`). */
  async function humanThrow(note = '', heard = '') {
    if (s.busy || s.screen !== 'human-throw') return;
    s.focusPending = true;
    // A lesson's roll-off, thrown by the player (the session's traits).
    if (s.view?.phase === 'rollOff') return controller.rollOff();
    const my = s.token;
    s.busy = 'rolling';
    commit();
    try {
      await controller.doThrow(my, note, heard);
    } finally {
      if (my === s.token) s.busy = false;
    }
    if (my === s.token) controller.advance();
  }

  /** The one way in for a human move (click, drag, keyboard, choice box):
   * refused while another move, a throw or the computer is under way, or
   * when `move` is no longer a legal move (a stale button). `note`: said
   * with it (that it was played for the player). */
  async function humanMove(move, note = '') {
    choice.hidden = true;
    syncNames();
    if (s.busy || s.screen !== 'human-move' || !s.legal.some((m) => m.text === move.text)) return;
    const my = s.token;
    s.busy = 'moving';
    // Afterwards the focus goes on: to the next piece that can move, or to
    // Throw (render.js), if it was on the board or lost.
    s.focusPending = true;
    // At once "busy": no second click acts on the old state.
    commit();
    try {
      await controller.playMove(move, my, true, note);
    } finally {
      if (my === s.token) s.busy = false;
    }
    if (my === s.token) controller.advance();
  }

  /** Asks the engine (in the worker) for the best play of the rest of this
   * throw (all of it before its first move). */
  async function askHint() {
    const { game } = s;
    if (s.session.final) return;
    // Never a press for nothing: a move under way is said to be so.
    if (s.busy || s.screen !== 'human-move') return noHint('busy');
    const my = s.token;
    const revision = game.revision();
    const throws = s.view?.throws;
    s.hintAsked = revision;
    // Hint is switched off while the engine thinks: the keyboard goes on
    // to a piece that can move, never to the page.
    s.focusPending = true;
    commit();
    const request = game.engineRequest();
    /** Whether the answer came for a board no longer shown (it is dropped). */
    let late = false;
    try {
      const value = await ai.hint(request, hintLevel);
      late = game.revision() !== revision;
      if (my !== s.token || late) return;
      const hint = { revision, value };
      s.hint = hint;
      // (Its words belong to its position: panel.js drops them with it.)
      speak(`${T.hintPlay(value.play)} ${chances(value.winA)}`, false, () => s.hint === hint);
    } catch (err) {
      if (my === s.token) {
        const why = String(err?.message || err).replace(/^[^:]*: /, '');
        say(err?.name === 'EngineUnavailable' ? T.engineUnavailable : err?.name === 'EngineFailed' ? T.engineFailed(why) : T.error(err.message));
      }
    } finally {
      if (s.hintAsked === revision) s.hintAsked = null;
      // Late, with the player still at this throw and no newer hint asked: said.
      if (late && my === s.token && s.screen === 'human-move' && s.view?.throws === throws && s.hintAsked === null) {
        commit();
        noHint('moved');
      }
    }
    if (my === s.token) commit();
    // Then, as each answer comes, why it is the better play (the engine's
    // reasons) and, with the capture odds shown, how open its play leaves
    // the player's pieces (the odds worker's).
    const shown = s.hint;
    if (!shown || shown.revision !== revision) return;
    /** @param {'why' | 'risk'} key @param {Promise<string | undefined>} words */
    const add = (key, words) =>
      words.then((text) => {
        if (text === undefined || s.hint !== shown) return;
        shown[key] = text;
        speak(text, false, () => s.hint === shown);
        commit();
      });
    await Promise.all([add('why', whyWords(request, shown.value)), add('risk', riskWords(shown.value.afterOdds))]);
  }

  function humanUndo() {
    if (s.busy || s.session.final) return;
    try {
      // Undoing a capture takes back its announcement.
      if (s.game.undoMove().captures.length) {
        s.notes.pop();
        say(s.notes.join(' '));
      }
    } catch (err) {
      say(T.error(err.message));
    }
    s.selected = null;
    // Undo step may be switched off now: the focus goes to a piece.
    s.focusPending = true;
    commit();
  }

  /** Moves from `from` to `to` if one legal move does, or if every move
   * that does leaves the same board (the facade's `after`: the two orders
   * of a summed move that capture alike); asks which if they differ.
   * Whether a move (or the question) came of it. */
  function tryMove(from, to) {
    const options = s.legal.filter((m) => m.from === from && m.to === to);
    if (options.length === 1 || (options.length > 1 && options.every((m) => m.after === options[0].after))) {
      humanMove(options[0]);
      return true;
    }
    if (options.length > 1) {
      // Same target reached two ways (capture at both stops): ask which.
      choice.textContent = '';
      choice.append(el('p', { text: T.chooseMove }));
      for (const m of options) {
        const holes = [m.from, m.via, m.to].filter(Boolean);
        // Seen with the dice as drawn; heard with them as numbers.
        const seen = T.choiceWay(m.dice.map((d) => dieFace(T, d)), holes, m.captures);
        const heard = T.choiceWay(m.dice.map((d) => T.dieSaid(d)), holes, m.captures);
        choice.append(
          el(
            'button',
            { type: 'button', 'data-move': m.text, onclick: () => humanMove(m) },
            el('span', { 'aria-hidden': 'true', text: seen }),
            el('span', { class: 'dd-sr', text: heard }),
          ),
        );
      }
      choice.hidden = false;
      syncNames();
      return true;
    }
    return false;
  }

  /** Who hears why a piece picked up cannot move (features/said.js). */
  const noMoveListeners = new Set();

  /** Tells why the piece on `hole` cannot move, as the facade answers it
   * (`whyNoMove`: the rules crate's reason); an empty hole says nothing. */
  function explain(hole) {
    const why = s.game.whyNoMove(hole);
    if (!why || why.kind === 'noPiece') return;
    for (const fn of noMoveListeners) fn(hole, why);
  }

  /** Taps on the board so far: words of a pick-up not yet said when the
   * next tap comes are not said (it says what is true now). */
  let taps = 0;

  /** A hole tapped, clicked, dragged from or activated by keyboard. */
  function onActivate(hole, { drag }) {
    if (s.busy) return;
    const tap = ++taps;
    // A piece picked before the throw: "Throw the dice first."
    if (s.screen === 'human-throw' && !drag) explain(hole);
    if (s.screen !== 'human-move') return;
    if (s.selected && hole !== s.selected && !drag && tryMove(s.selected, hole)) return;
    const movable = s.legal.some((m) => m.from === hole);
    const before = s.selected;
    // A tap beside the held piece's targets (an empty hole, the other
    // side's piece): the piece stays held, its targets marked, and where it
    // can go is said.
    const miss = before && !movable && !drag && hole !== before && missed(hole) ? before : null;
    s.selected = miss || (movable && (drag || s.selected !== hole) ? hole : null);
    choice.hidden = true;
    commit();
    if (miss) for (const fn of missListeners) fn(miss, hole, targetsOf(miss));
    // (Moved or put down before it is said, it is not said: panel.js.)
    else if (s.selected && !drag) speak(T.pickedUp(hole, waysFrom(hole)), false, () => s.selected === hole && taps === tap);
    else if (before && !s.selected) speak(T.putBack(before));
    if (!miss && !movable && !drag) explain(hole);
  }

  /** Whether a tap on `hole` with a piece held missed rather than picked:
   * the hole is empty or holds the other side's piece (a piece of one's
   * own that cannot move is explained as itself). */
  function missed(hole) {
    const why = s.game.whyNoMove(hole);
    return !why || why.kind === 'noPiece' || why.kind === 'notYours';
  }

  /** The holes the piece on `from` can go to with the rest of this throw
   * (the facade's legal moves), each once, in their order. */
  const targetsOf = (from) => [...new Set(s.legal.filter((m) => m.from === from).map((m) => m.to))];

  /** Where the piece on `from` can go, in words, one target each. */
  function waysFrom(from) {
    const ways = new Map();
    for (const m of s.legal.filter((x) => x.from === from)) {
      if (!ways.has(m.to)) ways.set(m.to, T.way(m.to, diceSaid(T, m.dice), m.captures.length > 0));
    }
    return [...ways.values()];
  }

  /** Escape on the board: the selected piece is put down again. */
  function cancelSelection() {
    if (!s.selected && choice.hidden) return;
    if (s.selected) speak(T.putBack(s.selected));
    s.selected = null;
    choice.hidden = true;
    syncNames();
    commit();
  }

  /** A piece dragged from `from` and dropped on `to`. */
  function onDrop(from, to) {
    if (s.busy || s.screen !== 'human-move') return;
    s.selected = from;
    if (!tryMove(from, to)) commit();
  }

  /** Hears each piece picked up that cannot move: `fn(hole, why)`, `why` a
   * `NoMoveData` of the facade. @param {(hole: string, why: import('daldos-web').NoMoveData) => void} fn */
  const onNoMove = (fn) => noMoveListeners.add(fn);
  /** Who hears a tap that missed the held piece's targets (features/said.js). */
  const missListeners = new Set();
  /** Hears each tap beside the held piece's targets: `fn(from, hole,
   * targets)`, the piece's hole, the hole tapped, and where the piece can
   * go. @param {(from: string, hole: string, targets: string[]) => void} fn */
  const onMiss = (fn) => missListeners.add(fn);
  /** Who hears why a Hint press gives no hint (features/said.js). */
  const noHintListeners = new Set();
  /** Tells why a Hint press gives no hint: `busy` (a move, a throw under way), `moved` (the board changed first). */
  const noHint = (/** @type {'busy' | 'moved'} */ kind) => noHintListeners.forEach((fn) => fn(kind));
  /** Hears each Hint press that gives no hint. @param {(kind: 'busy' | 'moved') => void} fn */
  const onNoHint = (fn) => noHintListeners.add(fn);

  return { humanThrow, humanMove, askHint, humanUndo, onActivate, onDrop, cancelSelection, onNoMove, onNoHint, onMiss };
}
