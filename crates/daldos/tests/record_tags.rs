//! A tag that nearly names a rule tag is not ignored without a word
//! (docs/notation.md): `tag_warnings` names it, its line and the tag meant.

use daldos::{tag_warnings, Game, TagWarning};

#[test]
fn a_lowercase_board_tag_is_named_with_its_line() {
    let record = "[Game \"Daldøs\"]\n[board \"12\"]\n[Result \"*\"]\n\na 1+2: A16-M16-M14\n";
    assert_eq!(
        tag_warnings(record),
        [TagWarning {
            line: 2,
            found: "board".into(),
            meant: "Board"
        }]
    );
    assert_eq!(
        tag_warnings(record)[0].to_string(),
        "line 2: the tag [board] is not known and is ignored; did you mean [Board]? (tag names are case-sensitive)"
    );
}

#[test]
fn a_misspelt_variants_tag_is_named() {
    let record = "[Varients \"capture-both-stops\"]\n[RollOf \"1+2 1+1\"]\n[Start \"6/7/6 a\"]\n";
    let found: Vec<(usize, String, &str)> = tag_warnings(record)
        .into_iter()
        .map(|w| (w.line, w.found, w.meant))
        .collect();
    assert_eq!(
        found,
        [
            (1, "Varients".to_string(), "Variants"),
            (2, "RollOf".to_string(), "RollOff")
        ]
    );
}

#[test]
fn known_and_unrelated_tags_give_no_warning() {
    let record = "[Game \"Daldøs\"]\n[Event \"Club night\"]\n[Date \"2026.11.30\"]\n[Light \"Ann\"]\n[Board \"16\"]\n[Variants \"standard\"]\n[RollOff \"1+2 1+1\"]\n[Result \"*\"]\n";
    assert_eq!(tag_warnings(record), []);
    // And the record replays as before: the tags are only warned about.
    assert!(Game::from_record(record).is_ok());
}

#[test]
fn a_misspelt_tag_in_a_comment_is_no_tag() {
    assert_eq!(
        tag_warnings("# [board \"12\"] is how not to write it\n[Board \"12\"]\n"),
        []
    );
}
