#!/usr/bin/env bash
# Type-checks the page's JavaScript (www/) against the TypeScript
# declarations that wasm-bindgen generates from the facade
# (crates/daldos-web: its tsify types and exports), with `tsc --noEmit`
# (tsconfig.json). The declarations are made here, never copied by hand.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
cargo build --quiet -p daldos-web --target wasm32-unknown-unknown
wasm-bindgen --target web --out-dir target/types target/wasm32-unknown-unknown/debug/daldos_web.wasm
tsc --noEmit -p tsconfig.json
echo "typecheck: www/ agrees with the facade's declarations"
