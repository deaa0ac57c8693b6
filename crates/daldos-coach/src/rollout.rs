//! A measuring tool, not a level: rollouts at the root. The plays the
//! search rates best are played on many times with sampled dice, and the
//! play whose games go best is chosen ([`RolloutBot`], bots named
//! `rollout<trials>h<horizon>k<candidates>m<margin in %>`). No level uses
//! it: it plays worse than the search alone (docs/ai.md, "How far above
//! greedy").
//!
//! A trial starts from the position after a candidate play and lets both
//! sides play the evaluator's best play one play deep
//! ([`Search::best_play`] at depth 1) for `horizon` plays (or to the end of
//! the game); the evaluator then scores where it stopped. Every candidate
//! is played on the same dice in trial `t` (common random numbers, so the
//! difference between two candidates carries little of the dice's luck),
//! and the first throw of trial `t` is the `t mod 16`-th of the 16 equally
//! likely ordered throws (stratified), so 16 trials see each first throw
//! exactly once. This is the Monte Carlo improvement of a base policy of
//! Tesauro & Galperin, "On-line policy improvement using Monte-Carlo
//! search" (NIPS 1996), as backgammon programs use it.

use daldos::{Die, Play, Position, Side, Throw};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use daldos_ai::eval::{final_value, side_value};
use daldos_ai::seed::mix;
use daldos_ai::{Bot, Evaluator, Search, StandardEval};

/// How the root plays are rolled out.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RolloutConfig {
    /// Trials per candidate play (a multiple of 16 stratifies the first
    /// throw evenly).
    pub trials: u32,
    /// Plays in each trial before the evaluator scores the position; 0:
    /// to the end of the game (at most [`RolloutConfig::MAX_PLAYS`]).
    pub horizon: u32,
    /// At most this many of the search's best plays are rolled out.
    pub candidates: usize,
    /// Only plays whose search value is within this much (win chance,
    /// 0..=1) of the best play's are rolled out.
    pub margin: f64,
}

impl RolloutConfig {
    /// Longest trial, in plays, when played to the end of the game.
    pub const MAX_PLAYS: u32 = 1000;
}

/// A seed that depends on `pos` only, so that the engine stays
/// deterministic without drawing from its own generator.
fn position_seed(pos: &Position) -> u64 {
    let (a, b, d, side) = pos.key();
    mix(mix(mix(a, b), d), side as u64)
}

fn die(v: u8) -> Die {
    Die::new(v).unwrap_or(Die::Dal)
}

/// The `i`-th (`0..16`) ordered throw.
fn nth_throw(i: u32) -> Throw {
    // i < 16, so both values are 1..=4.
    let i = (i % 16) as u8;
    Throw::new(die(i % 4 + 1), die(i / 4 + 1))
}

/// Mean over `cfg.trials` trials of `side`'s result from `start`: 1 for a
/// won game, 0 for a lost one, else the evaluator's win chance for `side`
/// where the trial stopped. `seed` fixes the dice of every trial.
pub fn rollout_value<E: Evaluator + ?Sized>(
    eval: &E,
    start: &Position,
    side: Side,
    cfg: &RolloutConfig,
    seed: u64,
) -> f64 {
    let mut search = Search::new(eval);
    let plays = if cfg.horizon == 0 {
        RolloutConfig::MAX_PLAYS
    } else {
        cfg.horizon
    };
    let mut total = 0.0;
    for t in 0..cfg.trials {
        let mut rng = StdRng::seed_from_u64(mix(seed, u64::from(t)));
        let mut pos = *start;
        let mut value = None;
        for n in 0..plays {
            if let Some(v) = final_value(&pos, side) {
                value = Some(v);
                break;
            }
            let throw = if n == 0 {
                nth_throw(t)
            } else {
                Throw::new(
                    die(rng.random_range(1..=4u8)),
                    die(rng.random_range(1..=4u8)),
                )
            };
            let play = search
                .best_play(&pos, throw, 1)
                .map_or(Play::lost(throw), |(p, _)| p);
            pos = pos.play_unchecked(&play);
        }
        total += value.unwrap_or_else(|| side_value(eval, &pos, side));
    }
    total / f64::from(cfg.trials.max(1))
}

