//! # daldos-coach
//!
//! What makes and measures the computer players of `daldos-ai`, kept out
//! of the engine (and out of the web page's wasm):
//!
//! * [`train`]: self-play training of the linear evaluation and of the
//!   networks;
//! * [`duel`]: duels between two bots in seat-swapped pairs on the same
//!   dice, the Wilson interval of a win rate, and the check of an
//!   evaluation against greedy play;
//! * the research bots: [`counter`] (the best response to greedy),
//!   [`rollout`] (rollouts at the root) and [`uct`] (Monte Carlo tree
//!   search, the baseline of the general game systems);
//! * [`registry`]: every bot by name, the engine's basic ones
//!   ([`daldos_ai::bot`]) and these.
//!
//! Modules, each using only those above it and `daldos-ai`: [`counter`],
//! [`rollout`], [`uct`], [`registry`], [`train`], [`duel`].
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod counter;
pub mod duel;
pub mod registry;
pub mod rollout;
pub mod train;
pub mod uct;

pub use registry::{bot, bot_with};
