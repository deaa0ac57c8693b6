//! A summed move written with its dice the other way round is read; a
//! summed move through any other hole is not.

use daldos::notation::parse_move;
use daldos::{Position, Setup, Throw, Variants};

fn pos(text: &str) -> Position {
    let setup: Setup = text.parse().unwrap();
    Position::from_setup(&setup, Variants::STANDARD).unwrap()
}

#[test]
fn only_the_two_real_stops_of_a_summed_move_are_read() {
    // A's dalled piece on M10; 1+3 moves it to M6 through M9 or M7.
    let p = pos("16/10A6/b15 a");
    let throw: Throw = "1+3".parse().unwrap();
    for text in ["M10-M9-M6", "M10-M7-M6"] {
        let m = parse_move(&p, throw, &[], text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(m.to.to_string(), "M6", "{text}");
    }
    for text in ["M10-M8-M6", "M10-A3-M6", "M10-M5-M6"] {
        assert!(parse_move(&p, throw, &[], text).is_err(), "{text}");
    }
}

#[test]
fn a_record_reads_either_stop_of_a_summed_move_and_captures_without_their_mark() {
    use daldos::{Game, Rules, SeededDice};
    // The summed move by its other stop (read move by move) and by its own
    // (read against the legal plays at once): the same game.
    let head = "[Board \"16\"]\n[Start \"16/10A6/b15 a\"]\n\n";
    let [by_other, by_own] = ["a 1+3: M10-M9-M6\n", "a 1+3: M10-M7-M6\n"]
        .map(|l| Game::from_record(&format!("{head}{l}")).unwrap());
    assert_eq!(by_other, by_own);
    assert_eq!(by_own.record().len(), 1);
    // A game full of captures, its record with every `x` written `-`.
    let mut dice = SeededDice::new(11);
    let mut game = Game::new(Rules::DANISH);
    game.roll_off(&mut dice).unwrap();
    while game.outcome().is_none() && game.record().len() < 120 {
        game.throw(&mut dice).unwrap();
        while let Some(m) = game
            .legal_next_moves()
            .into_iter()
            .max_by_key(|m| m.captures())
        {
            game.make_move(m).unwrap();
        }
    }
    let record = game.to_record();
    assert!(record.matches('x').count() > 5, "{record}");
    assert_eq!(Game::from_record(&record.replace('x', "-")).unwrap(), game);
    assert_eq!(Game::from_record(&record).unwrap(), game);
}
