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
//!
//! Each self-play game starts with the roll-off of the rules
//! ([`daldos::Game::roll_off`], docs/rules.md: the higher sum starts, equal
//! sums throw again). Until 2026-11-30 training had a roll-off of its own in
//! which side A started on equal sums; the bundled weights and networks were
//! trained with it, so their commands no longer give the same bytes.

use daldos::{DiceSource, Game, Play, Position, Rules, SeededDice, Side};
use daldos_ai::eval::{logistic, side_value, FeatureWeights, LinearEval, Weights};
use daldos_ai::features::features;
use daldos_ai::net::{Inputs, Net};
use daldos_ai::search::{distinct_children, Search};
use daldos_ai::seed::mix;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

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

/// The start of a game under `rules` after the roll-off with `dice`
/// ([`Game::roll_off`]: both throw until the sums differ, the higher sum
/// starts; the roll-off throws are not played).
#[must_use]
pub fn first_position(rules: Rules, dice: &mut impl DiceSource) -> Position {
    let mut game = Game::new(rules);
    // A new game's roll-off cannot have been done already.
    let starter = game.roll_off(dice).unwrap_or(Side::A);
    Position::new(rules).with_turn(starter)
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

/// The squared errors of a training run: over the whole run so far, and
/// over its last tenth of the games (at least the last game).
struct Errors {
    all: (f64, u64),
    tail: (f64, u64),
    tail_from: u32,
}

impl Errors {
    fn new(games: u32) -> Errors {
        Errors {
            all: (0.0, 0),
            tail: (0.0, 0),
            tail_from: games.saturating_sub((games / 10).max(1)),
        }
    }

    /// Counts the error `d` made in game `g`.
    fn add(&mut self, g: u32, d: f64) {
        self.all = (self.all.0 + d * d, self.all.1 + 1);
        if g >= self.tail_from {
            self.tail = (self.tail.0 + d * d, self.tail.1 + 1);
        }
    }

    /// Mean squared error over the run so far.
    fn running(&self) -> f64 {
        self.all.0 / self.all.1.max(1) as f64
    }

    /// Mean squared error over the last tenth.
    fn tail(&self) -> f64 {
        self.tail.0 / self.tail.1.max(1) as f64
    }
}

/// The learning rate of game `g` of `games`: `alpha`, falling linearly to
/// a tenth of it over the run.
fn rate(alpha: f64, g: u32, games: u32) -> f64 {
    let frac = f64::from(g) / f64::from(games.max(1));
    alpha * (1.0 - 0.9 * frac)
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
    let mut errors = Errors::new(config.games);
    for g in 0..config.games {
        let alpha = rate(config.alpha, g, config.games);
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
            let value = |after: &Position| side_value(&eval, after, side);
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
            errors.add(g, delta);
            pos = after;
            plays += 1;
        }
        total_plays += u64::from(plays);
        progress(g + 1, errors.running());
    }
    TrainReport {
        weights: w,
        plays: total_plays,
        final_mse: errors.tail(),
    }
}

/// The source of `crates/daldos-ai/src/weights.rs`: the trained weights
/// as a Rust const (large boards, then small), headed by the command that
/// made them and `notes`.
#[must_use]
pub fn weights_source(weights: &Weights, command: &str, notes: &[String]) -> String {
    let fmt = |w: &FeatureWeights| {
        let names = daldos_ai::features::FEATURE_NAMES;
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
    out.push_str(
        "\n/// The weights used by the engine: for the large boards, then for the\n\
         /// small ones (one weight per feature of `crate::features::FEATURE_NAMES`).\n",
    );
    out.push_str(&format!(
        "pub(crate) const TRAINED: [[f64; {}]; 2] = [\n    {},\n    {},\n];\n",
        daldos_ai::features::FEATURE_COUNT,
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
    net: &mut Net,
    progress: &mut dyn FnMut(u32, f64),
) -> NetTrainReport {
    let mut rng = StdRng::seed_from_u64(mix(config.seed, u64::MAX));
    let mut plays_buf = Vec::new();
    let mut kids = Vec::new();
    let mut act = vec![0.0f32; net.hidden];
    // Per play of the game: inputs before the throw, side to throw, and
    // the value of the position after the play for that side.
    let mut steps: Vec<(Inputs, Side, f64)> = Vec::new();
    let mut total_plays = 0u64;
    let mut errors = Errors::new(config.games);
    for g in 0..config.games {
        let alpha = rate(config.alpha, g, config.games) as f32;
        let mut dice = SeededDice::new(mix(config.seed, u64::from(g)));
        let mut pos = first_position(config.rules, &mut dice);
        steps.clear();
        while pos.outcome().is_none() && steps.len() < 20_000 {
            let side = pos.turn();
            let throw = dice.throw();
            kids.clear();
            distinct_children(&pos, throw, &mut plays_buf, &mut kids);
            let value = |after: &Position| side_value(&*net, after, side);
            let (after, v) = if config.explore > 0.0 && rng.random_bool(config.explore) {
                let after = kids[rng.random_range(0..kids.len())].1;
                (after, value(&after))
            } else if config.depth >= 2 {
                let mut search = Search::new(&*net);
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
            errors.add(g, d);
        }
        total_plays += steps.len() as u64;
        progress(g + 1, errors.running());
    }
    NetTrainReport {
        plays: total_plays,
        final_mse: errors.tail(),
    }
}
