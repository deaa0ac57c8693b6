// @ts-check
// The texts around the board, drawn from the state and the facade's view:
// the turn line, the pieces left with the rules in force, the move list,
// the hint, the game-over panel, and the announcements (captures, lost
// throws) for screen readers and sighted players alike.

import { el, pieceIcon, diceFaces, diceSaid } from './dom.js';
import { isComputer } from './state.js';
import { createMoveList } from './movelist.js';

/**
 * @param {{
 *   s: import('./state.js').State,
 *   T: any,
 *   info: import('daldos-web').RulesInfo,
 *   names: { boardNames: Record<string, string>, variantName: (id: string) => string },
 *   parts: { turnLine: HTMLElement, score: HTMLElement, legend: HTMLElement, moveList: HTMLElement,
 *     hintBox: HTMLElement, announce: HTMLElement, live: HTMLElement, over: HTMLElement, overButtons: HTMLElement[] },
 *   onNewGame: () => void,
 *   onRematch: () => void,
 * }} options `onNewGame`: the game-over panel's New game; `onRematch`: its
 *   Rematch (a game in play only: the same settings, the sides swapped
 *   against the computer);
 *   `parts.overButtons`: the game-over panel's slot: buttons that
 *   features put there (the review's), shown after New game. Nothing
 *   is said to screen readers in a quiet session (`s.session.quiet`: a
 *   kiosk's attract loop, played for nobody).
 */
