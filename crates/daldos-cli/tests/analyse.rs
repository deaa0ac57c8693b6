//! `daldos analyse`: the engine's review of a record, one line per throw.
//! The JSON lines of tests/review/game.dgn are kept in
//! tests/review/analyse.jsonl (made by `daldos analyse --format json
//! tests/review/game.dgn`); the page's review is checked against the same
//! file (tests/e2e/review.spec.mjs), so the two agree.

mod common;

const GAME: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/review/game.dgn");
const JSONL: &str = include_str!("../../../tests/review/analyse.jsonl");
/// `daldos analyse --explain --costly 0.1 --format json` of the same game:
/// the reasons and accuracy the page's review must show
/// (tests/e2e/reasons.spec.mjs).
const EXPLAIN_JSONL: &str = include_str!("../../../tests/review/explain.jsonl");

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
fn the_explained_review_is_the_kept_one() {
    let (out, err, ok) = analyse(&["--explain", "--costly", "0.1", "--format", "json", GAME]);
    assert!(ok, "{err}");
    assert_eq!(out, EXPLAIN_JSONL);
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
            "36.1"
        ]
    );
    // The loss shown is the difference of the two chances shown (the exact
    // loss, 36.03 points, is in the JSON).
    let l: serde_json::Value = serde_json::from_str(JSONL.lines().nth(7).unwrap()).unwrap();
    assert!((100.0 * l["loss"].as_f64().unwrap() - 36.03).abs() < 0.005);
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

