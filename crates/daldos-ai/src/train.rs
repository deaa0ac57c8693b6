//! Training the evaluation by self-play with TD(0).
//!
//! The engine plays itself one play deep (each throw's plays judged by the
//! current evaluation), with a small chance of a random play to keep
//! exploring. After every play the evaluation of the position before the
//! throw is moved towards the value of the position after it (from the same
//! side's point of view: `v` after 1+1, `1 - v` after the other side's turn
//! begins, 1 or 0 when the game ends): for the logistic evaluation
//! `p = σ(w·x)` the step is `w += α (target - p) x` (the gradient of the
//! cross-entropy). `α` falls linearly from `alpha` to `alpha / 10` over the
//! run. Everything is driven by the seed, so a run is reproducible.

use daldos::{DiceSource, Play, Position, Rules, SeededDice, Side};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use crate::eval::{logistic, Evaluator, FeatureWeights, LinearEval, Weights};
use crate::features::features;
use crate::search::distinct_children;

/// Settings of a training run.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TrainConfig {
    /// Board and variants of the self-play games.
    pub rules: Rules,
    /// Number of self-play games.
    pub games: u32,
    /// Seed of the dice and of the exploring plays.
    pub seed: u64,
    /// Starting learning rate.
    pub alpha: f64,
    /// Chance (0..=1) of a random play instead of the best one.
    pub explore: f64,
    /// Weights to start from.
    pub start: FeatureWeights,
}

/// What a training run reached.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TrainReport {
    /// The trained weights.
    pub weights: FeatureWeights,
    /// Plays made in all games.
    pub plays: u64,
    /// Mean squared TD error over the last tenth of the games (at least the
    /// last game).
    pub final_mse: f64,
}

/// A seed for item `n` of a stream seeded with `seed` (SplitMix64 finaliser).
#[must_use]
pub fn mix(seed: u64, n: u64) -> u64 {
    let mut z = seed ^ n.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The start of a self-play game: a throw each, the higher (A on a tie)
/// to throw first.
fn first_position(rules: Rules, dice: &mut SeededDice) -> Position {
    let starter = if dice.throw().sum() >= dice.throw().sum() {
        Side::A
    } else {
        Side::B
    };
    Position::new(rules).with_turn(starter)
}

/// The value of `after` for `side` (who just played into it): the result
/// if the game is over, else `eval`'s win chance from `side`'s view.
fn value_for<E: Evaluator + ?Sized>(eval: &E, side: Side, after: &Position) -> f64 {
    crate::eval::final_value(after, side).unwrap_or_else(|| {
        let v = eval.win_chance(after);
        if after.turn() == side {
            v
        } else {
            1.0 - v
        }
    })
}

/// Index and value of the first of the best of `kids` by `value`.
fn best_child(kids: &[(Play, Position)], value: impl Fn(&Position) -> f64) -> (usize, f64) {
    let (mut best_i, mut best_v) = (0, f64::NEG_INFINITY);
    for (i, (_, after)) in kids.iter().enumerate() {
        let v = value(after);
        if v > best_v {
            best_i = i;
            best_v = v;
        }
    }
    (best_i, best_v)
}

/// Trains weights for `config.rules` by self-play; `progress` is called
/// after every game with the number of games done and the running mean
/// squared TD error.
pub fn train(config: &TrainConfig, progress: &mut dyn FnMut(u32, f64)) -> TrainReport {
    let mut w = config.start;
    let mut rng = StdRng::seed_from_u64(mix(config.seed, u64::MAX));
    let mut plays_buf = Vec::new();
    let mut kids = Vec::new();
    let mut total_plays = 0u64;
    let (mut err_sum, mut err_n) = (0.0, 0u64);
    let (mut tail_sum, mut tail_n) = (0.0, 0u64);
    let tail_from = config.games.saturating_sub((config.games / 10).max(1));
    for g in 0..config.games {
        let frac = f64::from(g) / f64::from(config.games.max(1));
        let alpha = config.alpha * (1.0 - 0.9 * frac);
        let mut dice = SeededDice::new(mix(config.seed, u64::from(g)));
        let mut pos = first_position(config.rules, &mut dice);
        let mut plays = 0u32;
        while pos.outcome().is_none() && plays < 20_000 {
            let eval = LinearEval {
                weights: Weights { large: w, small: w },
            };
            let side = pos.turn();
            let x = features(&pos);
            let p = logistic(x.iter().zip(&w).map(|(a, b)| a * b).sum());
            let throw = dice.throw();
            kids.clear();
            distinct_children(&pos, throw, &mut plays_buf, &mut kids);
            let value = |after: &Position| value_for(&eval, side, after);
            let (best_i, _) = best_child(&kids, value);
            let chosen = if config.explore > 0.0 && rng.random_bool(config.explore) {
                rng.random_range(0..kids.len())
            } else {
                best_i
            };
            let after = kids[chosen].1;
            let target = value(&after);
            let delta = target - p;
            for (wi, xi) in w.iter_mut().zip(&x) {
                *wi += alpha * delta * xi;
            }
            err_sum += delta * delta;
            err_n += 1;
            if g >= tail_from {
                tail_sum += delta * delta;
                tail_n += 1;
            }
            pos = after;
            plays += 1;
        }
        total_plays += u64::from(plays);
        progress(g + 1, err_sum / err_n.max(1) as f64);
    }
    TrainReport {
        weights: w,
        plays: total_plays,
        final_mse: tail_sum / tail_n.max(1) as f64,
    }
}

/// Writes `weights.rs`: the trained weights as Rust consts, headed by the
/// command that made them.
#[must_use]
pub fn weights_source(weights: &Weights, command: &str, notes: &[String]) -> String {
    let fmt = |w: &FeatureWeights| {
        let names = crate::features::FEATURE_NAMES;
        let mut s = String::from("[\n");
        for (v, n) in w.iter().zip(names) {
            s.push_str(&format!("        // {n}\n        {v:?},\n"));
        }
        s.push_str("    ]");
        s
    };
    let mut out = String::new();
    out.push_str("//! Evaluation weights, generated by `daldos train`; do not edit.\n//!\n");
    out.push_str(&format!("//! Command: `{command}`\n"));
    for n in notes {
        out.push_str(&format!("//! {n}\n"));
    }
    out.push_str("\nuse crate::eval::Weights;\n\n/// The weights used by the engine.\n");
    out.push_str(&format!(
        "pub(crate) const TRAINED: Weights = Weights {{\n    large: {},\n    small: {},\n}};\n",
        fmt(&weights.large),
        fmt(&weights.small)
    ));
    out
}

/// Settings of a network training run ([`train_net`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct NetTrainConfig {
    /// Board and variants of the self-play games.
    pub rules: Rules,
    /// Number of self-play games.
    pub games: u32,
    /// Seed of the dice and of the exploring plays.
    pub seed: u64,
    /// Starting learning rate (falls linearly to a tenth).
    pub alpha: f64,
    /// Chance (0..=1) of a random play instead of the best one.
    pub explore: f64,
    /// λ of the λ-return (0: TD(0), 1: the game's result).
    pub lambda: f64,
    /// Plays searched ahead to choose each play (1: this throw's results
    /// only); the value learnt from is that of the search.
    pub depth: u32,
}

