//! `daldos replay` reads lines, comments and tags as the rules crate does
//! (docs/notation.md, "Game records"), so the command line and the page
//! (the facade's `Game.fromRecord`) agree on every record.

mod common;

const SHORT_GAME: &str = include_str!("../../../docs/examples/short-game.dgn");

fn replay(record: &str) -> (String, String, bool) {
    common::daldos(&["replay", "-"], record)
}

#[test]
fn a_record_with_hash_in_its_tags_tabs_and_lone_cr_replays() {
    let record = SHORT_GAME
        .replacen(
            "[Board \"12\"]\n",
            "[Event \"Game #3\"]\n[Site\t\"https://x.org/daldos#rules\"]\n[Board \"12\"] # Norwegian\n",
            1,
        )
        .replace('\n', "\r");
    let (out, err, ok) = replay(&record);
    assert!(ok, "{err}");
    assert_eq!(out, "aaaBaaaaaaa1/13/1bbbbAbbbbb1 a\n");
    assert_eq!(err, "");
}

#[test]
fn the_same_record_gives_the_same_share_code() {
    let record = SHORT_GAME
        .replacen(
            "[Board \"12\"]\n",
            "[Event \"Game #3\"]\n[Board \"12\"]\n",
            1,
        )
        .replace('\n', "\r\n");
    let (out, err, ok) = common::daldos(&["share", "-"], &record);
    assert!(ok, "{err}");
    assert_eq!(out, "AQtgQEQDJ5pTmOnZwLzi5tc\n");
}

#[test]
fn a_file_of_comments_with_lone_cr_is_an_empty_record() {
    let (out, err, ok) = replay("# nothing\r# [Board \"12\"] here either\r");
    assert!(!ok);
    assert_eq!(out, "");
    assert_eq!(
        err,
        "daldos: -: the record is empty: it has neither tags nor throw lines\n"
    );
}

#[test]
fn a_tag_cut_by_a_comment_says_what_the_hash_did() {
    let (_, err, ok) = replay("[Event \"Game\" #3]\n");
    assert!(!ok);
    assert_eq!(
        err,
        "daldos: -: line 1: '[Event \"Game\"' is not a tag like [Board \"16\"]: it does not end with ] \
         (# starts a comment outside double quotes: the line was read only up to it)\n"
    );
}
