//! Bots only play legal plays; seeded games repeat.

use daldos::{DiceSource, Play, Position, Rules, SeededDice, Variants};
use daldos_ai::{bot, Bot, Engine, Level, LevelConfig, RandomBot, StandardEval};
use proptest::prelude::*;

/// The position after `plays` random plays (stopping before the end).
fn random_position(rules: Rules, seed: u64, plays: u32) -> Position {
    let mut p = Position::new(rules);
    let mut dice = SeededDice::new(seed);
    let mut r = RandomBot::new(seed ^ 1);
    for _ in 0..plays {
        let t = dice.throw();
        let next = p.play_unchecked(&r.choose(&p, t));
        if next.is_game_over() {
            break;
        }
        p = next;
    }
    p
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn bots_play_legal_plays(
        seed in any::<u64>(),
        size in 6u8..=16,
        plays in 0u32..120,
        stern in any::<bool>(),
        both in any::<bool>(),
        last in any::<bool>(),
        first in 1u8..=4,
        second in 1u8..=4,
    ) {
        let variants = Variants { stern_most_dal: stern, capture_both_stops: both, last_piece_loses: last };
        let rules = Rules::new(size, variants).unwrap();
        let pos = random_position(rules, seed, plays);
        let throw = daldos::Throw::new(daldos::Die::new(first).unwrap(), daldos::Die::new(second).unwrap());
        let legal = pos.legal_plays(throw);
        let names: &[&str] = if size <= 10 {
            &["random", "greedy", "level1", "level2", "level3", "level4", "level5"]
        } else {
            &["random", "greedy", "level1", "level2", "level3", "level4"]
        };
        for name in names {
            let mut b = bot(name, seed).unwrap();
            let play = b.choose(&pos, throw);
            prop_assert!(legal.contains(&play), "{name} played {play} in {pos} with {throw}");
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    /// A throw saved after its first move (a game reloaded between the two
    /// moves of the computer's throw): every bot completes it with a legal
    /// play that begins with that move, and the one-play engine picks the
    /// best such play by its own evaluation.
    #[test]
    fn bots_complete_a_partly_used_throw(
        seed in any::<u64>(),
        size in 6u8..=16,
        plays in 0u32..120,
        both in any::<bool>(),
        first in 1u8..=4,
        second in 1u8..=4,
    ) {
        let variants = Variants { capture_both_stops: both, ..Variants::STANDARD };
        let rules = Rules::new(size, variants).unwrap();
        let pos = random_position(rules, seed, plays);
        let throw = daldos::Throw::new(daldos::Die::new(first).unwrap(), daldos::Die::new(second).unwrap());
        let legal = pos.legal_plays(throw);
        let eval = StandardEval::trained();
        // One play deep, no mistakes.
        let d1b0 = LevelConfig { depth: 1, leaf_budget: u64::MAX, blunder: 0.0, network: true, deepen: false };
        for m in pos.legal_next_moves(throw, &[]) {
            let taken = [m];
            for name in ["random", "greedy", "level1", "level3", "level4"] {
                let mut b = bot(name, seed).unwrap();
                let play = b.choose_from(&pos, throw, &taken);
                prop_assert!(legal.contains(&play), "{name} played {play} in {pos} with {throw}");
                prop_assert!(play.starts_with(&taken), "{name} played {play}, not after {m:?}");
            }
            // The best of the plays after `m`.
            let chosen = Engine::custom(d1b0, eval.clone(), seed).choose_from(&pos, throw, &taken);
            prop_assert!(legal.contains(&chosen) && chosen.starts_with(&taken), "d1b0 played {chosen}");
            let value = |p: &Play| daldos_ai::eval::side_value(&eval, &pos.play_unchecked(p), pos.turn());
            let best = legal
                .iter()
                .filter(|p| p.starts_with(&taken))
                .map(value)
                .fold(f64::NEG_INFINITY, f64::max);
            prop_assert!((value(&chosen) - best).abs() < 1e-12, "{chosen} worth {} < {best}", value(&chosen));
        }
    }
}

/// A throw whose best play the engine cannot make any more: with 3+4 the
/// free choice captures B's last piece (M5xM2, a win); once the 4 was spent
/// moving that piece to M1, the engine completes the throw with the 3 on
/// its other piece (A1-A4), the only play that begins so.
#[test]
fn engine_completes_the_throw_it_was_given() {
    // N = 6. A: dalled pieces on A1 and M5; B's last piece on M2.
    let setup: daldos::Setup = "A5/2B2A1/6 a".parse().unwrap();
    let pos = Position::from_setup(&setup, Variants::STANDARD).unwrap();
    let throw = "3+4".parse().unwrap();
    let mut engine = Engine::new(Level::new(5).unwrap(), 1);
    let free = engine.choose(&pos, throw);
    assert_eq!(free.captures(), 1, "free choice captures: {free}");
    let spent = pos
        .legal_next_moves(throw, &[])
        .into_iter()
        .find(|m| m.from.to_string() == "M5" && m.first.value() == 4 && !m.is_summed())
        .expect("M5 can move with the 4");
    let play = engine.choose_from(&pos, throw, &[spent]);
    assert_eq!(play.to_string(), "M5-M1 A1-A4");
    assert!(pos.legal_plays(throw).contains(&play));
}

/// Plays a whole game between two bots with seeded dice; returns the plays.
fn game(a: &mut dyn Bot, b: &mut dyn Bot, seed: u64) -> Vec<Play> {
    let mut p = Position::new(Rules::NORWEGIAN);
    let mut dice = SeededDice::new(seed);
    let mut out = Vec::new();
    while !p.is_game_over() && out.len() < 5000 {
        let t = dice.throw();
        let play = if p.turn() == daldos::Side::A {
            a.choose(&p, t)
        } else {
            b.choose(&p, t)
        };
        p = p.play(&play).unwrap();
        out.push(play);
    }
    out
}

#[test]
fn seeded_games_repeat() {
    let run = |seed| {
        let mut a = Engine::new(Level::new(1).unwrap(), seed);
        let mut b = RandomBot::new(seed + 1);
        game(&mut a, &mut b, seed)
    };
    assert_eq!(run(5), run(5));
    assert_ne!(run(5), run(6));
}

#[test]
fn unknown_bot_names_are_errors() {
    assert!(bot("level0", 1).is_err());
    assert!(bot("level6", 1).is_err());
    assert!(bot("grandmaster", 1).is_err());
    assert_eq!(bot("level5", 1).unwrap().name(), "level5");
    // Research bots and engines with settings of their own are the
    // coach's (daldos-coach's registry).
    assert_eq!(
        bot("d1b0", 1).err().map(|e| e.to_string()),
        Some("unknown bot 'd1b0' (expected random, greedy or level1 … level5)".into())
    );
    assert!(bot("uct1000", 1).is_err());
}
