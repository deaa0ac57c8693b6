//! Helpers shared by the search, deepening and rollout tests (each uses
//! some of them).
#![allow(dead_code)]

use daldos::{DiceSource, Position, Rules, SeededDice, Setup, Variants};
use daldos_ai::{Bot, Evaluator, RandomBot};

/// Every position not over is worth `0.3` to the side to throw.
pub struct Fake;

impl Evaluator for Fake {
    fn win_chance(&self, _pos: &Position) -> f64 {
        0.3
    }
}

/// The position in notation, standard rules.
pub fn pos(text: &str) -> Position {
    let setup: Setup = text.parse().unwrap();
    Position::from_setup(&setup, Variants::STANDARD).unwrap()
}

/// The position after `plays` random plays from the start on a board of
/// `size` (standard rules), stopping before the game's end; seeded.
pub fn random_position(seed: u64, size: u8, plays: u32) -> Position {
    let rules = Rules::new(size, Variants::STANDARD).unwrap();
    let mut p = Position::new(rules);
    let mut dice = SeededDice::new(seed);
    let mut bot = RandomBot::new(seed);
    for _ in 0..plays {
        let t = dice.throw();
        let next = p.play_unchecked(&bot.choose(&p, t));
        if next.is_game_over() {
            break;
        }
        p = next;
    }
    p
}
