//! Plays `n` complete random games with [`daldos::Playout`] (each throw's
//! position chosen uniformly among the distinct positions it leads to,
//! seed 7) and prints the throws played, for profiling:
//! `cargo run --release -p daldos --example random_games -- 16 2000`.
use daldos::{Playout, Position, Rules, Variants};

fn main() {
    let mut args = std::env::args().skip(1);
    let size: u8 = args.next().and_then(|s| s.parse().ok()).unwrap_or(16);
    let n: usize = args.next().and_then(|s| s.parse().ok()).unwrap_or(1000);
    let rules = Rules::new(size, Variants::STANDARD).unwrap_or(Rules::DANISH);
    let start = Position::new(rules);
    let mut playout = Playout::new(7);
    let throws: u64 = (0..n)
        .map(|_| u64::from(playout.play_out(&start).throws))
        .sum();
    println!("{n} games, {throws} throws");
}
