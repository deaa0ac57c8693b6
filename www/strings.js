// @ts-check
// Every user-visible string of the game, one dictionary per language:
// English (EN), Danish (DA), Norwegian bokmål (NB), Spanish (ES),
// Italian (IT), Swedish (SV) and German (DE), listed in LANGUAGES. Functions take the values they fill
// in. An embedding page passes one of them (or its own, with the same
// keys) to `mountDaldos(el, { strings })`.

export const EN = {
  loading: 'Loading the game…',
  tagline: 'The Scandinavian dice and boat-board game',
  description: 'Daldøs, the Scandinavian dice and boat-board game, in your browser.',
  wasmBlocked:
    "The game cannot start: this site's security policy (Content-Security-Policy) blocks WebAssembly. The site must add 'wasm-unsafe-eval' to its script-src.",
  cannotSave: 'This game cannot be saved here: it is lost if the page is closed or reloaded.',
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
  hintThinking: 'Thinking…',
  hintPlay: (play) => `Hint: ${play}`,
  hintHow: (steps) =>
    steps > 1
      ? 'Gold rings show the suggested move: first from the ring marked 1 to the ring marked 1→, then from 2 to 2→.'
      : 'Gold rings show the suggested move: from the ring marked 1 to the ring marked 1→.',
  winChances: (a, b) => `Chances: Light ${a} % · Dark ${b} %`,
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
  showNotation: 'Show notation',
  showArrows: 'Show which way pieces travel',
  showOdds: 'Show capture odds',
  percent: (n) => `${n} %`,
  oddsUnderOne: 'less than 1 %',
  oddsOver99: 'more than 99 %',
  oddsThisTurn: (p) => `${p} chance of being captured this turn`,
  oddsNextTurn: (p) => `${p} chance of being captured on the next turn`,
  hintRisk: (hole, p) => `This play leaves your piece on ${hole} with a ${p} chance of being captured.`,
  hintSafe: 'This play leaves none of your pieces where they can be captured on the next turn.',
  oddsWorking: 'Working out the odds…',
  saveFile: 'Save game file',
  openFile: 'Open game file',
  shareLink: 'Share link',
  linkCopied: 'Link copied: whoever opens it sees this game.',
  copyLinkByHand: 'Copy this link to share the game:',
  sharedShown: 'A shared game, in the replay: step through it, or play on from any step. Back to the game returns to your own.',
  sharedBad: {
    incomplete: 'The link to a shared game is cut short: copy all of it and open it again. Your game goes on as it was.',
    damaged: 'The link to a shared game is damaged and cannot be shown. Your game goes on as it was.',
    newer: 'The link to a shared game comes from a newer version of Daldøs and cannot be shown here. Your game goes on as it was.',
  },
  fileOpened: (n) => `${n} is open: the game goes on from where it was.`,
  fileBad: (n, m) => `${n} could not be opened (${m}). Your game goes on as it was.`,
  legendTitle: 'What the marks mean',
  legend: { movable: 'a piece that can move', selected: 'the piece picked up', die: 'where it can go with one die', sum: 'where it can go with both dice', capture: 'a move that captures', last: 'the last move', hint: "the hint's move", odds: 'the chance of being captured: this turn, or for the pieces of the side to play, on the next turn' },
  /** Said to a screen reader: a throw, a piece picked up with the `ways`
   * it can go (each a `way`), a piece put back. */
  throwSaid: (who, faces) => `${who} throws ${faces}.`,
  pickedUp: (hole, ways) => `${hole} picked up; it can go to ${ways.join('; ')}.`,
  way: (to, faces, capture) => `${to} with ${faces}${capture ? ', capturing' : ''}`,
  putBack: (hole) => `${hole} put back.`,
  /** A throw of the move list in words: `who` threw `faces` (the dice as
   * shown), then `steps` ({ from, to, dal, capture }), or lost it. */
  playWords: (who, faces, steps, extra) => {
    const step = (m, i) => `${m.dal ? (i ? 'then dals' : 'dals') : i ? 'then' : 'moves'} ${m.from} to ${m.to}${m.capture ? ', capturing' : ''}`;
    const what = steps.length ? steps.map(step).join(', ') : 'cannot move: the throw is lost';
    return `${who} throws ${faces} and ${what}.${extra ? ' A + A: throws again.' : ''}`;
  },
  dice: 'Dice',
  dieFace: (v) => (v === 1 ? 'A (dal)' : 'I'.repeat(v)),
  diceLabel: (a, b) => `Dice show ${a} and ${b}`,
  diceIdle: 'Dice not thrown yet',
  spent: 'spent',
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
  youWin: 'You win! Well played.',
  youLose: 'The computer wins this time.',
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
  targetLabel: (hole, text) => `move to ${hole} (${text})`,
  boardLabel: 'Daldøs board, shaped like a boat: bow on the left, stern on the right',
  boardLabelUpright: 'Daldøs board, shaped like a boat: bow at the top, stern at the bottom',
  moveLegendN: (n) => `a = Light, b = Dark. Holes: A1–A${n} Light’s row, M0–M${n} middle, B1–B${n} Dark’s row, from the bow.`,
  showNames: 'Show hole names',
  rulesTitle: 'How to play Daldøs',
  rowName: { a: 'Light’s home row, A', m: 'middle row, M', b: 'Dark’s home row, B' },
  keysHelp:
    'With the keyboard: Tab goes to the board and the buttons; on the board the arrow keys move from hole to hole, Enter or Space picks up a piece and puts it on a marked hole, and Escape puts it back.',
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
    review: 'Review with the computer',
    reviewGame: 'Review the game',
    close: 'Back to the game',
    reviewTitle: 'Review',
    reviewing: (p) => `The computer is reviewing the game… ${p} %`,
    reviewed: (n) => `All ${n} throws reviewed by the strongest level. The line is Light’s chance to win after each throw.`,
    reviewFailed: (m) => `The review could not be made (${m}).`,
    graphLabel: (n, a) => `Light’s chance to win over ${n} throws; after the last, ${a} %.`,
    graphTop: 'Light ahead',
    graphBottom: 'Dark ahead',
    costliest: (side) => `${side}’s costliest plays`,
    noCostly: 'None: every play was as good as the computer’s.',
    costlyShort: (n, faces, play, best, loss) => `Throw ${n} (${faces}): ${play} — better ${best} (−${loss} points)`,
    costly: (c) =>
      `Throw ${c.n}: ${c.side} threw ${c.faces} and played ${c.play}; better was ${c.best} (gold rings, numbered). Chance to win: ${c.before} % with the better play, ${c.after} % with the play made, ${c.loss} points lost.`,
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
        done: 'Captured! Each piece you take brings you closer to winning. Tip: with “Show capture odds” every piece that may be captured shows its chance.',
      },
      sum: {
        title: 'Both dice on one piece',
        intro:
          'You may move one piece by the sum of both dice. A summed move captures only where it ends: a piece on the hole between is jumped. Throw and move your only awake piece.',
        done: 'Your piece moved II + IIII, six holes, and captured on the last one.',
      },
      extraThrow: {
        title: 'A + A: throw again',
        intro: 'Two dals, A + A, can wake two pieces (or one piece and move it on), and then you throw again. Throw, move, and throw once more.',
        done: 'After A + A you threw again. That is the only way to get an extra throw.',
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
    'Throw the two long dice. A die showing A is the “dal”: it wakes up (dals) one of your sleeping pieces, which then turns along its row and steps one hole forward. Only awake pieces can move with II, III or IIII.',
    'Use each die on a different piece, or both dice on one piece to move it the sum. You must use both dice if you can, otherwise one.',
    'You can never jump over or land on your own pieces. You may jump over the other player’s pieces, and if you land on one, it is captured and leaves the board.',
    'Throwing A + A (two dals) gives you an extra throw.',
    'Capture all of the other player’s pieces to win.',
    'Variants, chosen under “New game”: only the piece nearest the stern may be dalled; a summed move also captures on the hole where the first die ends; a player left with a single piece loses.',
  ],
  error: (msg) => `Something went wrong: ${msg}`,
};

/** `name` in the genitive for Danish, Norwegian and Swedish: "Mørks",
 * "Lys'", "Ljus'" (the apostrophe keeps "Ljus' pjäs" from reading as "a
 * light piece"). */
const nordicGenitive = (name) => (name.endsWith('s') ? `${name}'` : `${name}s`);

