// The computer player: asks daldos-ai (through the facade) for a play, in
// a module worker that loads the same wasm module as the page. If the
// worker cannot start, the play is computed on the main thread after a
// short timeout instead (the page then pauses while it thinks).

export function createAi(wasm, { workerUrl, glueUrl, wasmUrl }) {
  let worker = null;
  let ready = null;
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
          else if (m.type === 'play') {
            const p = pending.get(m.id);
            pending.delete(m.id);
            if (p) (m.error ? p.reject(new Error(m.error)) : p.resolve(m.moves));
          }
        };
        worker.onerror = () => resolve(false);
      });
      worker.postMessage({ type: 'init', js: glueUrl, wasm: wasmUrl });
    } catch {
      worker = null;
    }
  }

  function onMainThread(record, bot, seed) {
    return new Promise((resolve, reject) => {
      setTimeout(() => {
        let game = null;
        try {
          game = wasm.Game.fromRecord(record);
          resolve(game.computerPlay(bot, seed));
        } catch (err) {
          reject(err);
        } finally {
          game?.free();
        }
      }, 30);
    });
  }

  /** The computer's play for the unfinished throw of `record`. */
  async function play(record, bot) {
    const seed = crypto.getRandomValues(new Uint32Array(1))[0];
    if (worker && (await ready)) {
      const id = next++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ type: 'play', id, record, bot, seed });
      });
    }
    return onMainThread(record, bot, seed);
  }

  return {
    play,
    usesWorker: async () => !!worker && (await ready),
    destroy() {
      worker?.terminate();
      pending.clear();
    },
  };
}
