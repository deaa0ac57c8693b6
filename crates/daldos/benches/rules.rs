//! Criterion benchmarks of the rules engine.
//!
//! * `legal_plays/all_throws`: legal plays for all 16 throws over a fixed
//!   set of positions (the counts are asserted before timing).
//! * `random_game/N16`, `random_game/N12`: complete random games (uniformly
//!   random legal play each throw, seeded), one game per iteration.
//!
//! Run: `cargo bench -p daldos --bench rules`. Figures: docs/benchmarks.md.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use daldos::{Play, Position, Rules, Setup, Throw, Variants};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use std::hint::black_box;

/// Fixed positions (start, after one throw, the odds example, a
/// mid-game); the total number of legal plays over all 16 throws of all
/// of them is [`TOTAL_PLAYS`].
const POSITIONS: [&str; 4] = [
    "aaaaaaaaaaaaaaaa/17/bbbbbbbbbbbbbbbb a",
    "aaaaaaaaaaaaaaa1/13A3/bbbbbbbbbbbbbbbb b",
    "aaaaaa10/9AB6/B4B10 b",
    "aaaaaaaaa1A1A3/2B3A2A1AB4/bbbbbbbbbb1B2B1 a",
];
const TOTAL_PLAYS: usize = 526;

fn positions() -> Vec<Position> {
    POSITIONS
        .iter()
        .map(|dpn| {
            let setup: Setup = dpn.parse().expect("benchmark position parses");
            Position::from_setup(&setup, Variants::STANDARD).expect("benchmark position is legal")
        })
        .collect()
}

fn count_all(positions: &[Position], buf: &mut Vec<Play>) -> usize {
    let mut total = 0;
    for pos in positions {
        for throw in Throw::all() {
            pos.legal_plays_into(throw, buf);
            total += buf.len();
        }
    }
    total
}

/// Plays one random game from the start; returns the number of throws.
fn random_game(rules: Rules, rng: &mut StdRng, buf: &mut Vec<Play>) -> usize {
    let mut pos = Position::new(rules);
    let mut throws = 0;
    while !pos.is_game_over() {
        let throw = Throw::new(
            daldos::Die::new(rng.random_range(1..=4u8)).unwrap_or(daldos::Die::Dal),
            daldos::Die::new(rng.random_range(1..=4u8)).unwrap_or(daldos::Die::Dal),
        );
        pos.legal_plays_into(throw, buf);
        let play = buf[rng.random_range(0..buf.len())];
        pos = pos.play_unchecked(&play);
        throws += 1;
    }
    throws
}

fn bench(c: &mut Criterion) {
    let ps = positions();
    let mut buf = Vec::new();
    assert_eq!(
        count_all(&ps, &mut buf),
        TOTAL_PLAYS,
        "legal play counts changed"
    );
    let mut g = c.benchmark_group("legal_plays");
    g.throughput(Throughput::Elements((ps.len() * 16) as u64));
    g.bench_function("all_throws", |b| {
        b.iter(|| count_all(black_box(&ps), &mut buf))
    });
    g.finish();

    let mut g = c.benchmark_group("random_game");
    g.throughput(Throughput::Elements(1));
    for (name, rules) in [("N16", Rules::DANISH), ("N12", Rules::NORWEGIAN)] {
        let mut rng = StdRng::seed_from_u64(7);
        let mut buf = Vec::new();
        let n = 200;
        let total: usize = (0..n).map(|_| random_game(rules, &mut rng, &mut buf)).sum();
        eprintln!(
            "{name}: average {:.1} throws per random game",
            total as f64 / n as f64
        );
        g.bench_function(name, |b| b.iter(|| random_game(rules, &mut rng, &mut buf)));
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