/** Danish. The game's own words: dal, at dalle (to dal), stævn and agter. */
export const DA = {
  loading: 'Spillet indlæses…',
  tagline: 'Det skandinaviske terninge- og bådbrætspil',
  description: 'Daldøs, det skandinaviske terninge- og bådbrætspil, i din browser.',
  wasmBlocked:
    "Spillet kan ikke starte: sidens sikkerhedspolitik (Content-Security-Policy) blokerer WebAssembly. Siden skal tilføje 'wasm-unsafe-eval' til sin script-src.",
  cannotSave: 'Dette spil kan ikke gemmes her: det går tabt, hvis siden lukkes eller genindlæses.',
  play: 'Spil',
  playHow: 'Mod computeren',
  options: 'Indstillinger',
  stillPlaying: 'Spiller du stadig?',
  stillPlayingHow: (n) => `Rør skærmen for at fortsætte. Om ${n} sekunder får en ny gæst et nyt spil.`,
  keepPlaying: 'Ja, spil videre',
  welcome: 'Kast terningerne, dal brikkerne ud af hjemmerækken, og slå alle modstanderens.',
  throw: 'Kast',
  undo: 'Fortryd trin',
  hint: 'Forslag',
  hintThinking: 'Tænker…',
  hintPlay: (play) => `Forslag: ${play}`,
  hintHow: (steps) =>
    steps > 1
      ? 'Guldringene viser det foreslåede træk: først fra ringen mærket 1 til ringen mærket 1→, derefter fra 2 til 2→.'
      : 'Guldringene viser det foreslåede træk: fra ringen mærket 1 til ringen mærket 1→.',
  winChances: (a, b) => `Chancer: Lys ${a} % · Mørk ${b} %`,
  newGame: 'Nyt spil',
  rules: 'Sådan spiller man',
  close: 'Luk',
  start: 'Start',
  cancel: 'Annuller',
  sideName: { a: 'Lys', b: 'Mørk' },
  sideLong: { a: 'Lys (spatelbrikker)', b: 'Mørk (obeliskbrikker)' },
  you: 'du',
  computer: 'computeren',
  turnOf: (name) => `${name} står for tur`,
  throwNow: 'kast terningerne.',
  moveNow: 'vælg en markeret brik og derefter, hvor den skal hen.',
  thinking: 'computeren tænker…',
  piecesLeft: 'Brikker tilbage',
  moveList: 'Træk',
  noMoves: 'Ingen træk endnu.',
  showNotation: 'Vis notation',
  showArrows: 'Vis hvilken vej brikkerne går',
  showOdds: 'Vis chancen for at blive slået',
  percent: (n) => `${n} %`,
  oddsUnderOne: 'under 1 %',
  oddsOver99: 'over 99 %',
  oddsThisTurn: (p) => `${p} chance for at blive slået i denne tur`,
  oddsNextTurn: (p) => `${p} chance for at blive slået i næste tur`,
  hintRisk: (hole, p) => `Dette træk efterlader din brik på ${hole} med ${p} chance for at blive slået.`,
  hintSafe: 'Dette træk efterlader ingen af dine brikker, hvor de kan blive slået i næste tur.',
  oddsWorking: 'Regner chancerne ud…',
  saveFile: 'Gem spilfil',
  openFile: 'Åbn spilfil',
  shareLink: 'Del link',
  linkCopied: 'Linket er kopieret: den, der åbner det, ser dette spil.',
  copyLinkByHand: 'Kopiér dette link for at dele spillet:',
  sharedShown: 'Et delt spil, i genspillet: gå det igennem, eller spil videre fra et hvilket som helst trin. Tilbage til spillet fører dig til dit eget.',
  sharedBad: {
    incomplete: 'Linket til et delt spil er afkortet: kopiér det hele, og åbn det igen. Dit spil fortsætter, som det var.',
    damaged: 'Linket til et delt spil er beskadiget og kan ikke vises. Dit spil fortsætter, som det var.',
    newer: 'Linket til et delt spil kommer fra en nyere udgave af Daldøs og kan ikke vises her. Dit spil fortsætter, som det var.',
  },
  fileOpened: (n) => `${n} er åbnet: spillet fortsætter, hvor det var.`,
  fileBad: (n, m) => `${n} kunne ikke åbnes (${m}). Dit spil fortsætter, som det var.`,
  legendTitle: 'Hvad mærkerne betyder',
  legend: { movable: 'en brik, der kan flyttes', selected: 'den valgte brik', die: 'hvor den kan flyttes hen med én terning', sum: 'hvor den kan flyttes hen med begge terninger', capture: 'et træk, der slår en brik', last: 'det sidste træk', hint: 'det foreslåede træk', odds: 'chancen for at blive slået: i denne tur eller, for brikkerne hos den, der er i tur, i næste tur' },
  throwSaid: (who, faces) => `${who} kaster ${faces}.`,
  pickedUp: (hole, ways) => `${hole} er taget op; den kan flytte til ${ways.join('; ')}.`,
  way: (to, faces, capture) => `${to} med ${faces}${capture ? ' og slå en brik' : ''}`,
  putBack: (hole) => `${hole} er sat tilbage.`,
  // "Lys kaster A + III, daller A16 til M16 og flytter så M16 til M13 og slår en brik."
  playWords: (who, faces, steps, extra) => {
    const step = (m, i) =>
      `${m.dal ? 'daller' : 'flytter'}${i ? ' så' : ''} ${m.from} til ${m.to}${m.capture ? ' og slår en brik' : ''}`;
    // One step: "og …"; two: ", … og …" (", og" after a capture).
    const what = steps.length
      ? steps.map((m, i) => (!i ? (steps.length > 1 ? ', ' : ' og ') : steps[i - 1].capture ? ', og ' : ' og ') + step(m, i)).join('')
      : ' og kan ikke flytte: kastet er tabt';
    return `${who} kaster ${faces}${what}.${extra ? ` Med A + A kaster ${who} igen.` : ''}`;
  },
  dice: 'Terninger',
  dieFace: (v) => (v === 1 ? 'A (dal)' : 'I'.repeat(v)),
  diceLabel: (a, b) => `Terningerne viser ${a} og ${b}`,
  diceIdle: 'Terningerne er ikke kastet endnu',
  spent: 'brugt',
  lost: (name) => `${name} kan slet ikke bruge dette kast. Turen går videre.`,
  partial: 'Kun den ene af de to terninger kan bruges denne gang.',
  extra: (name) => `A + A (to dal)! ${name} kaster igen.`,
  captured: (by, victim, holes) => {
    const many = holes.length > 1;
    const whose = victim.you ? (many ? 'dine' : 'din') : nordicGenitive(victim.name);
    return `${by.you ? 'Du' : by.name} slog ${whose} ${many ? 'brikker' : 'brik'} på ${holes.join(' og ')}.`;
  },
  rollOffThrowing: (name) => `Hvem begynder? ${name} kaster…`,
  rollOffRound: (a, b) => `Lys kaster ${a}, Mørk kaster ${b}.`,
  rollOffTie: 'Uafgjort: kast igen.',
  starts: (name) => `${name} begynder.`,
  gameOver: 'Spillet er slut',
  wins: (name) => `${name} vinder!`,
  youWin: 'Du vinder! Godt spillet.',
  youLose: 'Computeren vinder denne gang.',
  defaultStarted: (level, side) =>
    `Et spil mod computeren (niveau ${level}) er begyndt: du spiller ${side}. Det kan ændres under „Nyt spil“.`,
  savedUnreadable: 'Det gemte spil kunne ikke genoptages, så et nyt spil er begyndt (det gamle er gemt til en fejlrapport).',
  chooseMove: 'Hvilken vej?',
  choiceWay: (faces, holes, captures) =>
    `${faces.join(' så ')}: ${holes.join(' → ')}` + (captures.length ? ` (slår på ${captures.join(', ')})` : ''),
  dialogTitle: 'Nyt spil',
  mode: 'Spillere',
  playAs: 'Du spiller',
  modePvc: 'Mod computeren',
  modePvp: 'To spillere ved denne skærm',
  modeCvc: 'Se computeren spille mod sig selv',
  board: 'Bræt',
  boardDanish: 'Dansk, 16 huller i hver række',
  boardNorwegian: 'Norsk, 12 huller i hver række',
  boardOther: (n) => `${n} huller i hver række`,
  standardRules: 'ingen (standardregler)',
  variants: 'Varianter',
  variantSternMost: 'Kun brikken nærmest agter må dalles',
  variantBothStops: 'Et samlet træk slår på begge stop',
  variantLastPiece: 'Den, der har én brik tilbage, har tabt',
  level: 'Computerens niveau',
  levelName: (n) => ['', '1 – begynder', '2 – let', '3 – middel', '4 – stærk', '5 – stærkest'][n],
  bow: 'stævn',
  stern: 'agter',
  language: 'Sprog',
  holeLabel: (hole, piece) => (piece ? `${hole}, ${piece}` : `${hole}, tomt`),
  movableLabel: (hole, piece, chosen) => `${hole}, ${piece}, ${chosen ? 'valgt' : 'kan flyttes'}`,
  pieceName: { a: 'lys brik, ikke dallet', A: 'lys brik', b: 'mørk brik, ikke dallet', B: 'mørk brik' },
  targetLabel: (hole, text) => `flyt til ${hole} (${text})`,
  boardLabel: 'Daldøs-bræt formet som en båd: stævnen til venstre, agter til højre',
  boardLabelUpright: 'Daldøs-bræt formet som en båd: stævnen øverst, agter nederst',
  moveLegendN: (n) =>
    `a = Lys, b = Mørk. Huller: A1–A${n} Lys' række, M0–M${n} midten, B1–B${n} Mørks række, talt fra stævnen.`,
  showNames: 'Vis hullernes navne',
  rulesTitle: 'Sådan spiller man daldøs',
  rowName: { a: 'Lys’ hjemmerække, A', m: 'midterrækken, M', b: 'Mørks hjemmerække, B' },
  keysHelp:
    'Med tastaturet: Tab fører til brættet og knapperne. På brættet går du fra hul til hul med piletasterne, Enter eller mellemrumstasten tager en brik op og sætter den på et markeret hul, og Esc lægger den tilbage.',
  replay: {
    open: 'Genspil og gennemgå',
    title: 'Genspil',
    first: 'Første trin',
    back: 'Et trin tilbage',
    forward: 'Et trin frem',
    last: 'Sidste trin',
    step: (n, count) => (n ? `Kast ${n} af ${count}:` : `Før første kast (${count} kast i alt):`),
    atStart: 'brikkerne, som de stod ved begyndelsen.',
    continueHere: 'Spil videre herfra',
    continueMode: 'Spil videre som',
    review: 'Gennemgå med computeren',
    reviewGame: 'Gennemgå spillet',
    close: 'Tilbage til spillet',
    reviewTitle: 'Gennemgang',
    reviewing: (p) => `Computeren gennemgår spillet… ${p} %`,
    reviewed: (n) => `Alle ${n} kast er gennemgået af det stærkeste niveau. Linjen er Lys’ chance for at vinde efter hvert kast.`,
    reviewFailed: (m) => `Gennemgangen kunne ikke laves (${m}).`,
    graphLabel: (n, a) => `Lys’ chance for at vinde over ${n} kast; efter det sidste ${a} %.`,
    graphTop: 'Lys fører',
    graphBottom: 'Mørk fører',
    costliest: (side) => `De dyreste træk for ${side}`,
    noCostly: 'Ingen: hvert træk var lige så godt som computerens.',
    costlyShort: (n, faces, play, best, loss) => `Kast ${n} (${faces}): ${play} — bedre ${best} (−${loss} point)`,
    costly: (c) =>
      `Kast ${c.n}: ${c.side} slog ${c.faces} og spillede ${c.play}; bedre var ${c.best} (gyldne ringe med numre). Chance for at vinde: ${c.before} % med det bedre træk, ${c.after} % med trækket, der blev spillet, ${c.loss} point tabt.`,
  },
  learn: {
    start: 'Lær at spille',
    title: 'Lær at spille',
    step: (i, n) => `trin ${i} af ${n}`,
    back: 'Tilbage',
    again: 'Igen',
    next: 'Næste',
    leave: 'Afslut',
    playNow: 'Start et spil',
    lessons: {
      dal: {
        title: 'En dal vækker en brik',
        intro:
          'Du spiller Lys, de lyse brikker. Dine brikker sover fra starten. En terning, der viser A, er en dal: den vækker (daller) én brik, som vendes på langs af rækken og rykker ét hul frem. Her kan kun brikken længst agter dalles, og den rykker ind i midterrækken. Kast, og flyt så den markerede brik: II flytter brikken, der lige er vågnet, videre.',
        done: 'Din dal vækkede den agterste brik, og II flyttede den to huller hen ad midterrækken, mod stævnen.',
      },
      move: {
        title: 'Sådan flytter du',
        intro:
          'Kun vågne (dallede) brikker flytter med II, III eller IIII, hver så mange huller, som dens terning viser. Brug terningerne på hver sin brik, eller begge på én. Du skal bruge begge terninger, hvis du kan.',
        done: 'Begge terninger er brugt. Vågne brikker går hen ad midterrækken mod stævnen og derefter ind i Mørks række.',
      },
      jump: {
        title: 'Spring over',
        intro: 'Du må springe over modstanderens brikker, men aldrig over dine egne. Kast, og flyt forbi Mørks brik på M9.',
        done: 'Du sprang over Mørks brik: den står der stadig, uskadt.',
      },
      capture: {
        title: 'Slå en brik',
        intro: 'En brik, der slutter sit træk på modstanderens brik, slår den: den tages af brættet. Kast, og land på en mørk brik.',
        done: 'Slået! Hver brik, du slår, bringer dig tættere på sejren. Tip: med “Vis chancen for at blive slået” viser hver brik, der kan blive slået, sin chance.',
      },
      sum: {
        title: 'Begge terninger på én brik',
        intro:
          'Du må flytte én brik summen af begge terninger. Et samlet træk slår kun der, hvor det ender: en brik i hullet imellem bliver sprunget over. Kast, og flyt din eneste vågne brik.',
        done: 'Din brik flyttede II + IIII, seks huller, og slog på det sidste.',
      },
      extraThrow: {
        title: 'A + A: kast igen',
        intro: 'Med to dal, A + A, kan du vække to brikker (eller vække én og flytte den videre), og bagefter kaster du igen. Kast, flyt, og kast en gang til.',
        done: 'Efter A + A kastede du igen. Det er den eneste måde at få et ekstra kast på.',
      },
      lost: {
        title: 'Et tabt kast',
        intro: 'Hvis ingen terning kan bruges, er kastet tabt, og turen går videre. Her sover alle dine brikker. Kast, og se, hvad der sker.',
        done: 'Ingen dal og ingen vågen brik: kastet var tabt, og nu er det Mørks tur. Derfor betyder en dal så meget.',
      },
      win: {
        title: 'Sådan vinder du',
        intro: 'Slå alle modstanderens brikker for at vinde. Mørk har én brik tilbage: slå den.',
        done: 'Mørk har ingen brikker tilbage: du har vundet! Spil nu et rigtigt spil mod computeren.',
      },
    },
  },
  rulesBody: [
    'Hver spiller begynder med en række brikker i sin egen række i båden. Brikkerne går mod agter, så ad midterrækken frem mod stævnen, så ad modstanderens række, og rundt igen.',
    'Kast de to lange terninger. En terning, der viser A, er en „dal“: den vækker (daller) en af dine sovende brikker, som vendes på langs af rækken og rykker ét hul frem. Kun dallede brikker kan flytte med II, III eller IIII.',
    'Brug terningerne på hver sin brik, eller begge terninger på én brik, som så flytter summen. Du skal bruge begge terninger, hvis du kan, ellers én.',
    'Du må aldrig springe over eller lande på dine egne brikker. Du må springe over modstanderens brikker, og lander du på en, er den slået og tages af brættet.',
    'Kaster du A + A (to dal), får du et ekstra kast.',
    'Slå alle modstanderens brikker for at vinde.',
    'Varianter, som vælges under „Nyt spil“: kun brikken nærmest agter må dalles; et samlet træk slår også på hullet, hvor den første terning ender; den, der kun har én brik tilbage, har tabt.',
  ],
  error: (msg) => `Noget gik galt: ${msg}`,
};

