//! Iterative deepening ([`Search::deepen`]) against the fixed-depth search,
//! within leaf budgets and a clock that is read, not timed.

use std::cell::Cell;

use daldos::Throw;
use daldos_ai::{Bot, Budget, Clock, LinearEval, Search};

mod common;
use common::random_position;

/// With room enough, deepening to depth `d` gives the value of the search
/// `d` plays deep, and a play of that value.
#[test]
fn unlimited_deepening_is_the_fixed_depth_search() {
    let e = LinearEval::trained();
    let throw: Throw = "1+3".parse().unwrap();
    for seed in 0..8 {
        let p = random_position(seed, 8 + (seed % 5) as u8, 8 + 3 * seed as u32);
        for depth in 1..=3 {
            let (_, want) = Search::new(&e).best_play(&p, throw, depth).unwrap();
            let got = Search::new(&e)
                .deepen(&p, throw, &[], depth, Budget::leaves(u64::MAX))
                .unwrap();
            assert!(!got.partial);
            assert!(got.depth <= depth);
            assert!(
                (got.value - want).abs() < 1e-12,
                "{p} depth {depth}: {got:?} vs {want}"
            );
            let after = p.play_unchecked(&got.play);
            let (_, again) = Search::new(&e)
                .play_values(&p, throw, depth)
                .into_iter()
                .find(|(q, _)| p.play_unchecked(q) == after)
                .unwrap();
            assert!(
                (again - want).abs() < 1e-12,
                "{p}: {} is worth {again}",
                got.play
            );
        }
    }
}

/// A budget spent by the one-play rating leaves the one-play answer; a
/// leaf budget gives the same search every time, within the budget and
/// the one-play rating it always completes.
#[test]
fn leaf_budgets_cut_the_search_reproducibly() {
    let e = LinearEval::trained();
    let throw: Throw = "2+4".parse().unwrap();
    for seed in 0..6 {
        let p = random_position(seed, 12, 14 + 2 * seed as u32);
        let one = Search::new(&e).best_play(&p, throw, 1).unwrap();
        let tiny = Search::new(&e)
            .deepen(&p, throw, &[], 8, Budget::leaves(0))
            .unwrap();
        assert_eq!(
            (tiny.play, tiny.depth, tiny.partial),
            (one.0, 1, false),
            "{p}"
        );
        assert!((tiny.value - one.1).abs() < 1e-12);
        let a = Search::new(&e).deepen(&p, throw, &[], 8, Budget::leaves(20_000));
        let b = Search::new(&e).deepen(&p, throw, &[], 8, Budget::leaves(20_000));
        assert_eq!(a, b, "{p}");
        let a = a.unwrap();
        assert!(a.depth >= 2, "{p}: {a:?}");
        // Overshoot: the one-play rating, and what a chance node started
        // before the budget ran out finishes (well under the budget here).
        assert!(a.leaves < 40_000, "{p}: {a:?}");
    }
}

/// A clock that moves one millisecond each time it is read.
struct Ticking(Cell<f64>);

impl Clock for Ticking {
    fn now_ms(&self) -> f64 {
        let t = self.0.get() + 1.0;
        self.0.set(t);
        t
    }
}

#[test]
fn a_time_budget_stops_the_search_when_the_clock_says() {
    let e = LinearEval::trained();
    let throw: Throw = "2+3".parse().unwrap();
    let p = random_position(3, 12, 20);
    let one = Search::new(&e).best_play(&p, throw, 1).unwrap();
    // Spent at the first reading of the clock: one play deep only.
    let clock = Ticking(Cell::new(0.0));
    let budget = Budget::leaves(u64::MAX).with_time(&clock, 0.5);
    let got = Search::new(&e).deepen(&p, throw, &[], 6, budget).unwrap();
    assert_eq!((got.play, got.depth), (one.0, 1));
    // Plenty of time: as deep as the leaf budget alone lets it.
    let clock = Ticking(Cell::new(0.0));
    let budget = Budget::leaves(20_000).with_time(&clock, 1e9);
    let timed = Search::new(&e).deepen(&p, throw, &[], 6, budget);
    let untimed = Search::new(&e).deepen(&p, throw, &[], 6, Budget::leaves(20_000));
    assert_eq!(timed, untimed);
    // The clock was read about once every 512 leaves.
    let reads = clock.0.get() as u64;
    let leaves = untimed.unwrap().leaves;
    assert!(
        reads >= 2 && reads <= leaves / 512 + 2,
        "{reads} reads, {leaves} leaves"
    );
}

