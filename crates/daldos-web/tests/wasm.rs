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

/// The player's progress through its exports (progress_js.rs): a store
/// that is not JSON, a newer one and a damaged one refused as a
/// `ProgressError` with its `kind` and reason; a finished game between two
/// players made an entry, added and summed up.
#[wasm_bindgen_test]
fn progress_is_read_with_typed_errors_and_counts_a_game() {
    use daldos_web::progress::{Opponent, Progress, ProgressEntry, ProgressSummary};
    use daldos_web::progress_js::{progress_add, progress_summary, read_progress};
    use tsify::Ts;
    use wasm_bindgen::JsCast;
    let refused = |text: &str| {
        let err: js_sys::Error = read_progress(text).unwrap_err().dyn_into().unwrap();
        let kind = js_sys::Reflect::get(&err, &"kind".into())
            .unwrap()
            .as_string()
            .unwrap();
        (String::from(err.name()), kind, String::from(err.message()))
    };
    let (name, kind, _) = refused("{\"v\":1,");
    assert_eq!((name.as_str(), kind.as_str()), ("ProgressError", "notJson"));
    let (_, kind, message) = refused(r#"{"v":2,"games":[],"totals":[]}"#);
    assert_eq!(
        (kind.as_str(), message.as_str()),
        (
            "newer",
            "it was written by a newer version of the game (version 2)"
        )
    );
    let (_, kind, message) = refused(
        r#"{"v":1,"games":[],"totals":[{"size":5,"variants":[],"played":1,"won":0,"reviewed":0,"accuracyTenths":0}]}"#,
    );
    assert_eq!(
        (kind.as_str(), message.as_str()),
        ("damaged", "total 1: board size 5 is not one of 6..=16")
    );
    let (_, kind, message) = refused(r#"{"v":1,"games":[]}"#);
    assert_eq!(
        (kind.as_str(), message.as_str()),
        (
            "damaged",
            "it is not a progress file: missing field `totals`"
        )
    );

    const WON: &str = include_str!("../../../tests/webdriver/games/pvp-12-seed3.dgn");
    let game = daldos_web::WebGame::from_record(WON).unwrap();
    let entry: ProgressEntry = game
        .progress_entry(Ts::from_rust(&Opponent::TwoPlayers).unwrap(), "2026-12-02")
        .unwrap()
        .to_rust()
        .unwrap();
    assert_eq!(
        (entry.size, entry.winner.as_str(), entry.opponent),
        (12, "a", Opponent::TwoPlayers)
    );
    let empty = read_progress(r#"{"v":1,"games":[],"totals":[]}"#).unwrap();
    let p: Progress = progress_add(empty, Ts::from_rust(&entry).unwrap())
        .unwrap()
        .to_rust()
        .unwrap();
    assert_eq!(p.games, [entry]);
    let s: ProgressSummary = progress_summary(Ts::from_rust(&p).unwrap())
        .unwrap()
        .to_rust()
        .unwrap();
    assert_eq!(
        (s.games, s.two_players.played, s.two_players.light_won),
        (1, 1, 1)
    );
}
