//! Rollouts against values worked out by hand.

use daldos::Side;
use daldos_ai::Search;
use daldos_coach::rollout::{choose_by_rollouts, rollout_value, RolloutConfig};

#[path = "../../daldos-ai/tests/common/mod.rs"]
mod common;
use common::{pos, Fake};

fn config(trials: u32, horizon: u32) -> RolloutConfig {
    RolloutConfig {
        trials,
        horizon,
        candidates: 4,
        margin: 1.0,
    }
}

#[test]
fn one_play_rollouts_see_each_first_throw_once() {
    // As in the search's hand-worked chance node: A's piece on M5 is 3
    // holes behind B's last piece on M2. 9 throws of 16 capture, 1+1 gives
    // A another throw (0.3), the other 6 pass the turn to B (1 - 0.3).
    // With a horizon of one play, 16 trials (and 32) are exactly that.
    let p = pos("6/2B2A1/6 a");
    let by_hand = 9.0 / 16.0 + 1.0 / 16.0 * 0.3 + 6.0 / 16.0 * 0.7;
    for trials in [16, 32] {
        let v = rollout_value(&Fake, &p, Side::A, &config(trials, 1), 5);
        assert!((v - by_hand).abs() < 1e-12, "{trials}: {v} vs {by_hand}");
        let v = rollout_value(&Fake, &p, Side::B, &config(trials, 1), 5);
        assert!((v - (1.0 - by_hand)).abs() < 1e-12, "{trials}: {v}");
    }
}

#[test]
fn rollouts_repeat_for_a_seed_and_stay_in_range() {
    let p = pos("6/2B2A1/6 a");
    let a = rollout_value(&Fake, &p, Side::A, &config(40, 0), 9);
    let b = rollout_value(&Fake, &p, Side::A, &config(40, 0), 9);
    assert_eq!(a, b);
    assert!((0.0..=1.0).contains(&a), "{a}");
}

#[test]
fn the_capture_is_chosen() {
    // 3+4 lets A capture B's last piece (a win) or move elsewhere.
    let p = pos("6/2B2A1/6 a");
    let throw = "3+4".parse().unwrap();
    let values = Search::new(&Fake).play_values(&p, throw, 1);
    let capture = values.iter().find(|(p, _)| p.captures() == 1).unwrap().0;
    let other = values.iter().find(|(p, _)| p.captures() == 0).unwrap().0;
    // Ranked the wrong way round, as equals: the rollouts must put it right.
    let ranked = [(other, 0.5), (capture, 0.5)];
    let (play, v) = choose_by_rollouts(&Fake, &p, &ranked, &config(16, 0)).unwrap();
    assert_eq!(play.captures(), 1);
    assert_eq!(v, 1.0);
}

#[test]
fn rollout_bots_are_named_and_play_legal_plays() {
    let mut b = daldos_coach::bot("rollout16h4k3m10", 1).unwrap();
    assert_eq!(b.name(), "rollout16h4k3m10");
    let p = daldos::Position::new(daldos::Rules::NORWEGIAN);
    let throw = "1+3".parse().unwrap();
    assert!(p.legal_plays(throw).contains(&b.choose(&p, throw)));
    for bad in [
        "rollout",
        "rollout16h4k3",
        "rollout0h4k3m10",
        "rollout16h4k3m101",
    ] {
        assert!(daldos_coach::bot(bad, 1).is_err(), "{bad}");
    }
}
