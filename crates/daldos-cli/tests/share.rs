//! `daldos share` prints a record's share code or a link, and `daldos
//! replay` reads a code or a link as well as a record (docs/notation.md,
//! "Share codes"); a bad code is one line naming what is wrong.

use assert_cmd::assert::Assert;
use assert_cmd::Command;
use std::path::{Path, PathBuf};

const EXAMPLE: &str = "docs/examples/short-game.dgn";
const CODE: &str = "AQtgQEQDJ5pTmOnZwLzi5tc";

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// `daldos <args>` in the workspace, with `stdin` on standard input.
fn daldos(args: &[&str], stdin: &str) -> Assert {
    let mut cmd = Command::cargo_bin("daldos").unwrap();
    cmd.current_dir(workspace())
        .args(args)
        .write_stdin(stdin)
        .assert()
}

fn stdout_of(args: &[&str]) -> String {
    String::from_utf8(daldos(args, "").success().get_output().stdout.clone()).unwrap()
}

#[test]
fn share_prints_the_code_or_a_link_with_it() {
    daldos(&["share", EXAMPLE], "")
        .success()
        .stdout(format!("{CODE}\n"))
        .stderr("");
    let record = std::fs::read_to_string(workspace().join(EXAMPLE)).unwrap();
    daldos(&["share", "-"], &record)
        .success()
        .stdout(format!("{CODE}\n"));
    daldos(
        &[
            "share",
            EXAMPLE,
            "--url",
            "https://example.org/g/?lang=da#old",
        ],
        "",
    )
    .success()
    .stdout(format!("https://example.org/g/?lang=da#game={CODE}\n"));
}

#[test]
fn replay_reads_a_code_a_fragment_or_a_link_and_gives_the_record_back() {
    let record = std::fs::read_to_string(workspace().join(EXAMPLE)).unwrap();
    let replayed = stdout_of(&["replay", EXAMPLE, "--record"]);
    for arg in [
        CODE.to_string(),
        format!("#game={CODE}"),
        format!("https://example.org/#game={CODE}&id=g"),
    ] {
        daldos(&["replay", &arg], "")
            .success()
            .stdout("aaaBaaaaaaa1/13/1bbbbAbbbbb1 a\n")
            .stderr("");
        assert_eq!(stdout_of(&["replay", &arg, "--record"]), replayed);
    }
    // The record printed is the file's game (its throws and plays).
    let throws = |text: &str| -> Vec<String> {
        text.lines()
            .filter(|l| l.starts_with("a ") || l.starts_with("b "))
            .map(str::to_string)
            .collect()
    };
    assert_eq!(throws(&replayed), throws(&record));
    assert_eq!(throws(&record).len(), 12);
}

#[test]
fn a_bad_code_is_one_line_saying_what_is_wrong() {
    for (arg, message) in [
        (
            format!("https://example.org/#game={}", &CODE[..15]),
            "daldos: share code: the share code is cut short: it has 15 characters of 23 (copy the whole link)\n",
        ),
        (
            format!("{}x{}", &CODE[..12], &CODE[13..]),
            "daldos: AQtgQEQDJ5pTxOnZwLzi5tc: no such file, and as a share code: the share code is damaged: its checksum does not match (a character was changed)\n",
        ),
        (
            "#game=AQtgQEQD!5pT".to_string(),
            "daldos: share code: character 9 of the share code, '!', is not one of A-Z a-z 0-9 - _\n",
        ),
    ] {
        daldos(&["replay", &arg], "").code(2).stdout("").stderr(message);
    }
}
