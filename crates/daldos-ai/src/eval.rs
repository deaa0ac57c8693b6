//! Evaluations: a position's win chance for the side to throw.

use daldos::{Position, Side};

use crate::features::{features, FEATURE_COUNT};
use crate::net::Net;
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
        weights::TRAINED
    }
}

/// Logistic function: a score to a probability.
#[must_use]
pub fn logistic(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// The learned evaluation: the logistic of a weighted sum of
/// [`features`](crate::features::features).
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

/// The engine's evaluation: a trained [`Net`] on the board size it was
/// trained for, else the [`LinearEval`].
#[derive(Clone, Copy, Debug)]
pub struct StandardEval {
    /// Used on boards no network was trained for.
    pub linear: LinearEval,
    /// Networks, each used on boards of its [`Net::size`].
    pub nets: [Option<&'static Net>; 2],
}

impl StandardEval {
    /// The trained evaluation: the linear weights and the bundled networks.
    #[must_use]
    pub fn trained() -> StandardEval {
        StandardEval {
            linear: LinearEval::trained(),
            nets: crate::net::bundled(),
        }
    }

    /// Only the linear evaluation `linear`, no networks.
    #[must_use]
    pub const fn linear(linear: LinearEval) -> StandardEval {
        StandardEval {
            linear,
            nets: [None, None],
        }
    }

    /// This evaluation with `net` used on boards of its size instead of
    /// the network it had for that size (if any).
    #[must_use]
    pub fn with_net(mut self, net: &'static Net) -> StandardEval {
        // The slot of that size, else a free one, else the first.
        let slot = (self.nets.iter())
            .position(|n| n.is_some_and(|n| n.size == net.size))
            .or_else(|| self.nets.iter().position(Option::is_none))
            .unwrap_or(0);
        self.nets[slot] = Some(net);
        self
    }

    /// The network used on boards of `size`, if any.
    #[must_use]
    pub fn net_for(&self, size: u8) -> Option<&'static Net> {
        self.nets.iter().flatten().find(|n| n.size == size).copied()
    }
}

impl Default for StandardEval {
    fn default() -> StandardEval {
        StandardEval::trained()
    }
}

impl Evaluator for StandardEval {
    fn win_chance(&self, pos: &Position) -> f64 {
        match self.net_for(pos.size()) {
            Some(net) => net.win_chance(pos),
            None => self.linear.win_chance(pos),
        }
    }
}
