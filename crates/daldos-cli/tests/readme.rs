//! Every `$ daldos …` example in the README gives exactly the output shown
//! (so the examples work when pasted), and bad input fails cleanly.

use assert_cmd::Command;
use std::path::Path;

fn workspace() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .and_then(Path::parent)
        .expect("crate lives in crates/")
}

/// (arguments, expected stdout, expected stderr) of each console example.
fn examples() -> Vec<(Vec<String>, String)> {
    let readme = std::fs::read_to_string(workspace().join("README.md")).unwrap();
    let mut out = Vec::new();
    let mut in_console = false;
    let mut current: Option<(Vec<String>, String)> = None;
    for line in readme.lines() {
        if line.starts_with("```console") {
            in_console = true;
            continue;
        }
        if in_console && line.starts_with("```") {
            in_console = false;
            out.extend(current.take());
            continue;
        }
        if !in_console {
            continue;
        }
        if let Some(cmd) = line.strip_prefix("$ daldos ") {
            out.extend(current.take());
            current = Some((shell_words::split(cmd).unwrap(), String::new()));
        } else if let Some((_, expected)) = current.as_mut() {
            expected.push_str(line);
            expected.push('\n');
        }
    }
    out
}

#[test]
fn readme_examples_give_the_output_shown() {
    let examples = examples();
    assert!(examples.len() >= 6, "found {} examples", examples.len());
    for (args, expected) in examples {
        let output = Command::cargo_bin("daldos")
            .unwrap()
            .current_dir(workspace())
            .args(&args)
            .output()
            .unwrap();
        let stdout = String::from_utf8(output.stdout).unwrap();
        let stderr = String::from_utf8(output.stderr).unwrap();
        if output.status.success() {
            assert_eq!(stdout, expected, "daldos {args:?}");
        } else {
            assert_eq!(output.status.code(), Some(2), "daldos {args:?}");
            assert_eq!(stderr, expected, "daldos {args:?}");
        }
    }
}

#[test]
fn bad_input_gives_one_line_and_exit_code_2() {
    let start = "aaaaaaaaaaaaaaaa/17/bbbbbbbbbbbbbbbb a";
    for args in [
        vec!["moves", start, "--dice", "5,1"],
        vec!["moves", start, "--dice", "1"],
        vec![
            "moves",
            "aaaaaaaaaaaaaaaa/17/bbbbbbbbbbbbbbbb x",
            "--dice",
            "1,1",
        ],
        vec![
            "moves",
            "aaaaaaaaaaaaaaaa/17/bbbbbbbbbbbbbbbb",
            "--dice",
            "1,1",
        ],
        vec![
            "moves",
            "bbbbbbbbbbbbbbbb/17/aaaaaaaaaaaaaaaa a",
            "--dice",
            "1,1",
        ],
        vec!["moves", start, "--dice", "1,1", "--format", "xml"],
        vec!["moves", start],
        vec!["odds", "aaaaaa/7/bbbbbbb a"],
        vec!["odds", ""],
        vec!["replay", "/nonexistent/file.dgn"],
        vec!["frobnicate"],
        vec![],
        vec!["duel", "--a", "level1", "--b", "greedy", "--games", "-4"],
        vec!["best", start, "--dice", "1,3", "--level", "-1"],
        vec!["best", start, "--dice", "1,3", "--level", "256"],
        vec!["best", start, "--dice", "-1,2"],
        vec!["moves", "-x", "--dice", "1,2"],
        vec!["duel", "--a", "level1", "--b", "greedy", "--board", "300"],
        vec!["duel", "--a", "level1", "--b", "greedy", "--net", ","],
        // Output checks come before training (these would train for long).
        vec!["train", "--out", "/nonexistent/dir/w.rs"],
        vec!["train", "--out", "/"],
        vec!["train-net", "--out", ""],
    ] {
        let output = Command::cargo_bin("daldos")
            .unwrap()
            .args(&args)
            .output()
            .unwrap();
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(stderr.starts_with("daldos: "), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        // A value starting with '-' is named as a bad value, not taken for
        // an unknown option.
        assert!(
            !stderr.contains("unexpected argument"),
            "{args:?}: {stderr}"
        );
    }
}

/// `daldos replay -` of `record`.
fn replay(record: &str) -> std::process::Output {
    Command::cargo_bin("daldos")
        .unwrap()
        .args(["replay", "-"])
        .write_stdin(record)
        .output()
        .unwrap()
}

#[test]
fn replay_reports_the_first_illegal_play() {
    let output = replay("[Board \"12\"]\n[RollOff \"4+4 1+1\"]\n\na 2+3: --\nb 1+2: B12-M12-M10\na 1+3: A12-M12-M8\n");
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr.contains("line 6"), "{stderr}");
    assert!(stderr.contains("A12-M12-M8"), "{stderr}");
}

#[test]
fn a_record_saved_with_a_byte_order_mark_replays() {
    let output = replay("\u{feff}[Board \"12\"]\n[RollOff \"4+4 1+1\"]\n\na 2+3: --\n");
    assert!(output.status.success(), "{output:?}");
    assert_eq!(
        String::from_utf8(output.stdout).unwrap(),
        "aaaaaaaaaaaa/13/bbbbbbbbbbbb b\n"
    );
}

#[test]
fn finished_positions_give_no_lines() {
    let output = Command::cargo_bin("daldos")
        .unwrap()
        .args(["moves", "6/4A2/A5 b", "--dice", "1,1"])
        .output()
        .unwrap();
    assert!(output.status.success());
    assert!(output.stdout.is_empty());
}

