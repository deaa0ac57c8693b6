//! The registry's names: research bots, engines with settings of their
//! own, and the basic bots of daldos-ai behind them.

use daldos::{Position, Variants};
use daldos_coach::bot;

#[test]
fn names_of_every_kind() {
    for name in [
        "random",
        "greedy",
        "level1",
        "level5",
        "d2b10",
        "d3b0l30-linear",
        "counter2",
        "rollout16h4k3m10",
        "uct100",
    ] {
        assert_eq!(
            bot(name, 1).unwrap().name(),
            name.replace("l30", ""),
            "{name}"
        );
    }
    for bad in [
        "level0",
        "level6",
        "counter0",
        "counter5",
        "counter",
        "d0b0",
        "d2",
        "d2b101",
        "grandmaster",
    ] {
        assert!(bot(bad, 1).is_err(), "{bad}");
    }
}

/// N = 6: A's piece on M5 can capture B's last piece on M2 with the 3 of
/// 3+4; the probe takes that win at every depth.
#[test]
fn counter_greedy_takes_the_win() {
    let setup: daldos::Setup = "6/2B2A1/6 a".parse().unwrap();
    let pos = Position::from_setup(&setup, Variants::STANDARD).unwrap();
    for depth in 1..=3 {
        let mut probe = bot(&format!("counter{depth}"), 1).unwrap();
        assert_eq!(probe.name(), format!("counter{depth}"));
        let play = probe.choose(&pos, "3+4".parse().unwrap());
        assert_eq!(play.captures(), 1, "depth {depth}");
        assert!(pos.play(&play).unwrap().is_game_over());
    }
}