/// Chooses among `ranked` (plays of `throw` in `pos` with their search
/// values, best first) by rollouts: the candidates are the first
/// `cfg.candidates` within `cfg.margin` of the best. Returns the chosen play
/// and its rollout value for the side to throw (the search value if there
/// was only one candidate). `None` if `ranked` is empty.
pub fn choose_by_rollouts<E: Evaluator + ?Sized>(
    eval: &E,
    pos: &Position,
    ranked: &[(Play, f64)],
    cfg: &RolloutConfig,
) -> Option<(Play, f64)> {
    let best = ranked.first()?.1;
    let n = ranked
        .iter()
        .take(cfg.candidates.max(1))
        .take_while(|(_, v)| best - v <= cfg.margin)
        .count();
    if n <= 1 {
        return ranked.first().copied();
    }
    let side = pos.turn();
    let seed = position_seed(pos);
    ranked[..n]
        .iter()
        .map(|(play, _)| {
            let after = pos.play_unchecked(play);
            (*play, rollout_value(eval, &after, side, cfg, seed))
        })
        .fold(None, |acc: Option<(Play, f64)>, x| match acc {
            Some(a) if a.1 >= x.1 => Some(a),
            _ => Some(x),
        })
}

/// Plays by rollouts: ranks the plays two plays deep ([`Search::play_values`])
/// and chooses among the best by [`choose_by_rollouts`], on the trained
/// evaluation. Deterministic (the dice of the trials depend on the
/// position only).
#[derive(Clone, Debug)]
pub struct RolloutBot {
    config: RolloutConfig,
    eval: StandardEval,
}

impl RolloutBot {
    /// Search depth that ranks the candidate plays.
    pub const RANK_DEPTH: u32 = 2;

    /// A rollout player with `config` on `eval`.
    #[must_use]
    pub fn new(config: RolloutConfig, eval: StandardEval) -> RolloutBot {
        RolloutBot { config, eval }
    }

    /// Parses `rollout<trials>h<horizon>k<candidates>m<margin in %>`
    /// (trials 1..=100000, candidates 1..=100, margin 0..=100), e.g.
    /// `rollout64h12k4m10`; `None` if malformed.
    #[must_use]
    pub fn parse(name: &str, eval: StandardEval) -> Option<RolloutBot> {
        let s = name.strip_prefix("rollout")?;
        let (t, s) = s.split_once('h')?;
        let (h, s) = s.split_once('k')?;
        let (k, m) = s.split_once('m')?;
        let margin: f64 = m.parse().ok().filter(|m| (0.0..=100.0).contains(m))?;
        let config = RolloutConfig {
            trials: t.parse().ok().filter(|t| (1..=100_000).contains(t))?,
            horizon: h.parse().ok()?,
            candidates: k.parse().ok().filter(|k| (1..=100).contains(k))?,
            margin: margin / 100.0,
        };
        Some(RolloutBot::new(config, eval))
    }
}

impl Bot for RolloutBot {
    fn name(&self) -> String {
        let c = &self.config;
        format!(
            "rollout{}h{}k{}m{}",
            c.trials,
            c.horizon,
            c.candidates,
            c.margin * 100.0
        )
    }

    fn choose(&mut self, pos: &Position, throw: Throw) -> Play {
        if pos.outcome().is_some() {
            return Play::lost(throw);
        }
        let ranked = Search::new(&self.eval).play_values(pos, throw, Self::RANK_DEPTH);
        choose_by_rollouts(&self.eval, pos, &ranked, &self.config)
            .map_or(Play::lost(throw), |(play, _)| play)
    }
}
