//! Evaluations: a position's win chance for the side to throw. The
//! [`Evaluator`] trait, the values of finished games, the view of a side,
//! and the [`LinearEval`]; the network is in [`crate::net`] and the
//! engine's choice between them in [`crate::standard`].

use daldos::{Position, Side};

use crate::features::{features, FEATURE_COUNT};
use crate::weights;

/// Something that estimates who wins from a position.
pub trait Evaluator {
    /// The chance (0..=1) that the side to throw in `pos` wins. Only called
    /// on positions where the game is not over.
    fn win_chance(&self, pos: &Position) -> f64;
}

/// The win chance of `side` in a finished `pos`: 1 if it won, else 0.
#[must_use]
pub fn final_value(pos: &Position, side: Side) -> Option<f64> {
    pos.outcome()
        .map(|o| if o.winner == side { 1.0 } else { 0.0 })
}

/// `v`, a win chance (0..=1) of the side to throw in `pos`, seen from
/// `side`: `v` if `side` is to throw there (its own turn, or its extra
/// throw after 1+1), else `1 - v`.
#[must_use]
pub fn for_side(pos: &Position, side: Side, v: f64) -> f64 {
    if pos.turn() == side {
        v
    } else {
        1.0 - v
    }
}

/// `side`'s win chance in `pos`: the result if the game is over
/// ([`final_value`]), else `eval`'s estimate seen from `side`
/// ([`for_side`]).
#[must_use]
pub fn side_value<E: Evaluator + ?Sized>(eval: &E, pos: &Position, side: Side) -> f64 {
    final_value(pos, side).unwrap_or_else(|| for_side(pos, side, eval.win_chance(pos)))
}

/// One weight per feature of [`crate::features::FEATURE_NAMES`].
pub type FeatureWeights = [f64; FEATURE_COUNT];

/// Weights of the linear evaluation for two board size classes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    /// For boards of 14..=16 holes per outer row (trained on N = 16).
    pub large: FeatureWeights,
    /// For boards of 6..=13 holes per outer row (trained on N = 12).
    pub small: FeatureWeights,
}

impl Weights {
    /// Smallest board size that uses [`Weights::large`].
    pub const LARGE_FROM: u8 = 14;

    /// The weights for a board of `size` holes per outer row.
    #[must_use]
    pub fn for_size(&self, size: u8) -> &FeatureWeights {
        if size >= Self::LARGE_FROM {
            &self.large
        } else {
            &self.small
        }
    }

    /// The weights trained by self-play (`weights.rs`, made by `daldos train`).
    #[must_use]
    pub const fn trained() -> Weights {
        Weights {
            large: weights::TRAINED[0],
            small: weights::TRAINED[1],
        }
    }
}

/// Logistic function: a score to a probability.
#[must_use]
pub fn logistic(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// The learned evaluation: the logistic of a weighted sum of
/// [`features`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LinearEval {
    /// The weights in use.
    pub weights: Weights,
}

impl LinearEval {
    /// The evaluation with the trained weights.
    #[must_use]
    pub const fn trained() -> LinearEval {
        LinearEval {
            weights: Weights::trained(),
        }
    }

    /// The weighted sum (logit of the win chance) for `pos`.
    #[must_use]
    pub fn score(&self, pos: &Position) -> f64 {
        let w = self.weights.for_size(pos.size());
        features(pos).iter().zip(w).map(|(x, w)| x * w).sum()
    }
}

impl Default for LinearEval {
    fn default() -> LinearEval {
        LinearEval::trained()
    }
}

impl Evaluator for LinearEval {
    fn win_chance(&self, pos: &Position) -> f64 {
        logistic(self.score(pos))
    }
}