export function createPanel({ s, T, info, names, parts, onNewGame, onRematch }) {
  const { turnLine, score, legend, moveList, hintBox, announce, live, over, overButtons } = parts;
  const sideName = (side) => T.sideName[side];
  /** @type {import('daldos-web').FactsData | null} the facts of a game
   * someone sent, while the viewer shows it: its players are named from
   * them, and nobody is "you" */
  let viewed = null;
  /** A viewed game's player of `side`, as the record says. */
  const playerOf = (side) => (viewed ? (side === 'a' ? viewed.light : viewed.dark) : undefined);
  /** The side's name, and who plays it: "Light (you)" in the visitor's
   * game against the computer, "Light (Ann)", "Dark (computer)" in a
   * game someone sent. */
  function who(side) {
    if (viewed) {
      const p = playerOf(side);
      const by = p?.kind === 'computer' ? T.computer : p?.name;
      return by ? `${sideName(side)} (${by})` : sideName(side);
    }
    // A friend's game online: the seat at this screen is "you" (a tester
    // on a phone could not tell which side was theirs).
    if (s.session.kind === 'online') return s.session.plays?.(side) ? `${sideName(side)} (${T.you})` : sideName(side);
    return s.cfg.mode === 'pvc' ? `${sideName(side)} (${isComputer(s, side) ? T.computer : T.you})` : sideName(side);
  }
  /** The computer's level to show: a viewed game's own (none when no
   * computer played it), else the game in play's against the computer. */
  function levelShown() {
    if (viewed) {
      const p = [playerOf('a'), playerOf('b')].find((q) => q?.kind === 'computer');
      return p?.kind === 'computer' ? p.level : null;
    }
    return s.cfg.mode !== 'pvp' ? s.cfg.level : null;
  }

  /** What is to be said, gathered for a moment (a throw and its capture
   * are said together, never one over the other), each with what keeps
   * it true (`still`), if anything. */
  let toSpeak = /** @type {{ text: string, still: (() => boolean) | null }[]} */ ([]);
  let speaking = 0;
  /** What keeps the live region's words true, while they stand there. */
  let liveStill = /** @type {(() => boolean) | null} */ (null);
  /** Says `text` to screen readers once, in the game's one polite live
   * region (its words are said as they are set: only what is new; each
   * announcement replaces the last). `latest`: it replaces what is still
   * waiting to be said (a replay stepped through quickly says only the
   * step it stops at). `still`: whether the words are still true (the
   * hint they are about is still shown, the piece picked up still held);
   * once it says no at a drawing, they go (`forget`): not said if still
   * waiting, emptied from the live region if they stand there. */
  function speak(text, latest = false, still = /** @type {(() => boolean) | null} */ (null)) {
    if (!text || s.session.quiet) return;
    if (latest) toSpeak = [];
    // (The same words twice at once, a piece tapped twice, are said once.)
    if (toSpeak.at(-1)?.text === text) toSpeak.pop();
    toSpeak.push({ text, still });
    clearTimeout(speaking);
    speaking = setTimeout(() => {
      if (!toSpeak.length) return;
      const said = toSpeak.map((x) => x.text).join(' ');
      const stills = toSpeak.map((x) => x.still);
      toSpeak = [];
      // Words that are all about something stand while all of it holds.
      liveStill = stills.every(Boolean) ? () => stills.every((f) => f?.()) : null;
      // The same words again (a second equal throw) must be said again.
      live.textContent = live.textContent === said ? `${said}\u00a0` : said;
    }, 60);
  }

  /** Drops the words no longer true (a hint whose position is gone, a
   * piece picked up and moved or put down before it was said): not said
   * if still waiting, and the live region emptied if they stand there. */
  function forget() {
    toSpeak = toSpeak.filter((x) => !x.still || x.still());
    if (liveStill && !liveStill()) {
      live.textContent = '';
      liveStill = null;
    }
  }

  /** Shows `text` below the board and says `spoken` (by default all of
   * it; the part that is new when `text` repeats this throw's notes). */
  function say(text, spoken = text) {
    announce.textContent = text;
    speak(spoken);
  }

  /** A completed throw of the record in words (as the move list shows
   * it; `spoken`: as a screen reader says it, the dice as numbers). */
  function entryWords(t, spoken = false) {
    const faces = spoken ? diceSaid(T, t.dice) : diceFaces(T, t.dice);
    const steps = t.moves.map((m) => ({ from: m.from, to: m.to, dal: m.dal, capture: m.captures.length > 0 }));
    return T.playWords(sideName(t.side), faces, steps, t.extraThrow);
  }

  const moves = createMoveList({ s, T, moveList, entryWords, sideName });

  /** Draws the view `v` in the state's screen `s.screen`. */
  function draw(v) {
    forget();
    drawHint();
    drawTurn(v);
    drawScore(v);
    moves.draw(v);
    if (v.phase === 'over' && !s.overHeld) showOver(v);
    else over.hidden = true;
  }

  function drawHint() {
    const { hint } = s;
    hintBox.textContent = '';
    if (hint) {
      const { value } = hint;
      hintBox.append(
        el('span', { class: 'dd-hint-play', text: T.hintPlay(value.play) }),
        ' ',
        el('span', { class: 'dd-hint-chances', text: chances(value.winA) }),
        ' ',
        el('span', { class: 'dd-hint-how', text: T.hintHow(value.moves.length) }),
      );
      if (hint.why !== undefined) hintBox.append(' ', el('span', { class: 'dd-hint-why', text: hint.why }));
      if (hint.risk !== undefined) hintBox.append(' ', el('span', { class: 'dd-hint-risk', text: hint.risk }));
    }
    const hintAppears = !!hint && hintBox.hidden;
    hintBox.hidden = !hint;
    hintBox.dataset.play = hint ? hint.value.play : '';
    // On a phone the hint lies below the board: bring it into view when it
    // arrives (no jump if it is already visible).
    if (hintAppears && typeof hintBox.scrollIntoView === 'function') {
      hintBox.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    }
  }

  /** The hint's chances to win (`winA`: Light's, 0..1), the side to play
   * (the one the hint is for) named first, with who plays it. */
  function chances(winA) {
    const side = s.view?.turn === 'b' ? 'b' : 'a';
    const other = side === 'a' ? 'b' : 'a';
    const a = Math.round(winA * 100);
    const own = side === 'a' ? a : 100 - a;
    return T.winChances(who(side), own, who(other), 100 - own);
  }

  function drawTurn(v) {
    turnLine.textContent = '';
    // The computer's turn lasts while it plays it out (its lost throw's
    // pause included, though the game's turn has passed), said "thinking"
    // once it has run a while (controller.js).
    const computing = s.busy === 'thinking' ? s.thinkingSide : null;
    const thinking = computing !== null && s.thinkingSaid;
    if (v.phase !== 'over' && v.phase !== 'rollOff') {
      const turn = computing ?? v.turn;
      turnLine.append(pieceIcon(turn.toUpperCase()), ' ');
      let text = T.turnOf(who(turn));
      if (s.screen === 'human-throw') text += ' — ' + T.throwNow;
      else if (s.screen === 'human-move') text += ' — ' + T.moveNow;
      else if (thinking) text += ' — ' + T.thinking;
      // At most two lines shown (game.css), the whole text in the line
      // for screen readers and in its title.
      turnLine.append(el('span', { class: 'dd-turn-text', title: text, text }));
    } else if (v.phase === 'over' && !s.overHeld) {
      // Who won, in the turn line's room (shown on phones, game.css, where
      // the game-over panel under the board then holds its buttons alone:
      // the panel, the dice and the last play's line fit under the board).
      const text = overWords(v);
      turnLine.append(el('span', { class: 'dd-turn-result' }, pieceIcon(v.winner.toUpperCase()), ' ', el('span', { class: 'dd-turn-text', title: text, text })));
    }
    turnLine.classList.toggle('thinking', thinking);
  }

  /** During the roll-off: whose throw the dice show while they roll. */
  function rollOffThrowing(side) {
    turnLine.textContent = T.rollOffThrowing(sideName(side));
  }

  function drawScore(v) {
    legend.textContent = T.moveLegendN(v.size);
    score.textContent = '';
    score.append(el('h2', { text: T.piecesLeft }));
    for (const side of ['a', 'b']) {
      score.append(
        el(
          'p',
          { class: `dd-count dd-count-${side}`, 'data-side': side },
          pieceIcon(side.toUpperCase()),
          el('span', { text: who(side) }),
          el('strong', { text: String(v.piecesLeft[side === 'a' ? 0 : 1]) }),
        ),
      );
    }
    // The rules in force (a restored game does not show its dialog).
    const named = info.boards.find((b) => b.size === v.size);
    const boardName = named ? names.boardNames[named.id] : T.boardOther(v.size);
    const variants = v.variants.map(names.variantName);
    score.append(
      el(
        'p',
        { class: 'dd-ruleset' },
        el('span', { text: `${T.board}: ${boardName}` }),
        el('span', { text: `${T.variants}: ${variants.length ? variants.join('; ') : T.standardRules}` }),
      ),
    );
    // Against the computer: its level, in view all game long. (Not in a
    // two-player game, nor in a lesson, where there is no computer to speak of.)
    const level = levelShown();
    if (level !== null) score.append(el('p', { class: 'dd-level-shown', text: `${T.level}: ${T.levelName(level) || level}` }));
  }

  /** How the game of view `v` (over) ended, in words: "Light wins!", or
   * "Dark resigns. Light wins." (`T.resigns`). */
  function resultWords(v) {
    const winner = /** @type {'a' | 'b'} */ (v.winner);
    const loser = winner === 'a' ? 'b' : 'a';
    return v.termination === 'resignation' ? T.resigns(sideName(loser), sideName(winner)) : T.wins(sideName(winner));
  }

  /** Who won, in words ("Light wins! Well played." against the computer). */
  function overWords(v) {
    const text = resultWords(v);
    return s.cfg.mode === 'pvc' ? `${text} ${isComputer(s, v.winner) ? T.youLose : T.youWin}` : text;
  }

  function showOver(v) {
    // Built once as it appears: drawn again, it would drop the focus.
    const key = `${v.winner} ${v.termination}`;
    if (!over.hidden && over.dataset.result === key) return;
    const appearing = over.hidden;
    over.textContent = '';
    over.dataset.result = key;
    over.dataset.winner = v.winner;
    over.dataset.termination = v.termination;
    const text = overWords(v);
    speak(`${T.gameOver}: ${text}`);
    // A rematch is for a game in play (not a lesson's end).
    const rematch = s.session.kind === 'game' ? [el('button', { type: 'button', class: 'dd-rematch', text: T.rematch, onclick: () => onRematch() })] : [];
    over.append(
      el('h2', { id: 'dd-over-title', text: T.gameOver }),
      el('p', { class: 'dd-winner' }, pieceIcon(v.winner.toUpperCase()), ' ', text),
      el('div', { class: 'dd-over-buttons' }, el('button', { type: 'button', class: 'primary', text: T.newGame, onclick: () => onNewGame() }), ...rematch, ...overButtons),
    );
    over.hidden = false;
    // Into view once the player has used the game (never scrolls a host
    // page on its own, e.g. when the computer finishes a game it watched);
    // from far below (Resign, at the side panel's foot on a phone), the
    // board's top line with it, so the final position is seen too.
    if (appearing && s.engaged) {
      if (turnLine.getBoundingClientRect().top < 0) turnLine.scrollIntoView?.({ block: 'start' });
      else over.scrollIntoView?.({ block: 'nearest' });
    }
    // The keyboard goes on to New game, if it was in the game (or lost).
    if (appearing && s.engaged) {
      const tree = /** @type {Document | ShadowRoot} */ (over.getRootNode());
      const a = tree.activeElement;
      const game = over.closest('.daldos');
      if (!a || a === document.body || game?.contains(a)) over.querySelector('button')?.focus();
    }
  }

  /** The replay viewer's step `v` (`game`'s view, a game as it stood
   * after `v.throws` throws): its pieces left and its move list, the last
   * throw marked. */
  function drawStep(v, game) {
    drawScore(v);
    moves.draw(v, game);
    moves.markLast();
  }

  /** Empties the move list (drawn again at the next drawing). */
  const clearMoves = () => moves.clear();

  /** Clears what belonged to the game before (a new session starts): the
   * result, the move list, what is said. */
  function reset() {
    over.hidden = true;
    clearMoves();
    // Nor is its last word left in the live region (a lesson's, say).
    clearTimeout(speaking);
    toSpeak = [];
    liveStill = null;
    live.textContent = '';
  }

  return {
    draw,
    drawStep,
    clearMoves,
    say,
    speak,
    entryWords,
    resultWords,
    rollOffThrowing,
    reset,
    who,
    chances,
    /** While the viewer shows a game someone sent: its `facts` (its
     * players named from them, its own level); `null` again on closing. */
    viewing: (facts) => (viewed = facts),
    /** Stops what listens to the page (the move list's printing). */
    destroy: moves.destroy,
  };
}
