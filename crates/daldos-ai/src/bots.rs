//! The players: [`RandomBot`], [`GreedyBot`] and the searching [`Engine`].

use std::fmt;

use daldos::{Move, Play, Position, Throw};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

#[cfg(feature = "research")]
use crate::counter::CounterGreedy;
use crate::eval::{Evaluator, StandardEval};
use crate::features::threats;
use crate::search::{distinct_children_from, Search};

/// A computer player: picks a play for a throw. Deterministic for the seed
/// it was made with and the sequence of calls.
pub trait Bot {
    /// The bot's name as accepted by [`bot`] (`random`, `greedy`,
    /// `level1` … `level5`).
    fn name(&self) -> String;

    /// A legal play of `throw` for the side to throw in `pos` (the lost
    /// play if the game is over).
    fn choose(&mut self, pos: &Position, throw: Throw) -> Play;

    /// A legal play of `throw` in `pos` that begins with the moves `taken`
    /// (made already, in order: a throw partly used, as in a game saved
    /// between the two moves of a throw and resumed). With an empty `taken`
    /// this is [`Bot::choose`]. `taken` must begin some legal play (as the
    /// moves a `daldos::Game` accepted do); otherwise the result is a legal
    /// play that does not begin with it (or the lost play).
    ///
    /// The default keeps [`Bot::choose`]'s play when it begins with `taken`,
    /// else takes the first legal play that does; the searching bots
    /// override it to choose among those plays only.
    fn choose_from(&mut self, pos: &Position, throw: Throw, taken: &[Move]) -> Play {
        let play = self.choose(pos, throw);
        if play.starts_with(taken) {
            return play;
        }
        pos.legal_plays(throw)
            .into_iter()
            .find(|p| p.starts_with(taken))
            .unwrap_or(play)
    }
}

/// The distinct plays of `throw` in `pos` with their resulting positions.
#[cfg(feature = "research")]
pub(crate) fn children(pos: &Position, throw: Throw) -> Vec<(Play, Position)> {
    children_from(pos, throw, &[])
}

/// The distinct plays of `throw` in `pos` that begin with `taken`, with
/// their resulting positions.
pub(crate) fn children_from(pos: &Position, throw: Throw, taken: &[Move]) -> Vec<(Play, Position)> {
    let mut out = Vec::new();
    distinct_children_from(pos, throw, taken, &mut Vec::new(), &mut out);
    out
}

/// Plays a uniformly random play among those leading to distinct positions.
#[derive(Debug)]
pub struct RandomBot {
    rng: StdRng,
}

impl RandomBot {
    /// A random player drawing from a generator seeded with `seed`.
    #[must_use]
    pub fn new(seed: u64) -> RandomBot {
        RandomBot {
            rng: StdRng::seed_from_u64(seed),
        }
    }
}

impl Bot for RandomBot {
    fn name(&self) -> String {
        "random".into()
    }

    fn choose(&mut self, pos: &Position, throw: Throw) -> Play {
        self.choose_from(pos, throw, &[])
    }

    fn choose_from(&mut self, pos: &Position, throw: Throw, taken: &[Move]) -> Play {
        let kids = children_from(pos, throw, taken);
        if kids.is_empty() {
            return Play::lost(throw);
        }
        kids[self.rng.random_range(0..kids.len())].0
    }
}

/// Captures the most pieces it can; failing that, dals a piece if it can;
/// otherwise (and to break ties) leaves the fewest of its pieces exposed to
/// a capture by the next enemy throw (see [`crate::features::threats`]).
/// Deterministic: the first of equal plays in generation order.
#[derive(Clone, Copy, Debug, Default)]
pub struct GreedyBot;

impl Bot for GreedyBot {
    fn name(&self) -> String {
        "greedy".into()
    }

    fn choose(&mut self, pos: &Position, throw: Throw) -> Play {
        self.choose_from(pos, throw, &[])
    }