fn stderr_of(args: &[&str], stdin: &str) -> (Option<i32>, String) {
    let output = Command::cargo_bin("daldos")
        .unwrap()
        .args(args)
        .write_stdin(stdin)
        .output()
        .unwrap();
    (
        output.status.code(),
        String::from_utf8(output.stderr).unwrap(),
    )
}

#[test]
fn errors_name_what_is_missing_and_never_flood() {
    let start = "aaaaaaaaaaaaaaaa/17/bbbbbbbbbbbbbbbb a";
    let (code, err) = stderr_of(&["moves", start], "");
    assert_eq!(code, Some(2));
    assert!(err.contains("--dice"), "{err}");
    let (_, err) = stderr_of(&[], "");
    assert!(err.contains("no command given"), "{err}");
    let huge = "a".repeat(100_000);
    let (code, err) = stderr_of(&["moves", &huge, "--dice", "1,1"], "");
    assert_eq!(code, Some(2));
    assert!(err.len() < 400, "{} bytes", err.len());
    let (code, err) = stderr_of(&["replay", "-"], "");
    assert_eq!(code, Some(2));
    assert!(err.contains("empty"), "{err}");
}

#[test]
fn duel_ends_with_the_machine_readable_line_and_wants_pairs() {
    let output = Command::cargo_bin("daldos")
        .unwrap()
        .args([
            "duel", "--a", "greedy", "--b", "random", "--games", "4", "--seed", "3", "--board",
            "12",
        ])
        .output()
        .unwrap();
    assert!(output.status.success());
    let stdout = String::from_utf8(output.stdout).unwrap();
    let last = stdout.lines().last().unwrap();
    let parts: Vec<&str> = last.split(' ').collect();
    assert_eq!(parts.len(), 3, "{last}");
    assert!(parts[0].starts_with("a_wins=") && parts[1].starts_with("b_wins="));
    assert_eq!(parts[2], "games=4");
    let (code, err) = stderr_of(
        &["duel", "--a", "greedy", "--b", "random", "--games", "3"],
        "",
    );
    assert_eq!(code, Some(2));
    assert!(err.contains("even"), "{err}");
}

#[test]
fn train_net_writes_a_network_that_duel_can_use_and_bad_files_are_errors() {
    let dir = std::env::temp_dir().join(format!("daldos-train-net-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join("net-8.bin");
    let out_s = out.to_str().unwrap();
    let args = [
        "train-net",
        "--board",
        "8",
        "--games",
        "20",
        "--hidden",
        "4",
        "--check-games",
        "2",
        "--seed",
        "5",
        "--out",
        out_s,
    ];
    let run = Command::cargo_bin("daldos")
        .unwrap()
        .args(args)
        .output()
        .unwrap();
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let first = std::fs::read(&out).unwrap();
    // 16-byte header, then (294 + 24 + 1) × 4 + 24 weights of 4 bytes.
    assert_eq!(first.len(), 16 + 4 * (319 * 4 + 24));
    let notes = std::fs::read_to_string(dir.join("net-8.txt")).unwrap();
    assert!(
        notes.starts_with("Made by: daldos train-net --board 8 --seed 5"),
        "{notes}"
    );
    assert!(notes.contains("N = 8: 20 games"), "{notes}");
    // Reproducible from the seed.
    let again = Command::cargo_bin("daldos")
        .unwrap()
        .args(args)
        .output()
        .unwrap();
    assert!(again.status.success());
    assert_eq!(std::fs::read(&out).unwrap(), first);
    let duel = Command::cargo_bin("daldos")
        .unwrap()
        .args([
            "duel", "--a", "d1b0", "--b", "greedy", "--games", "2", "--board", "8", "--net", out_s,
        ])
        .output()
        .unwrap();
    assert!(
        duel.status.success(),
        "{}",
        String::from_utf8_lossy(&duel.stderr)
    );
    let bad = dir.join("bad.bin");
    std::fs::write(&bad, b"not a network").unwrap();
    let (code, err) = stderr_of(
        &[
            "duel",
            "--a",
            "level5",
            "--b",
            "greedy",
            "--games",
            "2",
            "--net",
            bad.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(code, Some(2));
    assert!(err.contains("not a Daldøs evaluation network"), "{err}");
    // A network for another board, a diverging rate, a missing folder.
    let (code, err) = stderr_of(
        &[
            "duel", "--a", "level5", "--b", "greedy", "--games", "2", "--board", "12", "--net",
            out_s,
        ],
        "",
    );
    assert_eq!(code, Some(2));
    assert_eq!(
        err.trim(),
        "daldos: --net is a network for N = 8, but --board is 12"
    );
    let (code, err) = stderr_of(&["train-net", "--alpha", "inf", "--out", out_s], "");
    assert_eq!(code, Some(2));
    assert!(err.contains("--alpha inf must be above 0"), "{err}");
    let (code, err) = stderr_of(&["train-net", "--out", "/no/such/folder/net.bin"], "");
    assert_eq!(code, Some(2));
    assert!(err.contains("no such directory"), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn replay_shows_the_records_facts() {
    let out = replay(
        "[Result \"*\"]\n[Date \"2026-12-02\"]\n[Light \"Ann\"]\n[Dark \"computer\"]\n[Level \"5\"]\n\na 1+2: A16-M16-M14\n",
    );
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.ends_with("Date: 2026-12-02\nLight: Ann\nDark: the computer, level 5\n"),
        "{text}"
    );
}
