//! How a game record is cut into lines, comments and tags
//! (docs/notation.md, "Game records"): `#` starts a comment only outside
//! double quotes, a tag's name and value may be parted by any whitespace,
//! and a line may end in LF, CRLF or a lone CR (old Mac files).

use daldos::{share, Game, Phase, Position, Rules, Side, Variants};

const SHORT_GAME: &str = include_str!("../../../docs/examples/short-game.dgn");

/// The short example game's final position (README, `daldos replay`).
const SHORT_GAME_END: &str = "aaaBaaaaaaa1/13/1bbbbAbbbbb1 a";

/// The short example game with an `Event` and a `Site` tag holding `#`.
fn with_hash_tags() -> String {
    SHORT_GAME.replacen(
        "[Board \"12\"]\n",
        "[Event \"Game #3\"]\n[Site \"https://x.org/daldos#rules\"]\n[Board \"12\"]\n",
        1,
    )
}

#[test]
fn a_hash_inside_a_quoted_tag_value_is_kept() {
    let game = Game::from_record(&with_hash_tags()).unwrap();
    assert_eq!(game.position().to_string(), SHORT_GAME_END);
    assert_eq!(
        game.to_record(),
        Game::from_record(SHORT_GAME).unwrap().to_record()
    );
}

#[test]
fn a_hash_inside_a_rule_tag_value_reaches_the_value() {
    // Kept, so the value is read whole, and its error names it whole.
    let err = Game::from_record("[Board \"1#2\"]\n").unwrap_err();
    assert_eq!(err.to_string(), "line 1: board size '1#2' is not a number");
}

#[test]
fn a_hash_outside_quotes_still_starts_a_comment() {
    let record = SHORT_GAME
        .replacen("[Board \"12\"]", "[Board \"12\"] # the Norwegian board", 1)
        .replacen(
            "a 2+1: A12-M12-M10",
            "a 2+1: A12-M12-M10  # the first dal, \"at last\"",
            1,
        )
        .replacen(
            "b 4+3: --\na 2+3",
            "# \"quoted\" # twice\nb 4+3: --\na 2+3",
            1,
        );
    let game = Game::from_record(&record).unwrap();
    assert_eq!(game.position().to_string(), SHORT_GAME_END);
}

#[test]
fn a_tab_or_several_spaces_may_part_a_tag_name_and_its_value() {
    let record = SHORT_GAME
        .replacen("[Board \"12\"]", "[Board\t\"12\"]", 1)
        .replacen("[RollOff \"1+2 1+1\"]", "[RollOff \t \"1+2 1+1\"]", 1);
    let game = Game::from_record(&record).unwrap();
    assert_eq!(game.position().to_string(), SHORT_GAME_END);
    assert_eq!(game.rules().size(), 12);
}

#[test]
fn lone_cr_and_crlf_line_ends_are_line_ends() {
    for end in ["\r", "\r\n"] {
        let record = with_hash_tags().replace('\n', end);
        let game = Game::from_record(&record).unwrap_or_else(|e| panic!("{end:?}: {e}"));
        assert_eq!(game.position().to_string(), SHORT_GAME_END, "{end:?}");
        assert_eq!(game.rules().size(), 12, "{end:?}");
    }
}

#[test]
fn lone_cr_line_numbers_count_each_line() {
    // Board, RollOff, a blank line, then the bad throw line: line 4.
    let err =
        Game::from_record("[Board \"12\"]\r[RollOff \"1+2 1+1\"]\r\ra 2+1: A1-M1\r").unwrap_err();
    assert_eq!(err.line, 4);
}

#[test]
fn mixed_line_ends_count_every_line_once() {
    // LF, CRLF, lone CR: the throw line is the fifth.
    let err = Game::from_record("[Board \"12\"]\n[RollOff \"1+2 1+1\"]\r\n\r# c\na 2+1: A1-M1\n")
        .unwrap_err();
    assert_eq!(err.line, 5);
}

#[test]
fn a_tag_cut_by_a_comment_says_what_the_hash_did() {
    let err = Game::from_record("[Event \"Game\" #3]\n").unwrap_err();
    assert_eq!(
        err.to_string(),
        "line 1: '[Event \"Game\"' is not a tag like [Board \"16\"]: it does not end with ] \
         (# starts a comment outside double quotes: the line was read only up to it)"
    );
}

#[test]
fn a_throw_line_cut_by_a_comment_says_what_the_hash_did() {
    let record = "[Board \"12\"]\n[RollOff \"1+2 1+1\"]\n\na 2+1: A12-M12#-M10\nb 4+3: --\n";
    let err = Game::from_record(record).unwrap_err();
    assert_eq!(
        err.to_string(),
        "line 4: 'A12-M12' is illegal: no legal play of 2+1 starts with it \
         (# starts a comment outside double quotes: the line was read only up to it)"
    );
}

