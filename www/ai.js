// @ts-check
// The computer player, the hint, the game review and the capture odds: the engine's own
// wasm build (engine/daldos-engine.js; the page's wasm has no AI) in
// module workers, so the page never pauses while the engine searches. Two
// lanes, each its own worker started at its first task, not with the page
// (a first visit downloads no AI at all until the computer plays, a hint is
// asked or the odds are shown): one for the computer, the hint and the
// review, one for
// the odds, which can take seconds on crowded boards and must never hold
// up the computer (a stale one is cut short by `cancelOdds`). If a worker
// cannot start, the engine is loaded on the main thread instead (the page
// then pauses while it thinks).

import { loadNet } from './nets.js';

/** @typedef {import('daldos-web').EngineRequest} EngineRequest */
/** @typedef {import('daldos-web').MoveData} MoveData */
/** @typedef {import('daldos-web').HintData} HintData */
/** @typedef {import('daldos-web').OddsRequest} OddsRequest */
/** @typedef {import('daldos-web').OddsData} OddsData */
/** @typedef {import('daldos-web').ReviewData} ReviewData */
/** @typedef {import('daldos-web').ExplanationData} ExplanationData */
/** @typedef {import('daldos-web').GameAccuracyData} GameAccuracyData */

/** The computer's own files (engine/daldos-engine.js and its wasm) cannot
 * be loaded: it cannot play or hint here, though the game goes on. */
export class EngineUnavailable extends Error {
  constructor(url, cause) {
    super(`the computer's files could not be loaded from ${url}: ${cause?.message || cause}`, { cause });
    this.name = 'EngineUnavailable';
  }
}

/** The engine stopped in the middle of a task: its worker crashed, ran out
 * of memory or stopped answering, or the engine failed on the task. The
 * game itself is unharmed; the task may be asked again (a new worker). */
export class EngineFailed extends Error {
  constructor(why) {
    super(`the computer's engine stopped: ${why}`);
    this.name = 'EngineFailed';
  }
}

/** How long a task may go unanswered before its worker counts as dead, in
 * ms. The engine's searches are bounded by their time budget (well under a
 * second) and a review is asked a few throws at a time, so only a worker
 * that has stopped stays silent this long. */
export const WORKER_SILENT_MS = 60_000;

/**
 * @param {{ workerUrl?: string, engineUrl?: string, netsUrl?: string,
 *   onStart?: (where: 'worker' | 'main') => void }} options
 *   `engineUrl`: the engine's JS glue; `onStart` hears where the computer
 *   thinks once its first task starts.
 */
