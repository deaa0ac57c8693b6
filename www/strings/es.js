// @ts-check
// The game's words in one language (www/strings.js lists the languages
// and loads one; the keys are English's, www/strings/en.js).
import { listWords } from './words.js';

/** Hole names as the pieces on them (the review's reasons). */
const pieces = (h) => (h.length ? `${h.length === 1 ? 'la pieza' : 'las piezas'} de ${listWords(h, 'y')}` : 'ninguna');
/** The pieces that captured, for "recapturar". */
const capturer = (h) => `${pieces(h)} que ${h.length === 1 ? 'capturó' : 'capturaron'}`;
/** A time ("14:03") or a date and time ("2 dic 2026, 14:03") after "desde". */
const desde = (since) => (/^\d{1,2}:\d{2}$/.test(since) ? `las ${since}` : `el ${since}`);
/** Spanish. The game's own words, as in the Spanish sources: dal, dallar,
 * proa and popa. The sides are "las Claras" and "las Oscuras", plural as
 * chess says "las blancas" (a bare "Claro" reads as "of course"). */
const ES = {
  loading: 'Cargando el juego…',
  tagline: 'El juego escandinavo de dados y tablero en forma de barco',
  description: 'Daldøs, el juego escandinavo de dados y tablero en forma de barco, en tu navegador.',
  wasmBlocked:
    "El juego no puede empezar: la política de seguridad del sitio (Content-Security-Policy) bloquea WebAssembly. El sitio debe añadir 'wasm-unsafe-eval' a su script-src.",
  cannotSave: 'Esta partida no se puede guardar aquí: se pierde si se cierra o se recarga la página.',
  savedElsewhere: 'Esta partida se ha guardado en otra pestaña o ventana desde que se abrió aquí: para conservar aquella, las jugadas hechas aquí no se guardan.',
  takeSaved: 'Seguir con la partida guardada',
  engineFailed: (why) => `El ordenador ha dejado de pensar (${why}). Tu partida sigue como estaba.`,
  tryAgain: 'Reintentar',
  oldBrowser: (browsers, missing) => `Este navegador es demasiado antiguo para el juego (le falta ${missing}). Funciona en ${browsers} o posteriores.`,
  engineUnavailable:
    'No se han podido cargar aquí los archivos del ordenador (engine/), así que no puede jugar ni dar pistas. El modo de dos jugadores en un mismo dispositivo sigue funcionando: Nueva partida.',
  play: 'Jugar',
  playHow: 'Contra el ordenador',
  options: 'Opciones',
  stillPlaying: '¿Sigues jugando?',
  stillPlayingHow: (n) => `Toca la pantalla para continuar. En ${n} segundos, un nuevo visitante tendrá una partida nueva.`,
  keepPlaying: 'Sí, seguir jugando',
  welcome: 'Tira los dados, saca tus piezas de la fila de casa con un dal y captura todas las del rival.',
  throw: 'Tirar',
  undo: 'Deshacer paso',
  hint: 'Pista',
  /** A hole's name in the review's better play (its gold ring): the move `n` of that play, from hole to hole. */
  betterStep: (n, from, to) => `Mejor jugada, movimiento ${n}: de ${from} a ${to}`,
  hintThinking: 'Pensando…',
  /** Why the hint beats the next best play (features/hint-why.js; the engine's reasons, review-words.js). */
  hintWhy: {
    versus: (other) => `¿Por qué no ${other}, la segunda mejor?`,
    beyond: 'Lo que hace mejor esta jugada está más allá del turno siguiente.',
    captures: (best, missed, made, better) =>
      !made.length ? `Esta jugada captura ${pieces(missed)}; la otra no.` : `Esta jugada captura ${pieces(better)}; la otra, ${pieces(made)}.`,
    danger: (made, best, a, b) =>
      `Al alcance del rival: ${pieces(best)} en lugar de ${pieces(made)}; probabilidad de perder al menos una en el turno siguiente: ${b} % en lugar de ${a} %.`,
    threats: (made, best, a, b) =>
      `Piezas rivales a tu alcance: ${pieces(best)} en lugar de ${pieces(made)}; probabilidad de capturar al menos una con una tirada desde ahí: ${b} % en lugar de ${a} %.`,
    retaken: (made, best, a, b) =>
      !best.length
        ? `La otra jugada captura, pero en el turno siguiente el rival puede recapturar ${capturer(made)} (${a} %); esta no captura nada.`
        : !made.length
          ? `Esta jugada captura, pero en el turno siguiente el rival puede recapturar ${capturer(best)} (${b} %); la otra no captura nada.`
          : `El rival puede recapturar en el turno siguiente: ${capturer(best)}, con un ${b} %, en lugar de ${capturer(made)}, con un ${a} %.`,
    stoodSafe: (by, from, to, p) =>
      by === 'made'
        ? `La pieza de ${from} está a salvo en su sitio: la otra jugada la lleva a ${to}, donde puede ser capturada en el turno siguiente (${p} %); esta la deja en su sitio (0 %).`
        : `La pieza de ${from} está a salvo en su sitio: esta jugada la lleva a ${to}, donde puede ser capturada en el turno siguiente (${p} %); la otra la deja en su sitio (0 %).`,
    placed: (from, m, a, b, bp) => `La pieza de ${from} puede perderse en el turno siguiente: un ${bp} % en ${b} con esta jugada, en lugar de un ${a} % en ${m} con la otra.`,
  },
  hintPlay: (play) => `Pista: ${play}`,
  hintHow: (steps) =>
    steps > 1
      ? 'Los anillos dorados muestran la jugada sugerida: primero del anillo marcado 1 al marcado 1→, luego del 2 al 2→.'
      : 'Los anillos dorados muestran la jugada sugerida: del anillo marcado 1 al marcado 1→.',
  winChances: (first, a, second, b) => `Probabilidades de ganar: ${first} ${a} % · ${second} ${b} %.`,
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
  earlierMoves: (n) => (n === 1 ? 'Mostrar 1 jugada anterior' : `Mostrar ${n} jugadas anteriores`),
  menu: {
    open: 'Ajustes',
    title: 'Ajustes',
    pace: 'Animaciones',
    paces: { off: 'No', fast: 'Rápidas', normal: 'Normales' },
    throwForMe: 'Tirar por mí',
    forcedForMe: 'Jugar por mí los movimientos obligados',
    thrownForYou: 'Tirada hecha en tu lugar.',
    forcedPlayed: 'La única jugada posible, hecha en tu lugar.',
  },
  showNotation: 'Mostrar la notación',
  showArrows: 'Mostrar hacia dónde van las piezas',
  showOdds: 'Mostrar la probabilidad de captura',
  sound: 'Sonido',
  percent: (n) => `${n} %`,
  oddsUnderOne: 'menos del 1 %',
  oddsOver99: 'más del 99 %',
  oddsThisTurn: (p) => `${p} de probabilidad de ser capturada en este turno`,
  oddsNextTurn: (p) => `${p} de probabilidad de ser capturada en el próximo turno`,
  hintRisk: (hole, p) => `Esta jugada deja tu pieza en ${hole} con ${p} de probabilidad de ser capturada.`,
  hintSafe: 'Esta jugada no deja ninguna de tus piezas donde pueda ser capturada en el próximo turno.',
  oddsWorking: 'Calculando las probabilidades…',
  oddsFailed: 'No se han podido calcular las probabilidades de captura: el motor del ordenador se ha detenido.',
  saveFile: 'Guardar la partida en un archivo',
  openFile: 'Abrir un archivo de partida',
  shareLink: 'Compartir enlace',
  linkCopied: 'Enlace copiado: quien lo abra verá esta partida.',
  copyLinkByHand: 'Copia este enlace para compartir la partida:',
  sharedShown: 'Una partida compartida, en la repetición: recórrela o sigue jugando desde cualquier paso. Volver a la partida te lleva a la tuya.',
  sharedBad: {
    incomplete: 'El enlace a una partida compartida está cortado: cópialo entero y vuelve a abrirlo.',
    damaged: 'El enlace a una partida compartida está dañado y no se puede mostrar.',
    newer: 'El enlace a una partida compartida viene de una versión más reciente de Daldøs y no se puede mostrar aquí.',
  },
  sharedGoesOn: 'Tu partida sigue como estaba.',
  fileOpened: (n) => `${n} está abierto, en la repetición: recórrelo o sigue jugando desde cualquier paso.`,
  openAsk: (what) => `Tu partida está en curso. ¿Abrir ${what}? Tu partida se guarda: Volver a tu partida la trae de nuevo.`,
  openYes: 'Abrirla',
  openNo: 'Seguir jugando',
  openKept: 'Tu partida sigue; no se abrió nada.',
  backNote: 'Tu partida ha vuelto, tal como la dejaste.',
  thisLink: 'la partida de este enlace',
  fileBad: (n, m) => `No se pudo abrir ${n} (${m}). Tu partida sigue como estaba.`,
  fileTooBig: (n, kb, max) => `${n} ocupa ${kb} KB: un archivo de partida tiene como máximo ${max} KB, así que no se ha abierto. Tu partida sigue como estaba.`,
  fileEmpty: 'está vacío: no es el registro de una partida',
  fileBusy: 'Todavía se está abriendo otro archivo: de uno en uno.',
  legendTitle: 'Qué significan las marcas',
  legend: { movable: 'una pieza que puede moverse', selected: 'la pieza elegida', die: 'adónde puede ir con un dado', sum: 'adónde puede ir con los dos dados', capture: 'una jugada que captura', last: 'la última jugada', hint: 'la jugada sugerida', odds: 'la probabilidad de ser capturada: en este turno o, para las piezas del bando que juega, en el próximo turno' },
  throwSaid: (who, faces) => `Las ${who} sacan ${faces}.`,
  pickedUp: (hole, ways) => `Pieza de ${hole} elegida; puede ir a ${ways.join('; ')}.`,
  way: (to, faces, capture) => `${to} con ${faces}${capture ? ', capturando' : ''}`,
  moveSaid: (from, to) => `De ${from} a ${to}.`,
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
  /** A die as a screen reader says it: the dal by name, else its number (never "I I I I"). */
  dieSaid: (v) => (v === 1 ? 'dal' : String(v)),
  diceLabel: (a, b) => `Los dados muestran ${a} y ${b}`,
  diceIdle: 'Aún no se han tirado los dados',
  spent: 'usado',
  thrownBy: (who) => `Tirada de las ${who}`,
  notTarget: (from, hole, targets) => `La pieza de ${from} no puede ir a ${hole} con esta tirada, solo a ${listWords(targets, 'o')}.`,
  noMove: {
    gameOver: () => 'La partida ha terminado: ya no se mueve ninguna pieza.',
    noThrow: () => 'Primero tira los dados.',
    noPiece: (hole) => `No hay ninguna pieza en ${hole}.`,
    notYours: (hole) => `La pieza de ${hole} es del otro bando.`,
    movedThisThrow: (hole) => `La pieza de ${hole} ya se ha movido con esta tirada: cada pieza se mueve una vez por tirada.`,
    undalled: (hole) => `La pieza de ${hole} está sin dallar: necesita un dal (A) para empezar a moverse.`,
    sternMostFirst: (hole, at) => `Solo se puede dallar la pieza sin dallar más cercana a la popa: la de ${at}, no la de ${hole}.`,
    blocked: (hole, at) => `La pieza de ${hole} está bloqueada por tu propia pieza en ${at}.`,
    otherDieUnusable: (hole) => `La pieza de ${hole} no puede moverse: el otro dado se quedaría sin movimiento, y hay que usar los dos dados siempre que se pueda.`,
  },
  /** Why a Hint press gives no hint (input.js): a move or throw under way, or the board changed first. */
  noHint: {
    busy: 'Ahora no hay pista: todavía se está haciendo un movimiento. Vuelve a pedirla cuando te toque mover.',
    moved: 'Ahora no hay pista: el tablero cambió antes de que llegara la pista. Vuelve a pedirla para el tablero tal como está.',
  },
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
  youWin: '¡Bien jugado!',
  youLose: 'Más suerte la próxima vez.',
  resigns: (loser, winner) => `Las ${loser} abandonan. ¡Ganan las ${winner}!`,
  rematch: 'Revancha',
  /** Said as a rematch against the computer starts: the sides change. */
  rematchSides: (side) => `Revancha: esta vez juegas con las ${side}.`,
  resign: 'Abandonar',
  resignAsk: (loser, winner) => `¿Abandonar con las ${loser}? Las ${winner} ganan la partida.`,
  resignYes: 'Sí, abandonar',
  resignNo: 'Seguir jugando',
  takeBack: 'Deshacer jugada',
  takenBack: (dice) => `Jugada deshecha: vuelves a tener tu tirada ${dice}. Juégala de nuevo.`,
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
  targetLabel: (hole, text, capture) => `mover a ${hole}${capture ? ', capturando la pieza que hay' : ''} (${text})`,
  boardLabel: 'Tablero de daldøs con forma de barco: proa a la izquierda, popa a la derecha',
  boardLabelUpright: 'Tablero de daldøs con forma de barco: proa arriba, popa abajo',
  moveLegendN: (n) =>
    `a = Claras, b = Oscuras. Agujeros: A1–A${n} fila de las Claras, M0–M${n} fila del medio, B1–B${n} fila de las Oscuras, contando desde la proa.`,
  showNames: 'Mostrar los nombres de los agujeros',
  rulesTitle: 'Cómo se juega al daldøs',
  rowName: { a: 'fila de casa de las Claras, A', m: 'fila del medio, M', b: 'fila de casa de las Oscuras, B' },
  keysHelp:
    'Con el teclado: Tab lleva al tablero y a los botones; en el tablero, las flechas pasan de un agujero a otro, Intro o la barra espaciadora toman una pieza y la dejan en un agujero marcado, y Esc la devuelve a su sitio.',
  soundHelp:
    'El sonido está apagado hasta que lo enciendas, por los museos y las escuelas que muestran el juego: el botón Sonido junto a Tirar lo enciende y lo apaga, y el navegador recuerda la elección.',
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
    /** "Continue from here" asked again: it drops the `n` throws after the step shown. */
    continueDrop: (n) => (n === 1 ? 'Descartar la tirada posterior y seguir jugando' : `Descartar las ${n} tiradas posteriores y seguir jugando`),
    /** … or it leaves the game in play (a shared game shown). */
    continueLeave: 'Dejar tu partida y seguir desde aquí',
    review: 'Analizar con el ordenador',
    reviewGame: 'Analizar la partida',
    close: 'Volver a la partida',
    watching: 'Estás viendo esta partida: te la han enviado.',
    watchingFile: 'Estás viendo esta partida, abierta desde su archivo.',
    backToGame: 'Volver a tu partida',
    reviewTitle: 'Análisis',
    reviewing: (p) => `El ordenador analiza la partida: ${p} % completado.`,
    reviewed: (n) => `El nivel más fuerte ha analizado las ${n} tiradas. La línea es la probabilidad de ganar de las Claras tras cada tirada.`,
    takebacks: (n) => (n === 1 ? 'En esta partida se deshizo una tirada una vez: el análisis juzga las jugadas que quedaron.' : `En esta partida se deshicieron tiradas ${n} veces: el análisis juzga las jugadas que quedaron.`),
    reviewFailed: (m) => `No se pudo hacer el análisis (${m}).`,
    graphLabel: (n, a) => `Probabilidad de ganar de las Claras a lo largo de ${n} tiradas; tras la última, ${a} %.`,
    graphTop: 'Ventaja de las Claras',
    graphBottom: 'Ventaja de las Oscuras',
    costliest: (side) => `Las jugadas más costosas de las ${side}`,
    noCostly: 'Ninguna: cada jugada fue tan buena como la del ordenador.',
    accuracy: (side, p, n) => `Precisión de las ${side}: ${p} % en ${n === 1 ? 'una jugada no obligada' : `${n} jugadas no obligadas`}.`,
    accuracyHow: 'Cada jugada vale un 100 % si es tan buena como la mejor jugada del nivel más fuerte, y menos cuanta más probabilidad de ganar regala (10 puntos perdidos: 64 %; 50 puntos: 9 %); la precisión de un bando es la media de sus jugadas no obligadas.',
    accuracyPending: 'Precisión: calculándose…',
    noAccuracy: (side) => `Las ${side} solo tuvieron jugadas obligadas, así que no tienen precisión en esta partida.`,
    reasons: {
      /** The pieces within reach left unnamed (the least likely), as the last of a list. */
      at: (hole, p) => `${hole} (${p} %)`,
      more: (n, hole) => (n === 1 ? `${hole} (menos del 1 %)` : `${n} más (cada una, menos del 1 %)`),
      /** Said once under the reasons: what every chance in them counts (docs/rules.md, "Capture odds"). */
      chances: 'Cada probabilidad tiene en cuenta todo el turno siguiente del rival, incluida la tirada extra tras A + A.',
      /** Said once after reasons with chances when the throw was A + A (the engine's `extraThrow`): the thrower throws again before the opponent. */
      extraThrow: 'Tras A + A el mismo bando vuelve a tirar primero: cada probabilidad es lo que el rival podría hacer si tirara a continuación.',
      /** Said after reasons none of which has a measure in pieces (a dal, holes travelled): the loss lies beyond them. */
      furtherAhead: (loss) => `El turno siguiente solo muestra esto; el ordenador encuentra los ${loss} puntos perdidos mirando más allá.`,
      finding: 'Buscando los motivos…',
      /** Said first when what the next turn shows speaks only for the play made. */
      aheadOnly: 'Por lo que muestra el turno siguiente, la jugada hecha parece mejor: la ventaja de la mejor jugada se ve más adelante.',
      beyond: 'Las dos jugadas no se diferencian en nada que muestre el turno siguiente: la diferencia se ve más adelante.',
      captures: (best, missed, made, better) =>
        !made.length
          ? `La mejor jugada ${best} captura ${pieces(missed)}; la jugada hecha no.`
          : !better.length
            ? `La jugada hecha captura ${pieces(made)}; la mejor jugada ${best} no captura ninguna.`
            : `La mejor jugada ${best} captura ${pieces(better)}; la jugada hecha, ${pieces(made)}.`,
      danger: (made, best, a, b) =>
        `Al alcance del rival: ${pieces(made)} tras la jugada hecha, ${pieces(best)} tras la mejor jugada. Probabilidad de perder al menos una en el turno siguiente: ${a} % → ${b} %.`,
      threats: (made, best, a, b) =>
        `Piezas rivales al alcance: ${pieces(made)} tras la jugada hecha, ${pieces(best)} tras la mejor jugada. Probabilidad de capturar al menos una con una tirada desde ahí: ${a} % → ${b} %.`,
      outOfDanger: (made, best) => `Puestas a salvo: ${pieces(made)} con la jugada hecha, ${pieces(best)} con la mejor jugada.`,
      dal: (m, b, um, ub) => `Piezas dalladas: ${m} con la jugada hecha, ${b} con la mejor jugada; piezas sin dallar que quedan: ${um} → ${ub}.`,
      progress: (m, b) => `Agujeros recorridos: ${m} con la jugada hecha, ${b} con la mejor jugada.`,
      forMade: (s) => `A favor de la jugada hecha: ${s}`,
      retaken: (made, best, a, b) =>
        !best.length
          ? `Tras la jugada hecha, el rival puede recapturar en el turno siguiente ${capturer(made)}: una probabilidad del ${a} %. La mejor jugada no captura nada.`
          : !made.length
            ? `Tras la mejor jugada, el rival puede recapturar en el turno siguiente ${capturer(best)}: una probabilidad del ${b} %. La jugada hecha no captura nada.`
            : `El rival puede recapturar en el turno siguiente: ${capturer(made)} tras la jugada hecha, ${capturer(best)} tras la mejor jugada. Probabilidad: ${a} % → ${b} %.`,
      stoodSafe: (by, from, to, p) =>
        by === 'made'
          ? `La pieza de ${from} está a salvo en su sitio: ninguna pieza rival la alcanza. La jugada hecha la lleva a ${to}, donde la probabilidad de perderla en el turno siguiente es del ${p} %; la mejor jugada la deja en su sitio (0 %).`
          : `La pieza de ${from} está a salvo en su sitio: ninguna pieza rival la alcanza. La mejor jugada la lleva a ${to}, donde la probabilidad de perderla en el turno siguiente es del ${p} %; la jugada hecha la deja en su sitio (0 %).`,
      placed: (from, m, a, b, bp) =>
        `La pieza de ${from}: la probabilidad de perderla en el turno siguiente es del ${a} % en ${m} tras la jugada hecha y del ${bp} % en ${b} tras la mejor jugada.`,
    },
    costlyShort: (n, faces, play, best, loss) => `Tirada ${n} (${faces}): ${play} — mejor ${best} (−${loss} puntos)`,
    /** Over the reasons of the costly play chosen, under the board: `best` the better play. */
    whyBetter: (best) => `Por qué ${best} es mejor:`,
    costly: (c) =>
      `Tirada ${c.n}: las ${c.side} sacaron ${c.faces} y jugaron ${c.play}; era mejor ${c.best} (anillos dorados, numerados). Probabilidad de ganar de las ${c.side}: ${c.before} % con la mejor jugada, ${c.after} % con la jugada hecha; ${c.loss} puntos perdidos.`,
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
      rollOff: {
        title: 'Quién empieza: el sorteo',
        intro:
          'Juegas con las Claras, las piezas pálidas; el otro jugador lleva las Oscuras. Antes de la primera tirada, los dos tiran ambos dados: empieza la suma más alta, y con sumas iguales se vuelve a tirar. Pulsa Tirar para hacer el sorteo.',
        done: 'Los dos sacaron 5 (II + III contra IIII + A), así que volvieron a tirar; luego el 8 de las Claras ganó al 3 de las Oscuras, y empiezan las Claras. El sorteo no se juega: quien empieza tira ahora otra vez para la primera jugada.',
      },
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
        done: '¡Capturada! Cada pieza que capturas te acerca a la victoria. Consejo: activa «Mostrar la probabilidad de captura» en Ajustes, junto a Tirar, y cada pieza que puede ser capturada mostrará su probabilidad.',
      },
      sum: {
        title: 'Los dos dados en una pieza',
        intro:
          'Puedes mover una pieza la suma de los dos dados. Un movimiento sumado solo captura donde termina: una pieza en el agujero intermedio se salta. Tira y mueve tu única pieza despierta.',
        done: 'Tu pieza avanzó II + IIII, seis agujeros, y capturó en el último.',
      },
      round: {
        title: 'Por la proa, a la fila de las Oscuras',
        intro:
          'Las piezas dan la vuelta: por tu fila hacia la popa, por la fila del medio hacia la proa, luego por la fila de casa de las Oscuras hacia la popa, otra vez a la fila del medio, y otra vuelta. Las piezas dormidas en una fila de casa pueden ser capturadas. Tira y lleva tu pieza por la proa a la fila de las Oscuras.',
        done: 'Tu pieza dio la vuelta por la proa y capturó una pieza dormida en la propia fila de las Oscuras. Las piezas de las Oscuras llegan a tu fila del mismo modo: despierta y mueve tus piezas antes de que lleguen.',
      },
      sleeper: {
        title: 'Una pieza dormida puede capturar',
        intro:
          'Un dal hace avanzar un agujero la pieza que despierta, y si allí hay una pieza enemiga, el dal la captura. Tu pieza en B16 está justo delante de la pieza dormida de las Oscuras en B15: casi una de cada dos tiradas trae un dal, y la pieza despierta de las Oscuras en M8 puede usar el otro dado. Tira y aparta tu pieza.',
        done: 'Tu pieza está fuera del alcance de ese dal. Nunca te detengas justo delante de una pieza enemiga dormida. En la fila de casa de las Oscuras solo te alcanzan sus piezas que siguen en esa fila detrás de la tuya: las piezas de las Oscuras nunca vuelven a su propia fila.',
      },
      homeRow: {
        title: 'Piezas enemigas en tu fila de casa',
        intro:
          'Las piezas de las Oscuras dan la misma vuelta: tras la fila central, rodean la proa, entran en tu fila de casa por A1 y avanzan por ella hacia la popa, donde duermen tus piezas. La pieza de las Oscuras en A6 puede caer sobre tus piezas dormidas y capturarlas. Tira: tu pieza despierta de A3 puede capturarla.',
        done: 'Capturaste la pieza de las Oscuras con el III; el IIII no se pudo usar, porque tus propias piezas cierran el paso. Vigila la proa: despierta y mueve tus piezas antes de que lleguen las Oscuras, y captura las que entren.',
      },
      extraThrow: {
        title: 'A + A: vuelve a tirar',
        intro: 'Con dos dals, A + A, puedes despertar dos piezas (o despertar una y seguir moviéndola), y después vuelves a tirar. Tira, mueve y tira otra vez.',
        done: 'Después de A + A has vuelto a tirar. Es la única forma de conseguir una tirada extra.',
      },
      odds: {
        title: 'Leer la probabilidad de captura',
        intro:
          'Abre Ajustes, junto a Tirar, y activa «Mostrar la probabilidad de captura». La etiqueta de tu pieza en M8 es la probabilidad de que las Oscuras la capturen en su próximo turno: su pieza en M11 está tres agujeros por detrás. Tira y busca la jugada que deje esa probabilidad lo más baja posible.',
        done: 'Las etiquetas cambian con cada movimiento: una pieza más adelantada respecto a las piezas enemigas es más difícil de alcanzar. Antes de cada jugada, mira las etiquetas de tus piezas: cuanto más alto el número, mayor el peligro.',
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
    'Cada jugador empieza con una fila de piezas en su fila de casa del barco. Las piezas avanzan hacia la popa, luego por la fila del medio hacia la proa, luego por la fila del rival, y otra vez por la fila del medio.',
    'Tira los dos dados largos. Un dado que muestra A es el «dal»: dalla (despierta) una de tus piezas dormidas, que se gira en paralelo a su fila y avanza un agujero. Solo las piezas dalladas pueden moverse con II, III o IIII; una A mueve una pieza dallada un agujero.',
    'Usa cada dado en una pieza distinta, o los dos dados en una misma pieza, que avanza la suma de ambos. Debes usar los dos dados si puedes; si no, uno.',
    'Nunca puedes saltar por encima de tus propias piezas ni caer en ellas. Puedes saltar las piezas del rival, y si caes en una, queda capturada y sale del tablero.',
    'Sacar A + A (dos dals) te da una tirada extra.',
    'Captura todas las piezas del rival para ganar.',
    'Variantes, que se eligen en «Nueva partida»: solo se puede dallar la pieza más cercana a la popa; un movimiento sumado también captura en el agujero donde termina el primer dado; pierde quien se queda con una sola pieza.',
  ],
  error: (msg) => `Algo ha fallado: ${msg}`,
  // Play a friend (features/friend.js)
  friendPlay: "Jugar con un amigo",
  friendHow: "Elige el tablero y tu lado. Recibirás un enlace para tu amigo, que puede jugar desde otro dispositivo.",
  friendCreate: "Crear la partida",
  friendSide: "Tu lado",
  friendCannot: (why) => `No se pudo crear la partida: ${why}.`,
  copy: "Copiar",
  copied: "Copiado.",
  friendQr: "Código QR del enlace, para un teléfono",
  friendLinkFor: "Enlace para tu amigo (su asiento: guardadlo entre vosotros)",
  friendWatchLink: "Enlace para ver la partida",
  friendWatching: "Estás viendo esta partida.",
  friendYouPlay: (side) => `Juegas con las ${side}.`,
  friendWaiting: "Esperando a que tu amigo abra el enlace…",
  friendWaitingWatch: "Esperando a que los dos jugadores abran sus enlaces…",
  friendYourTurn: (since) => `Te toca desde ${desde(since)}.`,
  friendTurnOf: (side, since) => `Les toca a las ${side} desde ${desde(since)}.`,
  friendTitleTurn: "Te toca",
  friendReconnecting: "Reconectando…",
  friendMessages: "Mensajes",
  presets: { 'good-luck': "Buena suerte", 'well-played': "Bien jugado", thanks: "Gracias por la partida" },
  friendSaid: (side, message) => `${side}: «${message}»`,
  friendAway: (side) => `Las ${side} no están: su página no está conectada. Tus jugadas esperan a que vuelvan.`,
  friendRematchOffer: (side) => `${side} propone la revancha.`,
  friendRematchOffered: (side) => `Has propuesto la revancha. Esperando a ${side}…`,
  friendRematchAccept: "Aceptar la revancha",
  friendRematchWithdraw: "Retirar la propuesta",
  friendGone: "Esta partida no está en el servidor: quizá el enlace esté cortado o mal copiado.",
  friendTooMany: (seconds) => `Se acaban de crear demasiadas partidas desde esta red. Vuelve a intentarlo dentro de ${seconds} segundo${seconds === 1 ? "" : "s"}.`,
  friendClosedFlood: "El servidor cerró la conexión: esta página envió demasiados mensajes a la vez. Se volverá a conectar en medio minuto…",
  friendClosedTooBig: "El servidor cerró la conexión: esta página envió un mensaje demasiado grande. Volviendo a conectar en un momento…",
  friendBadLink: "Este enlace no es válido: no contiene ninguna partida. Pide el enlace otra vez o cópialo entero.",
  friendLeaveNote: "Una partida nueva deja la partida con tu amigo. Esa partida sigue en el servidor: tu enlace la vuelve a abrir.",
  /** El progreso del jugador (features/progress.js), guardado en este dispositivo. */
  progress: {
    open: 'Tu progreso',
    title: 'Tu progreso',
    kept: 'Se guarda solo en este dispositivo: no se envía nada a ninguna parte.',
    empty: 'Aún no hay partidas. Termina una partida contra el ordenador, entre dos jugadores en este dispositivo o con un amigo en otro dispositivo, y se contará aquí.',
    overall: (n, won, p) => `${n === 1 ? 'Una partida' : `${n} partidas`} contra el ordenador, ${won} ${won === 1 ? 'ganada' : 'ganadas'} (${p} %).`,
    averageAccuracy: (p, n) => `Precisión media: ${p} % en ${n === 1 ? 'una partida analizada' : `${n} partidas analizadas`}.`,
    noAccuracyYet: 'Aún no hay precisión: cada partida se analiza en segundo plano cuando termina.',
    tableCaption: 'Partidas contra el ordenador',
    games: 'Partidas',
    played: 'Jugadas',
    won: 'Ganadas',
    accuracy: 'Precisión',
    wonOf: (won, p) => `${won} (${p} %)`,
    all: 'Todas las partidas',
    by: { level: 'Por nivel', board: 'Por tablero', variant: 'Por variante' },
    levelRow: (name) => `Nivel ${name}`,
    standard: 'Reglas estándar',
    twoPlayers: (n, a, b) => `Dos jugadores en este dispositivo: ${n === 1 ? 'una partida' : `${n} partidas`}; las Claras ganaron ${a}, las Oscuras ${b}.`,
    friend: (n, won) => `Con un amigo en otro dispositivo: ${n === 1 ? 'una partida' : `${n} partidas`}, ${won} ganada${won === 1 ? '' : 's'}.`,
    chartTitle: (n) => (n === 1 ? 'Precisión en tu última partida' : `Precisión en tus últimas ${n} partidas`),
    chartLabel: (n, won, lo, hi) => `Gráfico de ${n === 1 ? 'tu última partida' : `tus últimas ${n} partidas`} contra el ordenador: ${won} ${won === 1 ? 'ganada' : 'ganadas'}; precisión del ${lo} % al ${hi} %.`,
    chartLabelNone: (n, won) => `Gráfico de ${n === 1 ? 'tu última partida' : `tus últimas ${n} partidas`} contra el ordenador: ${won} ${won === 1 ? 'ganada' : 'ganadas'}; ninguna analizada aún.`,
    recentTitle: 'Tus últimas partidas en una tabla',
    level: 'Nivel',
    date: 'Fecha',
    result: 'Resultado',
    resultWon: 'Ganada',
    resultLost: 'Perdida',
    resultResigned: 'Abandonada',
    notReviewed: 'sin analizar',
    save: 'Guardar archivo de progreso',
    openFile: 'Abrir archivo de progreso',
    clear: 'Borrar el progreso',
    clearAsk: '¿Borrar todo tu progreso en este dispositivo? No se puede deshacer.',
    clearYes: 'Sí, borrarlo',
    clearNo: 'Conservarlo',
    cleared: 'Se ha borrado tu progreso.',
    importAsk: (name, n) => `${name} contiene ${n === 1 ? 'una partida' : `${n} partidas`}. ¿Añadirlas a tu progreso o sustituir el tuyo por ellas?`,
    importAdd: 'Añadir al mío',
    importReplace: 'Sustituir el mío',
    imported: (name, n) => `Se ha abierto ${name}: ahora ${n === 1 ? 'se cuenta una partida' : `se cuentan ${n} partidas`}.`,
    why: {
      notJson: 'no es un archivo de progreso',
      newer: 'procede de una versión más reciente de Daldøs',
      damaged: 'está dañado o se ha modificado a mano',
    },
    fileBad: (name, why, detail) => `No se pudo abrir ${name}: ${why} (${detail}). Tu progreso sigue como estaba.`,
    fileTooBig: (name, kb, max) => `${name} ocupa ${kb} KB: un archivo de progreso ocupa como mucho ${max} KB, así que no se abrió.`,
    unreadable: (why) => `No se pudo leer el progreso guardado aquí (${why}), así que se apartó y empieza uno nuevo.`,
    cannotKeep: 'Aquí no se puede guardar el progreso: este navegador no deja que el juego guarde nada.',
    /** The store was written by a newer version of the game (another tab): left untouched, nothing kept meanwhile. */
    newerStore: 'Tu progreso aquí lo escribió una versión más nueva del juego (quizá abierta en otra pestaña): recarga la página para verlo. Mientras tanto no se guarda nada.',
  },
};

export default ES;
