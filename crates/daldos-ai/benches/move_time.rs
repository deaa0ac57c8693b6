//! Time per move of each engine level on a fixed set of mid-game positions:
//! `cargo bench -p daldos-ai --bench move_time` prints the median and the
//! 95th percentile in milliseconds (native; the browser's wasm is about
//! 1.5–2× slower). Positions: 150 per board, each after 16..=45 plays of a
//! seeded greedy-against-greedy game, with a seeded throw.
//!
//! Then iterative deepening ([`daldos_ai::Search::deepen`], up to 8 plays)
//! with leaf budgets of 50,000, 100,000 and 150,000 on the same positions:
//! how deep it got (completed searches per depth, and how many of them
//! then had a deeper search cut short after its first play), and its
//! time. The depths do not depend on the machine; the times do.
//!
//! With `DEEPER=<n>` in the environment, also on the first `n` positions
//! of each board: how often a search four plays deep (no budget) chooses
//! another play than level 5, and how much level 5's play loses judged
//! four plays deep (win chance of the side to throw, 0..=1, mean over all
//! `n` plays). Slow: seconds a position.

use std::time::Instant;

use daldos::{DiceSource, Position, Rules, SeededDice, Throw};
use daldos_ai::eval::{final_value, for_side};
use daldos_ai::{Bot, Budget, Engine, GreedyBot, Level, Search, StandardEval};

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
        deepening(rules, &set);
        if let Some(n) = std::env::var("DEEPER").ok().and_then(|n| n.parse().ok()) {
            deeper(rules, &set[..set.len().min(n)]);
        }
    }
}

/// How often four plays deep chooses another play than level 5 on `set`,
/// and what level 5's play loses judged four plays deep.
fn deeper(rules: Rules, set: &[(Position, Throw)]) {
    let eval = StandardEval::trained();
    let level5 = Engine::new(Level::MAX, 1);
    let (mut differ, mut loss) = (0, 0.0);
    for (p, t) in set {
        let chosen = p.play_unchecked(&level5.hint(p, *t).expect("not over").play);
        let (best, v4) = Search::new(&eval).best_play(p, *t, 4).expect("not over");
        if p.play_unchecked(&best) != chosen {
            differ += 1;
            let side = p.turn();
            let v = final_value(&chosen, side)
                .unwrap_or_else(|| for_side(&chosen, side, Search::new(&eval).value(&chosen, 3)));
            loss += v4 - v;
        }
    }
    println!(
        "N = {:2} four plays deep against level 5 on {} positions: another play in {differ}, level 5's play loses {:.5} a play on average (judged four plays deep)",
        rules.size(),
        set.len(),
        loss / set.len() as f64
    );
}

/// Iterative deepening on `set` with three leaf budgets.
fn deepening(rules: Rules, set: &[(Position, Throw)]) {
    let eval = StandardEval::trained();
    for budget in [50_000u64, 100_000, 150_000] {
        let mut depths = [0u32; 9];
        let mut partial = 0;
        let mut ms = Vec::new();
        for (p, t) in set {
            let start = Instant::now();
            let found = Search::new(&eval)
                .deepen(p, *t, &[], 8, Budget::leaves(budget))
                .expect("the game is not over");
            ms.push(start.elapsed().as_secs_f64() * 1000.0);
            depths[found.depth as usize] += 1;
            partial += u32::from(found.partial);
        }
        ms.sort_by(f64::total_cmp);
        let reached: Vec<String> = (1..=8)
            .filter(|&d| depths[d] > 0)
            .map(|d| format!("depth {d}: {}", depths[d]))
            .collect();
        println!(
            "N = {:2} deepening, {budget} leaves: {}; cut short after the first play: {partial}; median {:8.3} ms, max {:8.3} ms",
            rules.size(),
            reached.join(", "),
            ms[ms.len() / 2],
            ms[ms.len() - 1]
        );
    }
}
