// @ts-check
// The game's words in one language (www/strings.js lists the languages
// and loads one; the keys are English's, www/strings/en.js).
import { listWords } from './words.js';

/** `name` ("Chiaro", "Scuro", maybe followed by " (tu)") with the article
 * or preposition it takes in Italian: `il` before Chiaro, `lo` before Scuro
 * (as chess says "il Bianco"), e.g. itWith('Scuro', 'del', 'dello'). */
const itWith = (name, beforeChiaro, beforeScuro) => `${name.startsWith('Scuro') ? beforeScuro : beforeChiaro} ${name}`;

/** A time ("14:03") or a date and time ("2 dic 2026, 14:03") since when. */
const dalle = (since) => (/^\d{1,2}:\d{2}$/.test(since) ? `dalle ${since}` : `dal ${since}`);

/** A percentage `p` as shown ("8,0", "0,9", "< 0,1") after the article or
 * preposition `a` ('il', 'del', 'dal', 'al', 'con il'), elided or not as
 * the number is read: "l’8,0 %", "dell’11 %", "dello 0,9 %", "il 5 %";
 * before "<" or ">" the bare preposition ("di < 0,1 %": "di meno di"). */
const withPct = (a, p) => {
  const forms = {
    il: ['il ', 'l’', 'lo ', ''],
    del: ['del ', 'dell’', 'dello ', 'di '],
    dal: ['dal ', 'dall’', 'dallo ', 'da '],
    al: ['al ', 'all’', 'allo ', 'a '],
    'con il': ['con il ', 'con l’', 'con lo ', 'con '],
  }[a];
  const form = /^[<>]/.test(p) ? forms[3] : /^0/.test(p) ? forms[2] : /^(1|11|8\d?)(,|$)/.test(p) ? forms[1] : forms[0];
  return `${form}${p}`;
};
/** Hole names as the pieces on them (the review's reasons). */
const pieces = (h) => (h.length ? `${h.length === 1 ? 'la pedina' : 'le pedine'} in ${listWords(h, 'e')}` : 'nessuna');
/** The pieces that captured, for "ricatturare". */
const capturer = (h) => `${pieces(h)} che ${h.length === 1 ? 'ha catturato' : 'hanno catturato'}`;
/** Italian. The game's own words, as in the Italian source: dal, prua and
 * poppa. The sides are "il Chiaro" and "lo Scuro" in sentences. */
