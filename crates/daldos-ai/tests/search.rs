//! The search against values worked out by hand, and its pruning against a
//! plain expectiminimax.

use daldos::{Position, Throw};
use daldos_ai::eval::final_value;
use daldos_ai::search::distinct_children;
use daldos_ai::{Evaluator, LinearEval, Search};

mod common;
use common::{pos, random_position, Fake};

#[test]
fn chance_node_by_hand() {
    // N = 6. A's dalled piece on M5 is 3 holes behind B's last piece on M2.
    // A captures (and wins) with a die of 3 (7 throws of 16) or 1+2 / 2+1
    // (2): 9/16. 1+1 moves it 2 holes and A throws again: the same side,
    // worth the evaluation 0.3 itself. The other 6 throws pass the turn to
    // B: 1 - 0.3 for A.
    let p = pos("6/2B2A1/6 a");
    let by_hand = 9.0 / 16.0 + 1.0 / 16.0 * 0.3 + 6.0 / 16.0 * 0.7;
    let v = Search::new(&Fake).value(&p, 1);
    assert!((v - by_hand).abs() < 1e-12, "{v} vs {by_hand}");
}

#[test]
fn best_play_of_a_capturing_throw_wins() {
    let p = pos("6/2B2A1/6 a");
    let (play, v) = Search::new(&Fake)
        .best_play(&p, "3+4".parse().unwrap(), 2)
        .unwrap();
    assert_eq!(v, 1.0);
    assert_eq!(play.captures(), 1);
}

/// Plain expectiminimax, no pruning: the reference for the pruned search.
fn plain(e: &dyn Evaluator, pos: &Position, depth: u32) -> f64 {
    if let Some(v) = final_value(pos, pos.turn()) {
        return v;
    }
    if depth == 0 {
        return e.win_chance(pos);
    }
    let side = pos.turn();
    let mut total = 0.0;
    for (throw, w) in Throw::DISTINCT {
        let mut kids = Vec::new();
        distinct_children(pos, throw, &mut Vec::new(), &mut kids);
        let best = kids
            .iter()
            .map(|(_, c)| {
                let v = plain(e, c, depth - 1);
                if final_value(c, side).is_some() || c.turn() == side {
                    final_value(c, side).unwrap_or(v)
                } else {
                    1.0 - v
                }
            })
            .fold(f64::NEG_INFINITY, f64::max);
        total += f64::from(w) / 16.0 * best;
    }
    total
}

#[test]
fn pruning_is_exact() {
    let e = LinearEval::trained();
    for seed in 0..12 {
        let p = random_position(seed, 6 + (seed % 3) as u8, 10 + 3 * seed as u32);
        for depth in 1..=2 {
            let want = plain(&e, &p, depth);
            let got = Search::new(&e).value(&p, depth);
            assert!(
                (want - got).abs() < 1e-9,
                "{p} depth {depth}: {got} vs {want}"
            );
        }
        let throw: Throw = "2+3".parse().unwrap();
        let values = Search::new(&e).play_values(&p, throw, 2);
        let (_, best) = Search::new(&e).best_play(&p, throw, 2).unwrap();
        assert!(
            (values[0].1 - best).abs() < 1e-9,
            "{p}: {best} vs {}",
            values[0].1
        );
    }
}

/// A search that ran out of its leaf budget must leave the next search on
/// the same `Search` (the engine's fallback one play shallower) exact.
#[test]
fn search_after_an_exhausted_budget_is_exact() {
    let e = LinearEval::trained();
    let throw: Throw = "2+3".parse().unwrap();
    for seed in 0..6 {
        let p = random_position(seed, 12, 12 + 2 * seed as u32);
        let want = Search::new(&e).best_play(&p, throw, 2).unwrap();
        let mut search = Search::new(&e);
        assert!(search.best_play_within(&p, throw, 3, 10).is_none());
        let got = search.best_play(&p, throw, 2).unwrap();
        assert_eq!(got.0, want.0, "{p}");
        assert!(
            (got.1 - want.1).abs() < 1e-12,
            "{p}: {} vs {}",
            got.1,
            want.1
        );
        assert!(search.best_play_within(&p, throw, 2, u64::MAX).is_some());
    }
}
