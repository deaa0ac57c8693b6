// Page entry point (plain ES module, copied to dist/www/ by Trunk).
//
// Trunk's injected loader instantiates the wasm module, stores its exports
// on `window.wasmBindings` and then fires `TrunkApplicationStarted`. This
// module may run before or after that, so it handles both orders.

const $ = (id) => document.getElementById(id);

/** Resolves with the wasm exports once the module has started. */
export function wasmReady() {
  if (window.wasmBindings) return Promise.resolve(window.wasmBindings);
  return new Promise((resolve) => {
    window.addEventListener('TrunkApplicationStarted', () => resolve(window.wasmBindings), {
      once: true,
    });
  });
}

function showError(message) {
  const status = $('status');
  status.textContent = message;
  status.classList.add('error');
  $('app').setAttribute('aria-busy', 'false');
  document.body.dataset.error = 'true';
}

async function main() {
  const wasm = await wasmReady();
  $('version').textContent = `v${wasm.version()}`;
  $('status').textContent = 'Ready.';
  $('board').hidden = false;
  $('app').setAttribute('aria-busy', 'false');
  // Browser tests wait for this attribute.
  document.body.dataset.ready = 'true';
}

window.addEventListener('error', (event) => showError(`Error: ${event.message}`));
window.addEventListener('unhandledrejection', (event) => showError(`Error: ${event.reason}`));

main().catch((err) => showError(`Could not start the game: ${err}`));
