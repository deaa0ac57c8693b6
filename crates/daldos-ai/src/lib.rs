//! # daldos-ai
//!
//! Computer players for Daldøs (rules in the `daldos` crate):
//!
//! * [`RandomBot`]: a uniformly random play;
//! * [`GreedyBot`]: capture if it can, else dal, else leave the fewest
//!   pieces exposed;
//! * [`Engine`]: expectiminimax over the dice ([`search`]) on the
//!   [`StandardEval`] (a trained network, [`net`], or the linear
//!   evaluation, [`eval`]), in five [`Level`]s.
//!
//! Training, duels and the research bots are in the crate `daldos-coach`.
//! Every bot is deterministic for its seed. The crate has no threads and
//! reads time only from a [`Clock`] it is handed ([`Engine::with_time`];
//! [`SystemClock`] natively, not built for `wasm32-unknown-unknown`, where
//! the web facade hands in `performance.now()`), so it runs unchanged in
//! the browser; levels are bounded by search depth and leaf budgets.
//!
//! Modules, each using only those above it: [`seed`], [`features`],
//! [`eval`] (with the generated `weights`), [`net`], [`standard`],
//! [`budget`], [`search`], [`bots`], [`levels`], [`review`] (the engine's
//! review of a game and each side's accuracy), [`explain`] (why the better
//! play is better), [`names`].
//!
//! ```
//! use daldos::{Position, Rules, Throw};
//! use daldos_ai::{Bot, Engine, Level};
//!
//! let pos = Position::new(Rules::NORWEGIAN);
//! let throw: Throw = "1+3".parse()?;
//! let mut engine = Engine::new(Level::new(3).unwrap(), 7);
//! let play = engine.choose(&pos, throw);
//! assert!(pos.legal_plays(throw).contains(&play));
//! let hint = engine.hint(&pos, throw).unwrap();
//! assert!((0.0..=1.0).contains(&hint.win_chance));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod bots;
pub mod budget;
pub mod eval;
pub mod explain;
pub mod features;
pub mod levels;
pub mod names;
pub mod net;
pub mod review;
pub mod search;
pub mod seed;
pub mod standard;
mod weights;

pub use bots::{children_from, Bot, GreedyBot, RandomBot};
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
pub use budget::SystemClock;
pub use budget::{Budget, Clock};
pub use eval::{Evaluator, LinearEval, Weights};
pub use explain::{
    explain, explain_review, Chance, Explanation, Fact, PieceChance, Placed, PlayFacts, Reach,
    Reason, Spot, StoodSafe, Which,
};
pub use levels::{Engine, Hint, Level, LevelConfig};
pub use names::{bot, bot_with, engine, UnknownBot};
pub use net::Net;
pub use review::{
    accuracy, game_accuracy, play_accuracy, review_game, review_play, Accuracy, GameAccuracy,
    PlayReview, ThrowReview,
};
pub use search::{Deepened, Search};
pub use standard::StandardEval;
