// @ts-check
// The game's words in English, the dictionary every other language has
// the keys of (www/strings.js lists the languages and loads one).
import { listWords } from './words.js';

/** Hole names as the pieces on them (the review's reasons). */
const pieces = (h) => (h.length ? `${h.length === 1 ? 'the piece' : 'the pieces'} on ${listWords(h, 'and')}` : 'none');
const EN = {
  loading: 'Loading the game…',
  tagline: 'The Scandinavian dice and boat-board game',
  description: 'Daldøs, the Scandinavian dice and boat-board game, in your browser.',
  wasmBlocked:
    "The game cannot start: this site's security policy (Content-Security-Policy) blocks WebAssembly. The site must add 'wasm-unsafe-eval' to its script-src.",
  cannotSave: 'This game cannot be saved here: it is lost if the page is closed or reloaded.',
  savedElsewhere: 'This game was saved in another tab or window since it was opened here: to keep that one, moves made here are not saved.',
  takeSaved: 'Go on with the saved game',
  engineFailed: (why) => `The computer stopped thinking (${why}). Your game is as it was.`,
  tryAgain: 'Try again',
  oldBrowser: (browsers, missing) => `This browser is too old for the game (it lacks ${missing}). It works in ${browsers} or later.`,
  engineUnavailable:
    'The computer\'s files (engine/) could not be loaded here, so the computer cannot play or give hints. Two players on one device still work: New game.',
  play: 'Play',
  playHow: 'Against the computer',
  options: 'Options',
  stillPlaying: 'Still playing?',
  stillPlayingHow: (n) => `Touch the screen to go on. In ${n} seconds a new visitor gets a fresh game.`,
  keepPlaying: 'Yes, keep playing',
  welcome: 'Throw the dice, dal your pieces out of the home row and capture all of the enemy’s.',
  throw: 'Throw',
  undo: 'Undo step',
  hint: 'Hint',
  /** A hole's name in the review's better play (its gold ring): the move `n` of that play, from hole to hole. */
  betterStep: (n, from, to) => `Better play, move ${n}: ${from} to ${to}`,
  hintThinking: 'Thinking…',
  /** Why the hint beats the next best play (features/hint-why.js; the engine's reasons, review-words.js). */
  hintWhy: {
    versus: (other) => `Why not ${other}, the next best?`,
    beyond: 'What makes this play better lies beyond the next turn.',
    captures: (best, missed, made, better) =>
      !made.length ? `This play takes ${pieces(missed)}; that one does not.` : `This play takes ${pieces(better)}, that one ${pieces(made)}.`,
    danger: (made, best, a, b) =>
      `Within the opponent’s reach: ${pieces(best)} instead of ${pieces(made)}; the chance of losing at least one next turn: ${b} % instead of ${a} %.`,
    threats: (made, best, a, b) =>
      `Enemy pieces within your reach: ${pieces(best)} instead of ${pieces(made)}; the chance of taking at least one with a throw from there: ${b} % instead of ${a} %.`,
    retaken: (made, best, a, b) =>
      !best.length
        ? `That one captures, but ${pieces(made)} that captured can be taken back next turn (${a} %); this play captures nothing.`
        : !made.length
          ? `This play captures, but ${pieces(best)} that captured can be taken back next turn (${b} %); that one captures nothing.`
          : `A piece that captured can be taken back next turn: ${pieces(best)} at ${b} % instead of ${pieces(made)} at ${a} %.`,
    stoodSafe: (by, from, to, p) =>
      by === 'made'
        ? `The piece on ${from} is safe where it stands: that one moves it to ${to}, where it can be lost next turn (${p} %); this play leaves it there (0 %).`
        : `The piece on ${from} is safe where it stands: this play moves it to ${to}, where it can be lost next turn (${p} %); that one leaves it there (0 %).`,
    placed: (from, m, a, b, bp) => `The piece on ${from} can be lost next turn: ${bp} % on ${b} after this play instead of ${a} % on ${m} after that one.`,
  },
  hintPlay: (play) => `Hint: ${play}`,
  hintHow: (steps) =>
    steps > 1
      ? 'Gold rings show the suggested move: first from the ring marked 1 to the ring marked 1→, then from 2 to 2→.'
      : 'Gold rings show the suggested move: from the ring marked 1 to the ring marked 1→.',
  /** The hint's chances to win: `first`, the side the hint is for, with who plays it ("Dark (you)"), then the other side. */
  winChances: (first, a, second, b) => `Chances to win: ${first} ${a} % · ${second} ${b} %.`,
  newGame: 'New game',
  rules: 'How to play',
  close: 'Close',
  start: 'Start',
  cancel: 'Cancel',
  sideName: { a: 'Light', b: 'Dark' },
  sideLong: { a: 'Light (spatula pieces)', b: 'Dark (obelisk pieces)' },
  you: 'you',
  computer: 'computer',
  turnOf: (name) => `${name} to play`,
  throwNow: 'throw the dice.',
  moveNow: 'pick a marked piece, then where it goes.',
  thinking: 'the computer is thinking…',
  piecesLeft: 'Pieces left',
  moveList: 'Moves',
  noMoves: 'No moves yet.',
  earlierMoves: (n) => (n === 1 ? 'Show 1 earlier move' : `Show ${n} earlier moves`),
  menu: {
    open: 'Settings',
    title: 'Settings',
    pace: 'Animations',
    paces: { off: 'Off', fast: 'Fast', normal: 'Normal' },
    throwForMe: 'Throw for me',
    forcedForMe: 'Play forced moves for me',
    thrownForYou: 'Thrown for you.',
    forcedPlayed: 'The only possible play, made for you.',
  },
  showNotation: 'Show notation',
  showArrows: 'Show which way pieces travel',
  showOdds: 'Show capture odds',
  sound: 'Sound',
  percent: (n) => `${n} %`,
  oddsUnderOne: 'less than 1 %',
  oddsOver99: 'more than 99 %',
  oddsThisTurn: (p) => `${p} chance of being captured this turn`,
  oddsNextTurn: (p) => `${p} chance of being captured on the next turn`,
  hintRisk: (hole, p) => `This play leaves your piece on ${hole} with a ${p} chance of being captured.`,
  hintSafe: 'This play leaves none of your pieces where they can be captured on the next turn.',
  oddsWorking: 'Working out the odds…',
  oddsFailed: 'The capture odds could not be worked out: the computer\'s engine stopped.',
  saveFile: 'Save game file',
  openFile: 'Open game file',
  shareLink: 'Share link',
  linkCopied: 'Link copied: whoever opens it sees this game.',
  copyLinkByHand: 'Copy this link to share the game:',
  sharedShown: 'A shared game, in the replay: step through it, or play on from any step. Back to the game returns to your own.',
  sharedBad: {
    incomplete: 'The link to a shared game is cut short: copy all of it and open it again.',
    damaged: 'The link to a shared game is damaged and cannot be shown.',
    newer: 'The link to a shared game comes from a newer version of Daldøs and cannot be shown here.',
  },
  /** Said after `sharedBad` when a game is under way behind it (none on a first visit's start card). */
  sharedGoesOn: 'Your game goes on as it was.',
  fileOpened: (n) => `${n} is open, in the replay: step through it, or play on from any step.`,
  openAsk: (what) => `Your game is under way. Open ${what}? Your game is kept: Back to your game brings it back.`,
  openYes: 'Open it',
  openNo: 'Keep playing',
  openKept: 'Your game goes on; nothing was opened.',
  backNote: 'Your game is back, as you left it.',
  thisLink: 'the game of this link',
  fileBad: (n, m) => `${n} could not be opened (${m}). Your game goes on as it was.`,
  fileTooBig: (n, kb, max) => `${n} is ${kb} KB: a game file is at most ${max} KB, so it was not opened. Your game goes on as it was.`,
  fileEmpty: 'it is empty: not a game record',
  fileBusy: 'Another file is still being opened: one at a time.',
  legendTitle: 'What the marks mean',
  legend: { movable: 'a piece that can move', selected: 'the piece picked up', die: 'where it can go with one die', sum: 'where it can go with both dice', capture: 'a move that captures', last: 'the last move', hint: "the hint's move", odds: 'the chance of being captured: this turn, or for the pieces of the side to play, on the next turn' },
  /** Said to a screen reader: a throw, a piece picked up with the `ways`
   * it can go (each a `way`), a piece put back. */
  throwSaid: (who, faces) => `${who} throws ${faces}.`,
  pickedUp: (hole, ways) => `${hole} picked up; it can go to ${ways.join('; ')}.`,
  way: (to, faces, capture) => `${to} with ${faces}${capture ? ', capturing' : ''}`,
  moveSaid: (from, to) => `${from} to ${to}.`,
  putBack: (hole) => `${hole} put back.`,
  /** A throw of the move list in words: `who` threw `faces` (the dice as
   * shown), then `steps` ({ from, to, dal, capture }), or lost it. */
  playWords: (who, faces, steps, extra) => {
    const step = (m, i) => `${m.dal ? (i ? 'then dals' : 'dals') : i ? 'then moves' : 'moves'} ${m.from} to ${m.to}${m.capture ? ', capturing' : ''}`;
    const what = steps.length ? steps.map(step).join(', ') : 'cannot move: the throw is lost';
    return `${who} throws ${faces} and ${what}.${extra ? ' A + A: throws again.' : ''}`;
  },
  dice: 'Dice',
  dieFace: (v) => (v === 1 ? 'A (dal)' : 'I'.repeat(v)),
  /** A die as a screen reader says it: the dal by name, else its number (never "I I I I"). */
  dieSaid: (v) => (v === 1 ? 'dal' : String(v)),
  diceLabel: (a, b) => `Dice show ${a} and ${b}`,
  diceIdle: 'Dice not thrown yet',
  spent: 'spent',
  /** The dice's caption: whose throw they show (`who`: "Dark (computer)"). */
  thrownBy: (who) => `Thrown by ${who}`,
  /** Why a piece picked up cannot move (the facade's \`whyNoMove\` kinds):
   * \`hole\` the piece's, \`at\` the hole the reason names. */
  /** A tap beside the held piece's targets (features/said.js): where it can go with the rest of the throw. */
  notTarget: (from, hole, targets) => `The piece on ${from} cannot go to ${hole} with this throw, only to ${listWords(targets, 'or')}.`,
  noMove: {
    gameOver: () => 'The game is over: no piece moves any more.',
    noThrow: () => 'Throw the dice first.',
    noPiece: (hole) => `There is no piece on ${hole}.`,
    notYours: (hole) => `The piece on ${hole} belongs to the other side.`,
    movedThisThrow: (hole) => `The piece on ${hole} has moved with this throw already: each piece moves once per throw.`,
    undalled: (hole) => `The piece on ${hole} is undalled: it needs a dal (A) to start moving.`,
    sternMostFirst: (hole, at) => `Only the undalled piece nearest the stern may be dalled: the one on ${at}, not ${hole}.`,
    blocked: (hole, at) => `The piece on ${hole} is blocked by your own piece on ${at}.`,
    otherDieUnusable: (hole) => `The piece on ${hole} cannot move: the other die would then have no move, and both dice must be used when they can.`,
  },
  /** Why a Hint press gives no hint (input.js): a move or throw under way, or the board changed first. */
  noHint: {
    busy: 'No hint now: a move is still being made. Ask again when it is your move.',
    moved: 'No hint now: the board changed before the hint came. Ask again for the board as it is.',
  },
  lost: (name) => `${name} cannot use this throw at all. The turn passes.`,
  partial: 'Only one of the two dice can be used this time.',
  extra: (name) => `A + A (two dals)! ${name} throws again.`,
  // `by` and `victim`: { you: true when that side is the player at this
  // device against the computer, name }.
  captured: (by, victim, holes) =>
    `${by.you ? 'You' : by.name} captured ${victim.you ? 'your' : `${victim.name}’s`} ` +
    `${holes.length > 1 ? 'pieces' : 'piece'} on ${holes.join(' and ')}.`,
  rollOffThrowing: (name) => `Who starts? ${name} throws…`,
  rollOffRound: (a, b) => `Light throws ${a}, Dark throws ${b}.`,
  rollOffTie: 'Equal: throw again.',
  starts: (name) => `${name} starts.`,
  gameOver: 'Game over',
  wins: (name) => `${name} wins!`,
  youWin: 'Well played.',
  youLose: 'Better luck next time.',
  resigns: (loser, winner) => `${loser} resigns. ${winner} wins.`,
  rematch: 'Rematch',
  /** Said as a rematch against the computer starts: the sides change. */
  rematchSides: (side) => `Rematch: you play ${side} this time.`,
  resign: 'Resign',
  resignAsk: (loser, winner) => `Resign as ${loser}? ${winner} wins the game.`,
  resignYes: 'Yes, resign',
  resignNo: 'Keep playing',
  takeBack: 'Take back',
  takenBack: (dice) => `Taken back: your throw ${dice} again. Play it once more.`,
  defaultStarted: (level, side) =>
    `A game against the computer (level ${level}) has started: you play ${side}. “New game” changes that.`,
  savedUnreadable: 'The saved game could not be resumed, so a new game was started (the old save is kept for a bug report).',
  chooseMove: 'Which way?',
  choiceWay: (faces, holes, captures) =>
    `${faces.join(' then ')}: ${holes.join(' → ')}` + (captures.length ? ` (captures on ${captures.join(', ')})` : ''),
  dialogTitle: 'New game',
  mode: 'Players',
  playAs: 'You play',
  modePvc: 'Against the computer',
  modePvp: 'Two players on this device',
  modeCvc: 'Watch the computer play itself',
  board: 'Board',
  boardDanish: 'Danish, 16 holes a row',
  boardNorwegian: 'Norwegian, 12 holes a row',
  boardOther: (n) => `${n} holes a row`,
  standardRules: 'none (standard rules)',
  variants: 'Variants',
  variantSternMost: 'Only the piece nearest the stern may be dalled',
  variantBothStops: 'A summed move captures at both stops',
  variantLastPiece: 'A player left with one piece loses',
  level: 'Computer level',
  levelName: (n) => ['', '1 – beginner', '2 – easy', '3 – medium', '4 – strong', '5 – strongest'][n],
  bow: 'bow',
  stern: 'stern',
  language: 'Language',
  holeLabel: (hole, piece) => (piece ? `${hole}, ${piece}` : `${hole}, empty`),
  movableLabel: (hole, piece, chosen) => `${hole}, ${piece}, ${chosen ? 'chosen to move' : 'can move'}`,
  pieceName: { a: 'light piece, not dalled', A: 'light piece', b: 'dark piece, not dalled', B: 'dark piece' },
  targetLabel: (hole, text, capture) => `move to ${hole}${capture ? ', capturing the piece there' : ''} (${text})`,
  boardLabel: 'Daldøs board, shaped like a boat: bow on the left, stern on the right',
  boardLabelUpright: 'Daldøs board, shaped like a boat: bow at the top, stern at the bottom',
  moveLegendN: (n) => `a = Light, b = Dark. Holes: A1–A${n} Light’s row, M0–M${n} middle, B1–B${n} Dark’s row, from the bow.`,
  showNames: 'Show hole names',
  rulesTitle: 'How to play Daldøs',
  rowName: { a: 'Light’s home row, A', m: 'middle row, M', b: 'Dark’s home row, B' },
  keysHelp:
    'With the keyboard: Tab goes to the board and the buttons; on the board the arrow keys move from hole to hole, Enter or Space picks up a piece and puts it on a marked hole, and Escape puts it back.',
  soundHelp:
    'Sound is off until you turn it on, for the museums and schools that show the game: the Sound button beside Throw turns it on and off, and this browser remembers the choice.',
  replay: {
    open: 'Replay and review',
    title: 'Replay',
    first: 'First step',
    back: 'Step back',
    forward: 'Step forward',
    last: 'Last step',
    step: (n, count) => (n ? `Throw ${n} of ${count}:` : `Before the first throw (${count} throws in all):`),
    atStart: 'the pieces as they stood at the start.',
    continueHere: 'Continue from here',
    continueMode: 'Play on as',
    /** "Continue from here" asked again: it drops the `n` throws after the step shown. */
    continueDrop: (n) => (n === 1 ? 'Drop the later throw and play on' : `Drop the ${n} later throws and play on`),
    /** … or it leaves the game in play (a shared game shown). */
    continueLeave: 'Leave your game and play on from here',
    review: 'Review with the computer',
    reviewGame: 'Review the game',
    close: 'Back to the game',
    watching: 'You are watching this game: it was sent to you.',
    watchingFile: 'You are watching this game, opened from its file.',
    backToGame: 'Back to your game',
    reviewTitle: 'Review',
    reviewing: (p) => `The computer is reviewing the game: ${p} % done.`,
    reviewed: (n) => `All ${n} throws reviewed by the strongest level. The line is Light’s chance to win after each throw.`,
    takebacks: (n) => (n === 1 ? 'A throw was taken back once in this game: the review judges the plays that stayed.' : `Throws were taken back ${n} times in this game: the review judges the plays that stayed.`),
    reviewFailed: (m) => `The review could not be made (${m}).`,
    graphLabel: (n, a) => `Light’s chance to win over ${n} throws; after the last, ${a} %.`,
    graphTop: 'Light ahead',
    graphBottom: 'Dark ahead',
    costliest: (side) => `${side}’s costliest plays`,
    noCostly: 'None: every play was as good as the computer’s.',
    /** Each side's accuracy: lichess's move accuracy, averaged over the plays with a choice (docs/ai.md, "Accuracy"). */
    accuracy: (side, p, n) => `${side}’s accuracy: ${p} % over ${n === 1 ? 'one play' : `${n} plays`} with a choice.`,
    /** How a play's and a side's accuracy are worked out (docs/ai.md, "Accuracy"), said under them in the review. */
    accuracyHow: 'Each play scores 100 % when it is as good as the strongest level’s best play, and less the more chance to win it gives away (10 points lost: 64 %; 50 points: 9 %); a side’s accuracy is the average over its plays with a choice.',
    /** On the game-over panel until each side's accuracy is known (the review runs in the background). */
    accuracyPending: 'Accuracy: being worked out…',
    noAccuracy: (side) => `${side} never had a choice of play, so ${side} has no accuracy for this game.`,
    /** The engine's reasons for a costly play (review-words.js); holes come as lists of names. */
    reasons: {
      /** The pieces within reach left unnamed (the least likely), as the last of a list. */
      /** A likely piece named beside a piece under 1 % (`more`'s one), with its own chance, so that the mark reads as that piece's alone. */
      at: (hole, p) => `${hole} (${p} %)`,
      more: (n, hole) => (n === 1 ? `${hole} (under 1 %)` : `${n} more (each under 1 %)`),
      /** Said once under the reasons: what every chance in them counts (docs/rules.md, "Capture odds"). */
      chances: 'Each chance counts the opponent’s whole next turn, the extra throw after A + A included.',
      /** Said once after reasons with chances when the throw was A + A (the engine's `extraThrow`): the thrower throws again before the opponent. */
      extraThrow: 'After A + A the same side throws again first: each chance is what the opponent could do if it threw next.',
      /** Said after reasons none of which has a measure in pieces (a dal, holes travelled): the loss lies beyond them. */
      furtherAhead: (loss) => `The next turn shows only this; the computer finds the ${loss} points lost by looking further ahead.`,
      finding: 'Finding the reasons…',
      /** Said first when what the next turn shows speaks only for the play made. */
      aheadOnly: 'On what the next turn shows, the play made looks better: the better play’s gain lies further ahead.',
      beyond: 'The two plays differ in nothing the next turn shows: the difference lies further ahead.',
      captures: (best, missed, made, better) =>
        !made.length
          ? `The better play ${best} takes ${pieces(missed)}; the play made does not.`
          : !better.length
            ? `The play made takes ${pieces(made)}; the better play ${best} does not.`
            : `The better play ${best} takes ${pieces(better)}; the play made takes ${pieces(made)}.`,
      danger: (made, best, a, b) =>
        `Left within the opponent’s reach: ${pieces(made)} after the play made, ${pieces(best)} after the better play. The chance of losing at least one next turn: ${a} % → ${b} %.`,
      threats: (made, best, a, b) =>
        `Enemy pieces within reach: ${pieces(made)} after the play made, ${pieces(best)} after the better play. The chance of taking at least one with a throw from there: ${a} % → ${b} %.`,
      outOfDanger: (made, best) => `Taken out of danger: ${pieces(made)} by the play made, ${pieces(best)} by the better play.`,
      dal: (m, b, um, ub) => `Pieces dalled: ${m} by the play made, ${b} by the better play; undalled pieces left: ${um} → ${ub}.`,
      progress: (m, b) => `Holes travelled: ${m} by the play made, ${b} by the better play.`,
      /** Put before a reason that speaks for the play made (the engine's \`favours: made\`). */
      forMade: (s) => `In favour of the play made: ${s}`,
      /** The pieces that captured, where they stand (\`made\`, \`best\`: holes, empty when the play captures nothing), and the chance of losing one of them next turn. */
      retaken: (made, best, a, b) =>
        !best.length
          ? `After the play made, ${pieces(made)} that captured can be taken back next turn: a chance of ${a} %. The better play captures nothing.`
          : !made.length
            ? `After the better play, ${pieces(best)} that captured can be taken back next turn: a chance of ${b} %. The play made captures nothing.`
            : `A piece that captured can be taken back next turn: ${pieces(made)} after the play made, ${pieces(best)} after the better play. The chance of that: ${a} % → ${b} %.`,
      /** A piece out of reach where it stands, moved into reach by one play (\`by\`: 'made' or 'best') and left there by the other. */
      stoodSafe: (by, from, to, p) =>
        by === 'made'
          ? `The piece on ${from} is safe where it stands: no enemy piece can reach it. The play made moves it to ${to}, where the chance of losing it next turn is ${p} %; the better play leaves it there (0 %).`
          : `The piece on ${from} is safe where it stands: no enemy piece can reach it. The better play moves it to ${to}, where the chance of losing it next turn is ${p} %; the play made leaves it there (0 %).`,
      /** A piece the two plays leave on different holes (\`m\`, \`b\`) at different chances (\`a\`, \`bp\`) of losing it next turn. */
      placed: (from, m, a, b, bp) =>
        `The piece on ${from}: the chance of losing it next turn is ${a} % on ${m} after the play made, ${bp} % on ${b} after the better play.`,
    },
    costlyShort: (n, faces, play, best, loss) => `Throw ${n} (${faces}): ${play} — better ${best} (−${loss} points)`,
    /** Over the reasons of the costly play chosen, under the board: `best` the better play. */
    whyBetter: (best) => `Why ${best} is better:`,
    costly: (c) =>
      `Throw ${c.n}: ${c.side} threw ${c.faces} and played ${c.play}; better was ${c.best} (gold rings, numbered). ${c.side}’s chance to win: ${c.before} % with the better play, ${c.after} % with the play made, ${c.loss} points lost.`,
  },
  learn: {
    start: 'Learn to play',
    title: 'Learn to play',
    step: (i, n) => `step ${i} of ${n}`,
    back: 'Back',
    again: 'Again',
    next: 'Next',
    leave: 'Leave',
    playNow: 'Play a game',
    lessons: {
      rollOff: {
        title: 'Who starts: the roll-off',
        intro:
          'You play Light, the pale pieces; the other player is Dark. Before the first throw both players throw both dice: the higher sum starts, and equal sums throw again. Press Throw to throw the roll-off.',
        done: 'Both threw 5 (II + III against IIII + A), so both threw again; then Light’s 8 beat Dark’s 3, and Light starts. The roll-off is not played: the starter now throws again for the first move.',
      },
      dal: {
        title: 'The dal wakes a piece',
        intro:
          'You play Light, the pale pieces. Your pieces start asleep. A die showing A is a dal: it wakes one piece, which turns along its row and steps one hole forward; here only the piece at the stern can, into the middle row. Throw, then move the marked piece: the II takes the woken piece on.',
        done: 'The dal woke your piece at the stern and the II moved it two holes along the middle row, towards the bow.',
      },
      move: {
        title: 'Moving',
        intro:
          'Only awake pieces move with II, III or IIII, each as many holes as its die shows. Use each die on a different piece, or both on one. You must use both dice if you can.',
        done: 'Both dice are used. Awake pieces go along the middle row towards the bow, then into Dark’s row.',
      },
      jump: {
        title: 'Jumping over',
        intro: 'You may jump over the other player’s pieces, but never over your own. Throw and move past Dark’s piece on M9.',
        done: 'You jumped over Dark’s piece: it is still there, unharmed.',
      },
      capture: {
        title: 'Capturing',
        intro: 'A piece that ends its move on the other player’s piece captures it: it leaves the board. Throw, and land on a Dark piece.',
        done: 'Captured! Each piece you take brings you closer to winning. Tip: turn on “Show capture odds” in Settings, beside Throw, and every piece that may be captured shows its chance.',
      },
      sum: {
        title: 'Both dice on one piece',
        intro:
          'You may move one piece by the sum of both dice. A summed move captures only where it ends: a piece on the hole between is jumped. Throw and move your only awake piece.',
        done: 'Your piece moved II + IIII, six holes, and captured on the last one.',
      },
      round: {
        title: 'Round the bow, into Dark’s row',
        intro:
          'Pieces go round a loop: along your row to the stern, the middle row to the bow, then along Dark’s home row towards the stern, into the middle row again, and round once more. Pieces asleep in a home row can be captured. Throw and take your piece round the bow into Dark’s row.',
        done: 'Your piece came round the bow and took a sleeping Dark piece in Dark’s own row. Dark’s pieces come round into your row the same way: wake and move your pieces before they arrive.',
      },
      sleeper: {
        title: 'A sleeping piece can capture',
        intro:
          'A dal moves the piece it wakes one hole forward, and if an enemy piece stands there, the dal takes it. Your piece on B16 stands right in front of Dark’s sleeping piece on B15: almost half of all throws have a dal, and Dark’s awake piece on M8 can use the other die. Throw and move your piece away.',
        done: 'Your piece is out of reach of that dal. Never stop right in front of a sleeping enemy piece. In Dark’s home row, only Dark’s pieces still in that row behind yours can reach you: Dark’s pieces never come back into their own row.',
      },
      homeRow: {
        title: 'Enemy pieces in your home row',
        intro:
          'Dark’s pieces go round the same loop: after the middle row they come round the bow into your home row at A1 and go along it towards the stern, where your pieces sleep. Dark’s piece on A6 can land on your sleeping pieces and take them. Throw: your awake piece on A3 can take it.',
        done: 'You took Dark’s piece with the III; the IIII could not be used, as your own pieces block it. Watch the bow: wake and move your pieces before Dark’s arrive, and take any that come in.',
      },
      extraThrow: {
        title: 'A + A: throw again',
        intro: 'Two dals, A + A, can wake two pieces (or one piece and move it on), and then you throw again. Throw, move, and throw once more.',
        done: 'After A + A you threw again. That is the only way to get an extra throw.',
      },
      odds: {
        title: 'Reading the capture odds',
        intro:
          'Open Settings, beside Throw, and turn on “Show capture odds”. The label on your piece on M8 is the chance that Dark takes it on Dark’s next turn: Dark’s piece on M11 is three holes behind it. Throw, and find the play that makes that chance smallest.',
        done: 'The labels change with every move: a piece further ahead of the enemy’s pieces is harder to reach. Before each play, look at your pieces’ labels: the higher the number, the greater the danger.',
      },
      lost: {
        title: 'A lost throw',
        intro: 'If no die can be used, the throw is lost and the turn passes. Here all your pieces are asleep. Throw and see.',
        done: 'No dal and no awake piece: the throw was lost, and it is Dark’s turn. That is why a dal matters so much.',
      },
      win: {
        title: 'Winning',
        intro: 'Capture all of the other player’s pieces to win. Dark has one piece left: take it.',
        done: 'Dark has no pieces left: you have won! Now play a real game against the computer.',
      },
    },
  },
  rulesBody: [
    'Each player starts with a row of pieces in the home row of the boat. Your pieces travel towards the stern, then along the middle row to the bow, then along the other player’s row, and round again.',
    'Throw the two long dice. A die showing A is the “dal”: it wakes up (dals) one of your sleeping pieces, which then turns along its row and steps one hole forward. Only awake pieces can move with II, III or IIII; an A moves an awake piece one hole.',
    'Use each die on a different piece, or both dice on one piece to move it the sum. You must use both dice if you can, otherwise one.',
    'You can never jump over or land on your own pieces. You may jump over the other player’s pieces, and if you land on one, it is captured and leaves the board.',
    'Throwing A + A (two dals) gives you an extra throw.',
    'Capture all of the other player’s pieces to win.',
    'Variants, chosen under “New game”: only the piece nearest the stern may be dalled; a summed move also captures on the hole where the first die ends; a player left with a single piece loses.',
  ],
  error: (msg) => `Something went wrong: ${msg}`,
  // Play a friend (features/friend.js)
  friendPlay: "Play a friend",
  friendHow: "Choose the board and your side. You get a link for your friend, who can play from another device.",
  friendCreate: "Make the game",
  friendSide: "Your side",
  friendCannot: (why) => `The game could not be made: ${why}.`,
  copy: "Copy",
  copied: "Copied.",
  friendQr: "QR code of the link, for a phone",
  friendLinkFor: "Link for your friend (their seat: keep it between you)",
  friendWatchLink: "Link to watch the game",
  friendWatching: "You are watching this game.",
  friendYouPlay: (side) => `You play ${side}.`,
  friendWaiting: "Waiting for your friend to open the link…",
  friendWaitingWatch: "Waiting for both players to open their links…",
  friendYourTurn: (since) => `Your turn, since ${since}.`,
  friendTurnOf: (side, since) => `${side}'s turn, since ${since}.`,
  friendTitleTurn: "Your turn",
  friendReconnecting: "Reconnecting…",
  friendMessages: "Messages",
  presets: { 'good-luck': "Good luck", 'well-played': "Well played", thanks: "Thanks for the game" },
  friendSaid: (side, message) => `${side}: “${message}”`,
  friendAway: (side) => `${side} is away: their page is not connected. Your moves wait for them.`,
  friendRematchOffer: (side) => `${side} offers a rematch.`,
  friendRematchOffered: (side) => `You offered a rematch. Waiting for ${side}…`,
  friendRematchAccept: "Accept the rematch",
  friendRematchWithdraw: "Withdraw the offer",
  friendGone: "This game is not on the server: the link may be cut short or mistyped.",
  friendTooMany: (seconds) => `Too many games were made from this network just now. Try again in ${seconds} second${seconds === 1 ? "" : "s"}.`,
  friendClosedFlood: "The server closed the connection: this page sent too many messages at once. Connecting again in half a minute…",
  friendClosedTooBig: "The server closed the connection: this page sent a message that was too big. Connecting again in a moment…",
  friendBadLink: "This link is not valid: it holds no game. Ask for the link again, or copy all of it.",
  friendLeaveNote: "A new game leaves the game with your friend. That game stays on the server: your link opens it again.",
  /** The player's progress (features/progress.js), kept on this device. */
  progress: {
    open: 'Your progress',
    title: 'Your progress',
    kept: 'Kept on this device only: nothing is sent anywhere.',
    empty: 'No games yet. Finish a game against the computer, between two players on this device or with a friend on another device, and it is counted here.',
    overall: (n, won, p) => `${n === 1 ? 'One game' : `${n} games`} against the computer, ${won} won (${p} %).`,
    averageAccuracy: (p, n) => `Average accuracy: ${p} % over ${n === 1 ? 'one reviewed game' : `${n} reviewed games`}.`,
    noAccuracyYet: 'No accuracy yet: each game is reviewed in the background once it ends.',
    tableCaption: 'Games against the computer',
    games: 'Games',
    played: 'Played',
    won: 'Won',
    accuracy: 'Accuracy',
    wonOf: (won, p) => `${won} (${p} %)`,
    all: 'All games',
    by: { level: 'By level', board: 'By board', variant: 'By variant' },
    levelRow: (name) => `Level ${name}`,
    standard: 'Standard rules',
    twoPlayers: (n, a, b) => `Two players on this device: ${n === 1 ? 'one game' : `${n} games`}; Light won ${a}, Dark ${b}.`,
    friend: (n, won) => `With a friend on another device: ${n === 1 ? 'one game' : `${n} games`}, ${won} won.`,
    chartTitle: (n) => (n === 1 ? 'Accuracy in your last game' : `Accuracy in your last ${n} games`),
    chartLabel: (n, won, lo, hi) => `Chart of ${n === 1 ? 'your last game' : `your last ${n} games`} against the computer: ${won} won; accuracy from ${lo} % to ${hi} %.`,
    chartLabelNone: (n, won) => `Chart of ${n === 1 ? 'your last game' : `your last ${n} games`} against the computer: ${won} won; none reviewed yet.`,
    recentTitle: 'Your last games as a table',
    level: 'Level',
    date: 'Date',
    result: 'Result',
    resultWon: 'Won',
    resultLost: 'Lost',
    resultResigned: 'Resigned',
    notReviewed: 'not reviewed',
    save: 'Save progress file',
    openFile: 'Open progress file',
    clear: 'Clear progress',
    clearAsk: 'Clear all your progress on this device? This cannot be undone.',
    clearYes: 'Yes, clear it',
    clearNo: 'Keep it',
    cleared: 'Your progress was cleared.',
    importAsk: (name, n) => `${name} holds ${n === 1 ? 'one game' : `${n} games`}. Add them to your progress, or replace yours with them?`,
    importAdd: 'Add to mine',
    importReplace: 'Replace mine',
    imported: (name, n) => `${name} was opened: ${n === 1 ? 'one game' : `${n} games`} counted now.`,
    why: {
      notJson: 'it is not a progress file',
      newer: 'it comes from a newer version of Daldøs',
      damaged: 'it is damaged or was changed by hand',
    },
    fileBad: (name, why, detail) => `${name} could not be opened: ${why} (${detail}). Your progress is as it was.`,
    fileTooBig: (name, kb, max) => `${name} is ${kb} KB: a progress file is at most ${max} KB, so it was not opened.`,
    unreadable: (why) => `The progress kept here could not be read (${why}), so it was set aside and a fresh one begins.`,
    cannotKeep: 'Progress cannot be kept here: this browser does not let the game store anything.',
    /** The store was written by a newer version of the game (another tab): left untouched, nothing kept meanwhile. */
    newerStore: 'Your progress here was written by a newer version of the game (open in another tab, perhaps): reload this page to see it. Nothing is kept meanwhile.',
  },
};

export default EN;
