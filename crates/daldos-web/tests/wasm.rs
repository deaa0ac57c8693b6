//! wasm-bindgen-test suite, run in Node by
//! `cargo test -p daldos-web --target wasm32-unknown-unknown`
//! (the runner is configured in `.cargo/config.toml`).
#![cfg(target_arch = "wasm32")]

use wasm_bindgen_test::*;

#[wasm_bindgen_test]
fn version_is_exported() {
    daldos_web::start();
    assert_eq!(daldos_web::version(), env!("CARGO_PKG_VERSION"));
}
