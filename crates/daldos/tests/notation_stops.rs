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