export function createAi({ workerUrl, engineUrl, netsUrl, onStart }) {
  /** @type {Promise<any> | null} the engine on the main thread, if needed */
  let local = null;

  /** The engine module on the main thread (loaded once; tried again after
   * a failure). Rejects with an `EngineUnavailable` error when its files
   * cannot be loaded (a copy of the game's folder without engine/). */
  function engineHere() {
    local ||= import(/* @vite-ignore */ engineUrl)
      .catch((err) => {
        throw new EngineUnavailable(engineUrl, err);
      })
      .then(async (engine) => {
        // Loaded, but it cannot start (out of memory, say): no fault of
        // the files.
        await engine.default().catch((err) => {
          throw new EngineFailed(String(err?.message || err));
        });
        return engine;
      })
      .catch((err) => {
        local = null;
        throw err;
      });
    return local;
  }

  /** A worker of its own, started at its first task; `onStarted` hears
   * whether it runs. */
  function lane(onStarted = (_ok) => {}) {
    /** @type {Worker | null} */
    let worker = null;
    /** @type {Promise<boolean> | null} whether the worker is ready (once started) */
    let ready = null;
    let next = 1;
    /** @type {Map<number, { resolve: (v: any) => void, reject: (e: any) => void, timer: ReturnType<typeof setTimeout> }>} */
    const pending = new Map();

    /** The worker is dead (`why`): every task waiting on it fails with an
     * `EngineFailed`, and the next task starts a new worker. */
    const died = (why) => end(new EngineFailed(why));

    /** Ends the worker: every task waiting on it is rejected with `error`. */
    function end(error) {
      worker?.terminate();
      worker = null;
      ready = null;
      const waiting = [...pending.values()];
      pending.clear();
      for (const p of waiting) {
        clearTimeout(p.timer);
        p.reject(error);
      }
    }

    /** Starts the worker (once); resolves whether it can take tasks. */
    function start() {
      if (ready) return ready;
      ready = Promise.resolve(false);
      if (workerUrl && engineUrl && typeof Worker === 'function') {
        try {
          const w = new Worker(workerUrl, { type: 'module' });
          worker = w;
          /** Whether it said it is ready (an error before that: it could not start). */
          let running = false;
          ready = new Promise((resolve) => {
            w.onmessage = (e) => {
              const m = e.data;
              if (m.type === 'ready') {
                running = true;
                resolve(true);
              }
              else if (m.type === 'failed') {
                // It could not start: shut down, and the main thread
                // takes over.
                resolve(false);
                w.terminate();
                if (worker === w) worker = null;
              }
              else if (m.type === 'result') {
                const p = pending.get(m.id);
                pending.delete(m.id);
                if (!p) return;
                clearTimeout(p.timer);
                if (m.error) p.reject(new EngineFailed(m.error));
                else p.resolve(m.value);
              }
            };
            // Before it is ready: it cannot start (the main thread takes
            // over); afterwards: it crashed mid-task.
            w.onerror = (e) => {
              if (worker !== w) return;
              if (!running) {
                resolve(false);
                w.terminate();
                worker = null;
              } else died(e?.message || 'its worker crashed');
            };
            w.onmessageerror = () => worker === w && died('a message could not be read');
            // Silent at its start: it cannot start here.
            setTimeout(() => {
              if (running || worker !== w) return;
              resolve(false);
              w.terminate();
              worker = null;
            }, WORKER_SILENT_MS);
          });
          w.postMessage({ type: 'init', engine: engineUrl, nets: netsUrl });
        } catch {
          worker = null;
        }
      }
      ready.then(onStarted);
      return ready;
    }

    /** Runs `task` in the worker, or here if it cannot. */
    async function call(msg, task) {
      if (await start()) {
        const id = next++;
        return new Promise((resolve, reject) => {
          // A worker that stops without a word (killed, out of memory)
          // is found out by its silence.
          const timer = setTimeout(() => died(`no answer for ${WORKER_SILENT_MS / 1000} s`), WORKER_SILENT_MS);
          pending.set(id, { resolve, reject, timer });
          worker?.postMessage({ ...msg, id });
        });
      }
      // A short pause first, so that the page can draw before it stalls.
      await new Promise((r) => setTimeout(r, 30));
      const engine = await engineHere();
      if (msg.type !== 'odds') await loadNet(engine, msg.size ?? msg.request.size, netsUrl);
      return task(engine);
    }

    /** Stops the worker and what it was doing (its tasks are rejected);
     * the next task starts a new one. */
    function stop() {
      end(new Error('cancelled'));
    }

    return { call, stop };
  }

  const engine = lane((ok) => onStart?.(ok ? 'worker' : 'main'));
  const oddsLane = lane();

  /**
   * The computer's moves for the rest of the throw of `request` (the
   * game's `engineRequest()`), by the bot `bot` seeded with `seed` (the
   * game's `choiceSeed()`).
   * @param {EngineRequest} request @param {string} bot @param {number} seed
   * @returns {Promise<MoveData[]>}
   */
  function play(request, bot, seed) {
    return engine.call({ type: 'play', request, bot, seed }, (e) => e.computerPlay(request, bot, seed));
  }

  /**
   * The engine's hint at `level` for the throw of `request`.
   * @param {EngineRequest} request @param {number} level
   * @returns {Promise<HintData>}
   */
  function hint(request, level) {
    return engine.call({ type: 'hint', request, level }, (e) => e.hint(request, level));
  }

  /**
   * Why the hint `hint` (its moves) for the throw of `request` beats the
   * next best play at `level` (the engine's reasons with exact odds; a
   * second search and the odds: seconds in a crowded position);
   * `undefined` when every other play leads to the same position.
   * @param {EngineRequest} request @param {number} level @param {MoveData[]} moves
   * @returns {Promise<import('daldos-web').HintReasonsData | undefined>}
   */
  function hintReasons(request, level, moves) {
    return engine.call({ type: 'hintReasons', request, level, moves }, (e) => e.hintReasons(request, level, moves));
  }

  /**
   * The top level's review of the throws `from .. from + count` of the game
   * `record` on a board of `size` holes per outer row (the same values as
   * `daldos analyse`).
   * @param {string} record @param {number} size @param {number} from @param {number} count
   * @returns {Promise<ReviewData[]>}
   */
  function review(record, size, from, count) {
    return engine.call({ type: 'review', record, size, from, count }, (e) => e.reviewRecord(record, from, count));
  }

  /**
   * Why `best` (a review's better play, in notation) beats the play made at
   * throw `index` (from 0) of the game `record` on a board of `size`: the
   * engine's reasons with their exact odds (seconds in a crowded
   * position, so in the worker); `undefined` when both plays lead to the
   * same position.
   * @param {string} record @param {number} size @param {number} index @param {string} best
   * @returns {Promise<ExplanationData | undefined>}
   */
  function explain(record, size, index, best) {
    return engine.call({ type: 'explain', record, size, index, best }, (e) => e.explainThrow(record, index, best));
  }

  /**
   * Each side's accuracy from a whole game's review (`daldos analyse
   * --explain`'s accuracy).
   * @param {ReviewData[]} reviews @param {number} size
   * @returns {Promise<GameAccuracyData>}
   */
  function accuracy(reviews, size) {
    return engine.call({ type: 'accuracy', reviews, size }, (e) => e.reviewAccuracy(reviews));
  }

  /**
   * The exact capture odds on the board of `request` (the game's
   * `oddsRequest()`, or a hint's `afterOdds`), in the odds' own worker.
   * Rejected with "cancelled" if `cancelOdds` stops it first.
   * @param {OddsRequest} request
   * @returns {Promise<OddsData>}
   */
  function odds(request) {
    return oddsLane.call({ type: 'odds', request }, (e) => e.captureOdds(request));
  }

  return {
    play,
    hint,
    hintReasons,
    review,
    explain,
    accuracy,
    odds,
    /** Stops the odds being computed (the board moved on): its worker ends,
     * and the next `odds` starts a new one. */
    cancelOdds: () => oddsLane.stop(),
    destroy() {
      engine.stop();
      oddsLane.stop();
    },
  };
}
