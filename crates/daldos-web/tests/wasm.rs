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

/// The review's reasons and accuracy through the engine build's exports
/// (their JavaScript shapes, tsify): the facts of throw 22 of the review's
/// fixed game, which no evaluation changes (the wasm engine has no
/// network here), and the accuracy's count of plays with a choice.
#[cfg(feature = "engine")]
#[wasm_bindgen_test]
fn the_engine_explains_a_throw_and_scores_the_sides() {
    use daldos_web::engine::{explain_throw, review_accuracy, review_record};
    const GAME: &str = include_str!("../../../tests/review/game.dgn");
    let e = explain_throw(GAME, 21, "A8-A9 M9xM8")
        .unwrap()
        .unwrap()
        .to_rust()
        .unwrap();
    assert_eq!(e.missed, ["M8"]);
    assert_eq!(e.made.play, "A4-A5 A3-A4");
    assert_eq!(e.best.captured, ["M8"]);
    assert_eq!(e.reasons[0].fact, daldos_web::FactName::Captures);
    assert_eq!(e.best.threats.any.fraction, "7/16");
    // The play made itself: nothing to explain; a play of another throw: an error.
    assert!(explain_throw(GAME, 21, "A4-A5 A3-A4").unwrap().is_none());
    assert!(explain_throw(GAME, 21, "A1-A2").is_err());
    let reviews = review_record(GAME, 18, 6).unwrap();
    let choices = reviews
        .iter()
        .map(|r| r.to_rust().unwrap())
        .filter(|r| r.choice)
        .fold([0, 0], |[a, b], r| match r.side {
            daldos_web::SideName::A => [a + 1, b],
            daldos_web::SideName::B => [a, b + 1],
        });
    let acc = review_accuracy(reviews).unwrap().to_rust().unwrap();
    assert_eq!(acc.a.map_or(0, |a| a.plays), choices[0]);
    assert_eq!(acc.b.map_or(0, |b| b.plays), choices[1]);
}
