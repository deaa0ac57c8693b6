//! `daldos play` gives the games the browser tests play for their seeds
//! (tests/e2e/seeded.mjs; the facade's own check of them is
//! crates/daldos-web/src/browser_seeds.rs), and bad plays fail cleanly.

use assert_cmd::Command;

/// `daldos play <args>`: (exit code, stdout, stderr).
fn play(args: &[&str]) -> (i32, String, String) {
    let out = Command::cargo_bin("daldos")
        .unwrap()
        .arg("play")
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// A record's header for `board` holes, standard rules, `roll_off`,
/// unfinished, then `lines`.
fn record(board: u8, roll_off: &str, lines: &[&str]) -> String {
    format!(
        "[Game \"Daldøs\"]\n[Board \"{board}\"]\n[Variants \"standard\"]\n[RollOff \"{roll_off}\"]\n\
         [Result \"*\"]\n\n{}\n",
        lines.join("\n")
    )
}

#[test]
fn seed_250_against_level_3_is_the_browser_tests_game() {
    // S250: Light throws 2+4 and Dark 4+3; Dark's 3+1 and 1+2 as the page
    // plays them; Light's two plays as the tests click them; then Dark's
    // 1+1 and 3+1 (game.spec.mjs).
    let (code, out, err) = play(&[
        "--seed",
        "250",
        "--level",
        "3",
        "--plays",
        "A16-M16-M12,A15-A16xM13",
        "--throws",
        "6",
    ]);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(
        out,
        record(
            16,
            "2+4 4+3",
            &[
                "b 3+1: B16-M16-M13",
                "a 4+1: A16-M16-M12",
                "b 1+2: B15-B16-M15",
                "a 1+4: A15-A16xM13",
                "b 1+1: B14-B15 B13-B14",
                "b 3+1: M15xM12 B12-B13",
            ]
        )
    );
    // The same game read back ends on the tests' position.
    let game = daldos::Game::from_record(&out).unwrap();
    assert_eq!(
        game.board().to_string(),
        "aaaaaaaaaaaaaa2/12BA3/bbbbbbbbbbb1BBB1 a"
    );
}

#[test]
fn seed_25_with_two_players_starts_with_lights_double_dal() {
    // S25: Light starts (3+3 against 3+1) and throws 1+1; without --plays
    // the first legal play, A16-M16 and A15 after it.
    let (code, out, _) = play(&["--seed", "25", "--mode", "pvp", "--throws", "1"]);
    assert_eq!(code, 0);
    assert_eq!(out, record(16, "3+3 3+1", &["a 1+1: A16-M16 A15-A16"]));
}

#[test]
fn seed_0_autoplay_on_12_holes_is_the_browser_tests_game() {
    let (code, out, _) = play(&[
        "--seed", "0", "--board", "12", "--mode", "cvc", "--level", "1", "--throws", "4",
    ]);
    assert_eq!(code, 0);
    assert_eq!(
        out,
        record(
            12,
            "4+3 4+4",
            &[
                "b 1+2: B12-M12-M10",
                "a 3+1: A12-M12-M9",
                "b 3+3: M10-M7-M4",
                "a 1+2: A11-A12 M9-M7",
            ]
        )
    );
}

#[test]
fn a_whole_game_ends_with_its_result_and_repeats() {
    let args = [
        "--seed", "7", "--board", "12", "--mode", "cvc", "--level", "2",
    ];
    let (code, out, err) = play(&args);
    assert_eq!((code, err.as_str()), (0, ""));
    let game = daldos::Game::from_record(&out).unwrap();
    let winner = game.outcome().expect("played to the end").winner;
    assert!(out.contains(&format!("[Result \"{winner}\"]")), "{out}");
    assert_eq!(play(&args).1, out);
    // Dark's side for the player: Light is the computer's.
    let (code, dark, _) = play(&[
        "--seed", "250", "--level", "3", "--human", "b", "--throws", "1",
    ]);
    assert_eq!(code, 0);
    assert!(dark.ends_with("\nb 3+1: B16-M16-M13\n"), "{dark}");
}

#[test]
fn bad_plays_give_one_line_and_exit_code_2() {
    let (code, out, err) = play(&["--seed", "250", "--plays", "A16-M16-M11"]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "daldos: --plays: play 1 ('A16-M16-M11') for throw 2 (a 4+1): \
         'A16-M16-M11' is illegal: no legal play of 4+1 starts with it\n"
    );
    let (code, _, err) = play(&["--seed", "1", "--mode", "cvc", "--plays", "A16-M16"]);
    assert_eq!(code, 2);
    assert_eq!(
        err,
        "daldos: --plays: with --mode cvc the computer plays both sides\n"
    );
    let (code, _, err) = play(&["--seed", "-1"]);
    assert_eq!(code, 2);
    assert!(
        err.starts_with("daldos: invalid value '-1' for '--seed <SEED>'"),
        "{err}"
    );
    // Plays left over are said, and the game is still printed.
    let (code, out, err) = play(&[
        "--seed",
        "25",
        "--mode",
        "pvp",
        "--throws",
        "1",
        "--plays",
        "A16-M16-M15,A16-M16",
    ]);
    assert_eq!(code, 0);
    assert!(out.ends_with("\na 1+1: A16-M16-M15\n"), "{out}");
    assert_eq!(
        err,
        "daldos: warning: 1 of --plays left unplayed (the game stopped after 1 throw)\n"
    );
}
