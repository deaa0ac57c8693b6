//! Resignation (docs/rules.md, "Start and end"; docs/notation.md, "Game
//! records" and "Share codes"): `Game::resign` ends the game at once, won by
//! the other side; the record says so with `[Result]` and `[Termination
//! "resignation"]`, the share code with its last field, and both read back
//! to the same game. The game server's older `[Resigned "<side>"]` still
//! reads.

use daldos::share;
use daldos::{Game, GameError, Outcome, Phase, Rules, Side, Termination, Throw};

const SHORT_GAME: &str = include_str!("../../../docs/examples/short-game.dgn");

fn short_game() -> Game {
    Game::from_record(SHORT_GAME).unwrap()
}

fn throw(t: &str) -> Throw {
    t.parse().unwrap()
}

/// The short example game's record with `tags` in place of its `Result`
/// tag, and `extra` lines after its throws.
fn short_record(tags: &str, extra: &str) -> String {
    SHORT_GAME.replacen("[Result \"*\"]\n", tags, 1) + extra
}

#[test]
fn a_resignation_ends_the_game_won_by_the_other_side() {
    let mut game = short_game();
    let outcome = game.resign(Side::B).unwrap();
    assert_eq!(outcome, Outcome::resignation(Side::B));
    assert_eq!(outcome.winner, Side::A);
    assert_eq!(outcome.loser(), Side::B);
    assert_eq!(outcome.termination, Termination::Resignation);
    assert_eq!(outcome.to_string(), "b resigned, a wins");
    assert_eq!(game.outcome(), Some(outcome));
    assert_eq!(*game.phase(), Phase::Over(outcome));
    // Nothing more can be done with it.
    assert!(game.legal_next_moves().is_empty());
    assert!(!game.extra_throw_pending());
    assert_eq!(
        game.throw_with(throw("1+2")),
        Err(GameError::GameOver(outcome))
    );
    assert_eq!(game.resign(Side::A), Err(GameError::GameOver(outcome)));
    assert_eq!(game.resign(Side::B), Err(GameError::GameOver(outcome)));
    // The board is as it was: no piece moved or taken.
    assert_eq!(game.board(), *short_game().position());
    assert_eq!(game.record(), short_game().record());
}

#[test]
fn either_side_may_resign_whoever_is_to_throw() {
    for side in Side::ALL {
        let mut game = short_game();
        assert_eq!(game.position().turn(), Side::A);
        assert_eq!(game.resign(side).unwrap().winner, side.other());
    }
}

#[test]
fn a_resignation_during_a_throw_drops_the_throw() {
    let mut game = short_game();
    let before = *game.position();
    game.throw_with(throw("1+2")).unwrap();
    let first = game.legal_next_moves()[0];
    game.make_move(first).unwrap();
    assert!(game.current_throw().is_some());
    game.resign(Side::A).unwrap();
    assert_eq!(game.current_throw(), None);
    assert_eq!(game.board(), before);
    assert_eq!(game.record().len(), short_game().record().len());
    // The record has no unfinished line: its last line is the last play.
    assert_eq!(
        game.to_record().lines().last(),
        Some("b 2+4: M2-M0xA4"),
        "{}",
        game.to_record()
    );
}

#[test]
fn a_resignation_in_the_roll_off_or_before_it() {
    let mut game = Game::new(Rules::DANISH);
    game.resign(Side::A).unwrap();
    assert_eq!(game.outcome(), Some(Outcome::resignation(Side::A)));
    let back = Game::from_record(&game.to_record()).unwrap();
    assert_eq!(back, game);
    assert_eq!(share::decode(&share::encode(&game)).unwrap(), game);
}

/// A game over on the board: on the 6-hole board, B has no piece left.
fn finished_game() -> Game {
    let setup: daldos::Setup = "6/1A5/6 a".parse().unwrap();
    Game::from_position(daldos::Position::from_setup(&setup, daldos::Variants::STANDARD).unwrap())
}

#[test]
fn a_game_over_on_the_board_cannot_be_resigned() {
    let mut game = finished_game();
    let over = game.outcome().unwrap();
    assert_eq!(over.termination, Termination::Normal);
    let before = game.clone();
    assert_eq!(game.resign(over.loser()), Err(GameError::GameOver(over)));
    assert_eq!(game, before);
    // And its record has no Termination tag.
    assert!(!game.to_record().contains("Termination"));
}

#[test]
fn the_record_says_who_won_and_how() {
    let mut game = short_game();
    game.resign(Side::B).unwrap();
    let text = game.to_record();
    assert_eq!(
        text,
        short_record("[Result \"a\"]\n[Termination \"resignation\"]\n", "")
    );
    let back = Game::from_record(&text).unwrap();
    assert_eq!(back, game);
    assert_eq!(back.to_record(), text);
}

#[test]
fn termination_is_read_in_any_case_and_normal_is_checked() {
    let game = Game::from_record(&short_record(
        "[Result \"b\"]\n[Termination \"Resignation\"]\n",
        "",
    ))
    .unwrap();
    assert_eq!(game.outcome(), Some(Outcome::resignation(Side::A)));
    // "normal" is the end on the board: this game has not ended there.
    let err = Game::from_record(&short_record(
        "[Result \"*\"]\n[Termination \"normal\"]\n",
        "",
    ))
    .unwrap_err();
    assert_eq!(
        err.to_string(),
        "line 6: Termination says normal, but the replayed game is not over"
    );
}