    fn choose_from(&mut self, pos: &Position, throw: Throw, taken: &[Move]) -> Play {
        let side = pos.turn();
        let mut best: Option<((usize, bool, i64), Play)> = None;
        for (play, after) in children_from(pos, throw, taken) {
            let exposed = threats(&after, side.other()).exposed;
            let key = (
                play.captures(),
                play.moves().any(|m| m.dal),
                -i64::from(exposed),
            );
            if best.as_ref().is_none_or(|(k, _)| key > *k) {
                best = Some((key, play));
            }
        }
        best.map_or(Play::lost(throw), |(_, p)| p)
    }
}

/// An engine level, `1..=5` (see [`Level::new`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Level(u8);

/// How strong a level plays.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LevelConfig {
    /// Plays searched ahead (1 = evaluate the results of this throw only).
    pub depth: u32,
    /// Leaf budget of the deepest search; if exceeded, the result of
    /// `depth - 1` is played instead.
    pub leaf_budget: u64,
    /// Chance (0..=1) of playing a uniformly random play instead.
    pub blunder: f64,
    /// Evaluate with the trained network where one is bundled for the
    /// board size ([`StandardEval`]); else (and on other boards) with the
    /// linear evaluation.
    pub network: bool,
}

impl Level {
    /// The lowest level.
    pub const MIN: Level = Level(1);
    /// The highest level.
    pub const MAX: Level = Level(5);

    /// Level `n`, if `1..=5`.
    #[must_use]
    pub const fn new(n: u8) -> Option<Level> {
        if n >= Self::MIN.0 && n <= Self::MAX.0 {
            Some(Level(n))
        } else {
            None
        }
    }

    /// The level's number.
    #[must_use]
    pub const fn number(self) -> u8 {
        self.0
    }

    /// Smallest board size (holes per outer row) played with the large
    /// board's settings; below it the small board's (calibrated on N = 12).
    /// The same split as the evaluation's weights.
    pub const LARGE_FROM: u8 = crate::eval::Weights::LARGE_FROM;

    /// The search settings of this level on a board of `size` holes per
    /// outer row (calibrated in docs/ai.md).
    #[must_use]
    pub const fn config(self, size: u8) -> LevelConfig {
        // Calibrated by duels (docs/ai.md): each level wins at least 60 %
        // against the one below. The small board is luckier (shorter
        // games), so its levels are spread wider.
        // Levels 1-4 play on the linear evaluation, level 5 on the network.
        let (depth, leaf_budget, blunder) = if size >= Self::LARGE_FROM {
            match self.0 {
                1 => (1, u64::MAX, 0.30),
                2 => (1, u64::MAX, 0.17),
                3 => (1, u64::MAX, 0.07),
                4 => (2, u64::MAX, 0.06),
                _ => (3, 400_000, 0.0),
            }
        } else {
            match self.0 {
                1 => (1, u64::MAX, 0.55),
                2 => (1, u64::MAX, 0.38),
                3 => (1, u64::MAX, 0.22),
                4 => (2, u64::MAX, 0.12),
                _ => (3, 400_000, 0.0),
            }
        };
        LevelConfig {
            depth,
            leaf_budget,
            blunder,
            network: self.0 == Self::MAX.0,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "level{}", self.0)
    }
}

/// The engine's advice for a throw.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Hint {
    /// The best play found.
    pub play: Play,
    /// Chance (0..=1) that the side to throw wins after this play.
    pub win_chance: f64,
}

impl Hint {
    /// Chance (0..=1) that the other side wins: `1 - win_chance`.
    #[must_use]
    pub fn other_win_chance(&self) -> f64 {
        1.0 - self.win_chance
    }
}

/// The searching engine: expectiminimax over the dice ([`Search`]) on the
/// trained [`StandardEval`], at a [`Level`].
#[derive(Debug)]
pub struct Engine {
    /// Settings for the large boards (`Level::LARGE_FROM` and up), then
    /// for the small ones.
    configs: [LevelConfig; 2],
    name: String,
    eval: StandardEval,
    rng: StdRng,
}

impl Engine {
    /// An engine at `level` with the trained evaluation; `seed` drives the
    /// deliberate mistakes of the lower levels.
    #[must_use]
    pub fn new(level: Level, seed: u64) -> Engine {
        Engine::with_eval(level, StandardEval::trained(), seed)
    }

