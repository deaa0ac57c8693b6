//! Prints the record of a short seeded game (first `n` throws), for the docs:
//! `cargo run -p daldos --example sample_record -- 12 10`.
use daldos::{Game, Rules, SeededDice, Variants};

fn main() {
    let mut args = std::env::args().skip(1);
    let size: u8 = args.next().and_then(|s| s.parse().ok()).unwrap_or(12);
    let n: usize = args.next().and_then(|s| s.parse().ok()).unwrap_or(10);
    let rules = Rules::new(size, Variants::STANDARD).unwrap_or(Rules::NORWEGIAN);
    let mut dice = SeededDice::new(5);
    let mut game = Game::new(rules);
    if game.roll_off(&mut dice).is_err() {
        return;
    }
    while game.outcome().is_none() && game.record().len() < n {
        if game.throw(&mut dice).is_err() {
            return;
        }
        // The move that captures most, else the last listed.
        while let Some(m) = {
            let next = game.legal_next_moves();
            next.iter().max_by_key(|m| m.captures()).copied()
        } {
            if game.make_move(m).is_err() {
                return;
            }
        }
    }
    print!("{}", game.to_record());
}