#[test]
fn a_bad_resignation_in_a_record_is_named_with_its_line() {
    for (tags, message) in [
        (
            "[Result \"*\"]\n[Termination \"resignation\"]\n",
            "line 5: Result '*' must name the winner, a or b, of a game ended by resignation",
        ),
        (
            "[Termination \"resignation\"]\n",
            "line 5: a resignation needs a Result tag naming the winner, a or b",
        ),
        (
            "[Result \"a\"]\n[Termination \"time forfeit\"]\n",
            "line 6: termination 'time forfeit' is not one of normal, resignation",
        ),
        (
            "[Result \"a\"]\n[Termination \"resignation\"]\n[Resigned \"a\"]\n",
            "line 7: Resigned says a resigned, but Result says a won",
        ),
        (
            "[Result \"*\"]\n[Resigned \"c\"]\n",
            "line 6: Resigned 'c' must name the side that resigned, a or b",
        ),
        (
            "[Result \"a\"]\n",
            "line 5: Result says 'a' but the replayed game gives '*'",
        ),
    ] {
        let err = Game::from_record(&short_record(tags, "")).unwrap_err();
        assert_eq!(err.to_string(), message, "{tags}");
    }
}

#[test]
fn a_resignation_after_the_end_is_refused() {
    let game = finished_game();
    let winner = game.outcome().unwrap().winner;
    let text = game.to_record().replacen(
        &format!("[Result \"{winner}\"]\n"),
        &format!("[Result \"{winner}\"]\n[Termination \"resignation\"]\n"),
        1,
    );
    let err = Game::from_record(&text).unwrap_err();
    assert_eq!(
        err.to_string(),
        format!(
            "line 6: {} cannot resign: the replayed game was already over ({winner} wins)",
            winner.other()
        )
    );
}

#[test]
fn an_unfinished_throw_before_a_resignation_is_dropped() {
    let text = short_record(
        "[Result \"b\"]\n[Termination \"resignation\"]\n",
        "a 1+2: A11-A12\n",
    );
    let game = Game::from_record(&text).unwrap();
    assert_eq!(game.outcome(), Some(Outcome::resignation(Side::A)));
    assert_eq!(game.current_throw(), None);
    assert_eq!(game.board(), *short_game().position());
}

#[test]
fn the_servers_older_resigned_tag_still_reads() {
    // As daldos-server wrote it: Result "*", then [Resigned "<side>"].
    let old = short_record("[Result \"*\"]\n[Resigned \"a\"]\n", "");
    let game = Game::from_record(&old).unwrap();
    assert_eq!(game.outcome(), Some(Outcome::resignation(Side::A)));
    // Written again in today's words.
    assert!(game
        .to_record()
        .contains("[Result \"b\"]\n[Termination \"resignation\"]\n\n"));
    assert!(!game.to_record().contains("Resigned"));
    // With the winner in Result, or with a Termination tag, it agrees.
    for tags in [
        "[Result \"b\"]\n[Resigned \"a\"]\n",
        "[Result \"b\"]\n[Termination \"resignation\"]\n[Resigned \"a\"]\n",
    ] {
        assert_eq!(Game::from_record(&short_record(tags, "")).unwrap(), game);
    }
    // Its unfinished throw (the server kept it) is dropped.
    let mid = short_record("[Result \"*\"]\n[Resigned \"a\"]\n", "a 1+2: A11-A12\n");
    assert_eq!(Game::from_record(&mid).unwrap(), game);
}

#[test]
fn misspelt_resignation_tags_are_warned_about() {
    let found: Vec<(usize, &str)> =
        daldos::tag_warnings("[termination \"resignation\"]\n[Resignd \"a\"]\n")
            .into_iter()
            .map(|w| (w.line, w.meant))
            .collect();
    assert_eq!(found, [(1, "Termination"), (2, "Resigned")]);
}

#[test]
fn the_share_code_keeps_the_resignation() {
    let mut game = short_game();
    game.resign(Side::B).unwrap();
    let code = share::encode(&game);
    // The short game's code, "AQtgQEQDJ5pTmOnZwLzi5tc", with its last
    // field 3 (resigned) and b's bit.
    assert_eq!(code, "AQtgQEQDJ5pTmOnZ-JTgXkk");
    let back = share::decode(&code).unwrap();
    assert_eq!(back, game);
    assert_eq!(back.to_record(), game.to_record());
    // A resignation in the middle of a throw: the same code.
    let mut mid = short_game();
    mid.throw_with(throw("1+2")).unwrap();
    mid.resign(Side::B).unwrap();
    assert_eq!(share::encode(&mid), code);
}

#[test]
fn the_replay_steps_of_a_resigned_game() {
    let mut game = short_game();
    game.resign(Side::A).unwrap();
    let n = game.record().len();
    // The last step is the game itself, resigned; the steps before it are
    // the game under way.
    assert_eq!(game.after_throws(n), game);
    assert_eq!(
        game.after_throws(n + 5).outcome(),
        Some(Outcome::resignation(Side::A))
    );
    assert_eq!(game.after_throws(n - 1).outcome(), None);
    assert_eq!(game.after_throws(n - 1), short_game().after_throws(n - 1));
}
