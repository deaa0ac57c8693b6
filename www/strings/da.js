// @ts-check
// The game's words in one language (www/strings.js lists the languages
// and loads one; the keys are English's, www/strings/en.js).

import { listWords, nordicGenitive } from './words.js';

/** Hole names as the pieces on them (the review's reasons). */
const pieces = (h) => (h.length ? `${h.length === 1 ? 'brikken' : 'brikkerne'} på ${listWords(h, 'og')}` : 'ingen');
/** Danish. The game's own words: dal, at dalle (to dal), stævn and agter. */
const DA = {
  loading: 'Spillet indlæses…',
  tagline: 'Det skandinaviske terninge- og bådbrætspil',
  description: 'Daldøs, det skandinaviske terninge- og bådbrætspil, i din browser.',
  wasmBlocked:
    "Spillet kan ikke starte: sidens sikkerhedspolitik (Content-Security-Policy) blokerer WebAssembly. Siden skal tilføje 'wasm-unsafe-eval' til sin script-src.",
  cannotSave: 'Dette spil kan ikke gemmes her: det går tabt, hvis siden lukkes eller genindlæses.',
  savedElsewhere: 'Dette spil er blevet gemt i en anden fane eller et andet vindue, siden det blev åbnet her: for at bevare det gemmes træk herfra ikke.',
  takeSaved: 'Fortsæt med det gemte spil',
  engineFailed: (why) => `Computeren holdt op med at tænke (${why}). Dit spil er, som det var.`,
  tryAgain: 'Prøv igen',
  oldBrowser: (browsers, missing) => `Denne browser er for gammel til spillet (den mangler ${missing}). Det virker i ${browsers} eller nyere.`,
  engineUnavailable:
    'Computerens filer (engine/) kunne ikke hentes her, så computeren kan ikke spille eller give forslag. To spillere på samme enhed virker stadig: Nyt spil.',
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
  /** A hole's name in the review's better play (its gold ring): the move `n` of that play, from hole to hole. */
  betterStep: (n, from, to) => `Bedre spil, træk ${n}: ${from} til ${to}`,
  hintThinking: 'Tænker…',
  /** Why the hint beats the next best play (features/hint-why.js; the engine's reasons, review-words.js). */
  hintWhy: {
    versus: (other) => `Hvorfor ikke ${other}, det næstbedste?`,
    beyond: 'Det, der gør dette træk bedre, ligger ud over næste tur.',
    captures: (best, missed, made, better) =>
      !made.length ? `Dette træk slår ${pieces(missed)}; det andet gør det ikke.` : `Dette træk slår ${pieces(better)}, det andet ${pieces(made)}.`,
    danger: (made, best, a, b) =>
      `Inden for modstanderens rækkevidde: ${pieces(best)} i stedet for ${pieces(made)}; chancen for at miste mindst én i næste tur: ${b} % i stedet for ${a} %.`,
    threats: (made, best, a, b) =>
      `Modstanderens brikker inden for din rækkevidde: ${pieces(best)} i stedet for ${pieces(made)}; chancen for at slå mindst én med et kast derfra: ${b} % i stedet for ${a} %.`,
    retaken: (made, best, a, b) =>
      !best.length
        ? `Det andet træk slår, men ${pieces(made)}, der slog, kan selv blive slået i næste tur (${a} %); dette træk slår ingen.`
        : !made.length
          ? `Dette træk slår, men ${pieces(best)}, der slog, kan selv blive slået i næste tur (${b} %); det andet slår ingen.`
          : `En brik, der slog, kan selv blive slået i næste tur: ${pieces(best)} med ${b} % i stedet for ${pieces(made)} med ${a} %.`,
    stoodSafe: (by, from, to, p) =>
      by === 'made'
        ? `Brikken på ${from} er i sikkerhed, hvor den står: det andet træk flytter den til ${to}, hvor den kan blive slået i næste tur (${p} %); dette træk lader den stå (0 %).`
        : `Brikken på ${from} er i sikkerhed, hvor den står: dette træk flytter den til ${to}, hvor den kan blive slået i næste tur (${p} %); det andet lader den stå (0 %).`,
    placed: (from, m, a, b, bp) => `Brikken på ${from} kan gå tabt i næste tur: ${bp} % på ${b} efter dette træk i stedet for ${a} % på ${m} efter det andet.`,
  },
  hintPlay: (play) => `Forslag: ${play}`,
  hintHow: (steps) =>
    steps > 1
      ? 'Guldringene viser det foreslåede træk: først fra ringen mærket 1 til ringen mærket 1→, derefter fra 2 til 2→.'
      : 'Guldringene viser det foreslåede træk: fra ringen mærket 1 til ringen mærket 1→.',
  winChances: (first, a, second, b) => `Chancer for at vinde: ${first} ${a} % · ${second} ${b} %.`,
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
  earlierMoves: (n) => `Vis ${n} tidligere træk`,
  menu: {
    open: 'Indstillinger',
    title: 'Indstillinger',
    pace: 'Animationer',
    paces: { off: 'Fra', fast: 'Hurtige', normal: 'Normale' },
    throwForMe: 'Kast for mig',
    forcedForMe: 'Spil tvungne træk for mig',
    thrownForYou: 'Kastet for dig.',
    forcedPlayed: 'Det eneste mulige træk, spillet for dig.',
  },
  showNotation: 'Vis notation',
  showArrows: 'Vis hvilken vej brikkerne går',
  showOdds: 'Vis chancen for at blive slået',
  sound: 'Lyd',
  percent: (n) => `${n} %`,
  oddsUnderOne: 'under 1 %',
  oddsOver99: 'over 99 %',
  oddsThisTurn: (p) => `${p} chance for at blive slået i denne tur`,
  oddsNextTurn: (p) => `${p} chance for at blive slået i næste tur`,
  hintRisk: (hole, p) => `Dette træk efterlader din brik på ${hole} med ${p} chance for at blive slået.`,
  hintSafe: 'Dette træk efterlader ingen af dine brikker, hvor de kan blive slået i næste tur.',
  oddsWorking: 'Regner chancerne ud…',
  oddsFailed: 'Chancerne for at blive slået kunne ikke regnes ud: computerens motor stoppede.',
  saveFile: 'Gem spilfil',
  openFile: 'Åbn spilfil',
  shareLink: 'Del link',
  linkCopied: 'Linket er kopieret: den, der åbner det, ser dette spil.',
  copyLinkByHand: 'Kopiér dette link for at dele spillet:',
  sharedShown: 'Et delt spil, i genspillet: gå det igennem, eller spil videre fra et hvilket som helst trin. Tilbage til spillet fører dig til dit eget.',
  sharedBad: {
    incomplete: 'Linket til et delt spil er afkortet: kopiér det hele, og åbn det igen.',
    damaged: 'Linket til et delt spil er beskadiget og kan ikke vises.',
    newer: 'Linket til et delt spil kommer fra en nyere udgave af Daldøs og kan ikke vises her.',
  },
  sharedGoesOn: 'Dit spil fortsætter, som det var.',
  fileOpened: (n) => `${n} er åbnet, i genspillet: gå det igennem, eller spil videre fra et hvilket som helst trin.`,
  openAsk: (what) => `Dit spil er i gang. Åbn ${what}? Dit spil gemmes: Tilbage til dit spil henter det igen.`,
  openYes: 'Åbn det',
  openNo: 'Spil videre',
  openKept: 'Dit spil fortsætter; intet blev åbnet.',
  backNote: 'Dit spil er tilbage, som du forlod det.',
  thisLink: 'spillet fra dette link',
  fileBad: (n, m) => `${n} kunne ikke åbnes (${m}). Dit spil fortsætter, som det var.`,
  fileTooBig: (n, kb, max) => `${n} fylder ${kb} KB: en spilfil er højst ${max} KB, så den blev ikke åbnet. Dit spil fortsætter, som det var.`,
  fileEmpty: 'den er tom: ikke et spilreferat',
  fileBusy: 'En anden fil er ved at blive åbnet: én ad gangen.',
  legendTitle: 'Hvad mærkerne betyder',
  legend: { movable: 'en brik, der kan flyttes', selected: 'den valgte brik', die: 'hvor den kan flyttes hen med én terning', sum: 'hvor den kan flyttes hen med begge terninger', capture: 'et træk, der slår en brik', last: 'det sidste træk', hint: 'det foreslåede træk', odds: 'chancen for at blive slået: i denne tur eller, for brikkerne hos den, der står for tur, i næste tur' },
  throwSaid: (who, faces) => `${who} kaster ${faces}.`,
  pickedUp: (hole, ways) => `${hole} er taget op; den kan flytte til ${ways.join('; ')}.`,
  way: (to, faces, capture) => `${to} med ${faces}${capture ? ' og slå en brik' : ''}`,
  moveSaid: (from, to) => `${from} til ${to}.`,
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
  /** A die as a screen reader says it: the dal by name, else its number (never "I I I I"). */
  dieSaid: (v) => (v === 1 ? 'dal' : String(v)),
  diceLabel: (a, b) => `Terningerne viser ${a} og ${b}`,
  diceIdle: 'Terningerne er ikke kastet endnu',
  spent: 'brugt',
  thrownBy: (who) => `Kastet af ${who}`,
  notTarget: (from, hole, targets) => `Brikken på ${from} kan ikke flytte til ${hole} med dette kast, kun til ${listWords(targets, 'eller')}.`,
  noMove: {
    gameOver: () => 'Spillet er slut: ingen brikker flytter mere.',
    noThrow: () => 'Kast terningerne først.',
    noPiece: (hole) => `Der er ingen brik på ${hole}.`,
    notYours: (hole) => `Brikken på ${hole} tilhører modparten.`,
    movedThisThrow: (hole) => `Brikken på ${hole} har allerede flyttet med dette kast: hver brik flytter én gang pr. kast.`,
    undalled: (hole) => `Brikken på ${hole} er ikke dallet: den skal have en dal (A) for at komme i gang.`,
    sternMostFirst: (hole, at) => `Kun den ikke-dallede brik nærmest agter må dalles: den på ${at}, ikke ${hole}.`,
    blocked: (hole, at) => `Brikken på ${hole} er spærret af din egen brik på ${at}.`,
    otherDieUnusable: (hole) => `Brikken på ${hole} kan ikke flytte: så kunne den anden terning ikke bruges, og begge terninger skal bruges, når det er muligt.`,
  },
  /** Why a Hint press gives no hint (input.js): a move or throw under way, or the board changed first. */
  noHint: {
    busy: 'Intet forslag lige nu: et træk er stadig i gang. Spørg igen, når det er dit træk.',
    moved: 'Intet forslag lige nu: brættet ændrede sig, før forslaget kom. Spørg igen for brættet, som det står nu.',
  },
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
  youWin: 'Godt spillet.',
  youLose: 'Bedre held næste gang.',
  resigns: (loser, winner) => `${loser} opgiver. ${winner} vinder.`,
  rematch: 'Omkamp',
  /** Said as a rematch against the computer starts: the sides change. */
  rematchSides: (side) => `Omkamp: du spiller ${side} denne gang.`,
  resign: 'Opgiv',
  resignAsk: (loser, winner) => `Opgive som ${loser}? ${winner} vinder spillet.`,
  resignYes: 'Ja, opgiv',
  resignNo: 'Spil videre',
  takeBack: 'Tag tilbage',
  takenBack: (dice) => `Taget tilbage: du har dit kast ${dice} igen. Spil det en gang til.`,
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
  targetLabel: (hole, text, capture) => `flyt til ${hole}${capture ? ' og slå brikken der' : ''} (${text})`,
  boardLabel: 'Daldøs-bræt formet som en båd: stævnen til venstre, agter til højre',
  boardLabelUpright: 'Daldøs-bræt formet som en båd: stævnen øverst, agter nederst',
  moveLegendN: (n) =>
    `a = Lys, b = Mørk. Huller: A1–A${n} Lys' række, M0–M${n} midten, B1–B${n} Mørks række, talt fra stævnen.`,
  showNames: 'Vis hullernes navne',
  rulesTitle: 'Sådan spiller man daldøs',
  rowName: { a: 'Lys’ hjemmerække, A', m: 'midterrækken, M', b: 'Mørks hjemmerække, B' },
  keysHelp:
    'Med tastaturet: Tab fører til brættet og knapperne. På brættet går du fra hul til hul med piletasterne, Enter eller mellemrumstasten tager en brik op og sætter den på et markeret hul, og Esc lægger den tilbage.',
  soundHelp:
    'Lyden er slået fra, til du slår den til, af hensyn til de museer og skoler, der viser spillet: knappen Lyd ved siden af Kast slår den til og fra, og browseren husker valget.',
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
    /** "Continue from here" asked again: it drops the `n` throws after the step shown. */
    continueDrop: (n) => (n === 1 ? 'Slet det senere kast og spil videre' : `Slet de ${n} senere kast og spil videre`),
    /** … or it leaves the game in play (a shared game shown). */
    continueLeave: 'Forlad dit spil og spil videre herfra',
    review: 'Gennemgå med computeren',
    reviewGame: 'Gennemgå spillet',
    close: 'Tilbage til spillet',
    watching: 'Du ser dette spil: det blev sendt til dig.',
    watchingFile: 'Du ser dette spil, åbnet fra dets fil.',
    backToGame: 'Tilbage til dit spil',
    reviewTitle: 'Gennemgang',
    reviewing: (p) => `Computeren gennemgår spillet: ${p} % færdigt.`,
    reviewed: (n) => `Alle ${n} kast er gennemgået af det stærkeste niveau. Linjen er Lys’ chance for at vinde efter hvert kast.`,
    takebacks: (n) => (n === 1 ? 'Et kast blev taget tilbage én gang i dette spil: gennemgangen bedømmer de træk, der blev stående.' : `Kast blev taget tilbage ${n} gange i dette spil: gennemgangen bedømmer de træk, der blev stående.`),
    reviewFailed: (m) => `Gennemgangen kunne ikke laves (${m}).`,
    graphLabel: (n, a) => `Lys’ chance for at vinde over ${n} kast; efter det sidste ${a} %.`,
    graphTop: 'Lys fører',
    graphBottom: 'Mørk fører',
    costliest: (side) => `De dyreste træk for ${side}`,
    noCostly: 'Ingen: hvert træk var lige så godt som computerens.',
    accuracy: (side, p, n) => `Præcision for ${side}: ${p} % i ${n === 1 ? 'ét ikke-tvunget træk' : `${n} ikke-tvungne træk`}.`,
    accuracyHow: 'Hvert træk tæller 100 %, når det er lige så godt som det stærkeste niveaus bedste træk, og mindre jo mere vinderchance det giver bort (10 point tabt: 64 %; 50 point: 9 %); en sides præcision er gennemsnittet over dens ikke-tvungne træk.',
    accuracyPending: 'Præcision: regnes ud…',
    noAccuracy: (side) => `${side} havde kun tvungne træk, så ${side} har ingen præcision i dette spil.`,
    reasons: {
      /** The pieces within reach left unnamed (the least likely), as the last of a list. */
      at: (hole, p) => `${hole} (${p} %)`,
      more: (n, hole) => (n === 1 ? `${hole} (under 1 %)` : `${n} andre (hver under 1 %)`),
      /** Said once under the reasons: what every chance in them counts (docs/rules.md, "Capture odds"). */
      chances: 'Hver chance er regnet ud for hele modstanderens næste tur, også det ekstra kast efter A + A.',
      /** Said once after reasons with chances when the throw was A + A (the engine's `extraThrow`): the thrower throws again before the opponent. */
      extraThrow: 'Efter A + A kaster den samme side først igen: hver chance er, hvad modstanderen kunne gøre, hvis den kastede som den næste.',
      /** Said after reasons none of which has a measure in pieces (a dal, holes travelled): the loss lies beyond them. */
      furtherAhead: (loss) => `Næste tur viser kun dette; computeren ser længere frem og finder dér de ${loss} tabte point.`,
      finding: 'Finder grundene…',
      /** Said first when what the next turn shows speaks only for the play made. */
      aheadOnly: 'Ud fra det, næste tur viser, ser det spillede træk bedre ud: det bedre træks gevinst viser sig først senere.',
      beyond: 'De to træk adskiller sig ikke i noget, som næste tur viser: forskellen viser sig først senere.',
      captures: (best, missed, made, better) =>
        !made.length
          ? `Det bedre træk ${best} slår ${pieces(missed)}; det spillede træk gør det ikke.`
          : !better.length
            ? `Det spillede træk slår ${pieces(made)}; det bedre træk ${best} gør det ikke.`
            : `Det bedre træk ${best} slår ${pieces(better)}; det spillede træk slår ${pieces(made)}.`,
      danger: (made, best, a, b) =>
        `Inden for modstanderens rækkevidde: ${pieces(made)} efter det spillede træk, ${pieces(best)} efter det bedre træk. Chancen for at miste mindst én i næste tur: ${a} % → ${b} %.`,
      threats: (made, best, a, b) =>
        `Modstanderens brikker inden for rækkevidde: ${pieces(made)} efter det spillede træk, ${pieces(best)} efter det bedre træk. Chancen for at slå mindst én med et kast derfra: ${a} % → ${b} %.`,
      outOfDanger: (made, best) => `Bragt i sikkerhed: ${pieces(made)} af det spillede træk, ${pieces(best)} af det bedre træk.`,
      dal: (m, b, um, ub) => `Dallede brikker: ${m} med det spillede træk, ${b} med det bedre træk; ikke-dallede brikker tilbage: ${um} → ${ub}.`,
      progress: (m, b) => `Huller tilbagelagt: ${m} med det spillede træk, ${b} med det bedre træk.`,
      forMade: (s) => `Til fordel for det spillede træk: ${s}`,
      retaken: (made, best, a, b) =>
        !best.length
          ? `Efter det spillede træk kan ${pieces(made)}, der slog, selv blive slået i næste tur: en chance på ${a} %. Det bedre træk slår ingen.`
          : !made.length
            ? `Efter det bedre træk kan ${pieces(best)}, der slog, selv blive slået i næste tur: en chance på ${b} %. Det spillede træk slår ingen.`
            : `En brik, der slog, kan selv blive slået i næste tur: ${pieces(made)} efter det spillede træk, ${pieces(best)} efter det bedre træk. Chancen for det: ${a} % → ${b} %.`,
      stoodSafe: (by, from, to, p) =>
        by === 'made'
          ? `Brikken på ${from} er i sikkerhed, hvor den står: ingen af modstanderens brikker kan nå den. Det spillede træk flytter den til ${to}, hvor chancen for at miste den i næste tur er ${p} %; det bedre træk lader den stå (0 %).`
          : `Brikken på ${from} er i sikkerhed, hvor den står: ingen af modstanderens brikker kan nå den. Det bedre træk flytter den til ${to}, hvor chancen for at miste den i næste tur er ${p} %; det spillede træk lader den stå (0 %).`,
      placed: (from, m, a, b, bp) =>
        `Brikken på ${from}: chancen for at miste den i næste tur er ${a} % på ${m} efter det spillede træk, ${bp} % på ${b} efter det bedre træk.`,
    },
    costlyShort: (n, faces, play, best, loss) => `Kast ${n} (${faces}): ${play} — bedre ${best} (−${loss} point)`,
    /** Over the reasons of the costly play chosen, under the board: `best` the better play. */
    whyBetter: (best) => `Hvorfor ${best} er bedre:`,
    costly: (c) =>
      `Kast ${c.n}: ${c.side} kastede ${c.faces} og spillede ${c.play}; bedre var ${c.best} (gyldne ringe med numre). Chance for at vinde for ${c.side}: ${c.before} % med det bedre træk, ${c.after} % med det spillede træk, ${c.loss} point tabt.`,
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
      rollOff: {
        title: 'Hvem begynder: lodkastet',
        intro:
          'Du spiller Lys, de lyse brikker; den anden spiller er Mørk. Før første kast kaster begge spillere begge terninger: den højeste sum begynder, og ved lige summer kaster man igen. Tryk på Kast for at kaste om, hvem der begynder.',
        done: 'Begge kastede 5 (II + III mod IIII + A), så de kastede igen; derefter vandt Lys’ 8 over Mørks 3, og Lys begynder. Lodkastet spilles ikke: den, der begynder, kaster nu igen til første træk.',
      },
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
        done: 'Slået! Hver brik, du slår, bringer dig tættere på sejren. Tip: slå „Vis chancen for at blive slået“ til under Indstillinger, ved siden af Kast, så viser hver brik, der kan blive slået, sin chance.',
      },
      sum: {
        title: 'Begge terninger på én brik',
        intro:
          'Du må flytte én brik summen af begge terninger. Et samlet træk slår kun der, hvor det ender: en brik i hullet imellem bliver sprunget over. Kast, og flyt din eneste vågne brik.',
        done: 'Din brik flyttede II + IIII, seks huller, og slog på det sidste.',
      },
      round: {
        title: 'Rundt om stævnen, ind i Mørks række',
        intro:
          'Brikkerne går rundt: ad din række mod agter, ad midterrækken mod stævnen, så ad Mørks hjemmerække mod agter, ind i midterrækken igen og rundt en gang til. Sovende brikker i en hjemmerække kan blive slået. Kast, og før din brik rundt om stævnen ind i Mørks række.',
        done: 'Din brik kom rundt om stævnen og slog en sovende brik i Mørks egen række. Mørks brikker kommer ind i din række på samme måde: dal og flyt dine brikker, før de når frem.',
      },
      sleeper: {
        title: 'En sovende brik kan slå',
        intro:
          'En dal rykker brikken, den vækker, ét hul frem, og står der en fjendtlig brik, slår dallen den. Din brik på B16 står lige foran Mørks sovende brik på B15: næsten hvert andet kast giver en dal, og Mørks vågne brik på M8 kan bruge den anden terning. Kast, og flyt din brik væk.',
        done: 'Din brik er uden for dallens rækkevidde. Stop aldrig lige foran en sovende fjendtlig brik. I Mørks hjemmerække kan kun de af Mørks brikker, der stadig står i rækken bag din, nå dig: Mørks brikker kommer aldrig tilbage til deres egen række.',
      },
      homeRow: {
        title: 'Fjendens brikker i din hjemmerække',
        intro:
          'Mørks brikker går samme vej rundt: efter midterrækken kommer de rundt om stævnen ind i din hjemmerække ved A1 og går ad den mod agter, hvor dine brikker sover. Mørks brik på A6 kan lande på dine sovende brikker og slå dem. Kast: din vågne brik på A3 kan slå den.',
        done: 'Du slog Mørks brik med III’eren; IIII’eren kunne ikke bruges, for dine egne brikker spærrer vejen. Hold øje med stævnen: dal og flyt dine brikker, før Mørks kommer, og slå dem, der kommer ind.',
      },
      extraThrow: {
        title: 'A + A: kast igen',
        intro: 'Med to dal, A + A, kan du vække to brikker (eller vække én og flytte den videre), og bagefter kaster du igen. Kast, flyt, og kast en gang til.',
        done: 'Efter A + A kastede du igen. Det er den eneste måde at få et ekstra kast på.',
      },
      odds: {
        title: 'Sådan læser du chancen for at blive slået',
        intro:
          'Åbn Indstillinger ved siden af Kast, og slå “Vis chancen for at blive slået” til. Mærket på din brik på M8 er chancen for, at Mørk slår den i sin næste tur: Mørks brik på M11 står tre huller bag den. Kast, og find det træk, der gør chancen mindst.',
        done: 'Mærkerne skifter ved hvert træk: en brik, der er længere foran fjendens brikker, er sværere at nå. Se på dine brikkers mærker før hvert træk: jo højere tal, jo større fare.',
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
    'Hver spiller begynder med en række brikker i sin hjemmerække i båden. Brikkerne går mod agter, så ad midterrækken frem mod stævnen, så ad modstanderens række, og rundt igen.',
    'Kast de to lange terninger. En terning, der viser A, er en „dal“: den vækker (daller) en af dine sovende brikker, som vendes på langs af rækken og rykker ét hul frem. Kun dallede brikker kan flytte med II, III eller IIII; en A flytter en dallet brik ét hul.',
    'Brug terningerne på hver sin brik, eller begge terninger på én brik, som så flytter summen. Du skal bruge begge terninger, hvis du kan, ellers én.',
    'Du må aldrig springe over eller lande på dine egne brikker. Du må springe over modstanderens brikker, og lander du på en, er den slået og tages af brættet.',
    'Kaster du A + A (to dal), får du et ekstra kast.',
    'Slå alle modstanderens brikker for at vinde.',
    'Varianter, som vælges under „Nyt spil“: kun brikken nærmest agter må dalles; et samlet træk slår også på hullet, hvor den første terning ender; den, der kun har én brik tilbage, har tabt.',
  ],
  error: (msg) => `Noget gik galt: ${msg}`,
  // Play a friend (features/friend.js)
  friendPlay: "Spil mod en ven",
  friendHow: "Vælg brættet og din side. Du får et link til din ven, som kan spille fra en anden enhed.",
  friendCreate: "Opret spillet",
  friendSide: "Din side",
  friendCannot: (why) => `Spillet kunne ikke oprettes: ${why}.`,
  copy: "Kopiér",
  copied: "Kopieret.",
  friendQr: "QR-kode med linket, til en telefon",
  friendLinkFor: "Link til din ven (vennens plads: hold det mellem jer)",
  friendWatchLink: "Link til at se spillet",
  friendWatching: "Du ser dette spil.",
  friendYouPlay: (side) => `Du spiller ${side}.`,
  friendWaiting: "Venter på, at din ven åbner linket…",
  friendWaitingWatch: "Venter på, at begge spillere åbner deres link…",
  friendYourTurn: (since) => `Din tur, siden ${since}.`,
  friendTurnOf: (side, since) => `${nordicGenitive(side)} tur, siden ${since}.`,
  friendTitleTurn: "Din tur",
  friendReconnecting: "Forbinder igen…",
  friendMessages: "Beskeder",
  presets: { 'good-luck': "Held og lykke", 'well-played': "Godt spillet", thanks: "Tak for spillet" },
  friendSaid: (side, message) => `${side}: „${message}“`,
  friendAway: (side) => `${side} er væk: modstanderens browser er ikke forbundet. Dine træk venter, til modstanderen er tilbage.`,
  friendRematchOffer: (side) => `${side} tilbyder en omkamp.`,
  friendRematchOffered: (side) => `Du har tilbudt en omkamp. Venter på ${side}…`,
  friendRematchAccept: "Tag imod omkampen",
  friendRematchWithdraw: "Træk tilbuddet tilbage",
  friendGone: "Spillet findes ikke på serveren: linket er måske afkortet eller skrevet forkert.",
  friendTooMany: (seconds) => `Der er lige oprettet for mange spil fra dette netværk. Prøv igen om ${seconds} sekund${seconds === 1 ? "" : "er"}.`,
  friendClosedFlood: "Serveren lukkede forbindelsen: siden sendte for mange beskeder på én gang. Forbinder igen om et halvt minut…",
  friendClosedTooBig: "Serveren lukkede forbindelsen: siden sendte en besked, der var for stor. Forbinder igen om et øjeblik…",
  friendBadLink: "Linket er ikke gyldigt: der er intet spil i det. Bed om linket igen, eller kopiér det hele.",
  friendLeaveNote: "Et nyt spil forlader spillet med din ven. Det spil bliver på serveren: dit link åbner det igen.",
  /** Spillerens fremskridt (features/progress.js), gemt på denne enhed. */
  progress: {
    open: 'Dine fremskridt',
    title: 'Dine fremskridt',
    kept: 'Gemmes kun på denne enhed: intet sendes nogen steder hen.',
    empty: 'Ingen spil endnu. Spil et spil færdigt mod computeren, mellem to spillere på denne enhed eller med en ven på en anden enhed, så tælles det med her.',
    overall: (n, won, p) => `${n === 1 ? 'Et spil' : `${n} spil`} mod computeren, ${won} vundet (${p} %).`,
    averageAccuracy: (p, n) => `Gennemsnitlig præcision: ${p} % over ${n === 1 ? 'et gennemgået spil' : `${n} gennemgåede spil`}.`,
    noAccuracyYet: 'Ingen præcision endnu: hvert spil gennemgås i baggrunden, når det er slut.',
    tableCaption: 'Spil mod computeren',
    games: 'Spil',
    played: 'Spillede',
    won: 'Vundne',
    accuracy: 'Præcision',
    wonOf: (won, p) => `${won} (${p} %)`,
    all: 'Alle spil',
    by: { level: 'Efter niveau', board: 'Efter bræt', variant: 'Efter variant' },
    levelRow: (name) => `Niveau ${name}`,
    standard: 'Standardregler',
    twoPlayers: (n, a, b) => `To spillere på denne enhed: ${n === 1 ? 'et spil' : `${n} spil`}; Lys vandt ${a}, Mørk ${b}.`,
    friend: (n, won) => `Med en ven på en anden enhed: ${n === 1 ? 'et spil' : `${n} spil`}, ${won} vundet.`,
    chartTitle: (n) => (n === 1 ? 'Præcision i dit seneste spil' : `Præcision i dine seneste ${n} spil`),
    chartLabel: (n, won, lo, hi) => `Diagram over ${n === 1 ? 'dit seneste spil' : `dine seneste ${n} spil`} mod computeren: ${won} vundet; præcision fra ${lo} % til ${hi} %.`,
    chartLabelNone: (n, won) => `Diagram over ${n === 1 ? 'dit seneste spil' : `dine seneste ${n} spil`} mod computeren: ${won} vundet; ingen gennemgået endnu.`,
    recentTitle: 'Dine seneste spil som tabel',
    level: 'Niveau',
    date: 'Dato',
    result: 'Resultat',
    resultWon: 'Vundet',
    resultLost: 'Tabt',
    resultResigned: 'Opgivet',
    notReviewed: 'ikke gennemgået',
    save: 'Gem fil med fremskridt',
    openFile: 'Åbn fil med fremskridt',
    clear: 'Slet fremskridt',
    clearAsk: 'Slette alle dine fremskridt på denne enhed? Det kan ikke fortrydes.',
    clearYes: 'Ja, slet dem',
    clearNo: 'Behold dem',
    cleared: 'Dine fremskridt er slettet.',
    importAsk: (name, n) => `${name} indeholder ${n === 1 ? 'et spil' : `${n} spil`}. Skal de lægges til dine fremskridt eller erstatte dem?`,
    importAdd: 'Føj til mine',
    importReplace: 'Erstat mine',
    imported: (name, n) => `${name} er åbnet: ${n === 1 ? 'et spil' : `${n} spil`} tælles nu med.`,
    why: {
      notJson: 'det er ikke en fil med fremskridt',
      newer: 'den stammer fra en nyere udgave af Daldøs',
      damaged: 'den er beskadiget eller ændret i hånden',
    },
    fileBad: (name, why, detail) => `${name} kunne ikke åbnes: ${why} (${detail}). Dine fremskridt er som før.`,
    fileTooBig: (name, kb, max) => `${name} fylder ${kb} KB: en fil med fremskridt må højst fylde ${max} KB, så den blev ikke åbnet.`,
    unreadable: (why) => `De fremskridt, der var gemt her, kunne ikke læses (${why}), så de er lagt til side, og optællingen begynder forfra.`,
    cannotKeep: 'Fremskridt kan ikke gemmes her: denne browser lader ikke spillet gemme noget.',
    /** The store was written by a newer version of the game (another tab): left untouched, nothing kept meanwhile. */
    newerStore: 'Dine fremskridt her er skrevet af en nyere udgave af spillet (måske åben i en anden fane): genindlæs siden for at se dem. Intet gemmes imens.',
  },
};

export default DA;
