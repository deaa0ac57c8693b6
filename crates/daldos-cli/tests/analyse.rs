//! `daldos analyse`: the engine's review of a record, one line per throw.
//! The JSON lines of tests/review/game.dgn are kept in
//! tests/review/analyse.jsonl (made by `daldos analyse --format json
//! tests/review/game.dgn`); the page's review is checked against the same
//! file (tests/e2e/review.spec.mjs), so the two agree.

mod common;

const GAME: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/review/game.dgn");
const JSONL: &str = include_str!("../../../tests/review/analyse.jsonl");

fn analyse(args: &[&str]) -> (String, String, bool) {
    let mut all = vec!["analyse"];
    all.extend_from_slice(args);
    common::daldos(&all, "")
}

#[test]
fn the_json_review_is_the_kept_one() {
    let (out, err, ok) = analyse(&["--format", "json", GAME]);
    assert!(ok, "{err}");
    assert_eq!(out, JSONL);
    let first: serde_json::Value = serde_json::from_str(out.lines().next().unwrap()).unwrap();
    assert_eq!(first["index"], 0);
    assert_eq!(first["side"], "b");
    assert_eq!(first["throw"], "1+2");
    assert_eq!(first["play"], "B12-M12-M10");
}

#[test]
fn every_throw_has_a_line_and_no_loss_is_negative() {
    let lines: Vec<serde_json::Value> = JSONL
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    // The record has 70 throws.
    assert_eq!(lines.len(), 70);
    for (i, l) in lines.iter().enumerate() {
        assert_eq!(l["index"], i);
        let (before, after, loss) = (
            l["before"].as_f64().unwrap(),
            l["after"].as_f64().unwrap(),
            l["loss"].as_f64().unwrap(),
        );
        assert!(after <= before && (before - after - loss).abs() < 1e-12);
        let win_a = l["winA"].as_f64().unwrap();
        let mine = if l["side"] == "a" { after } else { 1.0 - after };
        assert!((win_a - mine).abs() < 1e-12);
    }
    // Dark (b) wins with its last play.
    assert_eq!(lines[69]["side"], "b");
    assert_eq!(lines[69]["after"], 1.0);
}

#[test]
fn the_table_names_the_better_play() {
    let (out, err, ok) = analyse(&[GAME]);
    assert!(ok, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 71);
    assert_eq!(
        lines[0],
        "   #  side  throw  play                    best                     before    after    loss"
    );
    // Throw 8: A11-M11-M8 instead of the capture A11xM11 M7-M4.
    let eighth: Vec<&str> = lines[8].split_whitespace().collect();
    assert_eq!(
        eighth,
        [
            "8",
            "a",
            "3+3",
            "A11-M11-M8",
            "A11xM11",
            "M7-M4",
            "57.6%",
            "21.5%",
            "36.0"
        ]
    );
}

#[test]
fn bad_input_is_one_line() {
    let (_, err, ok) = analyse(&["--level", "9", GAME]);
    assert!(!ok);
    assert_eq!(err, "daldos: bad --level 9: expected 1..=5\n");
    let (_, err, ok) = common::daldos(&["analyse", "-"], "[Board \"12\"]\n\na 9+9: A1-A2\n");
    assert!(!ok);
    assert!(err.starts_with("daldos: -: line 3"), "{err}");
}