    /// An engine at `level` with another evaluation.
    #[must_use]
    pub fn with_eval(level: Level, eval: StandardEval, seed: u64) -> Engine {
        Engine {
            configs: [
                level.config(Level::LARGE_FROM),
                level.config(Level::LARGE_FROM - 1),
            ],
            name: level.to_string(),
            eval,
            rng: StdRng::seed_from_u64(seed),
        }
    }

    /// An engine with settings of its own (for calibrating levels and
    /// checking trained weights), named `d<depth>b<blunder in %>` (and
    /// `-linear` without the network).
    #[must_use]
    pub fn custom(config: LevelConfig, eval: StandardEval, seed: u64) -> Engine {
        Engine {
            configs: [config; 2],
            name: format!(
                "d{}b{}{}",
                config.depth,
                config.blunder * 100.0,
                if config.network { "" } else { "-linear" }
            ),
            eval,
            rng: StdRng::seed_from_u64(seed),
        }
    }

    /// The settings played on a board of `size` holes per outer row.
    #[must_use]
    pub const fn config(&self, size: u8) -> LevelConfig {
        self.configs[if size >= Level::LARGE_FROM { 0 } else { 1 }]
    }

    /// The engine's best play of `throw` in `pos` at full strength of its
    /// level (no deliberate mistakes) and the side to throw's win chance
    /// after it. `None` if the game is over.
    #[must_use]
    pub fn hint(&self, pos: &Position, throw: Throw) -> Option<Hint> {
        self.hint_from(pos, throw, &[])
    }

    /// Like [`Engine::hint`], among the plays of `throw` that begin with the
    /// moves `taken` (made already). `None` if the game is over or no legal
    /// play begins with `taken`.
    #[must_use]
    pub fn hint_from(&self, pos: &Position, throw: Throw, taken: &[Move]) -> Option<Hint> {
        let cfg = self.config(pos.size());
        let eval = if cfg.network {
            self.eval
        } else {
            StandardEval::linear(self.eval.linear)
        };
        let mut search = Search::new(&eval);
        let found = if cfg.depth >= 2 {
            search
                .best_play_within_from(pos, throw, taken, cfg.depth, cfg.leaf_budget)
                .or_else(|| search.best_play_from(pos, throw, taken, cfg.depth - 1))
        } else {
            search.best_play_from(pos, throw, taken, cfg.depth)
        };
        found.map(|(play, win_chance)| Hint { play, win_chance })
    }

    /// The evaluation's win chance (0..=1) for the side to throw in `pos`,
    /// before its throw (1 or 0 if the game is over).
    #[must_use]
    pub fn win_chance(&self, pos: &Position) -> f64 {
        crate::eval::final_value(pos, pos.turn()).unwrap_or_else(|| self.eval.win_chance(pos))
    }
}

impl Bot for Engine {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn choose(&mut self, pos: &Position, throw: Throw) -> Play {
        self.choose_from(pos, throw, &[])
    }

    fn choose_from(&mut self, pos: &Position, throw: Throw, taken: &[Move]) -> Play {
        let cfg = self.config(pos.size());
        if cfg.blunder > 0.0 && self.rng.random_bool(cfg.blunder) {
            let kids = children_from(pos, throw, taken);
            if !kids.is_empty() {
                return kids[self.rng.random_range(0..kids.len())].0;
            }
        }
        self.hint_from(pos, throw, taken)
            .map_or(Play::lost(throw), |h| h.play)
    }
}

/// Error for a bot name that is not `random`, `greedy` or `level1` … `level5`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownBot(pub String);

impl fmt::Display for UnknownBot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown bot '{}' (expected random, greedy or level1 … level5)",
            self.0
        )
    }
}

impl std::error::Error for UnknownBot {}

