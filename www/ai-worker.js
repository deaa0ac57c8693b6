// @ts-check
// The computer's thinking, off the main thread. Loads the engine's own wasm
// build (engine/daldos-engine.js and its wasm; the page's wasm has no AI)
// and answers
//   { type: 'init', engine, nets }              with { type: 'ready' } or { type: 'failed', error }
//   { type: 'play', id, request, bot, seed }    with { type: 'result', id, value: MoveData[] }
//   { type: 'hint', id, request, level }        with { type: 'result', id, value: HintData }
//   { type: 'hintReasons', id, request, level, moves } with { type: 'result', id, value: HintReasonsData | undefined }
//   { type: 'odds', id, request }               with { type: 'result', id, value: OddsData }
//   { type: 'review', id, size, record, from, count }  with { type: 'result', id, value: ReviewData[] }
//   { type: 'explain', id, size, record, index, best } with { type: 'result', id, value: ExplanationData | undefined }
//   { type: 'accuracy', id, size, reviews }            with { type: 'result', id, value: GameAccuracyData }
// or { type: 'result', id, error } (the message of the engine's error).
// For 'play' and 'hint', `request` is the page's `game.engineRequest()`:
// the position before the throw, the variants, the dice and the moves made
// so far; for 'odds' it is `game.oddsRequest()` (or a hint's `afterOdds`):
// the board as it stands; 'review' carries the game record and its board
// size. The page runs the odds in a worker of their own (ai.js). Before
// the first 'play', 'hint' or 'review' on a board with a trained
// evaluation network, the worker fetches the network (nets/net-<N>.bin) and
// hands it to the engine; if that fails the engine plays on its linear
// evaluation. The odds need no network.
import { loadNet } from './nets.js';

/** @type {{ postMessage(message: any): void, onmessage: ((event: MessageEvent) => void) | null }} */
const scope = /** @type {any} */ (self);

/** @type {Promise<any> | null} the engine module, once initialised */
let ready = null;
/** @type {string | null} */
let netsUrl = null;

const TASKS = {
  play: (engine, msg) => engine.computerPlay(msg.request, msg.bot, msg.seed),
  hint: (engine, msg) => engine.hint(msg.request, msg.level),
  hintReasons: (engine, msg) => engine.hintReasons(msg.request, msg.level, msg.moves),
  odds: (engine, msg) => engine.captureOdds(msg.request),
  review: (engine, msg) => engine.reviewRecord(msg.record, msg.from, msg.count),
  explain: (engine, msg) => engine.explainThrow(msg.record, msg.index, msg.best),
  accuracy: (engine, msg) => engine.reviewAccuracy(msg.reviews),
};

scope.onmessage = async (event) => {
  const msg = event.data;
  if (msg.type === 'init') {
    netsUrl = msg.nets || null;
    ready = import(msg.engine).then(async (engine) => {
      await engine.default();
      return engine;
    });
    ready.then(
      () => scope.postMessage({ type: 'ready' }),
      (err) => scope.postMessage({ type: 'failed', error: String(err) }),
    );
    return;
  }
  const task = TASKS[msg.type];
  if (!task) return;
  try {
    const engine = await ready;
    if (msg.type === 'play' || msg.type === 'hint' || msg.type === 'hintReasons' || msg.type === 'review') await loadNet(engine, msg.size ?? msg.request.size, netsUrl);
    scope.postMessage({ type: 'result', id: msg.id, value: task(engine, msg) });
  } catch (err) {
    scope.postMessage({ type: 'result', id: msg.id, error: String(err?.message || err) });
  }
};