/// `--explain`, text (level 2, fast): the reasons under each play that
/// cost at least `--costly` points (here 10: six plays), then each
/// side's accuracy.
#[test]
fn explain_gives_the_reasons_and_the_accuracy() {
    let args = ["--level", "2", "--explain", "--costly", "10", GAME];
    let (out, err, ok) = analyse(&args);
    assert!(ok, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    // 71 lines of the table, 28 of reasons, 6 of what their chances count
    // (one under each play explained), 2 of accuracy.
    assert_eq!(lines.len(), 107);
    // The indented lines under the row that starts with `prefix`.
    let under = |prefix: &str| -> Vec<&str> {
        let row = lines.iter().position(|l| l.starts_with(prefix)).unwrap();
        let rest = lines[row + 1..].iter().copied();
        rest.take_while(|l| l.starts_with("        ")).collect()
    };
    // Throw 21: B's better play dals a piece onto M10 and brings A's pieces
    // on A6-A8 within reach, at a price (ranked last, as it speaks for the
    // play made): its own piece on A5 (left there at 43.75 %, where the
    // play made moves it on to A10, at 6.25 %), and its dal moves a piece
    // that stood out of reach on B10 into reach on M10.
    assert_eq!(
        under("  21  b"),
        [
            "        1. enemy pieces within reach: yours 23.36% (A3 0.06%, A4 0.03%, M9 23.36%, 3 more under 0.01%); better 93.75% (A3 0.06%, A4 0.03%, A6 43.75%, A7 50.00%, A8 60.00%, M9 43.75%) [0.70 piece]",
            "        2. dalled: yours none (9 undalled left); better M10 (8 undalled left)",
            "        3. own pieces within the opponent's reach: yours 6.25% (A10 6.25%, M8 6.25%, B1 0.47%, B2 0.06%, B3 0.03%, 5 more under 0.01%); better 43.75% (A5 43.75%, M8 6.25%, M10 1.82%, B1 0.47%, B2 0.06%, B3 0.03%, 5 more under 0.01%) [0.38 piece]",
            "        4. pieces placed differently, each one's chance of capture: yours A5-A10 6.25%; better A5 43.75% [0.38 piece]",
            "        5. moved into reach from where it stood safe: yours none moved into reach; better B10-M10 1.82% [0.02 piece]",
            "        (each chance counts the opponent's whole next turn, the extra throw after 1+1 included)",
        ]
    );
    // Throw 32: the missed capture of M11, and the piece on M8 moved to
    // M6 (0.06 %), not to M3 (7.56 %); last, the enemy pieces the play
    // made keeps within reach (without M11, which the better play took:
    // docs/ai.md, "threats compared"), and the better play's capturer on
    // M11 may be captured back. The capture
    // also takes B's home-row pieces on B2-B7 out of a reach of under
    // 0.01 % each (long chains of 1+1): no reason.
    assert_eq!(
        under("  32  b"),
        [
            "        1. captures: yours none; better M11 [1.00 piece]",
            "        2. own pieces within the opponent's reach: yours 25.00% (M3 7.56%, M9 18.75%, M10 6.25%, B1 0.03%, 5 more under 0.01%); better 4.30% (M6 0.06%, M9 1.31%, M10 1.82%, M11 2.21%, 1 more under 0.01%) [0.21 piece]",
            "        3. pieces placed differently, each one's chance of capture: yours M8-M3 7.56%; better M8-M6 0.06% [0.08 piece]",
            "        4. enemy pieces within reach: yours 23.05% (A4 14.32%, A5 7.68%, A6 0.90%, A7 0.48%, A8 0.06%); better 0.56% (A4 0.48%, A5 0.06%, A6 0.03%, 2 more under 0.01%) [0.22 piece]",
            "        5. capturing pieces captured back: yours no capture; better M11 2.21% [0.02 piece]",
            "        (each chance counts the opponent's whole next turn, the extra throw after 1+1 included)",
        ]
    );
    assert_eq!(
        lines[105..],
        [
            "accuracy  a 81.3% (20 plays with a choice)",
            "accuracy  b 90.4% (32 plays with a choice)",
        ]
    );
    // The table itself is the one without --explain.
    let (plain, _, _) = analyse(&["--level", "2", GAME]);
    let table: Vec<&str> = lines
        .iter()
        .copied()
        .filter(|l| !l.starts_with("        ") && !l.starts_with("accuracy"))
        .collect();
    assert_eq!(table, plain.lines().collect::<Vec<_>>());
}

/// `--explain`, text: the pieces taken out of danger named with their
/// chance before the throw, as the danger lists are (tests/review/game.dgn,
/// throw 48, from its position: Dark's play made takes the piece on M3
/// out of a reach of 0.48 %, the better play B6 and B7 out of 2/3 and
/// 7/24), as the page names them (www/review-words.js).
#[test]
fn explain_names_the_pieces_out_of_danger_with_their_chance_before() {
    let record = "[Board \"12\"]\n[Start \"3B2B3AA/3B1B7/bA1Bbbb5 b\"]\n\nb 1+4: M3-M2-A2\n";
    let (out, err, ok) = common::daldos(&["analyse", "--explain", "--costly", "0", "-"], record);
    assert!(ok, "{err}");
    let line = out
        .lines()
        .find(|l| l.contains("taken out of danger"))
        .unwrap();
    assert_eq!(
        line,
        "        4. taken out of danger, each one's chance before the throw: yours M3 0.48%; better B6 66.67%, B7 29.17%"
    );
}

/// The same through serde_json's parser, as the CLI's output is read.
fn reparsed(v: &impl serde::Serialize) -> serde_json::Value {
    serde_json::from_str(&serde_json::to_string(v).unwrap()).unwrap()
}

/// `--explain`, JSON (level 2): each throw's line is the one without
/// `--explain` plus an "explanation" (the library's, null unless costly),
/// and a last line with the library's accuracy.
#[test]
fn explain_in_json_is_the_library_s() {
    let args = ["--level", "2", "--format", "json", GAME];
    let (plain, _, _) = analyse(&args);
    let (out, err, ok) = analyse(&[&args[..], &["--explain", "--costly", "10"]].concat());
    assert!(ok, "{err}");
    let lines: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 71);
    let plain: Vec<serde_json::Value> = plain
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let game = daldos::Game::from_record(&std::fs::read_to_string(GAME).unwrap()).unwrap();
    let engine = daldos_ai::Engine::new(daldos_ai::Level::new(2).unwrap(), 0);
    let reviews = daldos_ai::review_game(&engine, &game, 0..70);
    let mut explained = Vec::new();
    for (i, t) in reviews.iter().enumerate() {
        let mut line = lines[i].clone();
        let explanation = line.as_object_mut().unwrap().remove("explanation").unwrap();
        assert_eq!(line, plain[i]);
        if t.review.loss() >= 0.10 {
            let e = daldos_ai::explain_review(t).unwrap();
            assert_eq!(explanation, reparsed(&e));
            explained.push(i + 1);
        } else {
            assert!(explanation.is_null());
        }
    }
    assert_eq!(explained, [8, 20, 21, 22, 32, 35]);
    // Throw 8's better play takes the piece on M11, and leaves A's piece on
    // A2 to be captured with 1/16, the first in its list.
    let e = &lines[7]["explanation"];
    assert_eq!(e["best"]["captured"], serde_json::json!(["M11"]));
    assert_eq!(e["reasons"][0]["fact"], "captures");
    assert_eq!(e["reasons"][0]["favours"], "best");
    assert_eq!(e["reasons"][0]["weight"], 1.0);
    assert_eq!(e["best"]["danger"]["pieces"][0]["hole"], "A2");
    assert_eq!(
        e["best"]["danger"]["pieces"][0]["chance"]["fraction"],
        "1/16"
    );
    let accuracy = daldos_ai::game_accuracy(&reviews);
    assert_eq!(
        lines[70],
        serde_json::json!({ "accuracy": reparsed(&accuracy) })
    );
    assert_eq!(lines[70]["accuracy"]["a"]["plays"], 20);
    assert_eq!(lines[70]["accuracy"]["b"]["plays"], 32);
}

#[test]
fn a_bad_costly_is_one_line() {
    for (arg, shown) in [("--costly=-1", "-1"), ("--costly=nan", "NaN")] {
        let (_, err, ok) = analyse(&["--explain", arg, GAME]);
        assert!(!ok);
        assert_eq!(
            err,
            format!("daldos: bad --costly {shown}: expected percentage points, 0 or more\n")
        );
    }
}
