// @ts-check
// The game's words in one language (www/strings.js lists the languages
// and loads one; the keys are English's, www/strings/en.js).

import { listWords, nordicGenitive } from './words.js';

/** Hole names as the pieces on them (the review's reasons). */
const pieces = (h) => (h.length ? `${h.length === 1 ? 'brikken' : 'brikkene'} på ${listWords(h, 'og')}` : 'ingen');
/** Norwegian (bokmål). The game's own words: dal, å dalle, baug and akter. */
const NB = {
  loading: 'Spillet lastes inn…',
  tagline: 'Det skandinaviske terning- og båtbrettspillet',
  description: 'Daldøs, det skandinaviske terning- og båtbrettspillet, i nettleseren din.',
  wasmBlocked:
    "Spillet kan ikke starte: nettstedets sikkerhetsregler (Content-Security-Policy) blokkerer WebAssembly. Nettstedet må legge til 'wasm-unsafe-eval' i script-src.",
  cannotSave: 'Dette spillet kan ikke lagres her: det går tapt hvis siden lukkes eller lastes inn på nytt.',
  savedElsewhere: 'Dette spillet er lagret i en annen fane eller et annet vindu siden det ble åpnet her: for å ta vare på det lagres ikke trekk herfra.',
  takeSaved: 'Fortsett med det lagrede spillet',
  engineFailed: (why) => `Datamaskinen sluttet å tenke (${why}). Spillet ditt er som det var.`,
  tryAgain: 'Prøv igjen',
  oldBrowser: (browsers, missing) => `Denne nettleseren er for gammel for spillet (den mangler ${missing}). Det virker i ${browsers} eller nyere.`,
  engineUnavailable:
    'Datamaskinens filer (engine/) kunne ikke lastes her, så datamaskinen kan ikke spille eller gi hint. To spillere på samme enhet fungerer fortsatt: Nytt spill.',
  play: 'Spill',
  playHow: 'Mot datamaskinen',
  options: 'Innstillinger',
  stillPlaying: 'Spiller du fortsatt?',
  stillPlayingHow: (n) => `Trykk på skjermen for å fortsette. Om ${n} sekunder får en ny besøkende et nytt spill.`,
  keepPlaying: 'Ja, spill videre',
  welcome: 'Kast terningene, dall brikkene ut av hjemmeraden og slå alle motstanderens.',
  throw: 'Kast',
  undo: 'Angre steg',
  hint: 'Forslag',
  /** A hole's name in the review's better play (its gold ring): the move `n` of that play, from hole to hole. */
  betterStep: (n, from, to) => `Bedre spill, trekk ${n}: ${from} til ${to}`,
  hintThinking: 'Tenker…',
  /** Why the hint beats the next best play (features/hint-why.js; the engine's reasons, review-words.js). */
  hintWhy: {
    versus: (other) => `Hvorfor ikke ${other}, det nest beste?`,
    beyond: 'Det som gjør dette trekket bedre, ligger lenger fram enn neste tur.',
    captures: (best, missed, made, better) =>
      !made.length ? `Dette trekket slår ${pieces(missed)}; det andre gjør det ikke.` : `Dette trekket slår ${pieces(better)}, det andre ${pieces(made)}.`,
    danger: (made, best, a, b) =>
      `Innenfor motstanderens rekkevidde: ${pieces(best)} i stedet for ${pieces(made)}; sjansen for å miste minst én i neste tur: ${b} % i stedet for ${a} %.`,
    threats: (made, best, a, b) =>
      `Motstanderens brikker innenfor din rekkevidde: ${pieces(best)} i stedet for ${pieces(made)}; sjansen for å slå minst én med et kast derfra: ${b} % i stedet for ${a} %.`,
    retaken: (made, best, a, b) =>
      !best.length
        ? `Det andre trekket slår, men ${pieces(made)} som slo, kan selv bli slått i neste tur (${a} %); dette trekket slår ingen.`
        : !made.length
          ? `Dette trekket slår, men ${pieces(best)} som slo, kan selv bli slått i neste tur (${b} %); det andre slår ingen.`
          : `En brikke som slo, kan selv bli slått i neste tur: ${pieces(best)} med ${b} % i stedet for ${pieces(made)} med ${a} %.`,
    stoodSafe: (by, from, to, p) =>
      by === 'made'
        ? `Brikken på ${from} er trygg der den står: det andre trekket flytter den til ${to}, der den kan bli slått i neste tur (${p} %); dette trekket lar den stå (0 %).`
        : `Brikken på ${from} er trygg der den står: dette trekket flytter den til ${to}, der den kan bli slått i neste tur (${p} %); det andre lar den stå (0 %).`,
    placed: (from, m, a, b, bp) => `Brikken på ${from} kan gå tapt i neste tur: ${bp} % på ${b} etter dette trekket i stedet for ${a} % på ${m} etter det andre.`,
  },
  hintPlay: (play) => `Forslag: ${play}`,
  hintHow: (steps) =>
    steps > 1
      ? 'Gullringene viser det foreslåtte trekket: først fra ringen merket 1 til ringen merket 1→, så fra 2 til 2→.'
      : 'Gullringene viser det foreslåtte trekket: fra ringen merket 1 til ringen merket 1→.',
  winChances: (first, a, second, b) => `Vinnersjanser: ${first} ${a} % · ${second} ${b} %.`,
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
  earlierMoves: (n) => `Vis ${n} tidligere trekk`,
  menu: {
    open: 'Innstillinger',
    title: 'Innstillinger',
    pace: 'Animasjoner',
    paces: { off: 'Av', fast: 'Raske', normal: 'Vanlige' },
    throwForMe: 'Kast for meg',
    forcedForMe: 'Spill tvungne trekk for meg',
    thrownForYou: 'Kastet for deg.',
    forcedPlayed: 'Det eneste mulige trekket, spilt for deg.',
  },
  showNotation: 'Vis notasjon',
  showArrows: 'Vis hvilken vei brikkene går',
  showOdds: 'Vis sjansen for å bli slått',
  sound: 'Lyd',
  percent: (n) => `${n} %`,
  oddsUnderOne: 'under 1 %',
  oddsOver99: 'over 99 %',
  oddsThisTurn: (p) => `${p} sjanse for å bli slått i denne turen`,
  oddsNextTurn: (p) => `${p} sjanse for å bli slått i neste tur`,
  hintRisk: (hole, p) => `Dette trekket lar brikken din på ${hole} stå med ${p} sjanse for å bli slått.`,
  hintSafe: 'Dette trekket lar ingen av brikkene dine stå der de kan bli slått i neste tur.',
  oddsWorking: 'Regner ut sjansene…',
  oddsFailed: 'Sjansene for å bli slått kunne ikke regnes ut: datamaskinens motor stoppet.',
  saveFile: 'Lagre spillfil',
  openFile: 'Åpne spillfil',
  shareLink: 'Del lenke',
  linkCopied: 'Lenken er kopiert: den som åpner den, ser dette spillet.',
  copyLinkByHand: 'Kopier denne lenken for å dele spillet:',
  sharedShown: 'Et delt spill, i avspillingen: gå gjennom det, eller spill videre fra hvilket som helst steg. Tilbake til spillet tar deg til ditt eget.',
  sharedBad: {
    incomplete: 'Lenken til et delt spill er avkortet: kopier hele lenken og åpne den igjen.',
    damaged: 'Lenken til et delt spill er skadet og kan ikke vises.',
    newer: 'Lenken til et delt spill kommer fra en nyere versjon av Daldøs og kan ikke vises her.',
  },
  sharedGoesOn: 'Spillet ditt fortsetter som før.',
  fileOpened: (n) => `${n} er åpnet, i avspillingen: gå gjennom det, eller spill videre fra hvilket som helst steg.`,
  openAsk: (what) => `Spillet ditt er i gang. Åpne ${what}? Spillet ditt tas vare på: Tilbake til spillet ditt henter det igjen.`,
  openYes: 'Åpne det',
  openNo: 'Spill videre',
  openKept: 'Spillet ditt fortsetter; ingenting ble åpnet.',
  backNote: 'Spillet ditt er tilbake, slik du forlot det.',
  thisLink: 'spillet fra denne lenken',
  fileBad: (n, m) => `${n} kunne ikke åpnes (${m}). Spillet ditt fortsetter som før.`,
  fileTooBig: (n, kb, max) => `${n} er på ${kb} KB: en spillfil er høyst ${max} KB, så den ble ikke åpnet. Spillet ditt fortsetter som det var.`,
  fileEmpty: 'den er tom: ikke et spillreferat',
  fileBusy: 'En annen fil holder på å åpnes: én om gangen.',
  legendTitle: 'Hva merkene betyr',
  legend: { movable: 'en brikke som kan flyttes', selected: 'den valgte brikken', die: 'hvor den kan flyttes med én terning', sum: 'hvor den kan flyttes med begge terningene', capture: 'et trekk som slår en brikke', last: 'det siste trekket', hint: 'det foreslåtte trekket', odds: 'sjansen for å bli slått: i denne turen eller, for brikkene til den som står for tur, i neste tur' },
  throwSaid: (who, faces) => `${who} kaster ${faces}.`,
  pickedUp: (hole, ways) => `${hole} er tatt opp; den kan flytte til ${ways.join('; ')}.`,
  way: (to, faces, capture) => `${to} med ${faces}${capture ? ' og slå en brikke' : ''}`,
  moveSaid: (from, to) => `${from} til ${to}.`,
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
  /** A die as a screen reader says it: the dal by name, else its number (never "I I I I"). */
  dieSaid: (v) => (v === 1 ? 'dal' : String(v)),
  diceLabel: (a, b) => `Terningene viser ${a} og ${b}`,
  diceIdle: 'Terningene er ikke kastet ennå',
  spent: 'brukt',
  thrownBy: (who) => `Kastet av ${who}`,
  notTarget: (from, hole, targets) => `Brikken på ${from} kan ikke flytte til ${hole} med dette kastet, bare til ${listWords(targets, 'eller')}.`,
  noMove: {
    gameOver: () => 'Spillet er slutt: ingen brikker flytter lenger.',
    noThrow: () => 'Kast terningene først.',
    noPiece: (hole) => `Det er ingen brikke på ${hole}.`,
    notYours: (hole) => `Brikken på ${hole} tilhører motparten.`,
    movedThisThrow: (hole) => `Brikken på ${hole} har allerede flyttet med dette kastet: hver brikke flytter én gang per kast.`,
    undalled: (hole) => `Brikken på ${hole} er ikke dallet: den trenger en dal (A) for å komme i gang.`,
    sternMostFirst: (hole, at) => `Bare den ikke-dallede brikken nærmest akter kan dalles: den på ${at}, ikke ${hole}.`,
    blocked: (hole, at) => `Brikken på ${hole} er sperret av din egen brikke på ${at}.`,
    otherDieUnusable: (hole) => `Brikken på ${hole} kan ikke flytte: da kunne den andre terningen ikke brukes, og begge terningene må brukes når det er mulig.`,
  },
  /** Why a Hint press gives no hint (input.js): a move or throw under way, or the board changed first. */
  noHint: {
    busy: 'Ikke noe forslag nå: et trekk er fortsatt i gang. Spør igjen når det er ditt trekk.',
    moved: 'Ikke noe forslag nå: brettet endret seg før forslaget kom. Spør igjen for brettet slik det står nå.',
  },
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
  youWin: 'Godt spilt.',
  youLose: 'Bedre lykke neste gang.',
  resigns: (loser, winner) => `${loser} gir opp. ${winner} vinner.`,
  rematch: 'Revansj',
  /** Said as a rematch against the computer starts: the sides change. */
  rematchSides: (side) => `Omkamp: du spiller ${side} denne gangen.`,
  resign: 'Gi opp',
  resignAsk: (loser, winner) => `Gi opp som ${loser}? ${winner} vinner spillet.`,
  resignYes: 'Ja, gi opp',
  resignNo: 'Spill videre',
  takeBack: 'Ta tilbake',
  takenBack: (dice) => `Tatt tilbake: du har kastet ditt ${dice} igjen. Spill det en gang til.`,
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
  targetLabel: (hole, text, capture) => `flytt til ${hole}${capture ? ' og slå brikken der' : ''} (${text})`,
  boardLabel: 'Daldøs-brett formet som en båt: baugen til venstre, akter til høyre',
  boardLabelUpright: 'Daldøs-brett formet som en båt: baugen øverst, akter nederst',
  moveLegendN: (n) =>
    `a = Lys, b = Mørk. Hull: A1–A${n} Lys' rad, M0–M${n} midten, B1–B${n} Mørks rad, talt fra baugen.`,
  showNames: 'Vis navnene på hullene',
  rulesTitle: 'Slik spiller du daldøs',
  rowName: { a: 'Lys’ hjemmerad, A', m: 'midtraden, M', b: 'Mørks hjemmerad, B' },
  keysHelp:
    'Med tastaturet: Tab tar deg til brettet og knappene. På brettet går du fra hull til hull med piltastene, Enter eller mellomromstasten tar opp en brikke og setter den på et merket hull, og Esc legger den tilbake.',
  soundHelp:
    'Lyden er av til du slår den på, av hensyn til museene og skolene som viser spillet: knappen Lyd ved siden av Kast slår den av og på, og nettleseren husker valget.',
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
    /** "Continue from here" asked again: it drops the `n` throws after the step shown. */
    continueDrop: (n) => (n === 1 ? 'Slett det senere kastet og spill videre' : `Slett de ${n} senere kastene og spill videre`),
    /** … or it leaves the game in play (a shared game shown). */
    continueLeave: 'Forlat spillet ditt og spill videre herfra',
    review: 'Gå gjennom med datamaskinen',
    reviewGame: 'Gå gjennom spillet',
    close: 'Tilbake til spillet',
    watching: 'Du ser på dette spillet: det ble sendt til deg.',
    watchingFile: 'Du ser på dette spillet, åpnet fra filen sin.',
    backToGame: 'Tilbake til spillet ditt',
    reviewTitle: 'Gjennomgang',
    reviewing: (p) => `Datamaskinen går gjennom spillet: ${p} % ferdig.`,
    reviewed: (n) => `Alle ${n} kast er gjennomgått av det sterkeste nivået. Linjen er Lys’ sjanse til å vinne etter hvert kast.`,
    takebacks: (n) => (n === 1 ? 'Et kast ble tatt tilbake én gang i dette spillet: gjennomgangen vurderer trekkene som ble stående.' : `Kast ble tatt tilbake ${n} ganger i dette spillet: gjennomgangen vurderer trekkene som ble stående.`),
    reviewFailed: (m) => `Gjennomgangen kunne ikke lages (${m}).`,
    graphLabel: (n, a) => `Lys’ sjanse til å vinne over ${n} kast; etter det siste ${a} %.`,
    graphTop: 'Lys leder',
    graphBottom: 'Mørk leder',
    costliest: (side) => `${nordicGenitive(side)} dyreste trekk`,
    noCostly: 'Ingen: hvert trekk var like godt som datamaskinens.',
    accuracy: (side, p, n) => `Presisjon for ${side}: ${p} % i ${n === 1 ? 'ett ikke-tvunget trekk' : `${n} ikke-tvungne trekk`}.`,
    accuracyHow: 'Hvert trekk teller 100 % når det er like godt som det sterkeste nivåets beste trekk, og mindre jo mer vinnersjanse det gir bort (10 poeng tapt: 64 %; 50 poeng: 9 %); en sides presisjon er gjennomsnittet over dens ikke-tvungne trekk.',
    accuracyPending: 'Presisjon: regnes ut…',
    noAccuracy: (side) => `${side} hadde bare tvungne trekk, så ${side} har ingen presisjon i dette spillet.`,
    reasons: {
      /** The pieces within reach left unnamed (the least likely), as the last of a list. */
      at: (hole, p) => `${hole} (${p} %)`,
      more: (n, hole) => (n === 1 ? `${hole} (under 1 %)` : `${n} andre (hver under 1 %)`),
      /** Said once under the reasons: what every chance in them counts (docs/rules.md, "Capture odds"). */
      chances: 'Hver sjanse er regnet ut for hele motstanderens neste tur, også det ekstra kastet etter A + A.',
      /** Said once after reasons with chances when the throw was A + A (the engine's `extraThrow`): the thrower throws again before the opponent. */
      extraThrow: 'Etter A + A kaster samme side først én gang til: hver sjanse er det motstanderen kunne gjort om den kastet som neste.',
      /** Said after reasons none of which has a measure in pieces (a dal, holes travelled): the loss lies beyond them. */
      furtherAhead: (loss) => `Neste tur viser bare dette; datamaskinen ser lenger fram og finner der de ${loss} tapte poengene.`,
      finding: 'Finner grunnene…',
      /** Said first when what the next turn shows speaks only for the play made. */
      aheadOnly: 'Ut fra det neste tur viser, ser trekket som ble spilt, bedre ut: gevinsten ved det bedre trekket viser seg først senere.',
      beyond: 'De to trekkene skiller seg ikke i noe som neste tur viser: forskjellen viser seg først senere.',
      captures: (best, missed, made, better) =>
        !made.length
          ? `Det bedre trekket ${best} slår ${pieces(missed)}; trekket som ble spilt, gjør det ikke.`
          : !better.length
            ? `Trekket som ble spilt, slår ${pieces(made)}; det bedre trekket ${best} gjør det ikke.`
            : `Det bedre trekket ${best} slår ${pieces(better)}; trekket som ble spilt, slår ${pieces(made)}.`,
      danger: (made, best, a, b) =>
        `Innenfor motstanderens rekkevidde: ${pieces(made)} etter trekket som ble spilt, ${pieces(best)} etter det bedre trekket. Sjansen for å miste minst én i neste tur: ${a} % → ${b} %.`,
      threats: (made, best, a, b) =>
        `Motstanderens brikker innenfor rekkevidde: ${pieces(made)} etter trekket som ble spilt, ${pieces(best)} etter det bedre trekket. Sjansen for å slå minst én med et kast derfra: ${a} % → ${b} %.`,
      outOfDanger: (made, best) => `Brakt i sikkerhet: ${pieces(made)} av trekket som ble spilt, ${pieces(best)} av det bedre trekket.`,
      dal: (m, b, um, ub) => `Dallede brikker: ${m} med trekket som ble spilt, ${b} med det bedre trekket; ikke-dallede brikker igjen: ${um} → ${ub}.`,
      progress: (m, b) => `Hull tilbakelagt: ${m} med trekket som ble spilt, ${b} med det bedre trekket.`,
      forMade: (s) => `Til fordel for trekket som ble spilt: ${s}`,
      retaken: (made, best, a, b) =>
        !best.length
          ? `Etter trekket som ble spilt, kan ${pieces(made)} som slo, selv bli slått i neste tur: en sjanse på ${a} %. Det bedre trekket slår ingen.`
          : !made.length
            ? `Etter det bedre trekket kan ${pieces(best)} som slo, selv bli slått i neste tur: en sjanse på ${b} %. Trekket som ble spilt, slår ingen.`
            : `En brikke som slo, kan selv bli slått i neste tur: ${pieces(made)} etter trekket som ble spilt, ${pieces(best)} etter det bedre trekket. Sjansen for det: ${a} % → ${b} %.`,
      stoodSafe: (by, from, to, p) =>
        by === 'made'
          ? `Brikken på ${from} er trygg der den står: ingen av motstanderens brikker kan nå den. Trekket som ble spilt, flytter den til ${to}, der sjansen for å miste den i neste tur er ${p} %; det bedre trekket lar den stå (0 %).`
          : `Brikken på ${from} er trygg der den står: ingen av motstanderens brikker kan nå den. Det bedre trekket flytter den til ${to}, der sjansen for å miste den i neste tur er ${p} %; trekket som ble spilt, lar den stå (0 %).`,
      placed: (from, m, a, b, bp) =>
        `Brikken på ${from}: sjansen for å miste den i neste tur er ${a} % på ${m} etter trekket som ble spilt, ${bp} % på ${b} etter det bedre trekket.`,
    },
    costlyShort: (n, faces, play, best, loss) => `Kast ${n} (${faces}): ${play} — bedre ${best} (−${loss} poeng)`,
    /** Over the reasons of the costly play chosen, under the board: `best` the better play. */
    whyBetter: (best) => `Hvorfor ${best} er bedre:`,
    costly: (c) =>
      `Kast ${c.n}: ${c.side} kastet ${c.faces} og spilte ${c.play}; bedre var ${c.best} (gylne ringer med tall). Sjanse til å vinne for ${c.side}: ${c.before} % med det bedre trekket, ${c.after} % med trekket som ble spilt, ${c.loss} poeng tapt.`,
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
      rollOff: {
        title: 'Hvem begynner: loddkastet',
        intro:
          'Du spiller Lys, de lyse brikkene; den andre spilleren er Mørk. Før første kast kaster begge spillerne begge terningene: høyeste sum begynner, og ved lik sum kaster man igjen. Trykk på Kast for å kaste om hvem som begynner.',
        done: 'Begge fikk 5 (II + III mot IIII + A), så begge kastet igjen; deretter vant Lys’ 8 over Mørks 3, og Lys begynner. Loddkastet spilles ikke: den som begynner, kaster nå igjen til første trekk.',
      },
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
        done: 'Slått! Hver brikke du slår, bringer deg nærmere seieren. Tips: slå på «Vis sjansen for å bli slått» under Innstillinger, ved siden av Kast, så viser hver brikke som kan bli slått, sjansen sin.',
      },
      sum: {
        title: 'Begge terningene på én brikke',
        intro:
          'Du kan flytte én brikke summen av begge terningene. Et samlet trekk slår bare der det ender: en brikke i hullet imellom blir hoppet over. Kast, og flytt den eneste våkne brikken din.',
        done: 'Brikken din flyttet II + IIII, seks hull, og slo på det siste.',
      },
      round: {
        title: 'Rundt baugen, inn i Mørks rad',
        intro:
          'Brikkene går rundt: langs raden din mot akter, langs midtraden mot baugen, så langs Mørks hjemmerad mot akter, inn i midtraden igjen og rundt en gang til. Sovende brikker i en hjemmerad kan bli slått. Kast, og før brikken din rundt baugen inn i Mørks rad.',
        done: 'Brikken din kom rundt baugen og slo en sovende brikke i Mørks egen rad. Mørks brikker kommer inn i raden din på samme måte: dall og flytt brikkene dine før de kommer.',
      },
      sleeper: {
        title: 'En sovende brikke kan slå',
        intro:
          'En dal flytter brikken den vekker, ett hull fram, og står det en fiendtlig brikke der, slår dallen den. Brikken din på B16 står rett foran Mørks sovende brikke på B15: nesten annethvert kast gir en dal, og Mørks våkne brikke på M8 kan bruke den andre terningen. Kast, og flytt brikken din unna.',
        done: 'Brikken din er utenfor rekkevidden til den dallen. Stopp aldri rett foran en sovende fiendtlig brikke. I Mørks hjemmerad kan bare de av Mørks brikker som fortsatt står i raden bak din, nå deg: Mørks brikker kommer aldri tilbake til sin egen rad.',
      },
      homeRow: {
        title: 'Fiendens brikker i hjemmeraden din',
        intro:
          'Mørks brikker går samme vei rundt: etter midtraden kommer de rundt baugen inn i hjemmeraden din ved A1 og går langs den mot akter, der brikkene dine sover. Mørks brikke på A6 kan lande på de sovende brikkene dine og slå dem. Kast: den våkne brikken din på A3 kan slå den.',
        done: 'Du slo Mørks brikke med III-en; IIII-en kunne ikke brukes, for dine egne brikker sperrer veien. Følg med på baugen: dall og flytt brikkene dine før Mørks kommer, og slå dem som kommer inn.',
      },
      extraThrow: {
        title: 'A + A: kast igjen',
        intro: 'Med to dal, A + A, kan du vekke to brikker (eller vekke én og flytte den videre), og etterpå kaster du igjen. Kast, flytt, og kast en gang til.',
        done: 'Etter A + A kastet du igjen. Det er den eneste måten å få et ekstra kast på.',
      },
      odds: {
        title: 'Slik leser du sjansen for å bli slått',
        intro:
          'Åpne Innstillinger ved siden av Kast, og slå på «Vis sjansen for å bli slått». Merket på brikken din på M8 er sjansen for at Mørk slår den i sin neste tur: Mørks brikke på M11 står tre hull bak den. Kast, og finn trekket som gjør sjansen minst.',
        done: 'Merkene endrer seg med hvert trekk: en brikke som er lenger foran fiendens brikker, er vanskeligere å nå. Se på merkene til brikkene dine før hvert trekk: jo høyere tall, jo større fare.',
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
    'Hver spiller begynner med en rad brikker i hjemmeraden sin i båten. Brikkene går mot akter, så langs midtraden fram mot baugen, så langs motstanderens rad, og rundt igjen.',
    'Kast de to lange terningene. En terning som viser A, er en «dal»: den vekker (daller) en av de sovende brikkene dine, som snus på langs og flytter ett hull fram. Bare dallede brikker kan flytte med II, III eller IIII; en A flytter en dallet brikke ett hull.',
    'Bruk hver terning på hver sin brikke, eller begge på én brikke, som da flytter summen. Du må bruke begge terningene hvis du kan, ellers én.',
    'Du kan aldri hoppe over eller lande på dine egne brikker. Du kan hoppe over motstanderens brikker, og lander du på en, er den slått og tas av brettet.',
    'Kaster du A + A (to dal), får du et ekstra kast.',
    'Slå alle motstanderens brikker for å vinne.',
    'Varianter, som velges under «Nytt spill»: bare brikken nærmest akter kan dalles; et samlet trekk slår også på hullet der den første terningen ender; den som bare har én brikke igjen, har tapt.',
  ],
  error: (msg) => `Noe gikk galt: ${msg}`,
  // Play a friend (features/friend.js)
  friendPlay: "Spill mot en venn",
  friendHow: "Velg brettet og siden din. Du får en lenke til vennen din, som kan spille fra en annen enhet.",
  friendCreate: "Opprett spillet",
  friendSide: "Din side",
  friendCannot: (why) => `Spillet kunne ikke opprettes: ${why}.`,
  copy: "Kopier",
  copied: "Kopiert.",
  friendQr: "QR-kode med lenken, for en telefon",
  friendLinkFor: "Lenke til vennen din (vennens plass: hold den mellom dere)",
  friendWatchLink: "Lenke for å se spillet",
  friendWatching: "Du ser på dette spillet.",
  friendYouPlay: (side) => `Du spiller ${side}.`,
  friendWaiting: "Venter på at vennen din åpner lenken…",
  friendWaitingWatch: "Venter på at begge spillerne åpner lenken sin…",
  friendYourTurn: (since) => `Din tur, siden ${since}.`,
  friendTurnOf: (side, since) => `${nordicGenitive(side)} tur, siden ${since}.`,
  friendTitleTurn: "Din tur",
  friendReconnecting: "Kobler til igjen…",
  friendMessages: "Meldinger",
  presets: { 'good-luck': "Lykke til", 'well-played': "Godt spilt", thanks: "Takk for spillet" },
  friendSaid: (side, message) => `${side}: «${message}»`,
  friendAway: (side) => `${side} er borte: motstanderens nettleser er ikke tilkoblet. Trekkene dine venter til motstanderen er tilbake.`,
  friendRematchOffer: (side) => `${side} tilbyr revansj.`,
  friendRematchOffered: (side) => `Du har tilbudt revansj. Venter på ${side}…`,
  friendRematchAccept: "Ta imot revansjen",
  friendRematchWithdraw: "Trekk tilbake tilbudet",
  friendGone: "Spillet finnes ikke på serveren: lenken kan være avkortet eller feilskrevet.",
  friendTooMany: (seconds) => `Det er nettopp opprettet for mange spill fra dette nettverket. Prøv igjen om ${seconds} sekund${seconds === 1 ? "" : "er"}.`,
  friendClosedFlood: "Serveren lukket forbindelsen: siden sendte for mange meldinger på én gang. Kobler til igjen om et halvt minutt…",
  friendClosedTooBig: "Serveren lukket forbindelsen: siden sendte en melding som var for stor. Kobler til igjen om et øyeblikk…",
  friendBadLink: "Lenken er ikke gyldig: det er ikke noe spill i den. Be om lenken igjen, eller kopier hele.",
  friendLeaveNote: "Et nytt spill forlater spillet med vennen din. Det spillet blir liggende på serveren: lenken din åpner det igjen.",
  /** Spillerens fremgang (features/progress.js), lagret på denne enheten. */
  progress: {
    open: 'Din fremgang',
    title: 'Din fremgang',
    kept: 'Lagres bare på denne enheten: ingenting sendes noe sted.',
    empty: 'Ingen partier ennå. Spill ferdig et parti mot datamaskinen, mellom to spillere på denne enheten eller med en venn på en annen enhet, så telles det her.',
    overall: (n, won, p) => `${n === 1 ? 'Ett parti' : `${n} partier`} mot datamaskinen, ${won} vunnet (${p} %).`,
    averageAccuracy: (p, n) => `Gjennomsnittlig presisjon: ${p} % over ${n === 1 ? 'ett gjennomgått parti' : `${n} gjennomgåtte partier`}.`,
    noAccuracyYet: 'Ingen presisjon ennå: hvert parti gjennomgås i bakgrunnen når det er slutt.',
    tableCaption: 'Partier mot datamaskinen',
    games: 'Partier',
    played: 'Spilt',
    won: 'Vunnet',
    accuracy: 'Presisjon',
    wonOf: (won, p) => `${won} (${p} %)`,
    all: 'Alle partier',
    by: { level: 'Etter nivå', board: 'Etter brett', variant: 'Etter variant' },
    levelRow: (name) => `Nivå ${name}`,
    standard: 'Standardregler',
    twoPlayers: (n, a, b) => `To spillere på denne enheten: ${n === 1 ? 'ett parti' : `${n} partier`}; Lys vant ${a}, Mørk ${b}.`,
    friend: (n, won) => `Med en venn på en annen enhet: ${n === 1 ? 'ett parti' : `${n} partier`}, ${won} vunnet.`,
    chartTitle: (n) => (n === 1 ? 'Presisjon i ditt siste parti' : `Presisjon i dine siste ${n} partier`),
    chartLabel: (n, won, lo, hi) => `Diagram over ${n === 1 ? 'ditt siste parti' : `dine siste ${n} partier`} mot datamaskinen: ${won} vunnet; presisjon fra ${lo} % til ${hi} %.`,
    chartLabelNone: (n, won) => `Diagram over ${n === 1 ? 'ditt siste parti' : `dine siste ${n} partier`} mot datamaskinen: ${won} vunnet; ingen gjennomgått ennå.`,
    recentTitle: 'Dine siste partier som tabell',
    level: 'Nivå',
    date: 'Dato',
    result: 'Resultat',
    resultWon: 'Vunnet',
    resultLost: 'Tapt',
    resultResigned: 'Gitt opp',
    notReviewed: 'ikke gjennomgått',
    save: 'Lagre fil med fremgang',
    openFile: 'Åpne fil med fremgang',
    clear: 'Slett fremgang',
    clearAsk: 'Slette all fremgangen din på denne enheten? Det kan ikke angres.',
    clearYes: 'Ja, slett den',
    clearNo: 'Behold den',
    cleared: 'Fremgangen din er slettet.',
    importAsk: (name, n) => `${name} inneholder ${n === 1 ? 'ett parti' : `${n} partier`}. Skal de legges til fremgangen din, eller erstatte den?`,
    importAdd: 'Legg til i min',
    importReplace: 'Erstatt min',
    imported: (name, n) => `${name} er åpnet: ${n === 1 ? 'ett parti' : `${n} partier`} telles nå.`,
    why: {
      notJson: 'det er ikke en fil med fremgang',
      newer: 'den kommer fra en nyere versjon av Daldøs',
      damaged: 'den er skadet eller endret for hånd',
    },
    fileBad: (name, why, detail) => `${name} kunne ikke åpnes: ${why} (${detail}). Fremgangen din er som før.`,
    fileTooBig: (name, kb, max) => `${name} er på ${kb} KB: en fil med fremgang er på høyst ${max} KB, så den ble ikke åpnet.`,
    unreadable: (why) => `Fremgangen som var lagret her, kunne ikke leses (${why}), så den er lagt til side, og tellingen begynner på nytt.`,
    cannotKeep: 'Fremgang kan ikke lagres her: denne nettleseren lar ikke spillet lagre noe.',
    /** The store was written by a newer version of the game (another tab): left untouched, nothing kept meanwhile. */
    newerStore: 'Fremgangen din her er skrevet av en nyere versjon av spillet (kanskje åpen i en annen fane): last inn siden på nytt for å se den. Ingenting lagres imens.',
  },
};

export default NB;
