//! Helpers shared by the search and rollout tests.

use daldos::{Position, Setup, Variants};
use daldos_ai::Evaluator;

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