/// What a network training run reached (the network itself is trained in
/// place).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct NetTrainReport {
    /// Plays made in all games.
    pub plays: u64,
    /// Mean squared error `(G_t − p_t)²` over the last tenth of the games
    /// (at least the last game).
    pub final_mse: f64,
}

/// Trains `net` by self-play, one play deep, with offline λ-returns: the
/// game is played with the current network, then each position's estimate
/// `p_t` moves towards `G_t = (1 − λ) v_{t+1} + λ G_{t+1}` (both from the
/// side to throw at `t`'s view; `G` of the last play is the result), by
/// [`Net::learn`]. `progress` is called after every game with the number of
/// games done and the running mean squared error `(G_t − p_t)²`.
pub fn train_net(
    config: &NetTrainConfig,
    net: &mut crate::net::Net,
    progress: &mut dyn FnMut(u32, f64),
) -> NetTrainReport {
    use crate::net::Inputs;
    let mut rng = StdRng::seed_from_u64(mix(config.seed, u64::MAX));
    let mut plays_buf = Vec::new();
    let mut kids = Vec::new();
    let mut act = vec![0.0f32; net.hidden];
    // Per play of the game: inputs before the throw, side to throw, and
    // the value of the position after the play for that side.
    let mut steps: Vec<(Inputs, Side, f64)> = Vec::new();
    let mut total_plays = 0u64;
    let (mut err_sum, mut err_n) = (0.0, 0u64);
    let (mut tail_sum, mut tail_n) = (0.0, 0u64);
    let tail_from = config.games.saturating_sub((config.games / 10).max(1));
    for g in 0..config.games {
        let frac = f64::from(g) / f64::from(config.games.max(1));
        let alpha = (config.alpha * (1.0 - 0.9 * frac)) as f32;
        let mut dice = SeededDice::new(mix(config.seed, u64::from(g)));
        let mut pos = first_position(config.rules, &mut dice);
        steps.clear();
        while pos.outcome().is_none() && steps.len() < 20_000 {
            let side = pos.turn();
            let throw = dice.throw();
            kids.clear();
            distinct_children(&pos, throw, &mut plays_buf, &mut kids);
            let value = |after: &Position| value_for(&*net, side, after);
            let (after, v) = if config.explore > 0.0 && rng.random_bool(config.explore) {
                let after = kids[rng.random_range(0..kids.len())].1;
                (after, value(&after))
            } else if config.depth >= 2 {
                let mut search = crate::search::Search::new(&*net);
                let (play, v) = search
                    .best_play(&pos, throw, config.depth)
                    .expect("the game is not over");
                (pos.play_unchecked(&play), v)
            } else {
                let (best_i, best_v) = best_child(&kids, value);
                (kids[best_i].1, best_v)
            };
            steps.push((Inputs::of(&pos), side, v));
            pos = after;
        }
        // λ-returns, last play first.
        let mut next: Option<(Side, f64)> = None;
        for t in (0..steps.len()).rev() {
            let (x, side, v) = steps[t];
            let target = match next {
                None => v,
                Some((s, gn)) => {
                    let gn = if s == side { gn } else { 1.0 - gn };
                    (1.0 - config.lambda) * v + config.lambda * gn
                }
            };
            next = Some((side, target));
            let p = logistic(f64::from(net.forward(&x, &mut act)));
            let d = target - p;
            net.learn(&x, &act, p as f32, target as f32, alpha);
            err_sum += d * d;
            err_n += 1;
            if g >= tail_from {
                tail_sum += d * d;
                tail_n += 1;
            }
        }
        total_plays += steps.len() as u64;
        progress(g + 1, err_sum / err_n.max(1) as f64);
    }
    NetTrainReport {
        plays: total_plays,
        final_mse: tail_sum / tail_n.max(1) as f64,
    }
}
