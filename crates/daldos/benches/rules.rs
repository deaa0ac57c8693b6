//! Criterion benchmarks of the rules engine.
//!
//! * `legal_plays/all_throws`: legal plays for all 16 throws over a fixed
//!   set of positions (the counts are asserted before timing).
//! * `distinct_positions/all_throws`: the distinct positions of the same
//!   throws, the playout generator (counts asserted before timing).
//! * `random_game/N16`, `random_game/N12`: complete random games with
//!   [`Playout`] (each throw's position chosen uniformly among the
//!   distinct positions the throw leads to, as in `Position::distinct_plays`;
//!   Xoshiro256++ dice), one game per iteration.
//! * `random_game_distinct_plays/N16`: the same choice made the slow way,
//!   from the listed plays with duplicate positions removed
//!   (`legal_plays_into`, then keys compared, as daldos-ai's
//!   `distinct_children`; `StdRng` dice), for comparison.
//! * `random_game_listed_plays/N16`: each throw's play chosen uniformly
//!   among the listed plays (`legal_plays_into`, each ordering of two moves
//!   counted separately; `StdRng` dice): what `random_game/N16` measured
//!   before playouts had a generator of their own. A different choice, so
//!   its games are a little longer (204 throws on average, against 195).
//!
//! Run: `cargo bench -p daldos --bench rules`. Figures: docs/benchmarks.md.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use daldos::{Play, Playout, Position, Rules, Setup, Throw, Variants};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use std::hint::black_box;

/// Fixed positions (start, after one throw, the odds example, a
/// mid-game); the total number of legal plays over all 16 throws of all
/// of them is [`TOTAL_PLAYS`], of distinct positions [`TOTAL_DISTINCT`].
const POSITIONS: [&str; 4] = [
    "aaaaaaaaaaaaaaaa/17/bbbbbbbbbbbbbbbb a",
    "aaaaaaaaaaaaaaa1/13A3/bbbbbbbbbbbbbbbb b",
    "aaaaaa10/9AB6/B4B10 b",
    "aaaaaaaaa1A1A3/2B3A2A1AB4/bbbbbbbbbb1B2B1 a",
];
const TOTAL_PLAYS: usize = 526;
const TOTAL_DISTINCT: usize = 332;

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

fn count_distinct(positions: &[Position], buf: &mut Vec<Position>) -> usize {
    let mut total = 0;
    for pos in positions {
        for throw in Throw::all() {
            pos.distinct_positions_into(throw, buf);
            total += buf.len();
        }
    }
    total
}

fn std_throw(rng: &mut StdRng) -> Throw {
    Throw::new(
        daldos::Die::new(rng.random_range(1..=4u8)).unwrap_or(daldos::Die::Dal),
        daldos::Die::new(rng.random_range(1..=4u8)).unwrap_or(daldos::Die::Dal),
    )
}

/// Plays one random game from the start, each throw's play uniform among
/// the listed plays; returns the number of throws.
fn random_game_listed(rules: Rules, rng: &mut StdRng, buf: &mut Vec<Play>) -> usize {
    let mut pos = Position::new(rules);
    let mut throws = 0;
    while !pos.is_game_over() {
        let throw = std_throw(rng);
        pos.legal_plays_into(throw, buf);
        let play = buf[rng.random_range(0..buf.len())];
        pos = pos.play_unchecked(&play);
        throws += 1;
    }
    throws
}

/// Plays one random game from the start, each throw's position uniform
/// among the distinct ones, found from the listed plays; returns the
/// number of throws.
fn random_game_distinct_plays(
    rules: Rules,
    rng: &mut StdRng,
    plays: &mut Vec<Play>,
    next: &mut Vec<Position>,
) -> usize {
    let mut pos = Position::new(rules);
    let mut throws = 0;
    while !pos.is_game_over() {
        pos.legal_plays_into(std_throw(rng), plays);
        next.clear();
        for p in plays.iter() {
            let after = pos.play_unchecked(p);
            if !next.iter().any(|q| q.key() == after.key()) {
                next.push(after);
            }
        }
        pos = next[rng.random_range(0..next.len())];
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
    let mut next = Vec::new();
    assert_eq!(
        count_distinct(&ps, &mut next),
        TOTAL_DISTINCT,
        "distinct position counts changed"
    );
    let mut g = c.benchmark_group("legal_plays");
    g.throughput(Throughput::Elements((ps.len() * 16) as u64));
    g.bench_function("all_throws", |b| {
        b.iter(|| count_all(black_box(&ps), &mut buf))
    });
    g.finish();
    let mut g = c.benchmark_group("distinct_positions");
    g.throughput(Throughput::Elements((ps.len() * 16) as u64));
    g.bench_function("all_throws", |b| {
        b.iter(|| count_distinct(black_box(&ps), &mut next))
    });
    g.finish();

    let mut g = c.benchmark_group("random_game");
    g.throughput(Throughput::Elements(1));
    for (name, rules) in [("N16", Rules::DANISH), ("N12", Rules::NORWEGIAN)] {
        let start = Position::new(rules);
        let mut playout = Playout::new(7);
        let n = 200;
        let total: u32 = (0..n).map(|_| playout.play_out(&start).throws).sum();
        eprintln!(
            "{name}: average {:.1} throws per random game",
            f64::from(total) / f64::from(n)
        );
        g.bench_function(name, |b| b.iter(|| playout.play_out(black_box(&start))));
    }
    g.finish();

    let rules = Rules::DANISH;
    let mut g = c.benchmark_group("random_game_distinct_plays");
    g.throughput(Throughput::Elements(1));
    let mut rng = StdRng::seed_from_u64(7);
    g.bench_function("N16", |b| {
        b.iter(|| random_game_distinct_plays(rules, &mut rng, &mut buf, &mut next))
    });
    g.finish();

    let mut g = c.benchmark_group("random_game_listed_plays");
    g.throughput(Throughput::Elements(1));
    let mut rng = StdRng::seed_from_u64(7);
    let n = 200;
    let total: usize = (0..n)
        .map(|_| random_game_listed(rules, &mut rng, &mut buf))
        .sum();
    eprintln!(
        "N16, listed plays: average {:.1} throws per random game",
        total as f64 / n as f64
    );
    g.bench_function("N16", |b| {
        b.iter(|| random_game_listed(rules, &mut rng, &mut buf))
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
