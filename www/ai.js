// @ts-check
// The computer player and the hint: ask daldos-ai (through the facade) in
// a module worker that loads the same wasm module as the page, so the page
// never pauses while the engine searches. If the worker cannot start, the
// work is done on the main thread after a short timeout instead (the page
// then pauses while it thinks).

import { loadNet } from './nets.js';

/**
 * @param {Daldos} wasm the facade's exports (for the main-thread fallback)
 * @param {{ workerUrl?: string, glueUrl?: string, wasmUrl?: string, netsUrl?: string }} urls
 */
export function createAi(wasm, { workerUrl, glueUrl, wasmUrl, netsUrl }) {
  let worker = null;
  let ready = Promise.resolve(false);
  let next = 1;
  const pending = new Map();

  if (workerUrl && glueUrl && wasmUrl && typeof Worker === 'function') {
    try {
      worker = new Worker(workerUrl, { type: 'module' });
      ready = new Promise((resolve) => {
        worker.onmessage = (e) => {
          const m = e.data;
          if (m.type === 'ready') resolve(true);
          else if (m.type === 'failed') resolve(false);
          else if (m.type === 'result') {
            const p = pending.get(m.id);
            pending.delete(m.id);
            if (p) (m.error ? p.reject(new Error(m.error)) : p.resolve(m.value));
          }
        };
        worker.onerror = () => resolve(false);
      });
      worker.postMessage({ type: 'init', js: glueUrl, wasm: wasmUrl, nets: netsUrl });
    } catch {
      worker = null;
    }
  }

  const onMainThread = (record, task) =>
    new Promise((resolve, reject) => {
      setTimeout(async () => {
        let game = null;
        try {
          game = wasm.Game.fromRecord(record);
          await loadNet(wasm, game.view().size, netsUrl);
          resolve(task(game));
        } catch (err) {
          reject(err);
        } finally {
          game?.free();
        }
      }, 30);
    });

  async function call(msg, task) {
    if (worker && (await ready)) {
      const id = next++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ ...msg, id });
      });
    }
    return onMainThread(msg.record, task);
  }

  /** The computer's moves (the facade's move objects) for the rest of the unfinished
   * throw of `record`, by the bot `bot` seeded with `seed` (the game's
   * `choiceSeed()`). */
  function play(record, bot, seed) {
    return call({ type: 'play', record, bot, seed }, (g) => g.computerPlay(bot, seed));
  }

  /** The engine's hint (the facade's `hint(level)`) for the unfinished throw of `record`. */
  function hint(record, level) {
    return call({ type: 'hint', record, level }, (g) => g.hint(level));
  }

  return {
    play,
    hint,
    usesWorker: async () => !!worker && (await ready),
    destroy() {
      worker?.terminate();
      pending.clear();
    },
  };
}