/** Norwegian (bokmål). The game's own words: dal, å dalle, baug and akter. */
export const NB = {
  loading: 'Spillet lastes inn…',
  tagline: 'Det skandinaviske terning- og båtbrettspillet',
  description: 'Daldøs, det skandinaviske terning- og båtbrettspillet, i nettleseren din.',
  wasmBlocked:
    "Spillet kan ikke starte: nettstedets sikkerhetsregler (Content-Security-Policy) blokkerer WebAssembly. Nettstedet må legge til 'wasm-unsafe-eval' i script-src.",
  cannotSave: 'Dette spillet kan ikke lagres her: det går tapt hvis siden lukkes eller lastes inn på nytt.',
  play: 'Spill',
  playHow: 'Mot datamaskinen',
  options: 'Innstillinger',
  stillPlaying: 'Spiller du fortsatt?',
  stillPlayingHow: (n) => `Trykk på skjermen for å fortsette. Om ${n} sekunder får en ny besøkende et nytt spill.`,
  keepPlaying: 'Ja, spill videre',
  welcome: 'Kast terningene, dal brikkene ut av hjemraden og slå alle motstanderens.',
  throw: 'Kast',
  undo: 'Angre steg',
  hint: 'Forslag',
  hintThinking: 'Tenker…',
  hintPlay: (play) => `Forslag: ${play}`,
  hintHow: (steps) =>
    steps > 1
      ? 'Gullringene viser det foreslåtte trekket: først fra ringen merket 1 til ringen merket 1→, så fra 2 til 2→.'
      : 'Gullringene viser det foreslåtte trekket: fra ringen merket 1 til ringen merket 1→.',
  winChances: (a, b) => `Sjanser: Lys ${a} % · Mørk ${b} %`,
  newGame: 'Nytt spill',
  rules: 'Slik spiller du',
  close: 'Lukk',
  start: 'Start',
  cancel: 'Avbryt',
  sideName: { a: 'Lys', b: 'Mørk' },
  sideLong: { a: 'Lys (spatelbrikker)', b: 'Mørk (obeliskbrikker)' },
  you: 'deg',
  computer: 'datamaskinen',
  turnOf: (name) => `${name} står for tur`,
  throwNow: 'kast terningene.',
  moveNow: 'velg en merket brikke, og så hvor den skal flyttes.',
  thinking: 'datamaskinen tenker…',
  piecesLeft: 'Brikker igjen',
  moveList: 'Trekk',
  noMoves: 'Ingen trekk ennå.',
  showNotation: 'Vis notasjon',
  showArrows: 'Vis hvilken vei brikkene går',
  showOdds: 'Vis sjansen for å bli slått',
  percent: (n) => `${n} %`,
  oddsUnderOne: 'under 1 %',
  oddsOver99: 'over 99 %',
  oddsThisTurn: (p) => `${p} sjanse for å bli slått i denne turen`,
  oddsNextTurn: (p) => `${p} sjanse for å bli slått i neste tur`,
  hintRisk: (hole, p) => `Dette trekket lar brikken din på ${hole} stå med ${p} sjanse for å bli slått.`,
  hintSafe: 'Dette trekket lar ingen av brikkene dine stå der de kan bli slått i neste tur.',
  oddsWorking: 'Regner ut sjansene…',
  saveFile: 'Lagre spillfil',
  openFile: 'Åpne spillfil',
  shareLink: 'Del lenke',
  linkCopied: 'Lenken er kopiert: den som åpner den, ser dette spillet.',
  copyLinkByHand: 'Kopier denne lenken for å dele spillet:',
  sharedShown: 'Et delt spill, i avspillingen: gå gjennom det, eller spill videre fra hvilket som helst steg. Tilbake til spillet tar deg til ditt eget.',
  sharedBad: {
    incomplete: 'Lenken til et delt spill er avkortet: kopier hele lenken og åpne den igjen. Spillet ditt fortsetter som før.',
    damaged: 'Lenken til et delt spill er skadet og kan ikke vises. Spillet ditt fortsetter som før.',
    newer: 'Lenken til et delt spill kommer fra en nyere versjon av Daldøs og kan ikke vises her. Spillet ditt fortsetter som før.',
  },
  fileOpened: (n) => `${n} er åpnet: spillet fortsetter der det var.`,
  fileBad: (n, m) => `${n} kunne ikke åpnes (${m}). Spillet ditt fortsetter som før.`,
  legendTitle: 'Hva merkene betyr',
  legend: { movable: 'en brikke som kan flyttes', selected: 'den valgte brikken', die: 'hvor den kan flyttes med én terning', sum: 'hvor den kan flyttes med begge terningene', capture: 'et trekk som slår en brikke', last: 'det siste trekket', hint: 'det foreslåtte trekket', odds: 'sjansen for å bli slått: i denne turen eller, for brikkene til den som står for tur, i neste tur' },
  throwSaid: (who, faces) => `${who} kaster ${faces}.`,
  pickedUp: (hole, ways) => `${hole} er tatt opp; den kan flytte til ${ways.join('; ')}.`,
  way: (to, faces, capture) => `${to} med ${faces}${capture ? ' og slå en brikke' : ''}`,
  putBack: (hole) => `${hole} er satt tilbake.`,
  // "Lys kaster A + III, daller A16 til M16 og flytter så M16 til M13 og slår en brikke."
  playWords: (who, faces, steps, extra) => {
    const step = (m, i) =>
      `${m.dal ? 'daller' : 'flytter'}${i ? ' så' : ''} ${m.from} til ${m.to}${m.capture ? ' og slår en brikke' : ''}`;
    // One step: "og …"; two: ", … og …" (", og" after a capture).
    const what = steps.length
      ? steps.map((m, i) => (!i ? (steps.length > 1 ? ', ' : ' og ') : steps[i - 1].capture ? ', og ' : ' og ') + step(m, i)).join('')
      : ' og kan ikke flytte: kastet er tapt';
    return `${who} kaster ${faces}${what}.${extra ? ` Med A + A kaster ${who} igjen.` : ''}`;
  },
  dice: 'Terninger',
  dieFace: (v) => (v === 1 ? 'A (dal)' : 'I'.repeat(v)),
  diceLabel: (a, b) => `Terningene viser ${a} og ${b}`,
  diceIdle: 'Terningene er ikke kastet ennå',
  spent: 'brukt',
  lost: (name) => `${name} kan ikke bruke dette kastet i det hele tatt. Turen går videre.`,
  partial: 'Bare den ene av de to terningene kan brukes denne gangen.',
  extra: (name) => `A + A (to dal)! ${name} kaster igjen.`,
  captured: (by, victim, holes) => {
    const many = holes.length > 1;
    const whose = victim.you ? (many ? 'dine' : 'din') : nordicGenitive(victim.name);
    return `${by.you ? 'Du' : by.name} slo ${whose} ${many ? 'brikker' : 'brikke'} på ${holes.join(' og ')}.`;
  },
  rollOffThrowing: (name) => `Hvem begynner? ${name} kaster…`,
  rollOffRound: (a, b) => `Lys kaster ${a}, Mørk kaster ${b}.`,
  rollOffTie: 'Likt: kast igjen.',
  starts: (name) => `${name} begynner.`,
  gameOver: 'Spillet er over',
  wins: (name) => `${name} vinner!`,
  youWin: 'Du vant! Godt spilt.',
  youLose: 'Datamaskinen vant denne gangen.',
  defaultStarted: (level, side) =>
    `Et spill mot datamaskinen (nivå ${level}) har begynt: du spiller ${side}. Det kan endres under «Nytt spill».`,
  savedUnreadable: 'Det lagrede spillet kunne ikke gjenopptas, så et nytt spill er startet (det gamle er tatt vare på til en feilrapport).',
  chooseMove: 'Hvilken vei?',
  choiceWay: (faces, holes, captures) =>
    `${faces.join(' så ')}: ${holes.join(' → ')}` + (captures.length ? ` (slår på ${captures.join(', ')})` : ''),
  dialogTitle: 'Nytt spill',
  mode: 'Spillere',
  playAs: 'Du spiller',
  modePvc: 'Mot datamaskinen',
  modePvp: 'To spillere på denne skjermen',
  modeCvc: 'Se datamaskinen spille mot seg selv',
  board: 'Brett',
  boardDanish: 'Dansk, 16 hull i hver rad',
  boardNorwegian: 'Norsk (Jæren), 12 hull i hver rad',
  boardOther: (n) => `${n} hull i hver rad`,
  standardRules: 'ingen (standardregler)',
  variants: 'Varianter',
  variantSternMost: 'Bare brikken nærmest akter kan dalles',
  variantBothStops: 'Et samlet trekk slår på begge stoppene',
  variantLastPiece: 'Den som har én brikke igjen, har tapt',
  level: 'Datamaskinens nivå',
  levelName: (n) => ['', '1 – nybegynner', '2 – lett', '3 – middels', '4 – sterk', '5 – sterkest'][n],
  bow: 'baug',
  stern: 'akter',
  language: 'Språk',
  holeLabel: (hole, piece) => (piece ? `${hole}, ${piece}` : `${hole}, tomt`),
  movableLabel: (hole, piece, chosen) => `${hole}, ${piece}, ${chosen ? 'valgt' : 'kan flyttes'}`,
  pieceName: { a: 'lys brikke, ikke dallet', A: 'lys brikke', b: 'mørk brikke, ikke dallet', B: 'mørk brikke' },
  targetLabel: (hole, text) => `flytt til ${hole} (${text})`,
  boardLabel: 'Daldøs-brett formet som en båt: baugen til venstre, akter til høyre',
  boardLabelUpright: 'Daldøs-brett formet som en båt: baugen øverst, akter nederst',
  moveLegendN: (n) =>
    `a = Lys, b = Mørk. Hull: A1–A${n} Lys' rad, M0–M${n} midten, B1–B${n} Mørks rad, talt fra baugen.`,
  showNames: 'Vis navnene på hullene',
  rulesTitle: 'Slik spiller du daldøs',
  rowName: { a: 'Lys’ hjemrad, A', m: 'midtraden, M', b: 'Mørks hjemrad, B' },
  keysHelp:
    'Med tastaturet: Tab tar deg til brettet og knappene. På brettet går du fra hull til hull med piltastene, Enter eller mellomromstasten tar opp en brikke og setter den på et merket hull, og Esc legger den tilbake.',
  replay: {
    open: 'Spill av og gå gjennom',
    title: 'Avspilling',
    first: 'Første steg',
    back: 'Ett steg tilbake',
    forward: 'Ett steg fram',
    last: 'Siste steg',
    step: (n, count) => (n ? `Kast ${n} av ${count}:` : `Før første kast (${count} kast i alt):`),
    atStart: 'brikkene slik de sto ved starten.',
    continueHere: 'Spill videre herfra',
    continueMode: 'Spill videre som',
    review: 'Gå gjennom med datamaskinen',
    reviewGame: 'Gå gjennom partiet',
    close: 'Tilbake til spillet',
    reviewTitle: 'Gjennomgang',
    reviewing: (p) => `Datamaskinen går gjennom partiet … ${p} %`,
    reviewed: (n) => `Alle ${n} kast er gått gjennom av det sterkeste nivået. Linjen er Lys’ sjanse til å vinne etter hvert kast.`,
    reviewFailed: (m) => `Gjennomgangen kunne ikke lages (${m}).`,
    graphLabel: (n, a) => `Lys’ sjanse til å vinne over ${n} kast; etter det siste ${a} %.`,
    graphTop: 'Lys leder',
    graphBottom: 'Mørk leder',
    costliest: (side) => `De dyreste trekkene til ${side}`,
    noCostly: 'Ingen: hvert trekk var like godt som datamaskinens.',
    costlyShort: (n, faces, play, best, loss) => `Kast ${n} (${faces}): ${play} — bedre ${best} (−${loss} poeng)`,
    costly: (c) =>
      `Kast ${c.n}: ${c.side} kastet ${c.faces} og spilte ${c.play}; bedre var ${c.best} (gylne ringer med tall). Sjanse til å vinne: ${c.before} % med det bedre trekket, ${c.after} % med trekket som ble spilt, ${c.loss} poeng tapt.`,
  },
  learn: {
    start: 'Lær å spille',
    title: 'Lær å spille',
    step: (i, n) => `steg ${i} av ${n}`,
    back: 'Tilbake',
    again: 'Igjen',
    next: 'Neste',
    leave: 'Avslutt',
    playNow: 'Start et spill',
    lessons: {
      dal: {
        title: 'En dal vekker en brikke',
        intro:
          'Du spiller Lys, de lyse brikkene. Brikkene dine sover fra starten. En terning som viser A, er en dal: den vekker (daller) én brikke, som snus på langs av raden og flytter ett hull fram. Her kan bare brikken lengst akter dalles, og den flytter inn i midtraden. Kast, og flytt så den merkede brikken: II flytter den nyvåknede brikken videre.',
        done: 'Din dal vekket brikken nærmest akter, og II flyttet den to hull langs midtraden, mot baugen.',
      },
      move: {
        title: 'Slik flytter du',
        intro:
          'Bare våkne (dallede) brikker flytter med II, III eller IIII, hver så mange hull som terningen dens viser. Bruk hver terning på hver sin brikke, eller begge på én. Du må bruke begge terningene hvis du kan.',
        done: 'Begge terningene er brukt. Våkne brikker går langs midtraden mot baugen, og så inn i Mørks rad.',
      },
      jump: {
        title: 'Hopp over',
        intro: 'Du kan hoppe over motstanderens brikker, men aldri over dine egne. Kast, og flytt forbi Mørks brikke på M9.',
        done: 'Du hoppet over Mørks brikke: den står der fortsatt, uskadd.',
      },
      capture: {
        title: 'Slå en brikke',
        intro: 'En brikke som avslutter trekket sitt på motstanderens brikke, slår den: den tas av brettet. Kast, og land på en mørk brikke.',
        done: 'Slått! Hver brikke du slår, bringer deg nærmere seieren. Tips: med «Vis sjansen for å bli slått» viser hver brikke som kan bli slått, sjansen sin.',
      },
      sum: {
        title: 'Begge terningene på én brikke',
        intro:
          'Du kan flytte én brikke summen av begge terningene. Et samlet trekk slår bare der det ender: en brikke i hullet imellom blir hoppet over. Kast, og flytt den eneste våkne brikken din.',
        done: 'Brikken din flyttet II + IIII, seks hull, og slo på det siste.',
      },
      extraThrow: {
        title: 'A + A: kast igjen',
        intro: 'Med to dal, A + A, kan du vekke to brikker (eller vekke én og flytte den videre), og etterpå kaster du igjen. Kast, flytt, og kast en gang til.',
        done: 'Etter A + A kastet du igjen. Det er den eneste måten å få et ekstra kast på.',
      },
      lost: {
        title: 'Et tapt kast',
        intro: 'Hvis ingen terning kan brukes, er kastet tapt, og turen går videre. Her sover alle brikkene dine. Kast, og se hva som skjer.',
        done: 'Ingen dal og ingen våken brikke: kastet var tapt, og nå er det Mørks tur. Derfor er en dal så viktig.',
      },
      win: {
        title: 'Slik vinner du',
        intro: 'Slå alle motstanderens brikker for å vinne. Mørk har én brikke igjen: slå den.',
        done: 'Mørk har ingen brikker igjen: du har vunnet! Spill nå et ekte spill mot datamaskinen.',
      },
    },
  },
  rulesBody: [
    'Hver spiller begynner med en rad brikker i sin egen rad i båten. Brikkene går mot akter, så langs midtraden fram mot baugen, så langs motstanderens rad, og rundt igjen.',
    'Kast de to lange terningene. En terning som viser A, er en «dal»: den vekker (daller) en av de sovende brikkene dine, som snus på langs og flytter ett hull fram. Bare dallede brikker kan flytte med II, III eller IIII.',
    'Bruk hver terning på hver sin brikke, eller begge på én brikke, som da flytter summen. Du må bruke begge terningene hvis du kan, ellers én.',
    'Du kan aldri hoppe over eller lande på dine egne brikker. Du kan hoppe over motstanderens brikker, og lander du på en, er den slått og tas av brettet.',
    'Kaster du A + A (to dal), får du et ekstra kast.',
    'Slå alle motstanderens brikker for å vinne.',
    'Varianter, som velges under «Nytt spill»: bare brikken nærmest akter kan dalles; et samlet trekk slår også på hullet der den første terningen ender; den som bare har én brikke igjen, har tapt.',
  ],
  error: (msg) => `Noe gikk galt: ${msg}`,
};

/** Spanish. The game's own words, as in the Spanish sources: dal, dallar,
 * proa and popa. The sides are "las Claras" and "las Oscuras", plural as
 * chess says "las blancas" (a bare "Claro" reads as "of course"). */
