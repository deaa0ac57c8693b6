//! Prints positions from seeded random games, for `tests/data/plays.tsv`:
//! `cargo run -p daldos --example sample_positions`.
use daldos::{DiceSource, Position, Rules, SeededDice, Variants};

fn main() {
    let mut dice = SeededDice::new(2026);
    for (size, bits) in [(16u8, 0u8), (16, 1), (16, 2), (12, 0), (12, 4), (6, 3)] {
        let v = Variants {
            stern_most_dal: bits & 1 != 0,
            capture_both_stops: bits & 2 != 0,
            last_piece_loses: bits & 4 != 0,
        };
        let mut pos = Position::new(Rules::new(size, v).unwrap_or(Rules::DANISH));
        let mut n = 0usize;
        while !pos.is_game_over() && n < 120 {
            let throw = dice.throw();
            let plays = pos.legal_plays(throw);
            if n % 30 == 17 {
                println!("{pos}\t{v}");
            }
            pos = pos.play_unchecked(&plays[n * 7 % plays.len()]);
            n += 1;
        }
    }
}
