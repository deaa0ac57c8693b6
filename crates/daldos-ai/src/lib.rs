//! # daldos-ai
//!
//! Computer players for Daldøs (rules in the `daldos` crate):
//!
//! * [`RandomBot`]: a uniformly random play;
//! * [`GreedyBot`]: capture if it can, else dal, else leave the fewest
//!   pieces exposed;
//! * [`Engine`]: expectiminimax over the dice ([`search`]) on a linear
//!   evaluation trained by self-play ([`eval`], [`train`]), in five
//!   [`Level`]s.
//!
//! Every bot is deterministic for its seed. The crate has no threads and no
//! clocks, so it runs unchanged on `wasm32-unknown-unknown`; levels are
//! bounded by search depth and leaf budgets, not time.
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

mod bots;
#[cfg(feature = "research")]
pub mod counter;
pub mod eval;
pub mod features;
pub mod net;
#[cfg(feature = "research")]
pub mod rollout;
pub mod search;
pub mod train;
#[cfg(feature = "research")]
pub mod uct;
mod weights;

pub use bots::{
    bot, bot_with, engine, Bot, Engine, GreedyBot, Hint, Level, LevelConfig, RandomBot, UnknownBot,
};
pub use eval::{Evaluator, LinearEval, StandardEval, Weights};
pub use net::Net;
pub use search::Search;
