// @ts-check
// The game's words in one language (www/strings.js lists the languages
// and loads one; the keys are English's, www/strings/en.js).
import { listWords } from './words.js';

/** Hole names as the pieces on them (the review's reasons). */
// (`acc`: in the accusative, as what a play captures; else the nominative.)
const pieces = (h, acc = false) => (h.length ? `${h.length === 1 ? (acc ? 'den Stein' : 'der Stein') : 'die Steine'} auf ${listWords(h, 'und')}` : acc ? 'keinen' : 'keiner');
/** The pieces that captured (accusative), for "zurückschlagen". */
const hitter = (h) => (h.length === 1 ? `den schlagenden Stein auf ${h[0]}` : `einen der schlagenden Steine auf ${listWords(h, 'und')}`);
/** German. The game's own words: der Dal (plural Dals), dallen (gedallt,
 * ungedallt), Bug and Heck; the pieces are "Steine" and a capture is
 * "schlagen", as in the race games Germans know. The sides are "Hell" and
 * "Dunkel", used like "Weiß" and "Schwarz" in chess: no article ("Hell ist
 * am Zug"), and "von Hell" rather than a genitive; a captured piece is "der
 * helle Stein". */
const DE = {
  loading: 'Das Spiel wird geladen…',
  tagline: 'Das skandinavische Würfelspiel auf einem Brett in Bootsform',
  description: 'Daldøs, das skandinavische Würfelspiel auf einem Brett in Bootsform, in deinem Browser.',
  wasmBlocked:
    "Das Spiel kann nicht starten: Die Sicherheitsrichtlinie dieser Website (Content-Security-Policy) blockiert WebAssembly. Die Website muss 'wasm-unsafe-eval' in ihre script-src aufnehmen.",
  cannotSave: 'Dieses Spiel kann hier nicht gespeichert werden: Es geht verloren, wenn die Seite geschlossen oder neu geladen wird.',
  savedElsewhere: 'Dieses Spiel wurde in einem anderen Tab oder Fenster gespeichert, seit es hier geöffnet wurde: Damit jenes erhalten bleibt, werden hier gemachte Züge nicht gespeichert.',
  takeSaved: 'Mit dem gespeicherten Spiel weitermachen',
  engineFailed: (why) => `Der Computer hat aufgehört zu denken (${why}). Dein Spiel ist unverändert.`,
  tryAgain: 'Erneut versuchen',
  oldBrowser: (browsers, missing) => `Dieser Browser ist zu alt für das Spiel (ihm fehlt ${missing}). Es läuft in ${browsers} oder neuer.`,
  engineUnavailable:
    'Die Dateien des Computers (engine/) konnten hier nicht geladen werden, daher kann er weder spielen noch Tipps geben. Zu zweit an einem Gerät spielen geht weiterhin: Neues Spiel.',
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
  /** A hole's name in the review's better play (its gold ring): the move `n` of that play, from hole to hole. */
  betterStep: (n, from, to) => `Besserer Zug, Schritt ${n}: ${from} nach ${to}`,
  hintThinking: 'Denkt nach…',
  /** Why the hint beats the next best play (features/hint-why.js; the engine's reasons, review-words.js). */
  hintWhy: {
    versus: (other) => `Warum nicht ${other}, der zweitbeste Zug?`,
    beyond: 'Was diesen Zug besser macht, zeigt sich erst nach dem nächsten Wurf.',
    captures: (best, missed, made, better) =>
      !made.length ? `Dieser Zug schlägt ${pieces(missed, true)}; der andere nicht.` : `Dieser Zug schlägt ${pieces(better, true)}, der andere ${pieces(made, true)}.`,
    danger: (made, best, a, b) =>
      `In Reichweite des Gegners: ${pieces(best)} statt ${pieces(made)}; die Wahrscheinlichkeit, im nächsten Zug mindestens einen zu verlieren: ${b} % statt ${a} %.`,
    threats: (made, best, a, b) =>
      `Gegnerische Steine in deiner Reichweite: ${pieces(best)} statt ${pieces(made)}; die Chance, mit einem Wurf von dort mindestens einen zu schlagen: ${b} % statt ${a} %.`,
    retaken: (made, best, a, b) =>
      !best.length
        ? `Der andere Zug schlägt, doch der Gegner kann im nächsten Zug ${hitter(made)} zurückschlagen (${a} %); dieser Zug schlägt nichts.`
        : !made.length
          ? `Dieser Zug schlägt, doch der Gegner kann im nächsten Zug ${hitter(best)} zurückschlagen (${b} %); der andere schlägt nichts.`
          : `Der Gegner kann im nächsten Zug zurückschlagen: ${hitter(best)} mit ${b} % statt ${hitter(made)} mit ${a} %.`,
    stoodSafe: (by, from, to, p) =>
      by === 'made'
        ? `Der Stein auf ${from} ist sicher, wo er steht: Der andere Zug setzt ihn auf ${to}, wo er im nächsten Zug geschlagen werden kann (${p} %); dieser lässt ihn stehen (0 %).`
        : `Der Stein auf ${from} ist sicher, wo er steht: Dieser Zug setzt ihn auf ${to}, wo er im nächsten Zug geschlagen werden kann (${p} %); der andere lässt ihn stehen (0 %).`,
    placed: (from, m, a, b, bp) => `Der Stein auf ${from} kann im nächsten Zug verloren gehen: ${bp} % auf ${b} nach diesem Zug statt ${a} % auf ${m} nach dem anderen.`,
  },
  hintPlay: (play) => `Tipp: ${play}`,
  hintHow: (steps) =>
    steps > 1
      ? 'Die goldenen Ringe zeigen den vorgeschlagenen Zug: zuerst vom Ring „1“ zum Ring „1→“, dann von „2“ nach „2→“.'
      : 'Die goldenen Ringe zeigen den vorgeschlagenen Zug: vom Ring „1“ zum Ring „1→“.',
  winChances: (first, a, second, b) => `Gewinnchancen: ${first} ${a} % · ${second} ${b} %.`,
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
  earlierMoves: (n) => (n === 1 ? '1 früheren Zug zeigen' : `${n} frühere Züge zeigen`),
  menu: {
    open: 'Einstellungen',
    title: 'Einstellungen',
    pace: 'Animationen',
    paces: { off: 'Aus', fast: 'Schnell', normal: 'Normal' },
    throwForMe: 'Für mich würfeln',
    forcedForMe: 'Erzwungene Züge für mich spielen',
    thrownForYou: 'Für dich gewürfelt.',
    forcedPlayed: 'Der einzig mögliche Zug, für dich gespielt.',
  },
  showNotation: 'Notation zeigen',
  showArrows: 'Zugrichtung der Steine zeigen',
  showOdds: 'Schlagchancen zeigen',
  sound: 'Ton',
  percent: (n) => `${n} %`,
  oddsUnderOne: 'unter 1 %',
  oddsOver99: 'über 99 %',
  oddsThisTurn: (p) => `${p} Chance, in diesem Zug geschlagen zu werden`,
  oddsNextTurn: (p) => `${p} Chance, im nächsten Zug geschlagen zu werden`,
  hintRisk: (hole, p) => `Nach diesem Zug kann dein Stein auf ${hole} geschlagen werden (Chance: ${p}).`,
  hintSafe: 'Nach diesem Zug kann im nächsten Zug keiner deiner Steine geschlagen werden.',
  oddsWorking: 'Chancen werden berechnet…',
  oddsFailed: 'Die Schlagchancen konnten nicht berechnet werden: Die Engine des Computers ist stehen geblieben.',
  saveFile: 'Partie als Datei speichern',
  openFile: 'Partiedatei öffnen',
  shareLink: 'Link teilen',
  linkCopied: 'Link kopiert: Wer ihn öffnet, sieht dieses Spiel.',
  copyLinkByHand: 'Kopiere diesen Link, um das Spiel zu teilen:',
  sharedShown: 'Eine geteilte Partie, zum Nachspielen: Schritt für Schritt ansehen oder von jedem Schritt aus weiterspielen. Zurück zum Spiel bringt dich zu deinem eigenen.',
  sharedBad: {
    incomplete: 'Der Link zu einem geteilten Spiel ist abgeschnitten: Kopiere ihn ganz und öffne ihn erneut.',
    damaged: 'Der Link zu einem geteilten Spiel ist beschädigt und kann nicht gezeigt werden.',
    newer: 'Der Link zu einem geteilten Spiel stammt aus einer neueren Version von Daldøs und kann hier nicht gezeigt werden.',
  },
  sharedGoesOn: 'Dein Spiel geht weiter wie zuvor.',
  fileOpened: (n) => `${n} ist geöffnet, zum Nachspielen: Schritt für Schritt ansehen oder von jedem Schritt aus weiterspielen.`,
  openAsk: (what) => `Deine Partie läuft. Soll ${what} geöffnet werden? Deine Partie bleibt: Zurück zu deiner Partie holt sie wieder.`,
  openYes: 'Öffnen',
  openNo: 'Weiterspielen',
  openKept: 'Deine Partie geht weiter; nichts wurde geöffnet.',
  backNote: 'Deine Partie ist zurück, wie du sie verlassen hast.',
  thisLink: 'die Partie dieses Links',
  fileBad: (n, m) => `${n} ließ sich nicht öffnen (${m}). Dein Spiel geht weiter wie bisher.`,
  fileTooBig: (n, kb, max) => `${n} ist ${kb} KB groß: Eine Partiedatei hat höchstens ${max} KB, daher wurde sie nicht geöffnet. Dein Spiel geht weiter wie bisher.`,
  fileEmpty: 'sie ist leer: keine Spielaufzeichnung',
  fileBusy: 'Eine andere Datei wird noch geöffnet: eine nach der anderen.',
  legendTitle: 'Was die Markierungen bedeuten',
  legend: { movable: 'ein Stein, der ziehen kann', selected: 'der gewählte Stein', die: 'wohin er mit einem Würfel kann', sum: 'wohin er mit beiden Würfeln kann', capture: 'ein Zug, der schlägt', last: 'der letzte Zug', hint: 'der Zug des Tipps', odds: 'die Chance, geschlagen zu werden: in diesem Zug oder, für die Steine der Seite am Zug, im nächsten Zug' },
  throwSaid: (who, faces) => `${who} würfelt ${faces}.`,
  pickedUp: (hole, ways) => `Stein auf ${hole} aufgenommen; er kann nach ${ways.join('; ')}.`,
  way: (to, faces, capture) => `${to} mit ${faces}${capture ? ', schlägt dort' : ''}`,
  moveSaid: (from, to) => `${from} nach ${to}.`,
  putBack: (hole) => `Stein auf ${hole} zurückgestellt.`,
  playWords: (who, faces, steps, extra) => {
    // "Hell würfelt A + III, dallt A16 nach M16 und zieht dann M16 nach M13 und schlägt dort."
    const step = (m, i) =>
      `${m.dal ? 'dallt' : 'zieht'}${i ? ' dann' : ''} ${m.from} nach ${m.to}${m.capture ? ' und schlägt dort' : ''}`;
    // One step: "und …"; two: ", … und …" (", und" after a capture).
    const what = steps.length
      ? steps.map((m, i) => (!i ? (steps.length > 1 ? ', ' : ' und ') : steps[i - 1].capture ? ', und ' : ' und ') + step(m, i)).join('')
      : ' und kann nicht ziehen: Der Wurf verfällt';
    return `${who} würfelt ${faces}${what}.${extra ? ` Mit A + A würfelt ${who} noch einmal.` : ''}`;
  },
  dice: 'Würfel',
  dieFace: (v) => (v === 1 ? 'A (Dal)' : 'I'.repeat(v)),
  /** A die as a screen reader says it: the dal by name, else its number (never "I I I I"). */
  dieSaid: (v) => (v === 1 ? 'Dal' : String(v)),
  diceLabel: (a, b) => `Die Würfel zeigen ${a} und ${b}`,
  diceIdle: 'Noch nicht gewürfelt',
  spent: 'benutzt',
  thrownBy: (who) => `Gewürfelt von ${who}`,
  notTarget: (from, hole, targets) => `Der Stein auf ${from} kann mit diesem Wurf nicht nach ${hole}, nur nach ${listWords(targets, 'oder')}.`,
  noMove: {
    gameOver: () => 'Das Spiel ist aus: Kein Stein zieht mehr.',
    noThrow: () => 'Erst würfeln.',
    noPiece: (hole) => `Auf ${hole} steht kein Stein.`,
    notYours: (hole) => `Der Stein auf ${hole} gehört der anderen Seite.`,
    movedThisThrow: (hole) => `Der Stein auf ${hole} ist mit diesem Wurf schon gezogen: Jeder Stein zieht einmal pro Wurf.`,
    undalled: (hole) => `Der Stein auf ${hole} ist ungedallt: Er braucht einen Dal (A), um loszuziehen.`,
    sternMostFirst: (hole, at) => `Nur der ungedallte Stein, der dem Heck am nächsten steht, darf gedallt werden: der auf ${at}, nicht ${hole}.`,
    blocked: (hole, at) => `Der Stein auf ${hole} ist von deinem eigenen Stein auf ${at} blockiert.`,
    otherDieUnusable: (hole) => `Der Stein auf ${hole} kann nicht ziehen: Der andere Würfel hätte dann keinen Zug, und beide Würfel müssen genutzt werden, wenn es geht.`,
  },
  /** Why a Hint press gives no hint (input.js): a move or throw under way, or the board changed first. */
  noHint: {
    busy: 'Gerade kein Tipp: Ein Zug ist noch im Gang. Frag noch einmal, wenn du am Zug bist.',
    moved: 'Gerade kein Tipp: Das Brett hat sich geändert, bevor der Tipp kam. Frag noch einmal für das Brett, wie es jetzt steht.',
  },
  lost: (name) => `${name} kann diesen Wurf gar nicht nutzen. Die andere Seite ist am Zug.`,
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
  youWin: 'Gut gespielt.',
  youLose: 'Mehr Glück beim nächsten Mal.',
  resigns: (loser, winner) => `${loser} gibt auf. ${winner} gewinnt.`,
  rematch: 'Revanche',
  /** Said as a rematch against the computer starts: the sides change. */
  rematchSides: (side) => `Revanche: Diesmal spielst du ${side}.`,
  resign: 'Aufgeben',
  resignAsk: (loser, winner) => `Als ${loser} aufgeben? ${winner} gewinnt das Spiel.`,
  resignYes: 'Ja, aufgeben',
  resignNo: 'Weiterspielen',
  takeBack: 'Zurücknehmen',
  takenBack: (dice) => `Zurückgenommen: Du hast deinen Wurf ${dice} noch einmal. Spiel ihn erneut.`,
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
  variantBothStops: 'Ein Zug mit beiden Würfeln schlägt an beiden Haltepunkten',
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
  targetLabel: (hole, text, capture) => `nach ${hole} ziehen${capture ? ' und den Stein dort schlagen' : ''} (${text})`,
  boardLabel: 'Daldøs-Brett in Form eines Bootes: Bug links, Heck rechts',
  boardLabelUpright: 'Daldøs-Brett in Form eines Bootes: Bug oben, Heck unten',
  moveLegendN: (n) =>
    `a = Hell, b = Dunkel. Löcher: A1–A${n} Reihe von Hell, M0–M${n} Mitte, B1–B${n} Reihe von Dunkel, gezählt vom Bug aus.`,
  showNames: 'Namen der Löcher zeigen',
  rulesTitle: 'So spielt man Daldøs',
  rowName: { a: 'Heimreihe von Hell, A', m: 'Mittelreihe, M', b: 'Heimreihe von Dunkel, B' },
  keysHelp:
    'Mit der Tastatur: Tab führt zum Brett und zu den Schaltflächen; auf dem Brett geht es mit den Pfeiltasten von Loch zu Loch, die Eingabetaste oder die Leertaste nimmt einen Stein auf und setzt ihn auf ein markiertes Loch, und Esc legt ihn zurück.',
  soundHelp:
    'Der Ton ist aus, bis du ihn einschaltest, mit Rücksicht auf die Museen und Schulen, die das Spiel zeigen: Die Schaltfläche „Ton“ neben „Würfeln“ schaltet ihn ein und aus, und der Browser merkt sich die Wahl.',
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
    /** "Continue from here" asked again: it drops the `n` throws after the step shown. */
    continueDrop: (n) => (n === 1 ? 'Den späteren Wurf verwerfen und weiterspielen' : `Die ${n} späteren Würfe verwerfen und weiterspielen`),
    /** … or it leaves the game in play (a shared game shown). */
    continueLeave: 'Dein Spiel verlassen und von hier weiterspielen',
    review: 'Mit dem Computer auswerten',
    reviewGame: 'Partie auswerten',
    close: 'Zurück zum Spiel',
    watching: 'Du siehst dieser Partie zu: Sie wurde dir geschickt.',
    watchingFile: 'Du siehst dieser Partie zu, geöffnet aus ihrer Datei.',
    backToGame: 'Zurück zu deiner Partie',
    reviewTitle: 'Auswertung',
    reviewing: (p) => `Der Computer wertet die Partie aus: ${p} % fertig.`,
    reviewed: (n) => `Alle ${n} Würfe wurden von der stärksten Stufe ausgewertet. Die Linie ist die Gewinnchance von Hell nach jedem Wurf.`,
    takebacks: (n) => (n === 1 ? 'In diesem Spiel wurde einmal ein Wurf zurückgenommen: Die Auswertung bewertet die Züge, die stehen geblieben sind.' : `In diesem Spiel wurden ${n}-mal Würfe zurückgenommen: Die Auswertung bewertet die Züge, die stehen geblieben sind.`),
    reviewFailed: (m) => `Die Auswertung war nicht möglich (${m}).`,
    graphLabel: (n, a) => `Gewinnchance von Hell über ${n} Würfe; nach dem letzten ${a} %.`,
    graphTop: 'Hell vorn',
    graphBottom: 'Dunkel vorn',
    costliest: (side) => `Die teuersten Züge von ${side}`,
    noCostly: 'Keine: Jeder Zug war so gut wie der des Computers.',
    accuracy: (side, p, n) => `Genauigkeit von ${side}: ${p} % bei ${n === 1 ? 'einem Zug' : `${n} Zügen`} mit Wahlmöglichkeit.`,
    accuracyHow: 'Jeder Zug zählt 100 %, wenn er so gut ist wie der beste Zug der stärksten Stufe, und weniger, je mehr Gewinnchance er verschenkt (10 Punkte verloren: 64 %; 50 Punkte: 9 %); die Genauigkeit einer Seite ist der Durchschnitt über ihre Züge mit Wahlmöglichkeit.',
    accuracyPending: 'Genauigkeit: wird berechnet…',
    noAccuracy: (side) => `${side} hatte nie die Wahl zwischen Zügen, daher gibt es für ${side} in dieser Partie keine Genauigkeit.`,
    reasons: {
      /** The pieces within reach left unnamed (the least likely), as the last of a list. */
      at: (hole, p) => `${hole} (${p} %)`,
      more: (n, hole) => (n === 1 ? `${hole} (unter 1 %)` : `${n} weiteren (je unter 1 %)`),
      /** Said once under the reasons: what every chance in them counts (docs/rules.md, "Capture odds"). */
      chances: 'Jede Wahrscheinlichkeit berücksichtigt den ganzen nächsten Zug des Gegners, einschließlich des zusätzlichen Wurfs nach A + A.',
      /** Said once after reasons with chances when the throw was A + A (the engine's `extraThrow`): the thrower throws again before the opponent. */
      extraThrow: 'Nach A + A würfelt dieselbe Seite zuerst noch einmal: Jede Wahrscheinlichkeit gibt an, was der Gegner tun könnte, wenn er als Nächster würfelte.',
      /** Said after reasons none of which has a measure in pieces (a dal, holes travelled): the loss lies beyond them. */
      furtherAhead: (loss) => `Beim nächsten Wurf zeigt sich nur dies; die ${loss} verlorenen Punkte findet der Computer erst, indem er weiter vorausschaut.`,
      finding: 'Die Gründe werden gesucht…',
      /** Said first when what the next turn shows speaks only for the play made. */
      aheadOnly: 'Nach dem, was der nächste Wurf zeigt, wirkt der gespielte Zug besser: Der Vorteil des besseren Zuges zeigt sich erst später.',
      beyond: 'Die beiden Züge unterscheiden sich in nichts, was sich schon beim nächsten Wurf zeigt: Der Unterschied kommt erst später zum Tragen.',
      captures: (best, missed, made, better) =>
        !made.length
          ? `Der bessere Zug ${best} schlägt ${pieces(missed, true)}; der gespielte nicht.`
          : !better.length
            ? `Der gespielte Zug schlägt ${pieces(made, true)}; der bessere Zug ${best} nicht.`
            : `Der bessere Zug ${best} schlägt ${pieces(better, true)}, der gespielte ${pieces(made, true)}.`,
      danger: (made, best, a, b) =>
        `In Reichweite des Gegners: ${pieces(made)} nach dem gespielten Zug, ${pieces(best)} nach dem besseren. Die Wahrscheinlichkeit, im nächsten Zug mindestens einen zu verlieren: ${a} % → ${b} %.`,
      threats: (made, best, a, b) =>
        `Gegnerische Steine in Reichweite: ${pieces(made)} nach dem gespielten Zug, ${pieces(best)} nach dem besseren. Die Chance, mit einem Wurf von dort mindestens einen zu schlagen: ${a} % → ${b} %.`,
      outOfDanger: (made, best) => `Aus der Gefahr gebracht: ${pieces(made)} durch den gespielten Zug, ${pieces(best)} durch den besseren.`,
      dal: (m, b, um, ub) => `Gedallte Steine: ${m} im gespielten Zug, ${b} im besseren; ungedallte Steine übrig: ${um} → ${ub}.`,
      progress: (m, b) => `Zurückgelegte Löcher: ${m} im gespielten Zug, ${b} im besseren.`,
      forMade: (s) => `Für den gespielten Zug spricht: ${s}`,
      retaken: (made, best, a, b) =>
        !best.length
          ? `Nach dem gespielten Zug kann der Gegner im nächsten Zug ${hitter(made)} zurückschlagen, mit einer Wahrscheinlichkeit von ${a} %. Der bessere Zug schlägt nichts.`
          : !made.length
            ? `Nach dem besseren Zug kann der Gegner im nächsten Zug ${hitter(best)} zurückschlagen, mit einer Wahrscheinlichkeit von ${b} %. Der gespielte Zug schlägt nichts.`
            : `Der Gegner kann im nächsten Zug zurückschlagen: nach dem gespielten Zug ${hitter(made)}, nach dem besseren ${hitter(best)}. Die Wahrscheinlichkeit dafür: ${a} % → ${b} %.`,
      stoodSafe: (by, from, to, p) =>
        by === 'made'
          ? `Der Stein auf ${from} ist sicher, wo er steht: Kein gegnerischer Stein erreicht ihn. Der gespielte Zug setzt ihn auf ${to}, wo die Wahrscheinlichkeit, ihn im nächsten Zug zu verlieren, ${p} % beträgt; der bessere lässt ihn stehen (0 %).`
          : `Der Stein auf ${from} ist sicher, wo er steht: Kein gegnerischer Stein erreicht ihn. Der bessere Zug setzt ihn auf ${to}, wo die Wahrscheinlichkeit, ihn im nächsten Zug zu verlieren, ${p} % beträgt; der gespielte lässt ihn stehen (0 %).`,
      placed: (from, m, a, b, bp) =>
        `Der Stein auf ${from}: Die Wahrscheinlichkeit, ihn im nächsten Zug zu verlieren, beträgt ${a} % auf ${m} nach dem gespielten Zug, ${bp} % auf ${b} nach dem besseren.`,
    },
    costlyShort: (n, faces, play, best, loss) => `Wurf ${n} (${faces}): ${play} — besser ${best} (−${loss} Punkte)`,
    /** Over the reasons of the costly play chosen, under the board: `best` the better play. */
    whyBetter: (best) => `Warum ${best} besser ist:`,
    costly: (c) =>
      `Wurf ${c.n}: ${c.side} warf ${c.faces} und spielte ${c.play}; besser war ${c.best} (goldene Ringe, nummeriert). Gewinnchance von ${c.side}: ${c.before} % mit dem besseren Zug, ${c.after} % mit dem gespielten, ${c.loss} Punkte verloren.`,
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
      rollOff: {
        title: 'Wer beginnt: das Auswürfeln',
        intro:
          'Du spielst Hell, die hellen Steine; der andere Spieler ist Dunkel. Vor dem ersten Wurf würfeln beide mit beiden Würfeln: Die höhere Summe beginnt, bei gleicher Summe wird noch einmal gewürfelt. Drück auf Würfeln, um auszuwürfeln.',
        done: 'Beide hatten 5 (II + III gegen IIII + A), also würfelten beide noch einmal; dann gewann die 8 von Hell gegen die 3 von Dunkel, und Hell beginnt. Mit dem Auswürfeln wird nicht gezogen: Wer beginnt, würfelt jetzt noch einmal für den ersten Zug.',
      },
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
        done: 'Geschlagen! Jeder Stein, den du schlägst, bringt dich dem Sieg näher. Übrigens: Schalte unter Einstellungen, neben Würfeln, „Schlagchancen zeigen“ ein, dann zeigt jeder Stein, der geschlagen werden kann, seine Chance.',
      },
      sum: {
        title: 'Beide Würfel für einen Stein',
        intro:
          'Du darfst einen Stein um die Summe beider Würfel ziehen. So ein Zug schlägt nur dort, wo er endet: Ein Stein auf dem Loch dazwischen wird übersprungen. Würfle und ziehe deinen einzigen wachen Stein.',
        done: 'Dein Stein ist II + IIII gezogen, also sechs Löcher, und hat auf dem letzten geschlagen.',
      },
      round: {
        title: 'Um den Bug, in die Reihe von Dunkel',
        intro:
          'Die Steine laufen im Kreis: deine Reihe entlang zum Heck, die Mittelreihe entlang zum Bug, dann die Heimreihe von Dunkel entlang zum Heck, wieder in die Mittelreihe und noch eine Runde. Schlafende Steine in einer Heimreihe können geschlagen werden. Würfle und zieh deinen Stein um den Bug in die Reihe von Dunkel.',
        done: 'Dein Stein kam um den Bug und schlug einen schlafenden Stein in der eigenen Reihe von Dunkel. Die Steine von Dunkel kommen genauso in deine Reihe: Dalle und ziehe deine Steine, bevor sie ankommen.',
      },
      sleeper: {
        title: 'Ein schlafender Stein kann schlagen',
        intro:
          'Ein Dal rückt den Stein, den er weckt, ein Loch vor, und steht dort ein gegnerischer Stein, schlägt der Dal ihn. Dein Stein auf B16 steht direkt vor dem schlafenden Stein von Dunkel auf B15: Fast jeder zweite Wurf bringt einen Dal, und der wache Stein von Dunkel auf M8 kann den anderen Würfel nutzen. Würfle und zieh deinen Stein weg.',
        done: 'Dein Stein ist außer Reichweite dieses Dals. Bleib nie direkt vor einem schlafenden gegnerischen Stein stehen. In der Heimreihe von Dunkel erreichen dich nur Steine von Dunkel, die noch hinter deinem in dieser Reihe stehen: Die Steine von Dunkel kehren nie in ihre eigene Reihe zurück.',
      },
      homeRow: {
        title: 'Gegnerische Steine in deiner Heimreihe',
        intro:
          'Die Steine von Dunkel laufen dieselbe Runde: Nach der Mittelreihe kommen sie um den Bug bei A1 in deine Heimreihe und ziehen sie entlang zum Heck, wo deine Steine schlafen. Der Stein von Dunkel auf A6 kann auf deinen schlafenden Steinen landen und sie schlagen. Würfle: Dein wacher Stein auf A3 kann ihn schlagen.',
        done: 'Du hast den Stein von Dunkel mit der III geschlagen; die IIII ließ sich nicht nutzen, denn deine eigenen Steine versperren den Weg. Behalte den Bug im Blick: Dalle und ziehe deine Steine, bevor die von Dunkel kommen, und schlage jeden, der hereinkommt.',
      },
      extraThrow: {
        title: 'A + A: noch einmal würfeln',
        intro: 'Zwei Dals, A + A, können zwei Steine wecken (oder einen wecken und weiterziehen), und dann würfelst du noch einmal. Würfle, ziehe und würfle dann gleich noch einmal.',
        done: 'Nach A + A hast du noch einmal gewürfelt. Nur so bekommst du einen zusätzlichen Wurf.',
      },
      odds: {
        title: 'Die Schlagchancen lesen',
        intro:
          'Öffne die Einstellungen neben Würfeln und schalte „Schlagchancen zeigen“ ein. Die Marke an deinem Stein auf M8 ist die Wahrscheinlichkeit, dass Dunkel ihn im nächsten Zug schlägt: Der Stein von Dunkel auf M11 steht drei Löcher hinter ihm. Würfle und finde den Zug, der sie am kleinsten macht.',
        done: 'Die Marken ändern sich mit jedem Zug: Ein Stein, der weiter vor den gegnerischen Steinen steht, ist schwerer zu erreichen. Schau vor jedem Zug auf die Marken deiner Steine: Je höher die Zahl, desto größer die Gefahr.',
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
    'Würfle mit den beiden langen Würfeln. Ein Würfel, der A zeigt, ist der „Dal“: Er weckt (dallt) einen deiner schlafenden Steine, der sich dann in Längsrichtung seiner Reihe dreht und ein Loch vorrückt. Nur wache Steine können mit II, III oder IIII ziehen; ein A zieht einen wachen Stein ein Loch weit.',
    'Setze jeden Würfel für einen anderen Stein ein oder beide Würfel für einen einzigen Stein, der dann um die Summe vorrückt. Du musst beide Würfel nutzen, wenn es geht, sonst einen.',
    'Über eigene Steine darfst du nie springen und nie auf ihnen landen. Über Steine des Gegners darfst du springen, und landest du auf einem, ist er geschlagen und kommt vom Brett.',
    'Wirfst du A + A (zwei Dals), darfst du noch einmal würfeln.',
    'Schlage alle Steine des Gegners, um zu gewinnen.',
    'Varianten, wählbar unter „Neues Spiel“: Nur der Stein, der dem Heck am nächsten steht, darf gedallt werden; zieht ein Stein mit beiden Würfeln, schlägt er auch dort, wo der erste Würfel endet; wer nur noch einen einzigen Stein hat, verliert.',
  ],
  error: (msg) => `Etwas ist schiefgelaufen: ${msg}`,
  // Play a friend (features/friend.js)
  friendPlay: "Gegen einen Freund spielen",
  friendHow: "Wähle das Brett und deine Seite. Du bekommst einen Link für deinen Freund, der von einem anderen Gerät aus spielen kann.",
  friendCreate: "Spiel anlegen",
  friendSide: "Deine Seite",
  friendCannot: (why) => `Das Spiel konnte nicht angelegt werden: ${why}.`,
  copy: "Kopieren",
  copied: "Kopiert.",
  friendQr: "QR-Code des Links, für ein Telefon",
  friendLinkFor: "Link für deinen Freund (sein Platz: behaltet ihn unter euch)",
  friendWatchLink: "Link zum Zuschauen",
  friendWatching: "Du schaust diesem Spiel zu.",
  friendYouPlay: (side) => `Du spielst ${side}.`,
  friendWaiting: "Warten, bis dein Freund den Link öffnet…",
  friendWaitingWatch: "Warten, bis beide Spieler ihren Link öffnen…",
  friendYourTurn: (since) => `Du bist seit ${since} am Zug.`,
  friendTurnOf: (side, since) => `${side} ist seit ${since} am Zug.`,
  friendTitleTurn: "Du bist am Zug",
  friendReconnecting: "Verbindung wird wiederhergestellt…",
  friendMessages: "Nachrichten",
  presets: { 'good-luck': "Viel Glück", 'well-played': "Gut gespielt", thanks: "Danke für das Spiel" },
  friendSaid: (side, message) => `${side}: „${message}“`,
  friendAway: (side) => `${side} ist nicht da: Die Seite dort ist nicht verbunden. Deine Züge warten, bis ${side} zurück ist.`,
  friendRematchOffer: (side) => `${side} bietet eine Revanche an.`,
  friendRematchOffered: (side) => `Du hast eine Revanche angeboten. Warte auf ${side}…`,
  friendRematchAccept: "Revanche annehmen",
  friendRematchWithdraw: "Angebot zurückziehen",
  friendGone: "Dieses Spiel gibt es auf dem Server nicht: Der Link ist vielleicht gekürzt oder falsch abgeschrieben.",
  friendTooMany: (seconds) => `Aus diesem Netz wurden gerade zu viele Spiele angelegt. Versuch es in ${seconds} Sekunde${seconds === 1 ? "" : "n"} noch einmal.`,
  friendClosedFlood: "Der Server hat die Verbindung getrennt: Diese Seite hat zu viele Nachrichten auf einmal geschickt. In einer halben Minute wird neu verbunden…",
  friendClosedTooBig: "Der Server hat die Verbindung getrennt: Diese Seite hat eine zu große Nachricht geschickt. Gleich wird neu verbunden…",
  friendBadLink: "Dieser Link ist ungültig: Er enthält kein Spiel. Lass dir den Link noch einmal schicken oder kopiere ihn ganz.",
  friendLeaveNote: "Ein neues Spiel verlässt das Spiel mit deinem Freund. Jenes Spiel bleibt auf dem Server: Dein Link öffnet es wieder.",
  /** Der Fortschritt des Spielers (features/progress.js), auf diesem Gerät gespeichert. */
  progress: {
    open: 'Dein Fortschritt',
    title: 'Dein Fortschritt',
    kept: 'Nur auf diesem Gerät gespeichert: Nichts wird irgendwohin gesendet.',
    empty: 'Noch keine Partien. Spiele eine Partie gegen den Computer, zu zweit an diesem Gerät oder mit einem Freund an einem anderen Gerät zu Ende, dann wird sie hier gezählt.',
    overall: (n, won, p) => `${n === 1 ? 'Eine Partie' : `${n} Partien`} gegen den Computer, ${won} gewonnen (${p} %).`,
    averageAccuracy: (p, n) => `Durchschnittliche Genauigkeit: ${p} % über ${n === 1 ? 'eine ausgewertete Partie' : `${n} ausgewertete Partien`}.`,
    noAccuracyYet: 'Noch keine Genauigkeit: Jede Partie wird nach ihrem Ende im Hintergrund ausgewertet.',
    tableCaption: 'Partien gegen den Computer',
    games: 'Partien',
    played: 'Gespielt',
    won: 'Gewonnen',
    accuracy: 'Genauigkeit',
    wonOf: (won, p) => `${won} (${p} %)`,
    all: 'Alle Partien',
    by: { level: 'Nach Stufe', board: 'Nach Brett', variant: 'Nach Variante' },
    levelRow: (name) => `Stufe ${name}`,
    standard: 'Standardregeln',
    twoPlayers: (n, a, b) => `Zu zweit an diesem Gerät: ${n === 1 ? 'eine Partie' : `${n} Partien`}; Hell gewann ${a}, Dunkel ${b}.`,
    friend: (n, won) => `Mit einem Freund an einem anderen Gerät: ${n === 1 ? 'eine Partie' : `${n} Partien`}, davon ${won} gewonnen.`,
    chartTitle: (n) => (n === 1 ? 'Genauigkeit in deiner letzten Partie' : `Genauigkeit in deinen letzten ${n} Partien`),
    chartLabel: (n, won, lo, hi) => `Diagramm ${n === 1 ? 'deiner letzten Partie' : `deiner letzten ${n} Partien`} gegen den Computer: ${won} gewonnen; Genauigkeit von ${lo} % bis ${hi} %.`,
    chartLabelNone: (n, won) => `Diagramm ${n === 1 ? 'deiner letzten Partie' : `deiner letzten ${n} Partien`} gegen den Computer: ${won} gewonnen; noch keine ausgewertet.`,
    recentTitle: 'Deine letzten Partien als Tabelle',
    level: 'Stufe',
    date: 'Datum',
    result: 'Ergebnis',
    resultWon: 'Gewonnen',
    resultLost: 'Verloren',
    resultResigned: 'Aufgegeben',
    notReviewed: 'nicht ausgewertet',
    save: 'Fortschritt als Datei speichern',
    openFile: 'Fortschrittsdatei öffnen',
    clear: 'Fortschritt löschen',
    clearAsk: 'Deinen ganzen Fortschritt auf diesem Gerät löschen? Das lässt sich nicht rückgängig machen.',
    clearYes: 'Ja, löschen',
    clearNo: 'Behalten',
    cleared: 'Dein Fortschritt wurde gelöscht.',
    importAsk: (name, n) => `${name} enthält ${n === 1 ? 'eine Partie' : `${n} Partien`}. Zu deinem Fortschritt hinzufügen oder deinen damit ersetzen?`,
    importAdd: 'Zu meinem hinzufügen',
    importReplace: 'Meinen ersetzen',
    imported: (name, n) => `${name} wurde geöffnet: Jetzt ${n === 1 ? 'wird eine Partie' : `werden ${n} Partien`} gezählt.`,
    why: {
      notJson: 'Sie ist keine Fortschrittsdatei',
      newer: 'Sie stammt aus einer neueren Version von Daldøs',
      damaged: 'Sie ist beschädigt oder wurde von Hand geändert',
    },
    fileBad: (name, why, detail) => `${name} konnte nicht geöffnet werden: ${why} (${detail}). Dein Fortschritt ist unverändert.`,
    fileTooBig: (name, kb, max) => `${name} ist ${kb} KB groß: Eine Fortschrittsdatei darf höchstens ${max} KB groß sein, daher wurde sie nicht geöffnet.`,
    unreadable: (why) => `Der hier gespeicherte Fortschritt konnte nicht gelesen werden (${why}); er wurde beiseitegelegt, und die Zählung beginnt von vorn.`,
    cannotKeep: 'Hier lässt sich kein Fortschritt speichern: Dieser Browser erlaubt dem Spiel nicht, etwas zu speichern.',
    /** The store was written by a newer version of the game (another tab): left untouched, nothing kept meanwhile. */
    newerStore: 'Dein Fortschritt hier wurde von einer neueren Version des Spiels geschrieben (vielleicht in einem anderen Tab offen): Lade die Seite neu, um ihn zu sehen. Bis dahin wird nichts gespeichert.',
  },
};

export default DE;