#[test]
fn an_unclosed_quote_is_named() {
    let err = Game::from_record("[Event \"Game #3]\n").unwrap_err();
    assert_eq!(
        err.to_string(),
        "line 1: '[Event \"Game #3]' is not a tag like [Board \"16\"]: its value has no closing \" \
         (# inside double quotes is part of the value)"
    );
}

#[test]
fn a_tag_without_a_quoted_value_is_named() {
    let err = Game::from_record("[Board 12]\n").unwrap_err();
    assert_eq!(
        err.to_string(),
        "line 1: '[Board 12]' is not a tag like [Board \"16\"]: its value must be in double quotes"
    );
    let err = Game::from_record("[Board]\n").unwrap_err();
    assert_eq!(
        err.to_string(),
        "line 1: '[Board]' is not a tag like [Board \"16\"]: it has a name but no value"
    );
}

#[test]
fn tag_warnings_read_lines_as_the_replay_does() {
    // A near-miss tag after lone-CR line ends and a tab, with `#` inside
    // its value, is still named, on its own line.
    let record = "[Event \"Game #3\"]\r[board\t\"12 # Norwegian\"]\r";
    let found: Vec<(usize, String)> = daldos::tag_warnings(record)
        .into_iter()
        .map(|w| (w.line, w.found))
        .collect();
    assert_eq!(found, [(2, "board".to_string())]);
}

#[test]
fn a_record_with_such_tags_keeps_its_game_through_a_share_code() {
    // Share codes hold the game, not the tags that do not change it
    // (`Event`, `Site`): the code of the record with them is the code of
    // the record without them, and it gives back the same record.
    for end in ["\n", "\r", "\r\n"] {
        let text = with_hash_tags().replace('\n', end);
        let game = Game::from_record(&text).unwrap();
        let code = share::encode(&game);
        assert_eq!(code, "AQtgQEQDJ5pTmOnZwLzi5tc", "{end:?}");
        let back = share::decode(&code).unwrap();
        assert_eq!(back.to_record(), game.to_record());
        assert_eq!(
            Game::from_record(&back.to_record()).unwrap().to_record(),
            game.to_record()
        );
    }
}

#[test]
fn a_game_from_the_standard_start_without_a_roll_off_keeps_its_turn_in_its_record() {
    // Found by the record fuzz target: such a game, before its first
    // throw, was written without a `Start` tag and read back as a new game
    // waiting for its roll-off (and so had another share code).
    for (size, turn) in [(6, Side::A), (16, Side::B)] {
        let rules = Rules::new(size, Variants::STANDARD).unwrap();
        let game = Game::from_position(Position::new(rules).with_turn(turn));
        let record = game.to_record();
        let back = Game::from_record(&record).unwrap();
        assert_eq!(*back.phase(), Phase::AwaitingThrow, "{record}");
        assert_eq!(back.position().turn(), turn, "{record}");
        assert_eq!(back.to_record(), record);
        assert_eq!(share::encode(&back), share::encode(&game), "{record}");
    }
    // A new game still writes no `Start`: its roll-off is to come.
    let new = Game::new(Rules::DANISH).to_record();
    assert!(!new.contains("[Start"), "{new}");
    assert_eq!(*Game::from_record(&new).unwrap().phase(), Phase::RollOff);
}

#[test]
fn a_roll_off_still_to_come_from_another_start_is_kept_in_its_record() {
    // Found by the share-code fuzz target: a code of a game from a start
    // position whose roll-off is still to come gave a record read back as
    // a game already under way (A to throw), with another code.
    let code = "AQcBQXgAAAAAUGZwhw";
    let game = share::decode(code).unwrap();
    assert_eq!(*game.phase(), Phase::RollOff);
    let record = game.to_record();
    assert!(record.contains("[RollOff \"\"]"), "{record}");
    let back = Game::from_record(&record).unwrap();
    assert_eq!(*back.phase(), Phase::RollOff, "{record}");
    assert_eq!(back.position().to_string(), "5A/B6/6 a");
    assert_eq!(share::encode(&back), code);
}

#[test]
fn a_roll_off_still_to_come_has_no_side_to_throw_yet() {
    // Found by the share-code fuzz target: a code whose roll-off is still
    // to come, from the standard start, with B as "the side to throw",
    // gave a game whose record read back as a new game, with another code
    // (the side to throw means nothing before the roll-off decides it).
    let game = share::decode("AQSAwAAA8-j0vQ").unwrap();
    assert_eq!(*game.phase(), Phase::RollOff);
    assert_eq!(game.position().turn(), Side::A);
    let new = Game::new(Rules::new(14, Variants::STANDARD).unwrap());
    assert_eq!(game.to_record(), new.to_record());
    assert_eq!(share::encode(&game), share::encode(&new));
    // From another start, too: the start's side is not kept.
    let record = "[Board \"6\"]\n[Start \"5A/B6/6 b\"]\n[RollOff \"\"]\n";
    let game = Game::from_record(record).unwrap();
    assert_eq!(game.position().to_string(), "5A/B6/6 a");
    let back = Game::from_record(&game.to_record()).unwrap();
    assert_eq!(share::encode(&back), share::encode(&game));
}
