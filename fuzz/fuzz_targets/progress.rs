//! Fuzz target: `daldos_fuzz::progress` on any input (as UTF-8, invalid
//! sequences replaced).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    daldos_fuzz::progress(&String::from_utf8_lossy(data));
});