/// An engine that deepens stops at its time limit: out of time at once, it
/// plays the best play one play deep; with time, what its leaves allow.
#[test]
fn an_engine_that_deepens_keeps_to_its_time() {
    use daldos_ai::{Engine, LevelConfig, StandardEval};
    use std::rc::Rc;
    let config = LevelConfig {
        depth: 6,
        leaf_budget: 20_000,
        blunder: 0.0,
        network: false,
        deepen: true,
    };
    let linear = StandardEval::linear(LinearEval::trained());
    let engine = Engine::custom(config, linear.clone(), 1);
    assert_eq!(engine.name(), "i6l20-linear");
    let p = random_position(5, 12, 24);
    let throw: Throw = "3+4".parse().unwrap();
    let rushed = engine.with_time(Rc::new(Ticking(Cell::new(0.0))), 0.5);
    let one = Search::new(&LinearEval::trained())
        .best_play(&p, throw, 1)
        .unwrap();
    let hint = rushed.hint(&p, throw).unwrap();
    assert_eq!(hint.play, one.0);
    let engine = Engine::custom(config, linear, 1).with_time(Rc::new(Ticking(Cell::new(0.0))), 1e9);
    let deep = Search::new(&LinearEval::trained())
        .deepen(&p, throw, &[], 6, Budget::leaves(20_000))
        .unwrap();
    let hint = engine.hint(&p, throw).unwrap();
    assert_eq!((hint.play, hint.win_chance), (deep.play, deep.value));
}

/// `Search::excluding` leaves the given positions out at the root only:
/// the best play then is the best of the rest, its value the value that
/// play has in the full list (`play_values`, exact), for the fixed-depth
/// search and for deepening alike. Each excluded in turn walks down the
/// list.
#[test]
fn excluding_the_best_gives_the_runner_up() {
    let e = LinearEval::trained();
    let throw: Throw = "1+3".parse().unwrap();
    let mut checked = 0;
    for seed in 0..16 {
        let p = random_position(seed, 8 + (seed % 5) as u8, 8 + 3 * seed as u32);
        let depth = 2;
        let all = Search::new(&e).play_values(&p, throw, depth);
        if all.len() < 2 {
            continue;
        }
        let best = p.play_unchecked(&all[0].0);
        let (play, value) = Search::new(&e)
            .excluding(&[best])
            .best_play(&p, throw, depth)
            .unwrap();
        assert_ne!(p.play_unchecked(&play), best, "{p}");
        assert!(
            (value - all[1].1).abs() < 1e-12,
            "{p}: {value} vs {:?}",
            all[1]
        );
        let deep = Search::new(&e)
            .excluding(&[best])
            .deepen(&p, throw, &[], depth, Budget::leaves(u64::MAX))
            .unwrap();
        assert!((deep.value - all[1].1).abs() < 1e-12, "{p}");
        // Every play left out: nothing to choose.
        let every: Vec<_> = all.iter().map(|(q, _)| p.play_unchecked(q)).collect();
        assert_eq!(
            Search::new(&e)
                .excluding(&every)
                .best_play(&p, throw, depth),
            None
        );
        assert!(Search::new(&e)
            .excluding(&every)
            .deepen(&p, throw, &[], depth, Budget::leaves(u64::MAX))
            .is_none());
        checked += 1;
    }
    assert!(checked >= 8, "{checked} positions with a choice");
}
