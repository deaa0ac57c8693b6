// Types the page's JavaScript (www/, checked with `tsc --noEmit`, see
// tsconfig.json) needs beyond the DOM: the wasm facade's exports, whose
// declarations wasm-bindgen writes to target/types/daldos_web.d.ts
// (scripts/typecheck.sh builds them; never copied by hand).
type Daldos = typeof import('daldos-web');

interface Window {
  /** The facade's exports, set by Trunk's loader (`data-wasm-import-name`). */
  wasmBindings: Daldos;
}
