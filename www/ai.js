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

/** The computer's own files (engine/daldos-engine.js and its wasm) cannot
 * be loaded: it cannot play or hint here, though the game goes on. */
export class EngineUnavailable extends Error {
  constructor(url, cause) {
    super(`the computer's files could not be loaded from ${url}: ${cause?.message || cause}`, { cause });
    this.name = 'EngineUnavailable';
  }
}

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
      .then(async (engine) => {
        await engine.default();
        return engine;
      })
      .catch((err) => {
        local = null;
        throw new EngineUnavailable(engineUrl, err);
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
    const pending = new Map();

    /** Starts the worker (once); resolves whether it can take tasks. */
    function start() {
      if (ready) return ready;
      ready = Promise.resolve(false);
      if (workerUrl && engineUrl && typeof Worker === 'function') {
        try {
          const w = new Worker(workerUrl, { type: 'module' });
          worker = w;
          ready = new Promise((resolve) => {
            w.onmessage = (e) => {
              const m = e.data;
              if (m.type === 'ready') resolve(true);
              else if (m.type === 'failed') resolve(false);
              else if (m.type === 'result') {
                const p = pending.get(m.id);
                pending.delete(m.id);
                if (p) (m.error ? p.reject(new Error(m.error)) : p.resolve(m.value));
              }
            };
            w.onerror = () => resolve(false);
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
          pending.set(id, { resolve, reject });
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
      worker?.terminate();
      worker = null;
      ready = null;
      for (const p of pending.values()) p.reject(new Error('cancelled'));
      pending.clear();
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
    review,
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
