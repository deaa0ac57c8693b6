//! The basic bots by name ([`bot`]): the players the page offers. More
//! names (research bots, engines with settings of their own) are the
//! coach's (crate `daldos-coach`, its `registry`), which falls back on
//! these.

use std::fmt;

use crate::bots::{Bot, GreedyBot, RandomBot};
use crate::levels::{Engine, Level};
use crate::standard::StandardEval;

/// Error for a bot name that a registry does not know: the name, and the
/// names it knows in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownBot {
    /// The name asked for.
    pub name: String,
    /// The names known, e.g. [`UnknownBot::BASIC`].
    pub expected: &'static str,
}

impl UnknownBot {
    /// The names [`bot`] knows.
    pub const BASIC: &'static str = "random, greedy or level1 … level5";

    /// `name` is none of [`UnknownBot::BASIC`].
    #[must_use]
    pub fn basic(name: &str) -> UnknownBot {
        UnknownBot {
            name: name.to_string(),
            expected: Self::BASIC,
        }
    }
}

impl fmt::Display for UnknownBot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown bot '{}' (expected {})",
            self.name, self.expected
        )
    }
}

impl std::error::Error for UnknownBot {}

/// The bot called `name` (`random`, `greedy`, `level1` … `level5`), seeded
/// with `seed`, with the trained evaluation.
///
/// # Errors
/// [`UnknownBot`] for any other name.
pub fn bot(name: &str, seed: u64) -> Result<Box<dyn Bot>, UnknownBot> {
    bot_with(name, seed, StandardEval::trained())
}

/// Like [`bot`], with the engines using `eval` (the web page's networks,
/// loaded as files, or a network being checked before it is bundled).
///
/// # Errors
/// [`UnknownBot`] for a name that is not `random`, `greedy` or `level1` …
/// `level5`.
pub fn bot_with(name: &str, seed: u64, eval: StandardEval) -> Result<Box<dyn Bot>, UnknownBot> {
    match name {
        "random" => Ok(Box::new(RandomBot::new(seed))),
        "greedy" => Ok(Box::new(GreedyBot)),
        _ => Level::from_name(name)
            .map(|l| Box::new(Engine::with_eval(l, eval, seed)) as Box<dyn Bot>)
            .ok_or_else(|| UnknownBot::basic(name)),
    }
}

/// The engine at `level` (1..=5), seeded with `seed`; `None` for other
/// levels. Shorthand for the web facade.
#[must_use]
pub fn engine(level: u8, seed: u64) -> Option<Engine> {
    Level::new(level).map(|l| Engine::new(l, seed))
}