export const ES = {
  loading: 'Cargando el juego…',
  tagline: 'El juego escandinavo de dados y tablero en forma de barco',
  description: 'Daldøs, el juego escandinavo de dados y tablero en forma de barco, en tu navegador.',
  wasmBlocked:
    "El juego no puede empezar: la política de seguridad del sitio (Content-Security-Policy) bloquea WebAssembly. El sitio debe añadir 'wasm-unsafe-eval' a su script-src.",
  cannotSave: 'Esta partida no se puede guardar aquí: se pierde si se cierra o se recarga la página.',
  play: 'Jugar',
  playHow: 'Contra el ordenador',
  options: 'Opciones',
  stillPlaying: '¿Sigues jugando?',
  stillPlayingHow: (n) => `Toca la pantalla para continuar. En ${n} segundos, un nuevo visitante tendrá una partida nueva.`,
  keepPlaying: 'Sí, seguir jugando',
  welcome: 'Tira los dados, saca tus fichas de la fila de casa con un dal y captura todas las del rival.',
  throw: 'Tirar',
  undo: 'Deshacer paso',
  hint: 'Pista',
  hintThinking: 'Pensando…',
  hintPlay: (play) => `Pista: ${play}`,
  hintHow: (steps) =>
    steps > 1
      ? 'Los anillos dorados muestran la jugada sugerida: primero del anillo marcado 1 al marcado 1→, luego del 2 al 2→.'
      : 'Los anillos dorados muestran la jugada sugerida: del anillo marcado 1 al marcado 1→.',
  winChances: (a, b) => `Probabilidades: Claras ${a} % · Oscuras ${b} %`,
  newGame: 'Nueva partida',
  rules: 'Cómo se juega',
  close: 'Cerrar',
  start: 'Empezar',
  cancel: 'Cancelar',
  sideName: { a: 'Claras', b: 'Oscuras' },
  sideLong: { a: 'Claras (piezas en forma de espátula)', b: 'Oscuras (piezas en forma de obelisco)' },
  you: 'tú',
  computer: 'ordenador',
  turnOf: (name) => `Juegan las ${name}`,
  throwNow: 'tira los dados.',
  moveNow: 'elige una pieza marcada y luego adónde va.',
  thinking: 'el ordenador está pensando…',
  piecesLeft: 'Piezas restantes',
  moveList: 'Jugadas',
  noMoves: 'Aún no hay jugadas.',
  showNotation: 'Mostrar la notación',
  showArrows: 'Mostrar hacia dónde van las piezas',
  showOdds: 'Mostrar la probabilidad de captura',
  percent: (n) => `${n} %`,
  oddsUnderOne: 'menos del 1 %',
  oddsOver99: 'más del 99 %',
  oddsThisTurn: (p) => `${p} de probabilidad de ser capturada en este turno`,
  oddsNextTurn: (p) => `${p} de probabilidad de ser capturada en el próximo turno`,
  hintRisk: (hole, p) => `Esta jugada deja tu pieza en ${hole} con ${p} de probabilidad de ser capturada.`,
  hintSafe: 'Esta jugada no deja ninguna de tus piezas donde pueda ser capturada en el próximo turno.',
  oddsWorking: 'Calculando las probabilidades…',
  saveFile: 'Guardar la partida en un archivo',
  openFile: 'Abrir un archivo de partida',
  shareLink: 'Compartir enlace',
  linkCopied: 'Enlace copiado: quien lo abra verá esta partida.',
  copyLinkByHand: 'Copia este enlace para compartir la partida:',
  sharedShown: 'Una partida compartida, en la repetición: recórrela o sigue jugando desde cualquier paso. Volver a la partida te lleva a la tuya.',
  sharedBad: {
    incomplete: 'El enlace a una partida compartida está cortado: cópialo entero y vuelve a abrirlo. Tu partida sigue como estaba.',
    damaged: 'El enlace a una partida compartida está dañado y no se puede mostrar. Tu partida sigue como estaba.',
    newer: 'El enlace a una partida compartida viene de una versión más reciente de Daldøs y no se puede mostrar aquí. Tu partida sigue como estaba.',
  },
  fileOpened: (n) => `${n} está abierto: la partida sigue donde estaba.`,
  fileBad: (n, m) => `No se pudo abrir ${n} (${m}). Tu partida sigue como estaba.`,
  legendTitle: 'Qué significan las marcas',
  legend: { movable: 'una pieza que puede moverse', selected: 'la pieza elegida', die: 'adónde puede ir con un dado', sum: 'adónde puede ir con los dos dados', capture: 'una jugada que captura', last: 'la última jugada', hint: 'la jugada sugerida', odds: 'la probabilidad de ser capturada: en este turno o, para las piezas del bando que juega, en el próximo turno' },
  throwSaid: (who, faces) => `Las ${who} sacan ${faces}.`,
  pickedUp: (hole, ways) => `Pieza de ${hole} elegida; puede ir a ${ways.join('; ')}.`,
  way: (to, faces, capture) => `${to} con ${faces}${capture ? ', capturando' : ''}`,
  putBack: (hole) => `Pieza de ${hole} devuelta a su sitio.`,
  // "Las Claras sacan A + III, dallan la pieza de A16 a M16 y luego mueven de
  // M16 a M13, donde capturan una pieza."
  playWords: (who, faces, steps, extra) => {
    const step = (m, i) =>
      `${i ? 'luego ' : ''}${m.dal ? `dallan la pieza de ${m.from}` : `mueven de ${m.from}`} a ${m.to}${m.capture ? ', donde capturan una pieza' : ''}`;
    // One step: "y …"; two: ", … y …" (", y" after a capture).
    const what = steps.length
      ? steps.map((m, i) => (!i ? (steps.length > 1 ? ', ' : ' y ') : steps[i - 1].capture ? ', y ' : ' y ') + step(m, i)).join('')
      : ' y no pueden mover: la tirada se pierde';
    return `Las ${who} sacan ${faces}${what}.${extra ? ' Con A + A, vuelven a tirar.' : ''}`;
  },
  dice: 'Dados',
  dieFace: (v) => (v === 1 ? 'A (dal)' : 'I'.repeat(v)),
  diceLabel: (a, b) => `Los dados muestran ${a} y ${b}`,
  diceIdle: 'Aún no se han tirado los dados',
  spent: 'usado',
  lost: (name) => `Las ${name} no pueden usar esta tirada. Pasa el turno.`,
  partial: 'Esta vez solo se puede usar uno de los dos dados.',
  extra: (name) => `¡A + A (dos dals)! Las ${name} vuelven a tirar.`,
  captured: (by, victim, holes) => {
    const many = holes.length > 1;
    const what = victim.you
      ? many ? 'tus piezas' : 'tu pieza'
      : `${many ? 'las piezas' : 'la pieza'} de las ${victim.name}`;
    return `${by.you ? 'Has capturado' : `Las ${by.name} han capturado`} ${what} en ${holes.join(' y ')}.`;
  },
  rollOffThrowing: (name) => `¿Quién empieza? Tiran las ${name}…`,
  rollOffRound: (a, b) => `Las Claras sacan ${a}, las Oscuras sacan ${b}.`,
  rollOffTie: 'Empate: se vuelve a tirar.',
  starts: (name) => `Empiezan las ${name}.`,
  gameOver: 'Fin de la partida',
  wins: (name) => `¡Ganan las ${name}!`,
  youWin: '¡Has ganado! Bien jugado.',
  youLose: 'Esta vez gana el ordenador.',
  defaultStarted: (level, side) =>
    `Ha empezado una partida contra el ordenador (nivel ${level}): juegas con las ${side}. Puedes cambiarlo en «Nueva partida».`,
  savedUnreadable: 'No se pudo reanudar la partida guardada, así que ha empezado una nueva (la antigua se conserva para un informe de error).',
  chooseMove: '¿Por qué camino?',
  choiceWay: (faces, holes, captures) =>
    `${faces.join(' y luego ')}: ${holes.join(' → ')}` + (captures.length ? ` (captura en ${captures.join(', ')})` : ''),
  dialogTitle: 'Nueva partida',
  mode: 'Jugadores',
  playAs: 'Juegas con',
  modePvc: 'Contra el ordenador',
  modePvp: 'Dos jugadores en este dispositivo',
  modeCvc: 'Ver al ordenador jugar contra sí mismo',
  board: 'Tablero',
  boardDanish: 'Danés, 16 agujeros por fila',
  boardNorwegian: 'Noruego, 12 agujeros por fila',
  boardOther: (n) => `${n} agujeros por fila`,
  standardRules: 'ninguna (reglas estándar)',
  variants: 'Variantes',
  variantSternMost: 'Solo se puede dallar la pieza más cercana a la popa',
  variantBothStops: 'Un movimiento sumado captura en las dos paradas',
  variantLastPiece: 'Pierde quien se queda con una sola pieza',
  level: 'Nivel del ordenador',
  levelName: (n) => ['', '1 – principiante', '2 – fácil', '3 – medio', '4 – fuerte', '5 – el más fuerte'][n],
  bow: 'proa',
  stern: 'popa',
  language: 'Idioma',
  holeLabel: (hole, piece) => (piece ? `${hole}, ${piece}` : `${hole}, vacío`),
  movableLabel: (hole, piece, chosen) => `${hole}, ${piece}, ${chosen ? 'elegida' : 'se puede mover'}`,
  pieceName: { a: 'pieza clara, sin dallar', A: 'pieza clara', b: 'pieza oscura, sin dallar', B: 'pieza oscura' },
  targetLabel: (hole, text) => `mover a ${hole} (${text})`,
  boardLabel: 'Tablero de daldøs con forma de barco: proa a la izquierda, popa a la derecha',
  boardLabelUpright: 'Tablero de daldøs con forma de barco: proa arriba, popa abajo',
  moveLegendN: (n) =>
    `a = Claras, b = Oscuras. Agujeros: A1–A${n} fila de las Claras, M0–M${n} fila del medio, B1–B${n} fila de las Oscuras, contando desde la proa.`,
  showNames: 'Mostrar los nombres de los agujeros',
  rulesTitle: 'Cómo se juega al daldøs',
  rowName: { a: 'fila de casa de las Claras, A', m: 'fila del medio, M', b: 'fila de casa de las Oscuras, B' },
  keysHelp:
    'Con el teclado: Tab lleva al tablero y a los botones; en el tablero, las flechas pasan de un agujero a otro, Intro o la barra espaciadora toman una pieza y la dejan en un agujero marcado, y Esc la devuelve a su sitio.',
  replay: {
    open: 'Repetir y analizar',
    title: 'Repetición',
    first: 'Primer paso',
    back: 'Paso atrás',
    forward: 'Paso adelante',
    last: 'Último paso',
    step: (n, count) => (n ? `Tirada ${n} de ${count}:` : `Antes de la primera tirada (${count} tiradas en total):`),
    atStart: 'las piezas como estaban al empezar.',
    continueHere: 'Seguir jugando desde aquí',
    continueMode: 'Seguir jugando como',
    review: 'Analizar con el ordenador',
    reviewGame: 'Analizar la partida',
    close: 'Volver a la partida',
    reviewTitle: 'Análisis',
    reviewing: (p) => `El ordenador analiza la partida… ${p} %`,
    reviewed: (n) => `Las ${n} tiradas analizadas por el nivel más fuerte. La línea es la probabilidad de ganar de Claras tras cada tirada.`,
    reviewFailed: (m) => `No se pudo hacer el análisis (${m}).`,
    graphLabel: (n, a) => `Probabilidad de ganar de Claras a lo largo de ${n} tiradas; tras la última, ${a} %.`,
    graphTop: 'Ventaja de Claras',
    graphBottom: 'Ventaja de Oscuras',
    costliest: (side) => `Las jugadas más caras de ${side}`,
    noCostly: 'Ninguna: cada jugada fue tan buena como la del ordenador.',
    costlyShort: (n, faces, play, best, loss) => `Tirada ${n} (${faces}): ${play} — mejor ${best} (−${loss} puntos)`,
    costly: (c) =>
      `Tirada ${c.n}: ${c.side} sacó ${c.faces} y jugó ${c.play}; mejor era ${c.best} (anillos dorados, numerados). Probabilidad de ganar: ${c.before} % con la mejor jugada, ${c.after} % con la jugada hecha; ${c.loss} puntos perdidos.`,
  },
  learn: {
    start: 'Aprende a jugar',
    title: 'Aprende a jugar',
    step: (i, n) => `paso ${i} de ${n}`,
    back: 'Atrás',
    again: 'Otra vez',
    next: 'Siguiente',
    leave: 'Salir',
    playNow: 'Jugar una partida',
    lessons: {
      dal: {
        title: 'El dal despierta una pieza',
        intro:
          'Juegas con las Claras, las piezas de color claro. Tus piezas empiezan dormidas. Un dado que muestra A es un dal: dalla (despierta) una pieza, que se gira en paralelo a su fila y avanza un agujero. Aquí solo puede hacerlo la pieza de la popa, que pasa a la fila del medio. Tira y luego mueve la pieza marcada: el II hace avanzar la pieza que acaba de despertar.',
        done: 'El dal despertó tu pieza más cercana a la popa, y el II la movió dos agujeros por la fila del medio, hacia la proa.',
      },
      move: {
        title: 'Mover las piezas',
        intro:
          'Solo las piezas despiertas (dalladas) se mueven con II, III o IIII, cada una tantos agujeros como marca su dado. Usa cada dado en una pieza distinta, o los dos en una misma pieza. Debes usar los dos dados si puedes.',
        done: 'Has usado los dos dados. Las piezas despiertas van por la fila del medio hacia la proa y luego entran en la fila de las Oscuras.',
      },
      jump: {
        title: 'Saltar por encima',
        intro: 'Puedes saltar por encima de las piezas del rival, pero nunca de las tuyas. Tira y pasa por encima de la pieza de las Oscuras en M9.',
        done: 'Has saltado la pieza de las Oscuras: sigue ahí, sana y salva.',
      },
      capture: {
        title: 'Capturar',
        intro: 'Una pieza que termina su movimiento en una pieza del rival la captura: esa pieza sale del tablero. Tira y cae en una pieza oscura.',
        done: '¡Capturada! Cada pieza que capturas te acerca a la victoria. Consejo: con «Mostrar la probabilidad de captura», cada pieza que puede ser capturada muestra su probabilidad.',
      },
      sum: {
        title: 'Los dos dados en una pieza',
        intro:
          'Puedes mover una pieza la suma de los dos dados. Un movimiento sumado solo captura donde termina: una pieza en el agujero intermedio se salta. Tira y mueve tu única pieza despierta.',
        done: 'Tu pieza avanzó II + IIII, seis agujeros, y capturó en el último.',
      },
      extraThrow: {
        title: 'A + A: vuelve a tirar',
        intro: 'Con dos dals, A + A, puedes despertar dos piezas (o despertar una y seguir moviéndola), y después vuelves a tirar. Tira, mueve y tira otra vez.',
        done: 'Después de A + A has vuelto a tirar. Es la única forma de conseguir una tirada extra.',
      },
      lost: {
        title: 'Una tirada perdida',
        intro: 'Si no se puede usar ningún dado, la tirada se pierde y pasa el turno. Aquí todas tus piezas están dormidas. Tira y verás.',
        done: 'Ni dal ni pieza despierta: la tirada se ha perdido y les toca a las Oscuras. Por eso un dal es tan importante.',
      },
      win: {
        title: 'Cómo ganar',
        intro: 'Captura todas las piezas del rival para ganar. A las Oscuras les queda una sola pieza: captúrala.',
        done: 'A las Oscuras no les queda ninguna pieza: ¡has ganado! Ahora juega una partida de verdad contra el ordenador.',
      },
    },
  },
  rulesBody: [
    'Cada jugador empieza con una fila de piezas en su fila de inicio del barco. Las piezas avanzan hacia la popa, luego por la fila del medio hacia la proa, luego por la fila del rival, y otra vez por la fila del medio.',
    'Tira los dos dados largos. Un dado que muestra A es el «dal»: dalla (despierta) una de tus piezas dormidas, que se gira en paralelo a su fila y avanza un agujero. Solo las piezas dalladas pueden moverse con II, III o IIII.',
    'Usa cada dado en una pieza distinta, o los dos dados en una misma pieza, que avanza la suma de ambos. Debes usar los dos dados si puedes; si no, uno.',
    'Nunca puedes saltar por encima de tus propias piezas ni caer en ellas. Puedes saltar las piezas del rival, y si caes en una, queda capturada y sale del tablero.',
    'Sacar A + A (dos dals) te da una tirada extra.',
    'Captura todas las piezas del rival para ganar.',
    'Variantes, que se eligen en «Nueva partida»: solo se puede dallar la pieza más cercana a la popa; un movimiento sumado también captura en el agujero donde termina el primer dado; pierde quien se queda con una sola pieza.',
  ],
  error: (msg) => `Algo ha fallado: ${msg}`,
};

