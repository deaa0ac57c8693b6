//! Fuzz target: `daldos_fuzz::share_code` on any input (text, or a body
//! framed as a code).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    daldos_fuzz::share_code(data);
});
