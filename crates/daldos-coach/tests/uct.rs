//! The UCT baseline: legal, deterministic for its seed, counts every
//! playout at the root, takes a sure win, and completes a partly used
//! throw.

use daldos::{DiceSource, Position, Rules, SeededDice, Setup, Variants};
use daldos_ai::{Bot, GreedyBot};
use daldos_coach::bot;
use daldos_coach::uct::UctBot;

fn pos(text: &str) -> Position {
    let setup: Setup = text.parse().unwrap();
    Position::from_setup(&setup, Variants::STANDARD).unwrap()
}

#[test]
fn names_parse_and_bad_ones_are_refused() {
    assert_eq!(bot("uct1000", 1).unwrap().name(), "uct1000");
    assert_eq!(bot("uct1", 1).unwrap().name(), "uct1");
    for bad in ["uct", "uct0", "uctx", "uct-5", "uct10000001"] {
        assert!(bot(bad, 1).is_err(), "{bad}");
    }
}

/// N = 6: A's piece on M5 captures B's last piece on M2 with the 3 of 3+4
/// (a win); every other play leaves the game on.
#[test]
fn takes_the_win_and_counts_every_playout_at_the_root() {
    let p = pos("6/2B2A1/6 a");
    let throw = "3+4".parse().unwrap();
    let mut uct = UctBot::new(300, 7);
    let stats = uct.search(&p, throw, &[]);
    let visits: u32 = stats.iter().map(|s| s.1).sum();
    assert_eq!(visits, 300);
    let (best, n, wins) = stats[0];
    assert_eq!(best.captures(), 1, "{best}");
    assert!(p.play(&best).unwrap().is_game_over());
    // A sure win wins every playout through it.
    assert_eq!(wins, n);
    assert_eq!(UctBot::new(300, 7).choose(&p, throw), best);
}

#[test]
fn seeded_games_repeat_with_legal_plays_only() {
    let run = |seed: u64| {
        let mut uct = UctBot::new(60, seed);
        let mut greedy = GreedyBot;
        let mut p = Position::new(Rules::new(8, Variants::STANDARD).unwrap());
        let mut dice = SeededDice::new(seed);
        let mut plays = Vec::new();
        while !p.is_game_over() && plays.len() < 400 {
            let t = dice.throw();
            let play = if p.turn() == daldos::Side::A {
                uct.choose(&p, t)
            } else {
                greedy.choose(&p, t)
            };
            assert!(p.legal_plays(t).contains(&play), "{play} in {p} with {t}");
            p = p.play(&play).unwrap();
            plays.push(play);
        }
        plays
    };
    assert_eq!(run(3), run(3));
    assert_ne!(run(3), run(4));
}

#[test]
fn completes_a_partly_used_throw() {
    // N = 6. A: dalled pieces on A1 and M5; B's last piece on M2. With the
    // 4 spent moving M5 to M1, only A1-A4 is left (see tests/bots.rs).
    let p = pos("A5/2B2A1/6 a");
    let throw = "3+4".parse().unwrap();
    let spent = p
        .legal_next_moves(throw, &[])
        .into_iter()
        .find(|m| m.from.to_string() == "M5" && m.first.value() == 4 && !m.is_summed())
        .unwrap();
    let play = UctBot::new(50, 1).choose_from(&p, throw, &[spent]);
    assert_eq!(play.to_string(), "M5-M1 A1-A4");
}