/** `name` ("Chiaro", "Scuro", maybe followed by " (tu)") with the article
 * or preposition it takes in Italian: `il` before Chiaro, `lo` before Scuro
 * (as chess says "il Bianco"), e.g. itWith('Scuro', 'del', 'dello'). */
const itWith = (name, beforeChiaro, beforeScuro) => `${name.startsWith('Scuro') ? beforeScuro : beforeChiaro} ${name}`;

/** Italian. The game's own words, as in the Italian source: dal, prua and
 * poppa. The sides are "il Chiaro" and "lo Scuro" in sentences. */
export const IT = {
  loading: 'Caricamento del gioco…',
  tagline: 'Il gioco scandinavo di dadi su un tavoliere a forma di barca',
  description: 'Daldøs, il gioco scandinavo di dadi su un tavoliere a forma di barca, nel tuo browser.',
  wasmBlocked:
    "Il gioco non può partire: la politica di sicurezza del sito (Content-Security-Policy) blocca WebAssembly. Il sito deve aggiungere 'wasm-unsafe-eval' al suo script-src.",
  cannotSave: 'Questa partita non può essere salvata qui: va persa se la pagina viene chiusa o ricaricata.',
  play: 'Gioca',
  playHow: 'Contro il computer',
  options: 'Opzioni',
  stillPlaying: 'Stai ancora giocando?',
  stillPlayingHow: (n) => `Tocca lo schermo per continuare. Tra ${n} secondi un nuovo visitatore avrà una partita nuova.`,
  keepPlaying: 'Sì, continua a giocare',
  welcome: 'Lancia i dadi, esci con le pedine dalla fila di casa con un dal e cattura tutte quelle dell’avversario.',
  throw: 'Lancia',
  undo: 'Annulla passo',
  hint: 'Suggerimento',
  hintThinking: 'Sto pensando…',
  hintPlay: (play) => `Suggerimento: ${play}`,
  hintHow: (steps) =>
    steps > 1
      ? 'Gli anelli dorati mostrano la mossa suggerita: prima dall’anello segnato 1 a quello segnato 1→, poi dal 2 al 2→.'
      : 'Gli anelli dorati mostrano la mossa suggerita: dall’anello segnato 1 a quello segnato 1→.',
  winChances: (a, b) => `Probabilità: Chiaro ${a} % · Scuro ${b} %`,
  newGame: 'Nuova partita',
  rules: 'Come si gioca',
  close: 'Chiudi',
  start: 'Inizia',
  cancel: 'Annulla',
  sideName: { a: 'Chiaro', b: 'Scuro' },
  sideLong: { a: 'Chiaro (pedine a spatola)', b: 'Scuro (pedine a obelisco)' },
  you: 'tu',
  computer: 'computer',
  turnOf: (name) => `Tocca ${itWith(name, 'al', 'allo')}`,
  throwNow: 'lancia i dadi.',
  moveNow: 'scegli una pedina evidenziata, poi dove spostarla.',
  thinking: 'il computer sta pensando…',
  piecesLeft: 'Pedine rimaste',
  moveList: 'Mosse',
  noMoves: 'Ancora nessuna mossa.',
  showNotation: 'Mostra la notazione',
  showArrows: 'Mostra in che direzione vanno le pedine',
  showOdds: 'Mostra le probabilità di cattura',
  percent: (n) => `${n} %`,
  oddsUnderOne: 'meno dell’1 %',
  oddsOver99: 'più del 99 %',
  oddsThisTurn: (p) => `${p} di probabilità di essere catturata in questo turno`,
  oddsNextTurn: (p) => `${p} di probabilità di essere catturata nel prossimo turno`,
  hintRisk: (hole, p) => `Questa mossa lascia la tua pedina in ${hole} con ${p} di probabilità di essere catturata.`,
  hintSafe: 'Questa mossa non lascia nessuna delle tue pedine dove possa essere catturata nel prossimo turno.',
  oddsWorking: 'Calcolo delle probabilità…',
  saveFile: 'Salva la partita in un file',
  openFile: 'Apri un file di partita',
  shareLink: 'Condividi link',
  linkCopied: 'Link copiato: chi lo apre vede questa partita.',
  copyLinkByHand: 'Copia questo link per condividere la partita:',
  sharedShown: 'Una partita condivisa, nel replay: scorrila o continua da qualsiasi passo. Torna alla partita ti riporta alla tua.',
  sharedBad: {
    incomplete: 'Il link a una partita condivisa è troncato: copialo per intero e aprilo di nuovo. La tua partita continua com’era.',
    damaged: 'Il link a una partita condivisa è danneggiato e non può essere mostrato. La tua partita continua com’era.',
    newer: 'Il link a una partita condivisa viene da una versione più recente di Daldøs e qui non può essere mostrato. La tua partita continua com’era.',
  },
  fileOpened: (n) => `${n} è aperto: la partita continua da dov’era.`,
  fileBad: (n, m) => `Non è stato possibile aprire ${n} (${m}). La tua partita continua com’era.`,
  legendTitle: 'Che cosa significano i segni',
  legend: { movable: 'una pedina che si può muovere', selected: 'la pedina scelta', die: 'dove può andare con un dado', sum: 'dove può andare con entrambi i dadi', capture: 'una mossa che cattura', last: 'l’ultima mossa', hint: 'la mossa suggerita', odds: 'la probabilità di essere catturata: in questo turno o, per le pedine di chi gioca, nel prossimo turno' },
  throwSaid: (who, faces) => `${itWith(who, 'Il', 'Lo')} lancia ${faces}.`,
  pickedUp: (hole, ways) => `Pedina in ${hole} scelta; può andare in ${ways.join('; ')}.`,
  way: (to, faces, capture) => `${to} con ${faces}${capture ? ', catturando' : ''}`,
  putBack: (hole) => `Pedina in ${hole} rimessa a posto.`,
  // "Il Chiaro lancia A + III, sveglia la pedina in A16 e la porta in M16, poi
  // muove da M16 a M13 e cattura una pedina."
  playWords: (who, faces, steps, extra) => {
    const step = (m, i) =>
      `${i ? 'poi ' : ''}${m.dal ? `sveglia la pedina in ${m.from} e la porta in ${m.to}` : `muove da ${m.from} a ${m.to}`}${m.capture ? ' e cattura una pedina' : ''}`;
    const what = steps.length ? `, ${steps.map(step).join(', ')}` : ' e non può muovere: il lancio è perso';
    return `${itWith(who, 'Il', 'Lo')} lancia ${faces}${what}.${extra ? ' Con A + A lancia di nuovo.' : ''}`;
  },
  dice: 'Dadi',
  dieFace: (v) => (v === 1 ? 'A (dal)' : 'I'.repeat(v)),
  diceLabel: (a, b) => `I dadi mostrano ${a} e ${b}`,
  diceIdle: 'Dadi non ancora lanciati',
  spent: 'usato',
  lost: (name) => `${itWith(name, 'Il', 'Lo')} non può usare questo lancio. Il turno passa.`,
  partial: 'Questa volta si può usare solo uno dei due dadi.',
  extra: (name) => `A + A (due dal)! ${itWith(name, 'Il', 'Lo')} lancia di nuovo.`,
  captured: (by, victim, holes) => {
    const many = holes.length > 1;
    const what = victim.you
      ? many ? 'le tue pedine' : 'la tua pedina'
      : `${many ? 'le pedine' : 'la pedina'} ${itWith(victim.name, 'del', 'dello')}`;
    return `${by.you ? 'Hai catturato' : `${itWith(by.name, 'Il', 'Lo')} ha catturato`} ${what} in ${holes.join(' e ')}.`;
  },
  rollOffThrowing: (name) => `Chi inizia? Lancia ${itWith(name, 'il', 'lo')}…`,
  rollOffRound: (a, b) => `Il Chiaro lancia ${a}, lo Scuro lancia ${b}.`,
  rollOffTie: 'Pari: si lancia di nuovo.',
  starts: (name) => `Inizia ${itWith(name, 'il', 'lo')}.`,
  gameOver: 'Partita finita',
  wins: (name) => `Vince ${itWith(name, 'il', 'lo')}!`,
  youWin: 'Hai vinto! Ben giocato.',
  youLose: 'Questa volta vince il computer.',
  defaultStarted: (level, side) =>
    `È iniziata una partita contro il computer (livello ${level}): giochi con ${itWith(side, 'il', 'lo')}. Puoi cambiarlo con «Nuova partita».`,
  savedUnreadable: 'Non è stato possibile riprendere la partita salvata, quindi ne è iniziata una nuova (quella vecchia è conservata per una segnalazione).',
  chooseMove: 'Quale percorso?',
  choiceWay: (faces, holes, captures) =>
    `${faces.join(' poi ')}: ${holes.join(' → ')}` + (captures.length ? ` (cattura in ${captures.join(', ')})` : ''),
  dialogTitle: 'Nuova partita',
  mode: 'Giocatori',
  playAs: 'Giochi con',
  modePvc: 'Contro il computer',
  modePvp: 'Due giocatori su questo dispositivo',
  modeCvc: 'Guarda il computer giocare da solo',
  board: 'Tavoliere',
  boardDanish: 'Danese, 16 fori per fila',
  boardNorwegian: 'Norvegese, 12 fori per fila',
  boardOther: (n) => `${n} fori per fila`,
  standardRules: 'nessuna (regole standard)',
  variants: 'Varianti',
  variantSternMost: 'Si può attivare con il dal solo la pedina più vicina alla poppa',
  variantBothStops: 'Con la somma dei dadi si cattura a entrambe le fermate',
  variantLastPiece: 'Perde chi resta con una sola pedina',
  level: 'Livello del computer',
  levelName: (n) => ['', '1 – principiante', '2 – facile', '3 – medio', '4 – forte', '5 – il più forte'][n],
  bow: 'prua',
  stern: 'poppa',
  language: 'Lingua',
  holeLabel: (hole, piece) => (piece ? `${hole}, ${piece}` : `${hole}, vuoto`),
  movableLabel: (hole, piece, chosen) => `${hole}, ${piece}, ${chosen ? 'scelta' : 'si può muovere'}`,
  pieceName: {
    a: 'pedina chiara, non ancora attivata',
    A: 'pedina chiara',
    b: 'pedina scura, non ancora attivata',
    B: 'pedina scura',
  },
  targetLabel: (hole, text) => `muovi in ${hole} (${text})`,
  boardLabel: 'Tavoliere del daldøs a forma di barca: prua a sinistra, poppa a destra',
  boardLabelUpright: 'Tavoliere del daldøs a forma di barca: prua in alto, poppa in basso',
  moveLegendN: (n) =>
    `a = Chiaro, b = Scuro. Fori: A1–A${n} fila del Chiaro, M0–M${n} fila centrale, B1–B${n} fila dello Scuro, contando dalla prua.`,
  showNames: 'Mostra i nomi dei fori',
  rulesTitle: 'Come si gioca al daldøs',
  rowName: { a: 'fila di casa del Chiaro, A', m: 'fila centrale, M', b: 'fila di casa dello Scuro, B' },
  keysHelp:
    'Con la tastiera: Tab porta al tavoliere e ai pulsanti; sul tavoliere i tasti freccia passano da un foro all’altro, Invio o la barra spaziatrice prendono una pedina e la posano su un foro evidenziato, ed Esc la rimette a posto.',
  replay: {
    open: 'Rivedi e analizza',
    title: 'Replay',
    first: 'Primo passo',
    back: 'Passo indietro',
    forward: 'Passo avanti',
    last: 'Ultimo passo',
    step: (n, count) => (n ? `Lancio ${n} di ${count}:` : `Prima del primo lancio (${count} lanci in tutto):`),
    atStart: 'i pezzi come stavano all’inizio.',
    continueHere: 'Continua da qui',
    continueMode: 'Continua come',
    review: 'Analizza con il computer',
    reviewGame: 'Analizza la partita',
    close: 'Torna alla partita',
    reviewTitle: 'Analisi',
    reviewing: (p) => `Il computer analizza la partita… ${p} %`,
    reviewed: (n) => `Tutti i ${n} lanci analizzati dal livello più forte. La linea è la probabilità di vittoria del Chiaro dopo ogni lancio.`,
    reviewFailed: (m) => `Non è stato possibile fare l’analisi (${m}).`,
    graphLabel: (n, a) => `Probabilità di vittoria del Chiaro in ${n} lanci; dopo l’ultimo, ${a} %.`,
    graphTop: 'Chiaro in vantaggio',
    graphBottom: 'Scuro in vantaggio',
    costliest: (side) => `Le mosse più care di ${side}`,
    noCostly: 'Nessuna: ogni mossa era buona quanto quella del computer.',
    costlyShort: (n, faces, play, best, loss) => `Lancio ${n} (${faces}): ${play} — meglio ${best} (−${loss} punti)`,
    costly: (c) =>
      `Lancio ${c.n}: ${c.side} ha lanciato ${c.faces} e ha giocato ${c.play}; meglio era ${c.best} (anelli dorati, numerati). Probabilità di vittoria: ${c.before} % con la mossa migliore, ${c.after} % con quella giocata, ${c.loss} punti persi.`,
  },
  learn: {
    start: 'Impara a giocare',
    title: 'Impara a giocare',
    step: (i, n) => `passo ${i} di ${n}`,
    back: 'Indietro',
    again: 'Di nuovo',
    next: 'Avanti',
    leave: 'Esci',
    playNow: 'Gioca una partita',
    lessons: {
      dal: {
        title: 'Il dal sveglia una pedina',
        intro:
          'Giochi con il Chiaro, le pedine chiare. All’inizio le tue pedine dormono. Un dado che mostra A è un dal: sveglia (attiva) una pedina, che si gira lungo la sua fila e avanza di un foro. Qui può farlo solo la pedina più vicina alla poppa, che entra nella fila centrale. Lancia, poi muovi la pedina evidenziata: il II porta avanti la pedina appena svegliata.',
        done: 'Il dal ha svegliato la tua pedina più vicina alla poppa, e il II l’ha spostata di due fori lungo la fila centrale, verso la prua.',
      },
      move: {
        title: 'Come si muove',
        intro:
          'Solo le pedine sveglie (attivate) si muovono con II, III o IIII, ognuna di tanti fori quanti ne mostra il suo dado. Usa ogni dado su una pedina diversa, oppure tutti e due su una sola. Devi usare tutti e due i dadi se puoi.',
        done: 'Hai usato tutti e due i dadi. Le pedine sveglie vanno lungo la fila centrale verso la prua, poi nella fila dello Scuro.',
      },
      jump: {
        title: 'Scavalcare',
        intro: 'Puoi scavalcare le pedine dell’avversario, ma mai le tue. Lancia e passa oltre la pedina dello Scuro in M9.',
        done: 'Hai scavalcato la pedina dello Scuro: è ancora lì, sana e salva.',
      },
      capture: {
        title: 'Catturare',
        intro: 'Una pedina che finisce la sua mossa su una pedina dell’avversario la cattura: quella pedina esce dal tavoliere. Lancia e fermati su una pedina scura.',
        done: 'Catturata! Ogni pedina che catturi ti avvicina alla vittoria. Consiglio: con «Mostra le probabilità di cattura» ogni pedina che può essere catturata mostra la sua probabilità.',
      },
      sum: {
        title: 'Tutti e due i dadi su una pedina',
        intro:
          'Puoi muovere una pedina della somma dei due dadi. Con la somma dei dadi si cattura solo dove la mossa finisce: una pedina nel foro in mezzo viene scavalcata. Lancia e muovi la tua unica pedina sveglia.',
        done: 'La tua pedina si è mossa di II + IIII, sei fori, e ha catturato sull’ultimo.',
      },
      extraThrow: {
        title: 'A + A: lancia di nuovo',
        intro: 'Con due dal, A + A, puoi svegliare due pedine (oppure svegliarne una e farla avanzare ancora), e poi lanci di nuovo. Lancia, muovi e lancia ancora una volta.',
        done: 'Dopo A + A hai lanciato di nuovo. È l’unico modo per avere un lancio in più.',
      },
      lost: {
        title: 'Un lancio perso',
        intro: 'Se non si può usare nessun dado, il lancio è perso e il turno passa. Qui tutte le tue pedine dormono. Lancia e guarda cosa succede.',
        done: 'Nessun dal e nessuna pedina sveglia: il lancio è perso e tocca allo Scuro. Ecco perché un dal è così importante.',
      },
      win: {
        title: 'Come si vince',
        intro: 'Cattura tutte le pedine dell’avversario per vincere. Allo Scuro resta una sola pedina: catturala.',
        done: 'Allo Scuro non resta nessuna pedina: hai vinto! Ora gioca una partita vera contro il computer.',
      },
    },
  },
  rulesBody: [
    'Ogni giocatore comincia con una fila di pedine nella propria fila della barca. Le pedine vanno verso la poppa, poi lungo la fila centrale verso la prua, poi lungo la fila dell’avversario, e poi di nuovo lungo la fila centrale.',
    'Lancia i due dadi lunghi. Un dado che mostra A è il «dal»: attiva una delle tue pedine addormentate, che si gira lungo la sua fila e avanza di un foro. Solo le pedine attivate possono muoversi con II, III o IIII.',
    'Usa ogni dado su una pedina diversa, oppure entrambi i dadi su una sola pedina, che si muove della somma. Devi usare tutti e due i dadi se puoi, altrimenti uno.',
    'Non puoi mai scavalcare le tue pedine né fermarti su di esse. Puoi scavalcare le pedine dell’avversario, e se ti fermi su una, viene catturata ed esce dal tavoliere.',
    'Un lancio di A + A (due dal) ti dà un lancio in più.',
    'Cattura tutte le pedine dell’avversario per vincere.',
    'Varianti, da scegliere in «Nuova partita»: si può attivare con il dal solo la pedina più vicina alla poppa; con la somma dei dadi si cattura anche nel foro dove si ferma il primo dado; perde chi resta con una sola pedina.',
  ],
  error: (msg) => `Qualcosa è andato storto: ${msg}`,
};

