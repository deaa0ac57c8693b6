//! Browser facade for Daldøs: a thin `wasm-bindgen` layer over the rules
//! crate. The page's JavaScript (in `www/`) reaches these exports through
//! `window.wasmBindings` once Trunk fires `TrunkApplicationStarted`.

use wasm_bindgen::prelude::*;

/// Called once by the generated JS glue when the module is instantiated.
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// Version of this crate, shown on the page (and a cheap liveness probe
/// for the browser tests).
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn version_matches_package() {
        assert_eq!(version(), env!("CARGO_PKG_VERSION"));
        assert!(!version().is_empty());
    }
}
