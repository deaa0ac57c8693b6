//! Time per move of each engine level on a fixed set of mid-game positions:
//! `cargo bench -p daldos-ai --bench move_time` prints the median and the
//! 95th percentile in milliseconds (native; the browser's wasm is about
//! 1.5–2× slower). Positions: 150 per board, each after 16..=45 plays of a
//! seeded greedy-against-greedy game, with a seeded throw.

use std::time::Instant;

use daldos::{DiceSource, Position, Rules, SeededDice, Throw};
use daldos_ai::{Bot, Engine, GreedyBot, Level};

fn positions(rules: Rules) -> Vec<(Position, Throw)> {
    let mut out = Vec::new();
    let mut seed = 0u64;
    while out.len() < 150 {
        seed += 1;
        let mut dice = SeededDice::new(seed);
        let target = 16 + (seed % 30) as u32;
        let mut p = Position::new(rules);
        let mut plays = 0;
        while plays < target && !p.is_game_over() {
            let t = dice.throw();
            p = p.play_unchecked(&GreedyBot.choose(&p, t));
            plays += 1;
        }
        if !p.is_game_over() {
            out.push((p, dice.throw()));
        }
    }
    out
}

fn main() {
    for rules in [Rules::DANISH, Rules::NORWEGIAN] {
        let set = positions(rules);
        for level in 1..=5 {
            let Some(level) = Level::new(level) else {
                continue;
            };
            let engine = Engine::new(level, 1);
            let mut ms: Vec<f64> = set
                .iter()
                .map(|(p, t)| {
                    let start = Instant::now();
                    let hint = engine.hint(p, *t);
                    let elapsed = start.elapsed().as_secs_f64() * 1000.0;
                    assert!(hint.is_some());
                    elapsed
                })
                .collect();
            ms.sort_by(f64::total_cmp);
            let median = ms[ms.len() / 2];
            let p95 = ms[(ms.len() * 95).div_ceil(100) - 1];
            let max = ms[ms.len() - 1];
            println!(
                "N = {:2} {level}: median {median:8.3} ms, 95th percentile {p95:8.3} ms, max {max:8.3} ms ({} positions)",
                rules.size(),
                set.len()
            );
        }
    }
}