/// The bot called `name` (`random`, `greedy`, `level1` … `level5`), seeded
/// with `seed`. For calibrating levels, `d<depth>b<percent>` (e.g. `d2b10`:
/// two plays deep, a random play 10 % of the time) is an engine with those
/// settings. With the crate feature `research` (on by default) there are
/// also the measuring tools `counter<depth>` (1..=4, `counter::CounterGreedy`),
/// `rollout<trials>h<horizon>k<candidates>m<margin in %>`
/// (`rollout::RolloutBot`) and the Monte Carlo tree search baseline
/// `uct<playouts>` (`uct::UctBot`).
///
/// # Errors
/// [`UnknownBot`] for any other name.
pub fn bot(name: &str, seed: u64) -> Result<Box<dyn Bot>, UnknownBot> {
    bot_with(name, seed, StandardEval::trained())
}

/// Like [`bot`], with the engines using `eval` (for checking a trained
/// evaluation before it is bundled).
///
/// # Errors
/// [`UnknownBot`] for an unknown name.
pub fn bot_with(name: &str, seed: u64, eval: StandardEval) -> Result<Box<dyn Bot>, UnknownBot> {
    match name {
        "random" => Ok(Box::new(RandomBot::new(seed))),
        "greedy" => Ok(Box::new(GreedyBot)),
        #[cfg(feature = "research")]
        _ if name.starts_with("rollout") => crate::rollout::RolloutBot::parse(name, eval)
            .map(|b| Box::new(b) as Box<dyn Bot>)
            .ok_or_else(|| UnknownBot(name.to_string())),
        #[cfg(feature = "research")]
        _ if name.starts_with("uct") => crate::uct::UctBot::parse(name, seed)
            .map(|b| Box::new(b) as Box<dyn Bot>)
            .ok_or_else(|| UnknownBot(name.to_string())),
        #[cfg(feature = "research")]
        _ if name.starts_with("counter") => name
            .strip_prefix("counter")
            .and_then(|d| d.parse::<u32>().ok())
            .filter(|d| (1..=4).contains(d))
            .map(|d| Box::new(CounterGreedy::new(d, eval)) as Box<dyn Bot>)
            .ok_or_else(|| UnknownBot(name.to_string())),
        _ if name.starts_with('d') => parse_custom(name)
            .map(|c| Box::new(Engine::custom(c, eval, seed)) as Box<dyn Bot>)
            .ok_or_else(|| UnknownBot(name.to_string())),
        _ => name
            .strip_prefix("level")
            .and_then(|n| n.parse::<u8>().ok())
            .and_then(Level::new)
            .map(|l| Box::new(Engine::with_eval(l, eval, seed)) as Box<dyn Bot>)
            .ok_or_else(|| UnknownBot(name.to_string())),
    }
}

/// The engine at `level` (1..=5), seeded with `seed`; `None` for other
/// levels. Shorthand for the web facade.
#[must_use]
pub fn engine(level: u8, seed: u64) -> Option<Engine> {
    Level::new(level).map(|l| Engine::new(l, seed))
}

/// Parses `d<depth>b<percent>[l<leaf budget in thousands>][-linear]`
/// (depth 1..=5, percent 0..=100; the budget defaults to 400 thousand
/// leaves from depth 3 on, unbounded below; `-linear`: the linear
/// evaluation, else the network where there is one).
fn parse_custom(name: &str) -> Option<LevelConfig> {
    let (name, network) = match name.strip_suffix("-linear") {
        Some(n) => (n, false),
        None => (name, true),
    };
    let (d, rest) = name.strip_prefix('d')?.split_once('b')?;
    let (b, budget) = match rest.split_once('l') {
        Some((b, l)) => (b, Some(l.parse::<u64>().ok()?.checked_mul(1000)?)),
        None => (rest, None),
    };
    let depth: u32 = d.parse().ok().filter(|d| (1..=5).contains(d))?;
    let blunder: f64 = b.parse().ok().filter(|b| (0.0..=100.0).contains(b))?;
    Some(LevelConfig {
        depth,
        leaf_budget: budget.unwrap_or(if depth >= 3 { 400_000 } else { u64::MAX }),
        blunder: blunder / 100.0,
        network,
    })
}