/** Swedish. The game's own words: dal (plural dalar, as any Swedish noun),
 * att dalla (dallad, odallad), fören and aktern; the pieces are "pjäser" and
 * a capture is "slå", as in chess. The sides are "Ljus" and "Mörk", used
 * like "Vit" and "Svart" in chess ("Ljus börjar"); a captured piece is "den
 * ljusa pjäsen" rather than "Ljus' pjäs". */
export const SV = {
  loading: 'Spelet laddas…',
  tagline: 'Det skandinaviska tärningsspelet på ett båtformat bräde',
  description: 'Daldøs, det skandinaviska tärningsspelet på ett båtformat bräde, i din webbläsare.',
  wasmBlocked:
    "Spelet kan inte starta: webbplatsens säkerhetspolicy (Content-Security-Policy) blockerar WebAssembly. Webbplatsen måste lägga till 'wasm-unsafe-eval' i sin script-src.",
  cannotSave: 'Det här spelet kan inte sparas här: det går förlorat om sidan stängs eller laddas om.',
  play: 'Spela',
  playHow: 'Mot datorn',
  options: 'Inställningar',
  stillPlaying: 'Spelar du fortfarande?',
  stillPlayingHow: (n) => `Rör vid skärmen för att fortsätta. Om ${n} sekunder får en ny besökare ett nytt spel.`,
  keepPlaying: 'Ja, spela vidare',
  welcome: 'Kasta tärningarna, dalla ut dina pjäser ur hemraden och slå alla motståndarens.',
  throw: 'Kasta',
  undo: 'Ångra steg',
  hint: 'Tips',
  hintThinking: 'Tänker…',
  hintPlay: (play) => `Tips: ${play}`,
  hintHow: (steps) =>
    steps > 1
      ? 'Guldringarna visar det föreslagna draget: först från ringen märkt 1 till ringen märkt 1→, sedan från 2 till 2→.'
      : 'Guldringarna visar det föreslagna draget: från ringen märkt 1 till ringen märkt 1→.',
  winChances: (a, b) => `Vinstchanser: Ljus ${a} % · Mörk ${b} %`,
  newGame: 'Nytt spel',
  rules: 'Så spelar man',
  close: 'Stäng',
  start: 'Starta',
  cancel: 'Avbryt',
  sideName: { a: 'Ljus', b: 'Mörk' },
  sideLong: { a: 'Ljus (spatelpjäser)', b: 'Mörk (obeliskpjäser)' },
  you: 'du',
  computer: 'datorn',
  turnOf: (name) => `${name} står på tur`,
  throwNow: 'kasta tärningarna.',
  moveNow: 'välj en markerad pjäs och sedan vart den ska flyttas.',
  thinking: 'datorn tänker…',
  piecesLeft: 'Pjäser kvar',
  moveList: 'Drag',
  noMoves: 'Inga drag än.',
  showNotation: 'Visa notation',
  showArrows: 'Visa åt vilket håll pjäserna går',
  showOdds: 'Visa chansen att bli slagen',
  percent: (n) => `${n} %`,
  oddsUnderOne: 'under 1 %',
  oddsOver99: 'över 99 %',
  oddsThisTurn: (p) => `${p} chans att bli slagen den här turen`,
  oddsNextTurn: (p) => `${p} chans att bli slagen nästa tur`,
  hintRisk: (hole, p) => `Det här draget lämnar din pjäs på ${hole} med ${p} chans att bli slagen.`,
  hintSafe: 'Det här draget lämnar ingen av dina pjäser där den kan bli slagen nästa tur.',
  oddsWorking: 'Räknar ut chanserna…',
  saveFile: 'Spara partiet som fil',
  openFile: 'Öppna en partifil',
  shareLink: 'Dela länk',
  linkCopied: 'Länken är kopierad: den som öppnar den ser det här spelet.',
  copyLinkByHand: 'Kopiera den här länken för att dela spelet:',
  sharedShown: 'Ett delat parti, i uppspelningen: stega igenom det eller spela vidare från vilket steg som helst. Tillbaka till spelet tar dig till ditt eget.',
  sharedBad: {
    incomplete: 'Länken till ett delat spel är avkortad: kopiera hela länken och öppna den igen. Ditt spel fortsätter som förut.',
    damaged: 'Länken till ett delat spel är skadad och kan inte visas. Ditt spel fortsätter som förut.',
    newer: 'Länken till ett delat spel kommer från en nyare version av Daldøs och kan inte visas här. Ditt spel fortsätter som förut.',
  },
  fileOpened: (n) => `${n} är öppnad: partiet fortsätter där det var.`,
  fileBad: (n, m) => `${n} kunde inte öppnas (${m}). Ditt spel fortsätter som förut.`,
  legendTitle: 'Vad markeringarna betyder',
  legend: { movable: 'en pjäs som kan flyttas', selected: 'den valda pjäsen', die: 'dit den kan gå med en tärning', sum: 'dit den kan gå med båda tärningarna', capture: 'ett drag som slår', last: 'det senaste draget', hint: 'tipsets drag', odds: 'chansen att bli slagen: den här turen eller, för pjäserna hos den som står på tur, nästa tur' },
  throwSaid: (who, faces) => `${who} kastar ${faces}.`,
  pickedUp: (hole, ways) => `${hole} är upplockad; den kan flytta till ${ways.join('; ')}.`,
  way: (to, faces, capture) => `${to} med ${faces}${capture ? ' och slå en pjäs' : ''}`,
  putBack: (hole) => `${hole} är tillbakalagd.`,
  playWords: (who, faces, steps, extra) => {
    const step = (m, i) =>
      `${m.dal ? (i ? 'sedan dallar' : 'dallar') : i ? 'sedan' : 'flyttar'} ${m.from} till ${m.to}${m.capture ? ' och slår' : ''}`;
    const what = steps.length ? steps.map(step).join(', ') : 'kan inte flytta: kastet är förlorat';
    return `${who} kastar ${faces} och ${what}.${extra ? ' A + A: kastar igen.' : ''}`;
  },
  dice: 'Tärningar',
  dieFace: (v) => (v === 1 ? 'A (dal)' : 'I'.repeat(v)),
  diceLabel: (a, b) => `Tärningarna visar ${a} och ${b}`,
  diceIdle: 'Tärningarna är inte kastade än',
  spent: 'har använts',
  lost: (name) => `${name} kan inte använda det här kastet alls. Turen går vidare.`,
  partial: 'Bara den ena av de två tärningarna kan användas den här gången.',
  extra: (name) => `A + A (två dalar)! ${name} kastar igen.`,
  captured: (by, victim, holes) => {
    const many = holes.length > 1;
    // "den ljusa pjäsen", not "Ljus' pjäs"; another dictionary's side names
    // fall back to the genitive.
    const colour = victim.name === 'Ljus' ? 'ljusa' : victim.name === 'Mörk' ? 'mörka' : null;
    const what = victim.you
      ? many ? 'dina pjäser' : 'din pjäs'
      : colour
        ? many ? `de ${colour} pjäserna` : `den ${colour} pjäsen`
        : `${nordicGenitive(victim.name)} ${many ? 'pjäser' : 'pjäs'}`;
    return `${by.you ? 'Du' : by.name} slog ${what} på ${holes.join(' och ')}.`;
  },
  rollOffThrowing: (name) => `Vem börjar? ${name} kastar…`,
  rollOffRound: (a, b) => `Ljus kastar ${a}, Mörk kastar ${b}.`,
  rollOffTie: 'Lika: kasta igen.',
  starts: (name) => `${name} börjar.`,
  gameOver: 'Spelet är slut',
  wins: (name) => `${name} vann!`,
  youWin: 'Du vann! Bra spelat.',
  youLose: 'Datorn vann den här gången.',
  defaultStarted: (level, side) =>
    `Ett spel mot datorn (nivå ${level}) har börjat: du spelar ${side}. Det kan ändras under ”Nytt spel”.`,
  savedUnreadable: 'Det sparade spelet kunde inte återupptas, så ett nytt spel har startats (det gamla finns kvar för en felrapport).',
  chooseMove: 'Vilken väg?',
  choiceWay: (faces, holes, captures) =>
    `${faces.join(', sedan ')}: ${holes.join(' → ')}` +
    (captures.length ? ` (slår ${captures.length > 1 ? 'pjäserna' : 'pjäsen'} på ${captures.join(' och ')})` : ''),
  dialogTitle: 'Nytt spel',
  mode: 'Spelare',
  playAs: 'Du spelar',
  modePvc: 'Mot datorn',
  modePvp: 'Två spelare vid den här skärmen',
  modeCvc: 'Se datorn spela mot sig själv',
  board: 'Bräde',
  boardDanish: 'Danskt, 16 hål i varje rad',
  boardNorwegian: 'Norskt, 12 hål i varje rad',
  boardOther: (n) => `${n} hål i varje rad`,
  standardRules: 'inga (standardregler)',
  variants: 'Varianter',
  variantSternMost: 'Bara pjäsen närmast aktern får dallas',
  variantBothStops: 'Ett drag med båda tärningarna slår pjäser vid båda stoppen',
  variantLastPiece: 'Den som bara har en pjäs kvar förlorar',
  level: 'Datorns nivå',
  // No break inside "3 – medel" where the start card wraps it.
  levelName: (n) => ['', '1 – nybörjare', '2 – lätt', '3 – medel', '4 – stark', '5 – starkast'][n].replace(/ /g, '\u00a0'),
  bow: 'fören',
  stern: 'aktern',
  language: 'Språk',
  holeLabel: (hole, piece) => (piece ? `${hole}, ${piece}` : `${hole}, tomt`),
  movableLabel: (hole, piece, chosen) => `${hole}, ${piece}, ${chosen ? 'vald' : 'kan flyttas'}`,
  pieceName: { a: 'ljus pjäs, inte dallad', A: 'ljus pjäs', b: 'mörk pjäs, inte dallad', B: 'mörk pjäs' },
  targetLabel: (hole, text) => `flytta till ${hole} (${text})`,
  boardLabel: 'Daldøsbräde format som en båt: fören till vänster, aktern till höger',
  boardLabelUpright: 'Daldøsbräde format som en båt: fören överst, aktern nederst',
  moveLegendN: (n) =>
    `a = Ljus, b = Mörk. Hål: A1–A${n} Ljus’ rad, M0–M${n} mitten, B1–B${n} Mörks rad, räknat från fören.`,
  showNames: 'Visa hålens namn',
  rulesTitle: 'Så spelar man daldøs',
  rowName: { a: 'Ljus’ hemrad, A', m: 'mittraden, M', b: 'Mörks hemrad, B' },
  keysHelp:
    'Med tangentbordet: Tabb går till brädet och knapparna; på brädet går du från hål till hål med piltangenterna, Enter eller mellanslag tar upp en pjäs och sätter den på ett markerat hål, och Esc lägger tillbaka den.',
  replay: {
    open: 'Spela upp och gå igenom',
    title: 'Uppspelning',
    first: 'Första steget',
    back: 'Ett steg bakåt',
    forward: 'Ett steg framåt',
    last: 'Sista steget',
    step: (n, count) => (n ? `Kast ${n} av ${count}:` : `Före första kastet (${count} kast i allt):`),
    atStart: 'pjäserna som de stod från början.',
    continueHere: 'Spela vidare härifrån',
    continueMode: 'Spela vidare som',
    review: 'Gå igenom med datorn',
    reviewGame: 'Gå igenom partiet',
    close: 'Tillbaka till spelet',
    reviewTitle: 'Genomgång',
    reviewing: (p) => `Datorn går igenom partiet … ${p} %`,
    reviewed: (n) => `Alla ${n} kast genomgångna av den starkaste nivån. Linjen är Ljus chans att vinna efter varje kast.`,
    reviewFailed: (m) => `Genomgången kunde inte göras (${m}).`,
    graphLabel: (n, a) => `Ljus chans att vinna under ${n} kast; efter det sista ${a} %.`,
    graphTop: 'Ljus leder',
    graphBottom: 'Mörk leder',
    costliest: (side) => `De dyraste dragen för ${side}`,
    noCostly: 'Inga: varje drag var lika bra som datorns.',
    costlyShort: (n, faces, play, best, loss) => `Kast ${n} (${faces}): ${play} — bättre ${best} (−${loss} poäng)`,
    costly: (c) =>
      `Kast ${c.n}: ${c.side} kastade ${c.faces} och spelade ${c.play}; bättre var ${c.best} (gyllene ringar med siffror). Chans att vinna: ${c.before} % med det bättre draget, ${c.after} % med draget som spelades, ${c.loss} poäng förlorade.`,
  },
  learn: {
    start: 'Lär dig spela',
    title: 'Lär dig spela',
    step: (i, n) => `steg ${i} av ${n}`,
    back: 'Tillbaka',
    again: 'Igen',
    next: 'Nästa',
    leave: 'Avsluta',
    playNow: 'Starta ett spel',
    lessons: {
      dal: {
        title: 'En dal väcker en pjäs',
        intro:
          'Du spelar Ljus, de ljusa pjäserna. Dina pjäser sover från början. En tärning som visar A är en dal: den väcker (dallar) en pjäs, som vänder sig längs sin rad och flyttar ett hål framåt; här kan bara pjäsen vid aktern, in i mittraden. Kasta och flytta sedan den markerade pjäsen: II flyttar sedan den nyvakna pjäsen vidare.',
        done: 'Din dal väckte pjäsen närmast aktern, och II flyttade den två hål längs mittraden, mot fören.',
      },
      move: {
        title: 'Så flyttar du',
        intro:
          'Bara vakna (dallade) pjäser flyttar med II, III eller IIII, var och en lika många hål som dess tärning visar. Använd tärningarna på var sin pjäs, eller båda på en. Du måste använda båda tärningarna om du kan.',
        done: 'Båda tärningarna har använts. Vakna pjäser går längs mittraden mot fören och sedan in i Mörks rad.',
      },
      jump: {
        title: 'Hoppa över',
        intro: 'Du får hoppa över motståndarens pjäser, men aldrig över dina egna. Kasta och flytta förbi den mörka pjäsen på M9.',
        done: 'Du hoppade över den mörka pjäsen: den står kvar, oskadd.',
      },
      capture: {
        title: 'Slå en pjäs',
        intro: 'En pjäs som slutar sitt drag på motståndarens pjäs slår den: den pjäsen lämnar brädet. Kasta och landa på en mörk pjäs.',
        done: 'Slagen! Varje pjäs du slår tar dig närmare segern. Råd: med ”Visa chansen att bli slagen” visar varje pjäs som kan bli slagen sin chans.',
      },
      sum: {
        title: 'Båda tärningarna på en pjäs',
        intro:
          'Du får flytta en pjäs summan av båda tärningarna. Ett drag med båda tärningarna slår bara där det slutar: en pjäs i hålet emellan hoppas över. Kasta och flytta din enda vakna pjäs.',
        done: 'Din pjäs flyttade II + IIII, sex hål, och slog på det sista.',
      },
      extraThrow: {
        title: 'A + A: kasta igen',
        intro: 'Två dalar, A + A, kan väcka två pjäser (eller en pjäs och flytta den vidare), och sedan kastar du igen. Kasta, flytta och kasta en gång till.',
        done: 'Efter A + A kastade du igen. Det är det enda sättet att få ett extra kast.',
      },
      lost: {
        title: 'Ett förlorat kast',
        intro: 'Om ingen tärning kan användas är kastet förlorat och turen går vidare. Här sover alla dina pjäser. Kasta och se vad som händer.',
        done: 'Ingen dal och ingen vaken pjäs: kastet var förlorat, och nu är det Mörks tur. Därför är en dal så viktig.',
      },
      win: {
        title: 'Så vinner du',
        intro: 'Slå alla motståndarens pjäser för att vinna. Mörk har en pjäs kvar: slå den.',
        done: 'Mörk har inga pjäser kvar: du har vunnit! Spela nu ett riktigt spel mot datorn.',
      },
    },
  },
  rulesBody: [
    'Varje spelare börjar med en rad pjäser i sin hemrad i båten. Dina pjäser går mot aktern, sedan längs mittraden fram till fören, sedan längs motståndarens rad och så runt igen.',
    'Kasta de två långa tärningarna. En tärning som visar A är en ”dal”: den väcker (dallar) en av dina sovande pjäser, som då vänder sig längs med sin rad och flyttar ett hål framåt. Bara vakna pjäser kan flytta med II, III eller IIII.',
    'Använd tärningarna på var sin pjäs, eller båda tärningarna på en pjäs, som då flyttar lika många hål som summan. Du måste använda båda tärningarna om du kan, annars en.',
    'Du kan aldrig hoppa över eller landa på dina egna pjäser. Du får hoppa över motståndarens pjäser, och landar du på en är den slagen och lämnar brädet.',
    'Kastar du A + A (två dalar) får du ett extra kast.',
    'Slå alla motståndarens pjäser för att vinna.',
    'Varianter, som väljs under ”Nytt spel”: bara pjäsen närmast aktern får dallas; ett drag med båda tärningarna på samma pjäs slår också motståndarens pjäs i hålet där den första tärningen slutar; den som bara har en enda pjäs kvar förlorar.',
  ],
  error: (msg) => `Något gick fel: ${msg}`,
};

