//! `Position::forced_play` and `Game::forced_moves`: a throw with nothing
//! to choose (every legal play leads to one position) gives that play; one
//! with a choice gives none.

use daldos::{notation, Game, Position, Setup, Throw, Variants};

fn position(text: &str, variants: &str) -> Position {
    let setup: Setup = text.parse().unwrap();
    Position::from_setup(&setup, variants.parse::<Variants>().unwrap()).unwrap()
}

fn throw(text: &str) -> Throw {
    text.parse().unwrap()
}

#[test]
fn forced_exactly_when_the_throw_has_one_distinct_play() {
    // The perft-like data: every position and throw with its number of
    // distinct resulting positions.
    let data = include_str!("data/plays.tsv");
    let (mut forced, mut free) = (0, 0);
    for line in data
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let cols: Vec<&str> = line.split('\t').collect();
        let pos = position(cols[0], cols[2]);
        let t = throw(cols[1]);
        let distinct: usize = cols[3].parse().unwrap();
        let only = pos.forced_play(t, &[]);
        assert_eq!(only.is_some(), distinct == 1, "{line}");
        if let Some(play) = only {
            assert!(pos.legal_plays(t).contains(&play), "{line}");
            forced += 1;
        } else {
            free += 1;
        }
    }
    assert!(forced > 0 && free > 0, "{forced} forced, {free} free");
}

#[test]
fn the_first_dal_of_the_game_is_forced_and_two_pieces_are_a_choice() {
    let start = position("aaaaaaaaaaaaaaaa/17/bbbbbbbbbbbbbbbb b", "standard");
    // 1+3: only the stern piece can be dalled, and the 3 takes it on.
    let play = start.forced_play(throw("1+3"), &[]).unwrap();
    assert_eq!(play.to_string(), "B16-M16-M13");
    // No dal: the throw is lost, its one (empty) play.
    assert!(start.forced_play(throw("2+3"), &[]).unwrap().is_empty());
    // Two awake pieces and 2+3: which piece takes which die is a choice.
    let two = position("aaaaaaaaaaaaaaaa/9B3B3/bbbbbbbbbbbbbb2 b", "standard");
    assert_eq!(two.forced_play(throw("2+3"), &[]), None);
}

#[test]
fn the_two_orders_of_a_summed_move_are_one_play_unless_they_capture_differently() {
    // Capture at both stops: Dark's 2+1 takes M14 to M11 via M12 or via
    // M13. With nothing on either stop both orders give one position; the
    // dal of B15 beside M14's 2 is another play.
    let alone = position(
        "aaaaaaaaaaaaaaaa/14B2/bbbbbbbbbbbbbbb1 b",
        "capture-both-stops",
    );
    assert_eq!(alone.forced_play(throw("2+1"), &[]), None);
    let via12 = notation::parse_move(&alone, throw("2+1"), &[], "M14-M12-M11").unwrap();
    let via13 = notation::parse_move(&alone, throw("2+1"), &[], "M14-M13-M11").unwrap();
    assert_eq!(alone.after_move(&via12), alone.after_move(&via13));
    // Light's piece on M13: the way via M13 captures it, the other does not.
    let light = position(
        "aaaaaaaaaaaaaaa1/13AB2/bbbbbbbbbbbbbbb1 b",
        "capture-both-stops",
    );
    let via12 = notation::parse_move(&light, throw("2+1"), &[], "M14-M12-M11").unwrap();
    let via13 = notation::parse_move(&light, throw("2+1"), &[], "M14xM13-M11").unwrap();
    assert_ne!(light.after_move(&via12), light.after_move(&via13));
}

#[test]
fn after_a_first_move_the_rest_may_be_forced() {
    // Two awake pieces, 2+3: once M13 has taken the 3, M9 must take the 2
    // (or the same piece would move twice).
    let two = position("aaaaaaaaaaaaaaaa/9B3B3/bbbbbbbbbbbbbb2 b", "standard");
    let first = notation::parse_move(&two, throw("2+3"), &[], "M13-M10").unwrap();
    let play = two.forced_play(throw("2+3"), &[first]).unwrap();
    assert_eq!(play.to_string(), "M13-M10 M9-M7");
    // A first move that begins no legal play: nothing.
    let other = position("aaaaaaaaaaaaaaaa/17/bbbbbbbbbbbbbbbb b", "standard");
    assert_eq!(other.forced_play(throw("2+3"), &[first]), None);
}

#[test]
fn the_game_gives_the_moves_left_of_its_forced_throw() {
    let mut game = Game::from_position(position(
        "aaaaaaaaaaaaaaaa/17/bbbbbbbbbbbbbbbb b",
        "standard",
    ));
    assert_eq!(game.forced_moves(), None, "no throw in use");
    game.throw_with(throw("1+3")).unwrap();
    let moves = game.forced_moves().unwrap();
    assert_eq!(
        moves.iter().map(ToString::to_string).collect::<Vec<_>>(),
        ["B16-M16-M13"]
    );
    assert!(
        game.make_move(moves[0]).unwrap(),
        "the one move uses the throw up"
    );
    // Light's 2+3 with nothing awake is lost at once: never in use.
    game.throw_with(throw("2+3")).unwrap();
    assert_eq!(game.forced_moves(), None);
}
