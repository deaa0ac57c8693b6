//! Plays `n` complete random games (uniformly random legal play each
//! throw) and prints the throws played, for profiling:
//! `cargo run --release -p daldos --example random_games -- 16 2000`.
use daldos::{DiceSource, Position, Rules, SeededDice, Variants};

fn main() {
    let mut args = std::env::args().skip(1);
    let size: u8 = args.next().and_then(|s| s.parse().ok()).unwrap_or(16);
    let n: usize = args.next().and_then(|s| s.parse().ok()).unwrap_or(1000);
    let rules = Rules::new(size, Variants::STANDARD).unwrap_or(Rules::DANISH);
    let mut dice = SeededDice::new(7);
    let mut buf = Vec::new();
    let mut throws = 0usize;
    let mut pick = 0x9E37_79B9_7F4A_7C15u64;
    for _ in 0..n {
        let mut pos = Position::new(rules);
        while !pos.is_game_over() {
            pos.legal_plays_into(dice.throw(), &mut buf);
            pick = pick
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            pos = pos.play_unchecked(&buf[(pick >> 33) as usize % buf.len()]);
            throws += 1;
        }
    }
    println!("{n} games, {throws} throws");
}