/** German. The game's own words: der Dal (plural Dals), dallen (gedallt,
 * ungedallt), Bug and Heck; the pieces are "Steine" and a capture is
 * "schlagen", as in the race games Germans know. The sides are "Hell" and
 * "Dunkel", used like "Weiß" and "Schwarz" in chess: no article ("Hell ist
 * am Zug"), and "von Hell" rather than a genitive; a captured piece is "der
 * helle Stein". */
export const DE = {
  loading: 'Das Spiel wird geladen…',
  tagline: 'Das skandinavische Würfelspiel auf einem Brett in Bootsform',
  description: 'Daldøs, das skandinavische Würfelspiel auf einem Brett in Bootsform, in deinem Browser.',
  wasmBlocked:
    "Das Spiel kann nicht starten: Die Sicherheitsrichtlinie dieser Website (Content-Security-Policy) blockiert WebAssembly. Die Website muss 'wasm-unsafe-eval' in ihre script-src aufnehmen.",
  cannotSave: 'Dieses Spiel kann hier nicht gespeichert werden: Es geht verloren, wenn die Seite geschlossen oder neu geladen wird.',
  play: 'Spielen',
  playHow: 'Gegen den Computer',
  options: 'Optionen',
  stillPlaying: 'Spielst du noch?',
  stillPlayingHow: (n) => `Berühre den Bildschirm, um weiterzuspielen. In ${n} Sekunden beginnt ein neues Spiel für die nächsten Gäste.`,
  keepPlaying: 'Ja, weiterspielen',
  welcome: 'Würfle, dalle deine Steine aus der Heimreihe heraus und schlage alle Steine des Gegners.',
  throw: 'Würfeln',
  undo: 'Schritt zurück',
  hint: 'Tipp',
  hintThinking: 'Denkt nach…',
  hintPlay: (play) => `Tipp: ${play}`,
  hintHow: (steps) =>
    steps > 1
      ? 'Die goldenen Ringe zeigen den vorgeschlagenen Zug: zuerst vom Ring „1“ zum Ring „1→“, dann von „2“ nach „2→“.'
      : 'Die goldenen Ringe zeigen den vorgeschlagenen Zug: vom Ring „1“ zum Ring „1→“.',
  winChances: (a, b) => `Gewinnchancen: Hell ${a} % · Dunkel ${b} %`,
  newGame: 'Neues Spiel',
  rules: 'Spielregeln',
  close: 'Schließen',
  start: 'Starten',
  cancel: 'Abbrechen',
  sideName: { a: 'Hell', b: 'Dunkel' },
  sideLong: { a: 'Hell (spatelförmige Steine)', b: 'Dunkel (obeliskförmige Steine)' },
  you: 'du',
  computer: 'Computer',
  turnOf: (name) => `${name} ist am Zug`,
  throwNow: 'würfle.',
  moveNow: 'wähle einen markierten Stein, dann sein Ziel.',
  thinking: 'der Computer denkt nach…',
  piecesLeft: 'Übrige Steine',
  moveList: 'Züge',
  noMoves: 'Noch keine Züge.',
  showNotation: 'Notation zeigen',
  showArrows: 'Zugrichtung der Steine zeigen',
  showOdds: 'Schlagchancen zeigen',
  percent: (n) => `${n} %`,
  oddsUnderOne: 'unter 1 %',
  oddsOver99: 'über 99 %',
  oddsThisTurn: (p) => `${p} Chance, in diesem Zug geschlagen zu werden`,
  oddsNextTurn: (p) => `${p} Chance, im nächsten Zug geschlagen zu werden`,
  hintRisk: (hole, p) => `Nach diesem Zug steht dein Stein auf ${hole} mit ${p} Chance, geschlagen zu werden.`,
  hintSafe: 'Nach diesem Zug kann im nächsten Zug keiner deiner Steine geschlagen werden.',
  oddsWorking: 'Chancen werden berechnet…',
  saveFile: 'Partie als Datei speichern',
  openFile: 'Partie-Datei öffnen',
  shareLink: 'Link teilen',
  linkCopied: 'Link kopiert: Wer ihn öffnet, sieht dieses Spiel.',
  copyLinkByHand: 'Kopiere diesen Link, um das Spiel zu teilen:',
  sharedShown: 'Eine geteilte Partie, zum Nachspielen: Schritt für Schritt ansehen oder von jedem Schritt aus weiterspielen. Zurück zum Spiel bringt dich zu deinem eigenen.',
  sharedBad: {
    incomplete: 'Der Link zu einem geteilten Spiel ist abgeschnitten: Kopiere ihn ganz und öffne ihn erneut. Dein Spiel geht weiter wie zuvor.',
    damaged: 'Der Link zu einem geteilten Spiel ist beschädigt und kann nicht gezeigt werden. Dein Spiel geht weiter wie zuvor.',
    newer: 'Der Link zu einem geteilten Spiel stammt aus einer neueren Version von Daldøs und kann hier nicht gezeigt werden. Dein Spiel geht weiter wie zuvor.',
  },
  fileOpened: (n) => `${n} ist geöffnet: die Partie geht weiter, wo sie war.`,
  fileBad: (n, m) => `${n} ließ sich nicht öffnen (${m}). Dein Spiel geht weiter wie bisher.`,
  legendTitle: 'Was die Markierungen bedeuten',
  legend: { movable: 'ein Stein, der ziehen kann', selected: 'der gewählte Stein', die: 'wohin er mit einem Würfel kann', sum: 'wohin er mit beiden Würfeln kann', capture: 'ein Zug, der schlägt', last: 'der letzte Zug', hint: 'der Zug des Tipps', odds: 'die Chance, geschlagen zu werden: in diesem Zug oder, für die Steine der Seite am Zug, im nächsten Zug' },
  throwSaid: (who, faces) => `${who} würfelt ${faces}.`,
  pickedUp: (hole, ways) => `Stein auf ${hole} aufgenommen; er kann nach ${ways.join('; ')}.`,
  way: (to, faces, capture) => `${to} mit ${faces}${capture ? ', schlägt dort' : ''}`,
  putBack: (hole) => `Stein auf ${hole} zurückgestellt.`,
  playWords: (who, faces, steps, extra) => {
    const step = (m, i) =>
      `${m.dal ? (i ? 'dann dallt' : 'dallt') : i ? 'dann' : 'zieht'} ${m.from} nach ${m.to}${m.capture ? ' und schlägt' : ''}`;
    const what = steps.length ? steps.map(step).join(', ') : 'kann nicht ziehen: der Wurf verfällt';
    return `${who} würfelt ${faces} und ${what}.${extra ? ' A + A: würfelt noch einmal.' : ''}`;
  },
  dice: 'Würfel',
  dieFace: (v) => (v === 1 ? 'A (Dal)' : 'I'.repeat(v)),
  diceLabel: (a, b) => `Die Würfel zeigen ${a} und ${b}`,
  diceIdle: 'Noch nicht gewürfelt',
  spent: 'benutzt',
  lost: (name) => `${name} kann diesen Wurf gar nicht nutzen, der Wurf verfällt.`,
  partial: 'Diesmal kann nur einer der beiden Würfel genutzt werden.',
  extra: (name) => `A + A (zwei Dals)! ${name} würfelt noch einmal.`,
  captured: (by, victim, holes) => {
    const many = holes.length > 1;
    // "den hellen Stein", "die dunklen Steine"; another dictionary's side
    // names fall back to "von".
    const colour = victim.name === 'Hell' ? 'hellen' : victim.name === 'Dunkel' ? 'dunklen' : null;
    const what = victim.you
      ? many ? 'deine Steine' : 'deinen Stein'
      : colour
        ? many ? `die ${colour} Steine` : `den ${colour} Stein`
        : `${many ? 'die Steine' : 'den Stein'} von ${victim.name}`;
    return `${by.you ? 'Du hast' : `${by.name} hat`} ${what} auf ${holes.join(' und ')} geschlagen.`;
  },
  rollOffThrowing: (name) => `Wer beginnt? ${name} würfelt…`,
  rollOffRound: (a, b) => `Hell würfelt ${a}, Dunkel würfelt ${b}.`,
  rollOffTie: 'Gleichstand: noch einmal würfeln.',
  starts: (name) => `${name} beginnt.`,
  gameOver: 'Spiel vorbei',
  wins: (name) => `${name} gewinnt!`,
  youWin: 'Du hast gewonnen! Gut gespielt.',
  youLose: 'Diesmal gewinnt der Computer.',
  defaultStarted: (level, side) =>
    `Ein Spiel gegen den Computer (Stufe ${level}) hat begonnen: Du spielst ${side}. Das lässt sich unter „Neues Spiel“ ändern.`,
  savedUnreadable:
    'Das gespeicherte Spiel konnte nicht fortgesetzt werden, deshalb hat ein neues begonnen (der alte Spielstand bleibt für einen Fehlerbericht erhalten).',
  chooseMove: 'Welcher Weg?',
  choiceWay: (faces, holes, captures) =>
    `${faces.join(', dann ')}: ${holes.join(' → ')}` + (captures.length ? ` (schlägt auf ${captures.join(' und ')})` : ''),
  dialogTitle: 'Neues Spiel',
  mode: 'Spieler',
  playAs: 'Du spielst',
  modePvc: 'Gegen den Computer',
  modePvp: 'Zwei Spieler an diesem Gerät',
  modeCvc: 'Zusehen, wie der Computer gegen sich selbst spielt',
  board: 'Brett',
  boardDanish: 'Dänisch, 16 Löcher pro Reihe',
  boardNorwegian: 'Norwegisch, 12 Löcher pro Reihe',
  boardOther: (n) => `${n} Löcher pro Reihe`,
  standardRules: 'keine (Standardregeln)',
  variants: 'Varianten',
  variantSternMost: 'Nur der Stein, der dem Heck am nächsten steht, darf gedallt werden',
  variantBothStops: 'Zieht ein Stein mit beiden Würfeln, schlägt er an beiden Haltepunkten',
  variantLastPiece: 'Wer nur noch einen Stein hat, verliert',
  level: 'Spielstärke',
  // No break inside "3 – mittel" where the start card wraps it.
  levelName: (n) => ['', '1 – Anfänger', '2 – leicht', '3 – mittel', '4 – stark', '5 – sehr stark'][n].replace(/ /g, '\u00a0'),
  bow: 'Bug',
  stern: 'Heck',
  language: 'Sprache',
  holeLabel: (hole, piece) => (piece ? `${hole}, ${piece}` : `${hole}, leer`),
  movableLabel: (hole, piece, chosen) => `${hole}, ${piece}, ${chosen ? 'ausgewählt' : 'kann ziehen'}`,
  pieceName: { a: 'heller Stein, nicht gedallt', A: 'heller Stein', b: 'dunkler Stein, nicht gedallt', B: 'dunkler Stein' },
  targetLabel: (hole, text) => `nach ${hole} ziehen (${text})`,
  boardLabel: 'Daldøs-Brett in Form eines Bootes: Bug links, Heck rechts',
  boardLabelUpright: 'Daldøs-Brett in Form eines Bootes: Bug oben, Heck unten',
  moveLegendN: (n) =>
    `a = Hell, b = Dunkel. Löcher: A1–A${n} Reihe von Hell, M0–M${n} Mitte, B1–B${n} Reihe von Dunkel, gezählt vom Bug aus.`,
  showNames: 'Namen der Löcher zeigen',
  rulesTitle: 'So spielt man Daldøs',
  rowName: { a: 'Heimreihe von Hell, A', m: 'Mittelreihe, M', b: 'Heimreihe von Dunkel, B' },
  keysHelp:
    'Mit der Tastatur: Tab führt zum Brett und zu den Schaltflächen; auf dem Brett geht es mit den Pfeiltasten von Loch zu Loch, die Eingabetaste oder die Leertaste nimmt einen Stein auf und setzt ihn auf ein markiertes Loch, und Esc legt ihn zurück.',
  replay: {
    open: 'Nachspielen und auswerten',
    title: 'Nachspielen',
    first: 'Erster Schritt',
    back: 'Schritt zurück',
    forward: 'Schritt vor',
    last: 'Letzter Schritt',
    step: (n, count) => (n ? `Wurf ${n} von ${count}:` : `Vor dem ersten Wurf (${count} Würfe insgesamt):`),
    atStart: 'die Steine, wie sie zu Beginn standen.',
    continueHere: 'Von hier weiterspielen',
    continueMode: 'Weiterspielen als',
    review: 'Mit dem Computer auswerten',
    reviewGame: 'Partie auswerten',
    close: 'Zurück zum Spiel',
    reviewTitle: 'Auswertung',
    reviewing: (p) => `Der Computer wertet die Partie aus … ${p} %`,
    reviewed: (n) => `Alle ${n} Würfe von der stärksten Stufe ausgewertet. Die Linie ist die Gewinnchance von Hell nach jedem Wurf.`,
    reviewFailed: (m) => `Die Auswertung war nicht möglich (${m}).`,
    graphLabel: (n, a) => `Gewinnchance von Hell über ${n} Würfe; nach dem letzten ${a} %.`,
    graphTop: 'Hell vorn',
    graphBottom: 'Dunkel vorn',
    costliest: (side) => `Die teuersten Züge von ${side}`,
    noCostly: 'Keine: Jeder Zug war so gut wie der des Computers.',
    costlyShort: (n, faces, play, best, loss) => `Wurf ${n} (${faces}): ${play} — besser ${best} (−${loss} Punkte)`,
    costly: (c) =>
      `Wurf ${c.n}: ${c.side} warf ${c.faces} und spielte ${c.play}; besser war ${c.best} (goldene Ringe, nummeriert). Gewinnchance: ${c.before} % mit dem besseren Zug, ${c.after} % mit dem gespielten, ${c.loss} Punkte verloren.`,
  },
  learn: {
    start: 'Spielen lernen',
    title: 'Spielen lernen',
    step: (i, n) => `Schritt ${i} von ${n}`,
    back: 'Zurück',
    again: 'Noch einmal',
    next: 'Weiter',
    leave: 'Beenden',
    playNow: 'Ein Spiel starten',
    lessons: {
      dal: {
        title: 'Der Dal weckt einen Stein',
        intro:
          'Du spielst Hell, die hellen Steine. Am Anfang schlafen deine Steine. Ein Würfel, der A zeigt, ist ein Dal: Er weckt (dallt) einen Stein, der sich längs seiner Reihe dreht und ein Loch vorrückt; hier kann das nur der Stein am Heck, in die Mittelreihe. Würfle, dann ziehe den markierten Stein: Die II bringt den gerade geweckten Stein weiter.',
        done: 'Dein Dal hat den Stein am Heck geweckt, und mit der II ist er zwei Löcher durch die Mittelreihe gezogen, in Richtung Bug.',
      },
      move: {
        title: 'Ziehen',
        intro:
          'Nur wache (gedallte) Steine ziehen mit II, III oder IIII, jeder so viele Löcher, wie sein Würfel zeigt. Setze jeden Würfel für einen anderen Stein ein oder beide für einen. Du musst beide Würfel nutzen, wenn es geht.',
        done: 'Beide Würfel sind genutzt. Wache Steine ziehen durch die Mittelreihe zum Bug und dann in die Reihe von Dunkel.',
      },
      jump: {
        title: 'Überspringen',
        intro: 'Du darfst über die Steine des Gegners springen, aber nie über deine eigenen. Würfle und ziehe am dunklen Stein auf M9 vorbei.',
        done: 'Du bist über den dunklen Stein gesprungen: Er steht noch da, unversehrt.',
      },
      capture: {
        title: 'Schlagen',
        intro: 'Ein Stein, der seinen Zug auf einem Stein des Gegners beendet, schlägt ihn: Der geschlagene Stein kommt vom Brett. Würfle und lande auf einem dunklen Stein.',
        done: 'Geschlagen! Jeder Stein, den du schlägst, bringt dich dem Sieg näher. Übrigens: Mit „Schlagchancen zeigen“ zeigt jeder Stein, der geschlagen werden kann, seine Chance.',
      },
      sum: {
        title: 'Beide Würfel für einen Stein',
        intro:
          'Du darfst einen Stein um die Summe beider Würfel ziehen. So ein Zug schlägt nur dort, wo er endet: Ein Stein auf dem Loch dazwischen wird übersprungen. Würfle und ziehe deinen einzigen wachen Stein.',
        done: 'Dein Stein ist II + IIII gezogen, also sechs Löcher, und hat auf dem letzten geschlagen.',
      },
      extraThrow: {
        title: 'A + A: noch einmal würfeln',
        intro: 'Zwei Dals, A + A, können zwei Steine wecken (oder einen und ihn weiterziehen), und dann würfelst du noch einmal. Würfle, ziehe und würfle dann gleich noch einmal.',
        done: 'Nach A + A hast du noch einmal gewürfelt. Nur so bekommst du einen zusätzlichen Wurf.',
      },
      lost: {
        title: 'Ein verlorener Wurf',
        intro: 'Kann kein Würfel genutzt werden, verfällt der Wurf, und der Gegner ist am Zug. Hier schlafen alle deine Steine. Würfle und schau, was passiert.',
        done: 'Kein Dal und kein wacher Stein: Der Wurf ist verfallen, und Dunkel ist am Zug. Darum ist ein Dal so wichtig.',
      },
      win: {
        title: 'So gewinnst du',
        intro: 'Schlage alle Steine des Gegners, um zu gewinnen. Dunkel hat nur noch einen Stein: Schlage ihn.',
        done: 'Dunkel hat keine Steine mehr: Du hast gewonnen! Jetzt spiel ein richtiges Spiel gegen den Computer.',
      },
    },
  },
  rulesBody: [
    'Jeder Spieler beginnt mit einer Reihe Steine in seiner Heimreihe im Boot. Deine Steine ziehen in Richtung Heck, dann durch die Mittelreihe zum Bug, dann durch die Reihe des Gegners und so weiter im Kreis.',
    'Würfle mit den beiden langen Würfeln. Ein Würfel, der A zeigt, ist der „Dal“: Er weckt (dallt) einen deiner schlafenden Steine, der sich dann in Längsrichtung seiner Reihe dreht und ein Loch vorrückt. Nur wache Steine können mit II, III oder IIII ziehen.',
    'Setze jeden Würfel für einen anderen Stein ein oder beide Würfel für einen einzigen Stein, der dann um die Summe vorrückt. Du musst beide Würfel nutzen, wenn es geht, sonst einen.',
    'Über eigene Steine darfst du nie springen und nie auf ihnen landen. Über Steine des Gegners darfst du springen, und landest du auf einem, ist er geschlagen und kommt vom Brett.',
    'Wirfst du A + A (zwei Dals), darfst du noch einmal würfeln.',
    'Schlage alle Steine des Gegners, um zu gewinnen.',
    'Varianten, wählbar unter „Neues Spiel“: Nur der Stein, der dem Heck am nächsten steht, darf gedallt werden; zieht ein Stein mit beiden Würfeln, schlägt er auch dort, wo der erste Würfel endet; wer nur noch einen einzigen Stein hat, verliert.',
  ],
  error: (msg) => `Etwas ist schiefgelaufen: ${msg}`,
};

