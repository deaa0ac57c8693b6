//! `daldos replay` names a tag that nearly names a rule tag, with its line,
//! before it replays (docs/notation.md): the record would otherwise be
//! replayed under rules its writer did not mean, without a word.

mod common;

fn replay(record: &str) -> (String, String, bool) {
    common::daldos(&["replay", "-"], record)
}

#[test]
fn a_lowercase_board_tag_is_warned_about_before_the_replay_fails() {
    // Meant for the Norwegian board; read as the Danish one, A12-M12 is
    // illegal (A12 is not the stern-most hole there).
    let (out, err, ok) = replay("[board \"12\"]\n[RollOff \"1+2 1+1\"]\n\na 1+2: A12-M12-M10\n");
    assert!(!ok);
    assert_eq!(out, "");
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(
        lines[0],
        "daldos: warning: -: line 1: the tag [board] is not known and is ignored; did you mean [Board]? (tag names are case-sensitive)"
    );
    assert!(lines[1].starts_with("daldos: -: line 4: "), "{err}");
}

#[test]
fn a_misspelt_variants_tag_is_warned_about_and_the_game_replays() {
    let (out, err, ok) =
        replay("[Varients \"capture-both-stops\"]\n[RollOff \"1+2 1+1\"]\n\na 1+2: A16-M16-M14\n");
    assert!(ok, "{err}");
    assert_eq!(out, "aaaaaaaaaaaaaaa1/14A2/bbbbbbbbbbbbbbbb b\n");
    assert_eq!(
        err,
        "daldos: warning: -: line 1: the tag [Varients] is not known and is ignored; did you mean [Variants]? (tag names are case-sensitive)\n"
    );
}
