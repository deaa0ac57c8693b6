// @ts-check
// The game's words in one language (www/strings.js lists the languages
// and loads one; the keys are English's, www/strings/en.js).

import { listWords, nordicGenitive } from './words.js';

/** Hole names as the pieces on them (the review's reasons). */
const pieces = (h) => (h.length ? `${h.length === 1 ? 'pjäsen' : 'pjäserna'} på ${listWords(h, 'och')}` : 'ingen');
/** "själv" agreeing with the pieces `h` ("själva" for more than one). */
const sjalv = (h) => (h.length > 1 ? 'själva' : 'själv');
/** Swedish. The game's own words: dal (plural dalar, as any Swedish noun),
 * att dalla (dallad, odallad), fören and aktern; the pieces are "pjäser" and
 * a capture is "slå", as in chess. The sides are "Ljus" and "Mörk", used
 * like "Vit" and "Svart" in chess ("Ljus börjar"); a captured piece is "den
 * ljusa pjäsen" rather than "Ljus' pjäs". */
const SV = {
  loading: 'Spelet laddas…',
  tagline: 'Det skandinaviska tärningsspelet på ett båtformat bräde',
  description: 'Daldøs, det skandinaviska tärningsspelet på ett båtformat bräde, i din webbläsare.',
  wasmBlocked:
    "Spelet kan inte starta: webbplatsens säkerhetspolicy (Content-Security-Policy) blockerar WebAssembly. Webbplatsen måste lägga till 'wasm-unsafe-eval' i sin script-src.",
  cannotSave: 'Det här spelet kan inte sparas här: det går förlorat om sidan stängs eller laddas om.',
  savedElsewhere: 'Det här spelet har sparats i en annan flik eller ett annat fönster sedan det öppnades här: för att behålla det sparas inte drag som görs här.',
  takeSaved: 'Fortsätt med det sparade spelet',
  engineFailed: (why) => `Datorn slutade tänka (${why}). Ditt spel är som det var.`,
  tryAgain: 'Försök igen',
  oldBrowser: (browsers, missing) => `Den här webbläsaren är för gammal för spelet (den saknar ${missing}). Det fungerar i ${browsers} eller senare.`,
  engineUnavailable:
    'Datorns filer (engine/) kunde inte laddas här, så datorn kan inte spela eller ge tips. Två spelare på samma enhet fungerar fortfarande: Nytt spel.',
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
  /** A hole's name in the review's better play (its gold ring): the move `n` of that play, from hole to hole. */
  betterStep: (n, from, to) => `Bättre spel, drag ${n}: ${from} till ${to}`,
  hintThinking: 'Tänker…',
  /** Why the hint beats the next best play (features/hint-why.js; the engine's reasons, review-words.js). */
  hintWhy: {
    versus: (other) => `Varför inte ${other}, det näst bästa?`,
    beyond: 'Det som gör det här draget bättre ligger bortom nästa tur.',
    captures: (best, missed, made, better) =>
      !made.length ? `Det här draget slår ${pieces(missed)}; det andra gör det inte.` : `Det här draget slår ${pieces(better)}, det andra ${pieces(made)}.`,
    danger: (made, best, a, b) =>
      `Inom motståndarens räckhåll: ${pieces(best)} i stället för ${pieces(made)}; chansen att förlora minst en nästa tur: ${b} % i stället för ${a} %.`,
    threats: (made, best, a, b) =>
      `Motståndarens pjäser inom ditt räckhåll: ${pieces(best)} i stället för ${pieces(made)}; chansen att slå minst en med ett kast därifrån: ${b} % i stället för ${a} %.`,
    retaken: (made, best, a, b) =>
      !best.length
        ? `Det andra draget slår, men ${pieces(made)} som slog kan ${sjalv(made)} slås nästa tur (${a} %); det här draget slår ingen.`
        : !made.length
          ? `Det här draget slår, men ${pieces(best)} som slog kan ${sjalv(best)} slås nästa tur (${b} %); det andra slår ingen.`
          : `En pjäs som slog kan själv slås nästa tur: ${pieces(best)} med ${b} % i stället för ${pieces(made)} med ${a} %.`,
    stoodSafe: (by, from, to, p) =>
      by === 'made'
        ? `Pjäsen på ${from} är säker där den står: det andra draget flyttar den till ${to}, där den kan slås nästa tur (${p} %); det här draget låter den stå kvar (0 %).`
        : `Pjäsen på ${from} är säker där den står: det här draget flyttar den till ${to}, där den kan slås nästa tur (${p} %); det andra låter den stå kvar (0 %).`,
    placed: (from, m, a, b, bp) => `Pjäsen på ${from} kan gå förlorad nästa tur: ${bp} % på ${b} efter det här draget i stället för ${a} % på ${m} efter det andra.`,
  },
  hintPlay: (play) => `Tips: ${play}`,
  hintHow: (steps) =>
    steps > 1
      ? 'Guldringarna visar det föreslagna draget: först från ringen märkt 1 till ringen märkt 1→, sedan från 2 till 2→.'
      : 'Guldringarna visar det föreslagna draget: från ringen märkt 1 till ringen märkt 1→.',
  winChances: (first, a, second, b) => `Vinstchanser: ${first} ${a} % · ${second} ${b} %.`,
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
  earlierMoves: (n) => `Visa ${n} tidigare drag`,
  menu: {
    open: 'Inställningar',
    title: 'Inställningar',
    pace: 'Animationer',
    paces: { off: 'Av', fast: 'Snabba', normal: 'Vanliga' },
    throwForMe: 'Kasta åt mig',
    forcedForMe: 'Spela tvingade drag åt mig',
    thrownForYou: 'Kastat åt dig.',
    forcedPlayed: 'Det enda möjliga draget, spelat åt dig.',
  },
  showNotation: 'Visa notation',
  showArrows: 'Visa åt vilket håll pjäserna går',
  showOdds: 'Visa chansen att bli slagen',
  sound: 'Ljud',
  percent: (n) => `${n} %`,
  oddsUnderOne: 'under 1 %',
  oddsOver99: 'över 99 %',
  oddsThisTurn: (p) => `${p} chans att bli slagen den här turen`,
  oddsNextTurn: (p) => `${p} chans att bli slagen nästa tur`,
  hintRisk: (hole, p) => `Det här draget lämnar din pjäs på ${hole} med ${p} chans att bli slagen.`,
  hintSafe: 'Det här draget lämnar ingen av dina pjäser där den kan bli slagen nästa tur.',
  oddsWorking: 'Räknar ut chanserna…',
  oddsFailed: 'Chanserna att bli slagen kunde inte räknas ut: datorns motor stannade.',
  saveFile: 'Spara partiet som fil',
  openFile: 'Öppna en partifil',
  shareLink: 'Dela länk',
  linkCopied: 'Länken är kopierad: den som öppnar den ser det här spelet.',
  copyLinkByHand: 'Kopiera den här länken för att dela spelet:',
  sharedShown: 'Ett delat parti, i uppspelningen: stega igenom det eller spela vidare från vilket steg som helst. Tillbaka till spelet tar dig till ditt eget.',
  sharedBad: {
    incomplete: 'Länken till ett delat spel är avkortad: kopiera hela länken och öppna den igen.',
    damaged: 'Länken till ett delat spel är skadad och kan inte visas.',
    newer: 'Länken till ett delat spel kommer från en nyare version av Daldøs och kan inte visas här.',
  },
  sharedGoesOn: 'Ditt spel fortsätter som förut.',
  fileOpened: (n) => `${n} är öppnad, i uppspelningen: stega igenom den eller spela vidare från vilket steg som helst.`,
  openAsk: (what) => `Ditt parti pågår. Öppna ${what}? Ditt parti sparas: Tillbaka till ditt parti hämtar det igen.`,
  openYes: 'Öppna det',
  openNo: 'Spela vidare',
  openKept: 'Ditt parti fortsätter; inget öppnades.',
  backNote: 'Ditt parti är tillbaka, som du lämnade det.',
  thisLink: 'partiet i den här länken',
  fileBad: (n, m) => `${n} kunde inte öppnas (${m}). Ditt spel fortsätter som förut.`,
  fileTooBig: (n, kb, max) => `${n} är ${kb} KB: en partifil är högst ${max} KB, så den öppnades inte. Ditt spel fortsätter som det var.`,
  fileEmpty: 'den är tom: inget spelprotokoll',
  fileBusy: 'En annan fil håller på att öppnas: en i taget.',
  legendTitle: 'Vad markeringarna betyder',
  legend: { movable: 'en pjäs som kan flyttas', selected: 'den valda pjäsen', die: 'dit den kan gå med en tärning', sum: 'dit den kan gå med båda tärningarna', capture: 'ett drag som slår', last: 'det senaste draget', hint: 'tipsets drag', odds: 'chansen att bli slagen: den här turen eller, för pjäserna hos den som står på tur, nästa tur' },
  throwSaid: (who, faces) => `${who} kastar ${faces}.`,
  pickedUp: (hole, ways) => `${hole} är upplockad; den kan flytta till ${ways.join('; ')}.`,
  way: (to, faces, capture) => `${to} med ${faces}${capture ? ' och slå en pjäs' : ''}`,
  moveSaid: (from, to) => `${from} till ${to}.`,
  putBack: (hole) => `${hole} är tillbakalagd.`,
  playWords: (who, faces, steps, extra) => {
    // "Ljus kastar A + III, dallar A16 till M16 och flyttar sedan M16 till M13 och slår en pjäs."
    const step = (m, i) =>
      `${m.dal ? 'dallar' : 'flyttar'}${i ? ' sedan' : ''} ${m.from} till ${m.to}${m.capture ? ' och slår en pjäs' : ''}`;
    // One step: "och …"; two: ", … och …" (", och" after a capture).
    const what = steps.length
      ? steps.map((m, i) => (!i ? (steps.length > 1 ? ', ' : ' och ') : steps[i - 1].capture ? ', och ' : ' och ') + step(m, i)).join('')
      : ' och kan inte flytta: kastet är förlorat';
    return `${who} kastar ${faces}${what}.${extra ? ` Med A + A kastar ${who} igen.` : ''}`;
  },
  dice: 'Tärningar',
  dieFace: (v) => (v === 1 ? 'A (dal)' : 'I'.repeat(v)),
  /** A die as a screen reader says it: the dal by name, else its number (never "I I I I"). */
  dieSaid: (v) => (v === 1 ? 'dal' : String(v)),
  diceLabel: (a, b) => `Tärningarna visar ${a} och ${b}`,
  diceIdle: 'Tärningarna är inte kastade än',
  spent: 'har använts',
  thrownBy: (who) => `Kastat av ${who}`,
  notTarget: (from, hole, targets) => `Pjäsen på ${from} kan inte flyttas till ${hole} med det här kastet, bara till ${listWords(targets, 'eller')}.`,
  noMove: {
    gameOver: () => 'Partiet är slut: inga pjäser flyttas längre.',
    noThrow: () => 'Kasta tärningarna först.',
    noPiece: (hole) => `Det finns ingen pjäs på ${hole}.`,
    notYours: (hole) => `Pjäsen på ${hole} tillhör motståndaren.`,
    movedThisThrow: (hole) => `Pjäsen på ${hole} har redan flyttats med det här kastet: varje pjäs flyttas en gång per kast.`,
    undalled: (hole) => `Pjäsen på ${hole} är odallad: den behöver en dal (A) för att komma i gång.`,
    sternMostFirst: (hole, at) => `Bara den odallade pjäsen närmast aktern får dallas: den på ${at}, inte ${hole}.`,
    blocked: (hole, at) => `Pjäsen på ${hole} är blockerad av din egen pjäs på ${at}.`,
    otherDieUnusable: (hole) => `Pjäsen på ${hole} kan inte flyttas: då skulle den andra tärningen inte kunna användas, och båda tärningarna måste användas när det går.`,
  },
  /** Why a Hint press gives no hint (input.js): a move or throw under way, or the board changed first. */
  noHint: {
    busy: 'Inget tips nu: ett drag pågår fortfarande. Fråga igen när det är ditt drag.',
    moved: 'Inget tips nu: brädet ändrades innan tipset kom. Fråga igen för brädet som det står nu.',
  },
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
  youWin: 'Bra spelat.',
  youLose: 'Bättre lycka nästa gång.',
  resigns: (loser, winner) => `${loser} ger upp. ${winner} vann.`,
  rematch: 'Returmatch',
  /** Said as a rematch against the computer starts: the sides change. */
  rematchSides: (side) => `Returmatch: du spelar ${side} den här gången.`,
  resign: 'Ge upp',
  resignAsk: (loser, winner) => `Ge upp som ${loser}? ${winner} vinner spelet.`,
  resignYes: 'Ja, ge upp',
  resignNo: 'Spela vidare',
  takeBack: 'Ta tillbaka',
  takenBack: (dice) => `Taget tillbaka: du har ditt kast ${dice} igen. Spela det en gång till.`,
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
  variantBothStops: 'Ett drag med båda tärningarna slår vid båda stoppen',
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
  targetLabel: (hole, text, capture) => `flytta till ${hole}${capture ? ' och slå pjäsen där' : ''} (${text})`,
  boardLabel: 'Daldøsbräde format som en båt: fören till vänster, aktern till höger',
  boardLabelUpright: 'Daldøsbräde format som en båt: fören överst, aktern nederst',
  moveLegendN: (n) =>
    `a = Ljus, b = Mörk. Hål: A1–A${n} Ljus’ rad, M0–M${n} mitten, B1–B${n} Mörks rad, räknat från fören.`,
  showNames: 'Visa hålens namn',
  rulesTitle: 'Så spelar man daldøs',
  rowName: { a: 'Ljus’ hemrad, A', m: 'mittraden, M', b: 'Mörks hemrad, B' },
  keysHelp:
    'Med tangentbordet: Tabb går till brädet och knapparna; på brädet går du från hål till hål med piltangenterna, Enter eller mellanslag tar upp en pjäs och sätter den på ett markerat hål, och Esc lägger tillbaka den.',
  soundHelp:
    'Ljudet är av tills du slår på det, av hänsyn till de museer och skolor som visar spelet: knappen Ljud bredvid Kasta slår på och av det, och webbläsaren kommer ihåg valet.',
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
    /** "Continue from here" asked again: it drops the `n` throws after the step shown. */
    continueDrop: (n) => (n === 1 ? 'Stryk det senare kastet och spela vidare' : `Stryk de ${n} senare kasten och spela vidare`),
    /** … or it leaves the game in play (a shared game shown). */
    continueLeave: 'Lämna ditt parti och spela vidare härifrån',
    review: 'Gå igenom med datorn',
    reviewGame: 'Gå igenom partiet',
    close: 'Tillbaka till spelet',
    watching: 'Du tittar på det här partiet: det skickades till dig.',
    watchingFile: 'Du tittar på det här partiet, öppnat från sin fil.',
    backToGame: 'Tillbaka till ditt parti',
    reviewTitle: 'Genomgång',
    reviewing: (p) => `Datorn går igenom partiet: ${p} % klart.`,
    reviewed: (n) => `Alla ${n} kast genomgångna av den starkaste nivån. Linjen är Ljus’ chans att vinna efter varje kast.`,
    takebacks: (n) => (n === 1 ? 'Ett kast togs tillbaka en gång i det här spelet: genomgången bedömer de drag som stod kvar.' : `Kast togs tillbaka ${n} gånger i det här spelet: genomgången bedömer de drag som stod kvar.`),
    reviewFailed: (m) => `Genomgången kunde inte göras (${m}).`,
    graphLabel: (n, a) => `Ljus’ chans att vinna under ${n} kast; efter det sista ${a} %.`,
    graphTop: 'Ljus leder',
    graphBottom: 'Mörk leder',
    costliest: (side) => `De dyraste dragen för ${side}`,
    noCostly: 'Inga: varje drag var lika bra som datorns.',
    accuracy: (side, p, n) => `Precision för ${side}: ${p} % på ${n} drag med valmöjlighet.`,
    accuracyHow: 'Varje drag räknas som 100 % när det är lika bra som den starkaste nivåns bästa drag, och mindre ju mer vinstchans det ger bort (10 poäng förlorade: 64 %; 50 poäng: 9 %); en sidas precision är medelvärdet över dess drag med valmöjlighet.',
    accuracyPending: 'Precision: räknas ut…',
    noAccuracy: (side) => `${side} hade aldrig något val mellan drag, så ${side} har ingen precision i det här partiet.`,
    reasons: {
      /** The pieces within reach left unnamed (the least likely), as the last of a list. */
      at: (hole, p) => `${hole} (${p} %)`,
      more: (n, hole) => (n === 1 ? `${hole} (under 1 %)` : `${n} till (var och en under 1 %)`),
      /** Said once under the reasons: what every chance in them counts (docs/rules.md, "Capture odds"). */
      chances: 'Varje chans gäller hela motståndarens nästa tur, det extra kastet efter A + A inräknat.',
      /** Said once after reasons with chances when the throw was A + A (the engine's `extraThrow`): the thrower throws again before the opponent. */
      extraThrow: 'Efter A + A kastar samma sida först igen: varje chans är vad motståndaren kunde göra om den kastade härnäst.',
      /** Said after reasons none of which has a measure in pieces (a dal, holes travelled): the loss lies beyond them. */
      furtherAhead: (loss) => `Nästa tur visar bara detta; datorn ser längre fram och hittar där de ${loss} förlorade poängen.`,
      finding: 'Letar efter skälen…',
      /** Said first when what the next turn shows speaks only for the play made. */
      aheadOnly: 'Utifrån det som nästa tur visar ser draget som spelades bättre ut: vinsten med det bättre draget visar sig först senare.',
      beyond: 'De två dragen skiljer sig inte i något som nästa tur visar: skillnaden visar sig först senare.',
      captures: (best, missed, made, better) =>
        !made.length
          ? `Det bättre draget ${best} slår ${pieces(missed)}; draget som spelades gör det inte.`
          : !better.length
            ? `Draget som spelades slår ${pieces(made)}; det bättre draget ${best} gör det inte.`
            : `Det bättre draget ${best} slår ${pieces(better)}; draget som spelades slår ${pieces(made)}.`,
      danger: (made, best, a, b) =>
        `Inom motståndarens räckhåll: ${pieces(made)} efter draget som spelades, ${pieces(best)} efter det bättre draget. Chansen att förlora minst en nästa tur: ${a} % → ${b} %.`,
      threats: (made, best, a, b) =>
        `Motståndarens pjäser inom räckhåll: ${pieces(made)} efter draget som spelades, ${pieces(best)} efter det bättre draget. Chansen att slå minst en med ett kast därifrån: ${a} % → ${b} %.`,
      outOfDanger: (made, best) => `Räddade undan fara: ${pieces(made)} av draget som spelades, ${pieces(best)} av det bättre draget.`,
      dal: (m, b, um, ub) => `Dallade pjäser: ${m} med draget som spelades, ${b} med det bättre draget; odallade pjäser kvar: ${um} → ${ub}.`,
      progress: (m, b) => `Tillryggalagda hål: ${m} med draget som spelades, ${b} med det bättre draget.`,
      forMade: (s) => `Till fördel för draget som spelades: ${s}`,
      retaken: (made, best, a, b) =>
        !best.length
          ? `Efter draget som spelades kan ${pieces(made)} som slog ${sjalv(made)} slås nästa tur: en chans på ${a} %. Det bättre draget slår ingen.`
          : !made.length
            ? `Efter det bättre draget kan ${pieces(best)} som slog ${sjalv(best)} slås nästa tur: en chans på ${b} %. Draget som spelades slår ingen.`
            : `En pjäs som slog kan själv slås nästa tur: ${pieces(made)} efter draget som spelades, ${pieces(best)} efter det bättre draget. Chansen för det: ${a} % → ${b} %.`,
      stoodSafe: (by, from, to, p) =>
        by === 'made'
          ? `Pjäsen på ${from} är säker där den står: ingen av motståndarens pjäser når den. Draget som spelades flyttar den till ${to}, där chansen att förlora den nästa tur är ${p} %; det bättre draget låter den stå kvar (0 %).`
          : `Pjäsen på ${from} är säker där den står: ingen av motståndarens pjäser når den. Det bättre draget flyttar den till ${to}, där chansen att förlora den nästa tur är ${p} %; draget som spelades låter den stå kvar (0 %).`,
      placed: (from, m, a, b, bp) =>
        `Pjäsen på ${from}: chansen att förlora den nästa tur är ${a} % på ${m} efter draget som spelades, ${bp} % på ${b} efter det bättre draget.`,
    },
    costlyShort: (n, faces, play, best, loss) => `Kast ${n} (${faces}): ${play} — bättre ${best} (−${loss} poäng)`,
    /** Over the reasons of the costly play chosen, under the board: `best` the better play. */
    whyBetter: (best) => `Varför ${best} är bättre:`,
    costly: (c) =>
      `Kast ${c.n}: ${c.side} kastade ${c.faces} och spelade ${c.play}; bättre var ${c.best} (gyllene ringar med siffror). Chans att vinna för ${c.side}: ${c.before} % med det bättre draget, ${c.after} % med draget som spelades, ${c.loss} poäng förlorade.`,
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
      rollOff: {
        title: 'Vem börjar: lottkastet',
        intro:
          'Du spelar Ljus, de ljusa pjäserna; den andra spelaren är Mörk. Före första kastet kastar båda spelarna båda tärningarna: högst summa börjar, och vid lika summa kastar man igen. Tryck på Kasta för att kasta om vem som börjar.',
        done: 'Båda fick 5 (II + III mot IIII + A), så båda kastade igen; sedan vann Ljus’ 8 över Mörks 3, och Ljus börjar. Lottkastet spelas inte: den som börjar kastar nu igen för det första draget.',
      },
      dal: {
        title: 'En dal väcker en pjäs',
        intro:
          'Du spelar Ljus, de ljusa pjäserna. Dina pjäser sover från början. En tärning som visar A är en dal: den väcker (dallar) en pjäs, som vänder sig längs sin rad och flyttar ett hål framåt; här kan bara pjäsen vid aktern dallas, in i mittraden. Kasta och flytta sedan den markerade pjäsen: II flyttar den nyvakna pjäsen vidare.',
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
        done: 'Slagen! Varje pjäs du slår tar dig närmare segern. Råd: slå på ”Visa chansen att bli slagen” under Inställningar, bredvid Kasta, så visar varje pjäs som kan bli slagen sin chans.',
      },
      sum: {
        title: 'Båda tärningarna på en pjäs',
        intro:
          'Du får flytta en pjäs summan av båda tärningarna. Ett drag med båda tärningarna slår bara där det slutar: en pjäs i hålet emellan hoppas över. Kasta och flytta din enda vakna pjäs.',
        done: 'Din pjäs flyttade II + IIII, sex hål, och slog på det sista.',
      },
      round: {
        title: 'Runt fören, in i Mörks rad',
        intro:
          'Pjäserna går runt: längs din rad mot aktern, längs mittraden mot fören, sedan längs Mörks hemrad mot aktern, in i mittraden igen och ett varv till. Sovande pjäser i en hemrad kan bli slagna. Kasta och för din pjäs runt fören in i Mörks rad.',
        done: 'Din pjäs kom runt fören och slog en sovande pjäs i Mörks egen rad. Mörks pjäser kommer in i din rad på samma sätt: dalla och flytta dina pjäser innan de kommer.',
      },
      sleeper: {
        title: 'En sovande pjäs kan slå',
        intro:
          'En dal flyttar pjäsen den väcker ett hål framåt, och står en fiendepjäs där, slår dalen den. Din pjäs på B16 står precis framför Mörks sovande pjäs på B15: nästan vartannat kast ger en dal, och Mörks vakna pjäs på M8 kan använda den andra tärningen. Kasta och flytta bort din pjäs.',
        done: 'Din pjäs är utom räckhåll för den dalen. Stanna aldrig precis framför en sovande fiendepjäs. I Mörks hemrad kan bara de av Mörks pjäser som fortfarande står i raden bakom din, nå dig: Mörks pjäser kommer aldrig tillbaka till sin egen rad.',
      },
      homeRow: {
        title: 'Fiendens pjäser i din hemrad',
        intro:
          'Mörks pjäser går samma väg runt: efter mittraden kommer de runt fören in i din hemrad vid A1 och går längs den mot aktern, där dina pjäser sover. Mörks pjäs på A6 kan landa på dina sovande pjäser och slå dem. Kasta: din vakna pjäs på A3 kan slå den.',
        done: 'Du slog Mörks pjäs med trean; fyran kunde inte användas, eftersom dina egna pjäser står i vägen. Håll ögonen på fören: dalla och flytta dina pjäser innan Mörks kommer, och slå dem som tar sig in.',
      },
      extraThrow: {
        title: 'A + A: kasta igen',
        intro: 'Två dalar, A + A, kan väcka två pjäser (eller väcka en och flytta den vidare), och sedan kastar du igen. Kasta, flytta och kasta en gång till.',
        done: 'Efter A + A kastade du igen. Det är det enda sättet att få ett extra kast.',
      },
      odds: {
        title: 'Att läsa chansen att bli slagen',
        intro:
          'Öppna Inställningar bredvid Kasta och slå på ”Visa chansen att bli slagen”. Märket på din pjäs på M8 är chansen att Mörk slår den under sin nästa tur: Mörks pjäs på M11 står tre hål bakom den. Kasta och hitta draget som gör chansen minst.',
        done: 'Märkena ändras vid varje drag: en pjäs som ligger längre före fiendens pjäser är svårare att nå. Titta på dina pjäsers märken före varje drag: ju högre tal, desto större fara.',
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
    'Kasta de två långa tärningarna. En tärning som visar A är en ”dal”: den väcker (dallar) en av dina sovande pjäser, som då vänder sig längs med sin rad och flyttar ett hål framåt. Bara vakna pjäser kan flytta med II, III eller IIII; ett A flyttar en vaken pjäs ett hål.',
    'Använd tärningarna på var sin pjäs, eller båda tärningarna på en pjäs, som då flyttar lika många hål som summan. Du måste använda båda tärningarna om du kan, annars en.',
    'Du kan aldrig hoppa över eller landa på dina egna pjäser. Du får hoppa över motståndarens pjäser, och landar du på en är den slagen och lämnar brädet.',
    'Kastar du A + A (två dalar) får du ett extra kast.',
    'Slå alla motståndarens pjäser för att vinna.',
    'Varianter, som väljs under ”Nytt spel”: bara pjäsen närmast aktern får dallas; ett drag med båda tärningarna på samma pjäs slår också motståndarens pjäs i hålet där den första tärningen slutar; den som bara har en enda pjäs kvar förlorar.',
  ],
  error: (msg) => `Något gick fel: ${msg}`,
  // Play a friend (features/friend.js)
  friendPlay: "Spela mot en vän",
  friendHow: "Välj brädet och din sida. Du får en länk till din vän, som kan spela från en annan enhet.",
  friendCreate: "Skapa spelet",
  friendSide: "Din sida",
  friendCannot: (why) => `Spelet kunde inte skapas: ${why}.`,
  copy: "Kopiera",
  copied: "Kopierad.",
  friendQr: "QR-kod med länken, för en telefon",
  friendLinkFor: "Länk till din vän (vännens plats: håll den mellan er)",
  friendWatchLink: "Länk för att titta på spelet",
  friendWatching: "Du tittar på det här spelet.",
  friendYouPlay: (side) => `Du spelar ${side}.`,
  friendWaiting: "Väntar på att din vän öppnar länken…",
  friendWaitingWatch: "Väntar på att båda spelarna öppnar sina länkar…",
  friendYourTurn: (since) => `Din tur, sedan ${since}.`,
  friendTurnOf: (side, since) => `${side} står på tur, sedan ${since}.`,
  friendTitleTurn: "Din tur",
  friendReconnecting: "Ansluter igen…",
  friendMessages: "Meddelanden",
  presets: { 'good-luck': "Lycka till", 'well-played': "Bra spelat", thanks: "Tack för spelet" },
  friendSaid: (side, message) => `${side}: ”${message}”`,
  friendAway: (side) => `${side} är borta: motståndarens webbläsare är inte ansluten. Dina drag väntar tills motståndaren är tillbaka.`,
  friendRematchOffer: (side) => `${side} erbjuder en returmatch.`,
  friendRematchOffered: (side) => `Du har erbjudit en returmatch. Väntar på ${side}…`,
  friendRematchAccept: "Anta returmatchen",
  friendRematchWithdraw: "Dra tillbaka erbjudandet",
  friendGone: "Spelet finns inte på servern: länken kan vara avkortad eller felskriven.",
  friendTooMany: (seconds) => `Det har just skapats för många spel från det här nätverket. Försök igen om ${seconds} sekund${seconds === 1 ? "" : "er"}.`,
  friendClosedFlood: "Servern stängde anslutningen: sidan skickade för många meddelanden på en gång. Ansluter igen om en halv minut…",
  friendClosedTooBig: "Servern stängde anslutningen: sidan skickade ett meddelande som var för stort. Ansluter igen om en stund…",
  friendBadLink: "Länken är inte giltig: den innehåller inget spel. Be om länken igen, eller kopiera hela.",
  friendLeaveNote: "Ett nytt spel lämnar spelet med din vän. Det spelet finns kvar på servern: din länk öppnar det igen.",
  /** Spelarens framsteg (features/progress.js), sparade på den här enheten. */
  progress: {
    open: 'Dina framsteg',
    title: 'Dina framsteg',
    kept: 'Sparas bara på den här enheten: ingenting skickas någonstans.',
    empty: 'Inga partier än. Spela klart ett parti mot datorn, mellan två spelare på den här enheten eller med en vän på en annan enhet, så räknas det här.',
    overall: (n, won, p) => `${n === 1 ? 'Ett parti' : `${n} partier`} mot datorn, ${won} ${won === 1 ? 'vunnet' : 'vunna'} (${p} %).`,
    averageAccuracy: (p, n) => `Genomsnittlig precision: ${p} % över ${n === 1 ? 'ett genomgånget parti' : `${n} genomgångna partier`}.`,
    noAccuracyYet: 'Ingen precision än: varje parti gås igenom i bakgrunden när det är slut.',
    tableCaption: 'Partier mot datorn',
    games: 'Partier',
    played: 'Spelade',
    won: 'Vunna',
    accuracy: 'Precision',
    wonOf: (won, p) => `${won} (${p} %)`,
    all: 'Alla partier',
    by: { level: 'Efter nivå', board: 'Efter bräde', variant: 'Efter variant' },
    levelRow: (name) => `Nivå ${name}`,
    standard: 'Standardregler',
    twoPlayers: (n, a, b) => `Två spelare på den här enheten: ${n === 1 ? 'ett parti' : `${n} partier`}; Ljus vann ${a}, Mörk ${b}.`,
    friend: (n, won) => `Med en vän på en annan enhet: ${n === 1 ? 'ett parti' : `${n} partier`}, ${won} ${won === 1 ? 'vunnet' : 'vunna'}.`,
    chartTitle: (n) => (n === 1 ? 'Precision i ditt senaste parti' : `Precision i dina senaste ${n} partier`),
    chartLabel: (n, won, lo, hi) => `Diagram över ${n === 1 ? 'ditt senaste parti' : `dina senaste ${n} partier`} mot datorn: ${won} ${won === 1 ? 'vunnet' : 'vunna'}; precision från ${lo} % till ${hi} %.`,
    chartLabelNone: (n, won) => `Diagram över ${n === 1 ? 'ditt senaste parti' : `dina senaste ${n} partier`} mot datorn: ${won} ${won === 1 ? 'vunnet' : 'vunna'}; inget genomgånget än.`,
    recentTitle: 'Dina senaste partier som tabell',
    level: 'Nivå',
    date: 'Datum',
    result: 'Resultat',
    resultWon: 'Vunnet',
    resultLost: 'Förlorat',
    resultResigned: 'Uppgivet',
    notReviewed: 'inte genomgånget',
    save: 'Spara fil med framsteg',
    openFile: 'Öppna fil med framsteg',
    clear: 'Rensa framsteg',
    clearAsk: 'Rensa alla dina framsteg på den här enheten? Det går inte att ångra.',
    clearYes: 'Ja, rensa dem',
    clearNo: 'Behåll dem',
    cleared: 'Dina framsteg har rensats.',
    importAsk: (name, n) => `${name} innehåller ${n === 1 ? 'ett parti' : `${n} partier`}. Ska de läggas till dina framsteg, eller ersätta dem?`,
    importAdd: 'Lägg till i mina',
    importReplace: 'Ersätt mina',
    imported: (name, n) => `${name} har öppnats: ${n === 1 ? 'ett parti' : `${n} partier`} räknas nu.`,
    why: {
      notJson: 'det är ingen fil med framsteg',
      newer: 'den kommer från en nyare version av Daldøs',
      damaged: 'den är skadad eller ändrad för hand',
    },
    fileBad: (name, why, detail) => `${name} kunde inte öppnas: ${why} (${detail}). Dina framsteg är som förut.`,
    fileTooBig: (name, kb, max) => `${name} är ${kb} KB: en fil med framsteg är högst ${max} KB, så den öppnades inte.`,
    unreadable: (why) => `Framstegen som sparats här kunde inte läsas (${why}), så de lades åt sidan och räkningen börjar om.`,
    cannotKeep: 'Framsteg kan inte sparas här: den här webbläsaren låter inte spelet spara något.',
    /** The store was written by a newer version of the game (another tab): left untouched, nothing kept meanwhile. */
    newerStore: 'Dina framsteg här har skrivits av en nyare version av spelet (kanske öppen i en annan flik): ladda om sidan för att se dem. Inget sparas under tiden.',
  },
};

export default SV;