const IT = {
  loading: 'Caricamento del gioco…',
  tagline: 'Il gioco scandinavo di dadi su un tavoliere a forma di barca',
  description: 'Daldøs, il gioco scandinavo di dadi su un tavoliere a forma di barca, nel tuo browser.',
  wasmBlocked:
    "Il gioco non può partire: la politica di sicurezza del sito (Content-Security-Policy) blocca WebAssembly. Il sito deve aggiungere 'wasm-unsafe-eval' al suo script-src.",
  cannotSave: 'Questa partita non può essere salvata qui: va persa se la pagina viene chiusa o ricaricata.',
  savedElsewhere: 'Questa partita è stata salvata in un\'altra scheda o finestra da quando è stata aperta qui: per conservare quella, le mosse fatte qui non vengono salvate.',
  takeSaved: 'Continua la partita salvata',
  engineFailed: (why) => `Il computer ha smesso di pensare (${why}). La tua partita è com'era.`,
  tryAgain: 'Riprova',
  oldBrowser: (browsers, missing) => `Questo browser è troppo vecchio per il gioco (gli manca ${missing}). Funziona con ${browsers} o successivi.`,
  engineUnavailable:
    'Non è stato possibile caricare qui i file del computer (engine/): il computer non può giocare né dare suggerimenti. La modalità a due giocatori sullo stesso dispositivo funziona ancora: Nuova partita.',
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
  /** A hole's name in the review's better play (its gold ring): the move `n` of that play, from hole to hole. */
  betterStep: (n, from, to) => `Mossa migliore, passo ${n}: da ${from} a ${to}`,
  hintThinking: 'Sto pensando…',
  /** Why the hint beats the next best play (features/hint-why.js; the engine's reasons, review-words.js). */
  hintWhy: {
    versus: (other) => `Perché non ${other}, la seconda migliore?`,
    beyond: 'Ciò che rende migliore questa mossa sta oltre il turno successivo.',
    captures: (best, missed, made, better) =>
      !made.length ? `Questa mossa cattura ${pieces(missed)}; quella no.` : `Questa mossa cattura ${pieces(better)}, quella ${pieces(made)}.`,
    danger: (made, best, a, b) =>
      `A portata dell’avversario: ${pieces(best)} anziché ${pieces(made)}; probabilità di perderne almeno una al turno successivo: ${b} % anziché ${a} %.`,
    threats: (made, best, a, b) =>
      `Pedine avversarie alla tua portata: ${pieces(best)} anziché ${pieces(made)}; probabilità di catturarne almeno una con un lancio da lì: ${b} % anziché ${a} %.`,
    retaken: (made, best, a, b) =>
      !best.length
        ? `Quella mossa cattura, ma al turno successivo l’avversario può ricatturare ${capturer(made)} (${a} %); questa non cattura nulla.`
        : !made.length
          ? `Questa mossa cattura, ma al turno successivo l’avversario può ricatturare ${capturer(best)} (${b} %); quella non cattura nulla.`
          : `L’avversario può ricatturare al turno successivo: ${capturer(best)} ${withPct('con il', b)} %, anziché ${capturer(made)} ${withPct('con il', a)} %.`,
    stoodSafe: (by, from, to, p) =>
      by === 'made'
        ? `La pedina in ${from} è al sicuro dove sta: quella mossa la porta in ${to}, dove può essere catturata al turno successivo (${p} %); questa la lascia dov’è (0 %).`
        : `La pedina in ${from} è al sicuro dove sta: questa mossa la porta in ${to}, dove può essere catturata al turno successivo (${p} %); quella la lascia dov’è (0 %).`,
    placed: (from, m, a, b, bp) => `La pedina in ${from} può essere persa al turno successivo: ${withPct('il', bp)} % in ${b} con questa mossa invece ${withPct('del', a)} % in ${m} con quella.`,
  },
  hintPlay: (play) => `Suggerimento: ${play}`,
  hintHow: (steps) =>
    steps > 1
      ? 'Gli anelli dorati mostrano la mossa suggerita: prima dall’anello segnato 1 a quello segnato 1→, poi dal 2 al 2→.'
      : 'Gli anelli dorati mostrano la mossa suggerita: dall’anello segnato 1 a quello segnato 1→.',
  winChances: (first, a, second, b) => `Probabilità di vincere: ${first} ${a} % · ${second} ${b} %.`,
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
  earlierMoves: (n) => (n === 1 ? 'Mostra 1 mossa precedente' : `Mostra ${n} mosse precedenti`),
  menu: {
    open: 'Impostazioni',
    title: 'Impostazioni',
    pace: 'Animazioni',
    paces: { off: 'No', fast: 'Rapide', normal: 'Normali' },
    throwForMe: 'Lancia per me',
    forcedForMe: 'Gioca per me le mosse obbligate',
    thrownForYou: 'Lanciato al posto tuo.',
    forcedPlayed: 'L’unica mossa possibile, fatta al posto tuo.',
  },
  showNotation: 'Mostra la notazione',
  showArrows: 'Mostra in che direzione vanno le pedine',
  showOdds: 'Mostra le probabilità di cattura',
  sound: 'Suono',
  percent: (n) => `${n} %`,
  oddsUnderOne: 'meno dell’1 %',
  oddsOver99: 'più del 99 %',
  oddsThisTurn: (p) => `${p} di probabilità di essere catturata in questo turno`,
  oddsNextTurn: (p) => `${p} di probabilità di essere catturata nel prossimo turno`,
  hintRisk: (hole, p) => `Questa mossa lascia la tua pedina in ${hole} con ${p} di probabilità di essere catturata.`,
  hintSafe: 'Questa mossa non lascia nessuna delle tue pedine dove possa essere catturata nel prossimo turno.',
  oddsWorking: 'Calcolo delle probabilità…',
  oddsFailed: 'Non è stato possibile calcolare le probabilità di cattura: il motore del computer si è fermato.',
  saveFile: 'Salva la partita in un file',
  openFile: 'Apri un file di partita',
  shareLink: 'Condividi link',
  linkCopied: 'Link copiato: chi lo apre vede questa partita.',
  copyLinkByHand: 'Copia questo link per condividere la partita:',
  sharedShown: 'Una partita condivisa, nel replay: scorrila o continua da qualsiasi passo. Torna alla partita ti riporta alla tua.',
  sharedBad: {
    incomplete: 'Il link a una partita condivisa è troncato: copialo per intero e aprilo di nuovo.',
    damaged: 'Il link a una partita condivisa è danneggiato e non può essere mostrato.',
    newer: 'Il link a una partita condivisa viene da una versione più recente di Daldøs e qui non può essere mostrato.',
  },
  sharedGoesOn: 'La tua partita continua com’era.',
  fileOpened: (n) => `${n} è aperto, nel replay: scorrilo o continua da qualsiasi passo.`,
  openAsk: (what) => `La tua partita è in corso. Aprire ${what}? La tua partita resta: Torna alla tua partita la riporta.`,
  openYes: 'Aprila',
  openNo: 'Continua a giocare',
  openKept: 'La tua partita continua; non è stato aperto nulla.',
  backNote: 'La tua partita è tornata, come l’avevi lasciata.',
  thisLink: 'la partita di questo link',
  fileBad: (n, m) => `Non è stato possibile aprire ${n} (${m}). La tua partita continua com’era.`,
  fileTooBig: (n, kb, max) => `${n} è di ${kb} KB: un file di partita è al massimo di ${max} KB, quindi non è stato aperto. La tua partita continua com'era.`,
  fileEmpty: 'è vuoto: non è la registrazione di una partita',
  fileBusy: 'Si sta ancora aprendo un altro file: uno alla volta.',
  legendTitle: 'Che cosa significano i segni',
  legend: { movable: 'una pedina che si può muovere', selected: 'la pedina scelta', die: 'dove può andare con un dado', sum: 'dove può andare con entrambi i dadi', capture: 'una mossa che cattura', last: 'l’ultima mossa', hint: 'la mossa suggerita', odds: 'la probabilità di essere catturata: in questo turno o, per le pedine di chi gioca, nel prossimo turno' },
  throwSaid: (who, faces) => `${itWith(who, 'Il', 'Lo')} lancia ${faces}.`,
  pickedUp: (hole, ways) => `Pedina in ${hole} scelta; può andare in ${ways.join('; ')}.`,
  way: (to, faces, capture) => `${to} con ${faces}${capture ? ', catturando' : ''}`,
  moveSaid: (from, to) => `Da ${from} a ${to}.`,
  putBack: (hole) => `Pedina in ${hole} rimessa a posto.`,
  // "Il Chiaro lancia A + III, attiva la pedina in A16 e la porta in M16, poi
  // muove da M16 a M13 e cattura una pedina."
  playWords: (who, faces, steps, extra) => {
    const step = (m, i) =>
      `${i ? 'poi ' : ''}${m.dal ? `attiva la pedina in ${m.from} e la porta in ${m.to}` : `muove da ${m.from} a ${m.to}`}${m.capture ? ' e cattura una pedina' : ''}`;
    // One step: "e …"; two: ", …, poi …".
    const what = steps.length ? `${steps.length > 1 ? ', ' : ' e '}${steps.map(step).join(', ')}` : ' e non può muovere: il lancio è perso';
    return `${itWith(who, 'Il', 'Lo')} lancia ${faces}${what}.${extra ? ' Con A + A lancia di nuovo.' : ''}`;
  },
  dice: 'Dadi',
  dieFace: (v) => (v === 1 ? 'A (dal)' : 'I'.repeat(v)),
  /** A die as a screen reader says it: the dal by name, else its number (never "I I I I"). */
  dieSaid: (v) => (v === 1 ? 'dal' : String(v)),
  diceLabel: (a, b) => `I dadi mostrano ${a} e ${b}`,
  diceIdle: 'Dadi non ancora lanciati',
  spent: 'usato',
  thrownBy: (who) => `Lancio ${itWith(who, 'del', 'dello')}`,
  notTarget: (from, hole, targets) => `La pedina in ${from} non può andare in ${hole} con questo lancio, solo in ${listWords(targets, 'o')}.`,
  noMove: {
    gameOver: () => 'La partita è finita: nessuna pedina si muove più.',
    noThrow: () => 'Prima lancia i dadi.',
    noPiece: (hole) => `Non c'è nessuna pedina in ${hole}.`,
    notYours: (hole) => `La pedina in ${hole} è dell'altra parte.`,
    movedThisThrow: (hole) => `La pedina in ${hole} si è già mossa con questo lancio: ogni pedina si muove una volta per lancio.`,
    undalled: (hole) => `La pedina in ${hole} non è ancora attivata: le serve un dal (A) per cominciare a muoversi.`,
    sternMostFirst: (hole, at) => `Con il dal si può attivare solo la pedina non attivata più vicina alla poppa: quella in ${at}, non ${hole}.`,
    blocked: (hole, at) => `La pedina in ${hole} è bloccata da una tua pedina in ${at}.`,
    otherDieUnusable: (hole) => `La pedina in ${hole} non può muoversi: l'altro dado resterebbe senza mossa, e si devono usare entrambi i dadi quando si può.`,
  },
  /** Why a Hint press gives no hint (input.js): a move or throw under way, or the board changed first. */
  noHint: {
    busy: 'Nessun suggerimento ora: una mossa è ancora in corso. Chiedi di nuovo quando tocca a te muovere.',
    moved: 'Nessun suggerimento ora: il tavoliere è cambiato prima che arrivasse il suggerimento. Chiedi di nuovo per il tavoliere com’è adesso.',
  },
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
  youWin: 'Ben giocato.',
  youLose: 'Andrà meglio la prossima volta.',
  resigns: (loser, winner) => `${itWith(loser, 'Il', 'Lo')} abbandona. Vince ${itWith(winner, 'il', 'lo')}!`,
  rematch: 'Rivincita',
  /** Said as a rematch against the computer starts: the sides change. */
  rematchSides: (side) => `Rivincita: questa volta giochi con ${itWith(side, 'il', 'lo')}.`,
  resign: 'Abbandona',
  resignAsk: (loser, winner) => `Abbandonare con ${itWith(loser, 'il', 'lo')}? Vince la partita ${itWith(winner, 'il', 'lo')}.`,
  resignYes: 'Sì, abbandona',
  resignNo: 'Continua a giocare',
  takeBack: 'Ritira la mossa',
  takenBack: (dice) => `Mossa ritirata: hai di nuovo il tuo lancio ${dice}. Giocalo ancora.`,
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
  targetLabel: (hole, text, capture) => `muovi in ${hole}${capture ? ', catturando la pedina che c’è' : ''} (${text})`,
  boardLabel: 'Tavoliere del daldøs a forma di barca: prua a sinistra, poppa a destra',
  boardLabelUpright: 'Tavoliere del daldøs a forma di barca: prua in alto, poppa in basso',
  moveLegendN: (n) =>
    `a = Chiaro, b = Scuro. Fori: A1–A${n} fila del Chiaro, M0–M${n} fila centrale, B1–B${n} fila dello Scuro, contando dalla prua.`,
  showNames: 'Mostra i nomi dei fori',
  rulesTitle: 'Come si gioca al daldøs',
  rowName: { a: 'fila di casa del Chiaro, A', m: 'fila centrale, M', b: 'fila di casa dello Scuro, B' },
  keysHelp:
    'Con la tastiera: Tab porta al tavoliere e ai pulsanti; sul tavoliere i tasti freccia passano da un foro all’altro, Invio o la barra spaziatrice prendono una pedina e la posano su un foro evidenziato, ed Esc la rimette a posto.',
  soundHelp:
    'Il suono è spento finché non lo accendi, per i musei e le scuole che mostrano il gioco: il pulsante Suono accanto a Lancia lo accende e lo spegne, e il browser ricorda la scelta.',
  replay: {
    open: 'Rivedi e analizza',
    title: 'Replay',
    first: 'Primo passo',
    back: 'Passo indietro',
    forward: 'Passo avanti',
    last: 'Ultimo passo',
    step: (n, count) => (n ? `Lancio ${n} di ${count}:` : `Prima del primo lancio (${count} lanci in tutto):`),
    atStart: 'le pedine come stavano all’inizio.',
    continueHere: 'Continua da qui',
    continueMode: 'Continua come',
    /** "Continue from here" asked again: it drops the `n` throws after the step shown. */
    continueDrop: (n) => (n === 1 ? 'Scarta il lancio successivo e continua' : `Scarta i ${n} lanci successivi e continua`),
    /** … or it leaves the game in play (a shared game shown). */
    continueLeave: 'Lascia la tua partita e continua da qui',
    review: 'Analizza con il computer',
    reviewGame: 'Analizza la partita',
    close: 'Torna alla partita',
    watching: 'Stai guardando questa partita: ti è stata inviata.',
    watchingFile: 'Stai guardando questa partita, aperta dal suo file.',
    backToGame: 'Torna alla tua partita',
    reviewTitle: 'Analisi',
    reviewing: (p) => `Il computer analizza la partita: ${p} % completato.`,
    reviewed: (n) => `Il livello più forte ha analizzato tutti i ${n} lanci. La linea è la probabilità di vittoria del Chiaro dopo ogni lancio.`,
    takebacks: (n) => (n === 1 ? 'In questa partita un lancio è stato ritirato una volta: l’analisi giudica le mosse rimaste.' : `In questa partita i lanci sono stati ritirati ${n} volte: l’analisi giudica le mosse rimaste.`),
    reviewFailed: (m) => `Non è stato possibile fare l’analisi (${m}).`,
    graphLabel: (n, a) => `Probabilità di vittoria del Chiaro in ${n} lanci; dopo l’ultimo, ${a} %.`,
    graphTop: 'Chiaro in vantaggio',
    graphBottom: 'Scuro in vantaggio',
    costliest: (side) => `Le mosse più costose ${itWith(side, 'del', 'dello')}`,
    noCostly: 'Nessuna: ogni mossa era buona quanto quella del computer.',
    accuracy: (side, p, n) => `Precisione ${itWith(side, 'del', 'dello')}: ${p} % su ${n === 1 ? 'una mossa non obbligata' : `${n} mosse non obbligate`}.`,
    accuracyHow: 'Ogni mossa vale il 100 % se è buona quanto la mossa migliore del livello più forte, e meno quanta più probabilità di vincere cede (10 punti persi: 64 %; 50 punti: 9 %); la precisione di una parte è la media delle sue mosse non obbligate.',
    accuracyPending: 'Precisione: in calcolo…',
    noAccuracy: (side) => `${itWith(side, 'Il', 'Lo')} non ha mai potuto scegliere la mossa, quindi non ha una precisione per questa partita.`,
    reasons: {
      /** The pieces within reach left unnamed (the least likely), as the last of a list. */
      at: (hole, p) => `${hole} (${p} %)`,
      more: (n, hole) => (n === 1 ? `${hole} (meno dell’1 %)` : `altre ${n} (ciascuna con meno dell’1 %)`),
      /** Said once under the reasons: what every chance in them counts (docs/rules.md, "Capture odds"). */
      chances: 'Ogni probabilità tiene conto dell’intero turno successivo dell’avversario, compreso il lancio extra dopo A + A.',
      /** Said once after reasons with chances when the throw was A + A (the engine's `extraThrow`): the thrower throws again before the opponent. */
      extraThrow: 'Dopo A + A la stessa parte lancia di nuovo per prima: ogni probabilità è ciò che l’avversario potrebbe fare se lanciasse subito dopo.',
      /** Said after reasons none of which has a measure in pieces (a dal, holes travelled): the loss lies beyond them. */
      furtherAhead: (loss) => `Il turno successivo mostra solo questo; il computer trova i ${loss} punti persi guardando più avanti.`,
      finding: 'Ricerca dei motivi…',
      /** Said first when what the next turn shows speaks only for the play made. */
      aheadOnly: 'Stando a ciò che mostra il turno successivo, la mossa giocata sembra migliore: il vantaggio della mossa migliore si vede più avanti.',
      beyond: 'Le due mosse non differiscono in nulla che il turno successivo mostri: la differenza si vede più avanti.',
      captures: (best, missed, made, better) =>
        !made.length
          ? `La mossa migliore ${best} cattura ${pieces(missed)}; quella giocata no.`
          : !better.length
            ? `La mossa giocata cattura ${pieces(made)}; la mossa migliore ${best} non ne cattura nessuna.`
            : `La mossa migliore ${best} cattura ${pieces(better)}; quella giocata ${pieces(made)}.`,
      danger: (made, best, a, b) =>
        `A portata dell’avversario: ${pieces(made)} dopo la mossa giocata, ${pieces(best)} dopo la mossa migliore. Probabilità di perderne almeno una al turno successivo: ${a} % → ${b} %.`,
      threats: (made, best, a, b) =>
        `Pedine avversarie a portata: ${pieces(made)} dopo la mossa giocata, ${pieces(best)} dopo la mossa migliore. Probabilità di catturarne almeno una con un lancio da lì: ${a} % → ${b} %.`,
      outOfDanger: (made, best) => `Messe al sicuro: ${pieces(made)} con la mossa giocata, ${pieces(best)} con la mossa migliore.`,
      dal: (m, b, um, ub) => `Pedine attivate con un dal: ${m} con la mossa giocata, ${b} con la mossa migliore; pedine non ancora attivate: ${um} → ${ub}.`,
      progress: (m, b) => `Fori percorsi: ${m} con la mossa giocata, ${b} con la mossa migliore.`,
      forMade: (s) => `A favore della mossa giocata: ${s}`,
      retaken: (made, best, a, b) =>
        !best.length
          ? `Dopo la mossa giocata, l’avversario può ricatturare al turno successivo ${capturer(made)}: una probabilità ${withPct('del', a)} %. La mossa migliore non cattura nulla.`
          : !made.length
            ? `Dopo la mossa migliore, l’avversario può ricatturare al turno successivo ${capturer(best)}: una probabilità ${withPct('del', b)} %. La mossa giocata non cattura nulla.`
            : `L’avversario può ricatturare al turno successivo: ${capturer(made)} dopo la mossa giocata, ${capturer(best)} dopo la mossa migliore. Probabilità: ${a} % → ${b} %.`,
      stoodSafe: (by, from, to, p) =>
        by === 'made'
          ? `La pedina in ${from} è al sicuro dove sta: nessuna pedina avversaria la raggiunge. La mossa giocata la porta in ${to}, dove la probabilità di perderla al turno successivo è ${withPct('del', p)} %; la mossa migliore la lascia dov’è (0 %).`
          : `La pedina in ${from} è al sicuro dove sta: nessuna pedina avversaria la raggiunge. La mossa migliore la porta in ${to}, dove la probabilità di perderla al turno successivo è ${withPct('del', p)} %; la mossa giocata la lascia dov’è (0 %).`,
      placed: (from, m, a, b, bp) =>
        `La pedina in ${from}: la probabilità di perderla al turno successivo è ${withPct('del', a)} % in ${m} dopo la mossa giocata e ${withPct('del', bp)} % in ${b} dopo la mossa migliore.`,
    },
    costlyShort: (n, faces, play, best, loss) => `Lancio ${n} (${faces}): ${play} — meglio ${best} (−${loss} punti)`,
    /** Over the reasons of the costly play chosen, under the board: `best` the better play. */
    whyBetter: (best) => `Perché ${best} è meglio:`,
    costly: (c) =>
      `Lancio ${c.n}: ${itWith(c.side, 'il', 'lo')} ha lanciato ${c.faces} e ha giocato ${c.play}; era meglio ${c.best} (anelli dorati, numerati). Probabilità di vittoria ${itWith(c.side, 'del', 'dello')}: ${c.before} % con la mossa migliore, ${c.after} % con quella giocata, ${c.loss} punti persi.`,
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
      rollOff: {
        title: 'Chi comincia: il sorteggio',
        intro:
          'Giochi con il Chiaro, le pedine chiare; l’altro giocatore è lo Scuro. Prima del primo lancio entrambi i giocatori lanciano i due dadi: comincia la somma più alta, e con somme uguali si lancia di nuovo. Premi Lancia per fare il sorteggio.',
        done: 'Entrambi hanno fatto 5 (II + III contro IIII + A), quindi hanno lanciato di nuovo; poi l’8 del Chiaro ha battuto il 3 dello Scuro, e comincia il Chiaro. Il sorteggio non si gioca: chi comincia ora lancia di nuovo per la prima mossa.',
      },
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
        done: 'Catturata! Ogni pedina che catturi ti avvicina alla vittoria. Consiglio: attiva «Mostra le probabilità di cattura» in Impostazioni, accanto a Lancia, e ogni pedina che può essere catturata mostrerà la sua probabilità.',
      },
      sum: {
        title: 'Tutti e due i dadi su una pedina',
        intro:
          'Puoi muovere una pedina della somma dei due dadi. Con la somma dei dadi si cattura solo dove la mossa finisce: una pedina nel foro in mezzo viene scavalcata. Lancia e muovi la tua unica pedina sveglia.',
        done: 'La tua pedina si è mossa di II + IIII, sei fori, e ha catturato sull’ultimo.',
      },
      round: {
        title: 'Oltre la prua, nella fila dello Scuro',
        intro:
          'Le pedine girano in tondo: lungo la tua fila verso la poppa, lungo la fila centrale verso la prua, poi lungo la fila di casa dello Scuro verso la poppa, di nuovo nella fila centrale, e un altro giro. Le pedine addormentate in una fila di casa possono essere catturate. Lancia e porta la tua pedina oltre la prua nella fila dello Scuro.',
        done: 'La tua pedina ha girato la prua e ha catturato una pedina addormentata nella fila dello Scuro. Le pedine dello Scuro arrivano nella tua fila allo stesso modo: sveglia e muovi le tue pedine prima che arrivino.',
      },
      sleeper: {
        title: 'Una pedina addormentata può catturare',
        intro:
          'Un dal fa avanzare di un foro la pedina che sveglia, e se lì c’è una pedina nemica, il dal la cattura. La tua pedina in B16 sta proprio davanti alla pedina addormentata dello Scuro in B15: in quasi un lancio su due esce un dal, e la pedina sveglia dello Scuro in M8 può usare l’altro dado. Lancia e sposta via la tua pedina.',
        done: 'La tua pedina è fuori dalla portata di quel dal. Non fermarti mai proprio davanti a una pedina nemica addormentata. Nella fila di casa dello Scuro ti raggiungono solo le sue pedine ancora in quella fila dietro la tua: le pedine dello Scuro non tornano mai nella propria fila.',
      },
      homeRow: {
        title: 'Pedine nemiche nella tua fila di casa',
        intro:
          'Le pedine dello Scuro fanno lo stesso giro: dopo la fila centrale girano intorno alla prua, entrano nella tua fila di casa da A1 e la percorrono verso la poppa, dove dormono le tue pedine. La pedina dello Scuro in A6 può cadere sulle tue pedine addormentate e catturarle. Lancia: la tua pedina sveglia in A3 può catturarla.',
        done: 'Hai catturato la pedina dello Scuro con il III; il IIII non si poteva usare, perché le tue stesse pedine sbarrano la strada. Tieni d’occhio la prua: sveglia e muovi le tue pedine prima che arrivino quelle dello Scuro, e cattura quelle che entrano.',
      },
      extraThrow: {
        title: 'A + A: lancia di nuovo',
        intro: 'Con due dal, A + A, puoi svegliare due pedine (oppure svegliarne una e farla avanzare ancora), e poi lanci di nuovo. Lancia, muovi e lancia ancora una volta.',
        done: 'Dopo A + A hai lanciato di nuovo. È l’unico modo per avere un lancio in più.',
      },
      odds: {
        title: 'Leggere le probabilità di cattura',
        intro:
          'Apri Impostazioni, accanto a Lancia, e attiva «Mostra le probabilità di cattura». L’etichetta sulla tua pedina in M8 è la probabilità che lo Scuro la catturi al suo prossimo turno: la sua pedina in M11 sta tre fori più indietro. Lancia e trova la mossa che rende quella probabilità la più bassa possibile.',
        done: 'Le etichette cambiano a ogni mossa: una pedina più avanti delle pedine nemiche è più difficile da raggiungere. Prima di ogni mossa guarda le etichette delle tue pedine: più alto è il numero, maggiore è il pericolo.',
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
    'Ogni giocatore comincia con una fila di pedine nella propria fila di casa della barca. Le pedine vanno verso la poppa, poi lungo la fila centrale verso la prua, poi lungo la fila dell’avversario, e poi di nuovo lungo la fila centrale.',
    'Lancia i due dadi lunghi. Un dado che mostra A è il «dal»: attiva una delle tue pedine addormentate, che si gira lungo la sua fila e avanza di un foro. Solo le pedine attivate possono muoversi con II, III o IIII; una A muove una pedina attivata di un foro.',
    'Usa ogni dado su una pedina diversa, oppure entrambi i dadi su una sola pedina, che si muove della somma. Devi usare tutti e due i dadi se puoi, altrimenti uno.',
    'Non puoi mai scavalcare le tue pedine né fermarti su di esse. Puoi scavalcare le pedine dell’avversario, e se ti fermi su una, viene catturata ed esce dal tavoliere.',
    'Un lancio di A + A (due dal) ti dà un lancio in più.',
    'Cattura tutte le pedine dell’avversario per vincere.',
    'Varianti, da scegliere in «Nuova partita»: si può attivare con il dal solo la pedina più vicina alla poppa; con la somma dei dadi si cattura anche nel foro dove si ferma il primo dado; perde chi resta con una sola pedina.',
  ],
  error: (msg) => `Qualcosa è andato storto: ${msg}`,
  // Play a friend (features/friend.js)
  friendPlay: "Gioca con un amico",
  friendHow: "Scegli il tavoliere e il tuo colore. Riceverai un link per il tuo amico, che può giocare da un altro dispositivo.",
  friendCreate: "Crea la partita",
  friendSide: "Il tuo colore",
  friendCannot: (why) => `Non è stato possibile creare la partita: ${why}.`,
  copy: "Copia",
  copied: "Copiato.",
  friendQr: "Codice QR del link, per un telefono",
  friendLinkFor: "Link per il tuo amico (il suo posto: tenetelo tra voi)",
  friendWatchLink: "Link per guardare la partita",
  friendWatching: "Stai guardando questa partita.",
  friendYouPlay: (side) => `Giochi con ${itWith(side, 'il', 'lo')}.`,
  friendWaiting: "In attesa che il tuo amico apra il link…",
  friendWaitingWatch: "In attesa che entrambi i giocatori aprano il loro link…",
  friendYourTurn: (since) => `Tocca a te ${dalle(since)}.`,
  friendTurnOf: (side, since) => `Tocca ${itWith(side, 'al', 'allo')} ${dalle(since)}.`,
  friendTitleTurn: "Tocca a te",
  friendReconnecting: "Riconnessione…",
  friendMessages: "Messaggi",
  presets: { 'good-luck': "Buona fortuna", 'well-played': "Ben giocato", thanks: "Grazie per la partita" },
  friendSaid: (side, message) => `${side}: «${message}»`,
  friendAway: (side) => `${itWith(side, 'Il', 'Lo')} non c'è: la sua pagina non è collegata. Le tue mosse lo aspettano.`,
  friendRematchOffer: (side) => `${side} propone la rivincita.`,
  friendRematchOffered: (side) => `Hai proposto la rivincita. In attesa di ${side}…`,
  friendRematchAccept: "Accetta la rivincita",
  friendRematchWithdraw: "Ritira la proposta",
  friendGone: "Questa partita non è sul server: forse il link è troncato o copiato male.",
  friendTooMany: (seconds) => `Da questa rete sono state appena create troppe partite. Riprova tra ${seconds} second${seconds === 1 ? "o" : "i"}.`,
  friendClosedFlood: "Il server ha chiuso la connessione: questa pagina ha inviato troppi messaggi insieme. Nuova connessione tra mezzo minuto…",
  friendClosedTooBig: "Il server ha chiuso la connessione: questa pagina ha inviato un messaggio troppo grande. Nuova connessione tra un momento…",
  friendBadLink: "Questo link non è valido: non contiene nessuna partita. Chiedi di nuovo il link o copialo per intero.",
  friendLeaveNote: "Una nuova partita lascia la partita con il tuo amico. Quella partita resta sul server: il tuo link la riapre.",
  /** I progressi del giocatore (features/progress.js), conservati su questo dispositivo. */
  progress: {
    open: 'I tuoi progressi',
    title: 'I tuoi progressi',
    kept: 'Conservati solo su questo dispositivo: non viene inviato nulla da nessuna parte.',
    empty: 'Ancora nessuna partita. Porta a termine una partita contro il computer, tra due giocatori su questo dispositivo o con un amico su un altro dispositivo, e verrà contata qui.',
    overall: (n, won, p) => `${n === 1 ? 'Una partita' : `${n} partite`} contro il computer, ${won} ${won === 1 ? 'vinta' : 'vinte'} (${p} %).`,
    averageAccuracy: (p, n) => `Precisione media: ${p} % su ${n === 1 ? 'una partita analizzata' : `${n} partite analizzate`}.`,
    noAccuracyYet: 'Ancora nessuna precisione: ogni partita viene analizzata in sottofondo quando finisce.',
    tableCaption: 'Partite contro il computer',
    games: 'Partite',
    played: 'Giocate',
    won: 'Vinte',
    accuracy: 'Precisione',
    wonOf: (won, p) => `${won} (${p} %)`,
    all: 'Tutte le partite',
    by: { level: 'Per livello', board: 'Per tavoliere', variant: 'Per variante' },
    levelRow: (name) => `Livello ${name}`,
    standard: 'Regole standard',
    twoPlayers: (n, a, b) => `Due giocatori su questo dispositivo: ${n === 1 ? 'una partita' : `${n} partite`}; il Chiaro ne ha vinte ${a}, lo Scuro ${b}.`,
    friend: (n, won) => `Con un amico su un altro dispositivo: ${n === 1 ? 'una partita' : `${n} partite`}, ${won === 1 ? 'una vinta' : `${won} vinte`}.`,
    chartTitle: (n) => (n === 1 ? 'Precisione nella tua ultima partita' : `Precisione nelle tue ultime ${n} partite`),
    chartLabel: (n, won, lo, hi) => `Grafico ${n === 1 ? 'della tua ultima partita' : `delle tue ultime ${n} partite`} contro il computer: ${won} ${won === 1 ? 'vinta' : 'vinte'}; precisione ${withPct('dal', lo)} % ${withPct('al', hi)} %.`,
    chartLabelNone: (n, won) => `Grafico ${n === 1 ? 'della tua ultima partita' : `delle tue ultime ${n} partite`} contro il computer: ${won} ${won === 1 ? 'vinta' : 'vinte'}; nessuna ancora analizzata.`,
    recentTitle: 'Le tue ultime partite in una tabella',
    level: 'Livello',
    date: 'Data',
    result: 'Risultato',
    resultWon: 'Vinta',
    resultLost: 'Persa',
    resultResigned: 'Abbandonata',
    notReviewed: 'non analizzata',
    save: 'Salva file dei progressi',
    openFile: 'Apri file dei progressi',
    clear: 'Cancella i progressi',
    clearAsk: 'Cancellare tutti i tuoi progressi su questo dispositivo? Non si può annullare.',
    clearYes: 'Sì, cancellali',
    clearNo: 'Tienili',
    cleared: 'I tuoi progressi sono stati cancellati.',
    importAsk: (name, n) => `${name} contiene ${n === 1 ? 'una partita' : `${n} partite`}. Aggiungerle ai tuoi progressi o sostituire i tuoi con queste?`,
    importAdd: 'Aggiungi ai miei',
    importReplace: 'Sostituisci i miei',
    imported: (name, n) => `${name} è stato aperto: ora ${n === 1 ? 'viene contata una partita' : `vengono contate ${n} partite`}.`,
    why: {
      notJson: 'non è un file dei progressi',
      newer: 'viene da una versione più recente di Daldøs',
      damaged: 'è danneggiato o è stato modificato a mano',
    },
    fileBad: (name, why, detail) => `Non è stato possibile aprire ${name}: ${why} (${detail}). I tuoi progressi restano com’erano.`,
    fileTooBig: (name, kb, max) => `${name} pesa ${kb} KB: un file dei progressi pesa al massimo ${max} KB, quindi non è stato aperto.`,
    unreadable: (why) => `Non è stato possibile leggere i progressi conservati qui (${why}): sono stati messi da parte e se ne iniziano di nuovi.`,
    cannotKeep: 'Qui i progressi non si possono conservare: questo browser non permette al gioco di salvare nulla.',
    /** The store was written by a newer version of the game (another tab): left untouched, nothing kept meanwhile. */
    newerStore: 'I tuoi progressi qui sono stati scritti da una versione più recente del gioco (forse aperta in un’altra scheda): ricarica la pagina per vederli. Nel frattempo non si conserva nulla.',
  },
};

export default IT;
