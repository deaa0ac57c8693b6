//! Evaluation weights. Hand-written starting values; replaced by the output
//! of `daldos train` (see docs/ai.md).

use crate::eval::Weights;

/// The weights used by the engine.
pub(crate) const TRAINED: Weights = Weights {
    large: HAND,
    small: HAND,
};

const HAND: [f64; 18] = [
    0.1, 4.0, -4.0, -0.5, 0.5, 1.0, 0.5, -1.0, -0.5, -0.5, 0.5, -1.0, 1.0, -0.5, 0.5, 1.0, 0.0, 0.0,
];
