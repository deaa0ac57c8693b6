// @ts-check
// Fetches the engine's trained evaluation network for a board size (once
// per size) and hands it to the facade (loadNet). The facade names the file
// (netFile) only for sizes that have one; a failed fetch is not retried and
// leaves the engine on its linear evaluation.
const tried = new Map();

/** Loads the network for boards of `size` from the folder `netsUrl`, if the
 * facade `wasm` has one to load; resolves when done (never rejects). */
export function loadNet(wasm, size, netsUrl) {
  if (!netsUrl || typeof wasm.netFile !== 'function') return Promise.resolve();
  const file = wasm.netFile(size);
  if (!file) return Promise.resolve();
  if (!tried.has(file)) {
    tried.set(
      file,
      fetch(new URL(file, netsUrl))
        .then((r) => (r.ok ? r.arrayBuffer() : Promise.reject(new Error(`${r.status}`))))
        .then((buf) => {
          wasm.loadNet(new Uint8Array(buf));
        })
        .catch((err) => console.warn(`daldos: no evaluation network ${file} (${err}); the computer plays on`)),
    );
  }
  return tried.get(file);
}