/** A dictionary's names of the boards and variants, keyed by the ids the
 * engine gives them (`rulesInfo()`): `boardNames.danish`,
 * `variantNames['stern-most-dal']`. Text only: the engine says which
 * boards and variants there are. */
export function ruleNames(T) {
  return {
    boardNames: { danish: T.boardDanish, norwegian: T.boardNorwegian },
    variantNames: {
      'stern-most-dal': T.variantSternMost,
      'capture-both-stops': T.variantBothStops,
      'last-piece-loses': T.variantLastPiece,
    },
  };
}

/** The page's languages: code (BCP 47) -> its own name and dictionary. */
export const LANGUAGES = {
  en: { name: 'English', strings: EN },
  da: { name: 'Dansk', strings: DA },
  nb: { name: 'Norsk (bokmål)', strings: NB },
  es: { name: 'Español', strings: ES },
  it: { name: 'Italiano', strings: IT },
  sv: { name: 'Svenska', strings: SV },
  de: { name: 'Deutsch', strings: DE },
};

/** The first of `wanted` (language tags such as "da-DK", "no", "es-419",
 * best first) that the page speaks, as a key of LANGUAGES; "en" if none.
 * Norwegian of any kind (no, nb, nn) gets bokmål. */
export function pickLanguage(wanted) {
  for (const tag of wanted) {
    const base = String(tag || '').toLowerCase().split(/[-_]/)[0];
    const code = base === 'no' || base === 'nn' ? 'nb' : base;
    if (Object.hasOwn(LANGUAGES, code)) return code;
  }
  return 'en';
}
