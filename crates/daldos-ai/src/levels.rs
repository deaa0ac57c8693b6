//! The levels and the searching engine: [`Engine`] at a [`Level`], and its
//! [`Hint`].

use std::fmt;
use std::rc::Rc;

use daldos::{Move, Play, Position, Throw};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use crate::bots::{children_from, Bot};
use crate::budget::{Budget, Clock};
use crate::eval::{final_value, Evaluator};
use crate::search::Search;
use crate::standard::StandardEval;

/// An engine level, `1..=5` (see [`Level::new`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Level(u8);

/// How strong a level plays.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LevelConfig {
    /// Plays searched ahead (1 = evaluate the results of this throw only);
    /// with [`LevelConfig::deepen`], the most.
    pub depth: u32,
    /// Leaf budget of the deepest search; if exceeded, the result of
    /// `depth - 1` is played instead. With [`LevelConfig::deepen`], the
    /// budget of all the searches of a play together.
    pub leaf_budget: u64,
    /// Chance (0..=1) of playing a uniformly random play instead.
    pub blunder: f64,
    /// Evaluate with the trained network where one is bundled for the
    /// board size ([`StandardEval`]); else (and on other boards) with the
    /// linear evaluation.
    pub network: bool,
    /// Search by iterative deepening ([`Search::deepen`]) up to `depth`
    /// plays within `leaf_budget` leaves in all (and within the engine's
    /// time limit, [`Engine::with_time`]), instead of `depth` plays exactly.
    pub deepen: bool,
}

impl Level {
    /// The lowest level.
    pub const MIN: Level = Level(1);
    /// The highest level.
    pub const MAX: Level = Level(5);
    /// The middle level: the reference the page's Options dialog shows
    /// (`rulesInfo().levels.default`).
    pub const DEFAULT: Level = Level(3);
    /// The gentler level of a newcomer's first game on the page (its start
    /// card's Play, and the Options dialog when nothing names a level;
    /// `rulesInfo().levels.first`), and `daldos play`'s default.
    pub const FIRST: Level = Level(2);
    /// The level the page's hint comes from: the strongest
    /// (`rulesInfo().levels.hint`).
    pub const HINT: Level = Level::MAX;

    /// Level `n`, if `1..=5`.
    #[must_use]
    pub const fn new(n: u8) -> Option<Level> {
        if n >= Self::MIN.0 && n <= Self::MAX.0 {
            Some(Level(n))
        } else {
            None
        }
    }

    /// The level named `level<n>` (`level1` … `level5`), if any.
    #[must_use]
    pub fn from_name(name: &str) -> Option<Level> {
        name.strip_prefix("level")
            .and_then(|n| n.parse::<u8>().ok())
            .and_then(Level::new)
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
            deepen: false,
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

/// A time limit per play: milliseconds on a clock.
#[derive(Clone)]
struct TimeLimit {
    clock: Rc<dyn Clock>,
    ms: f64,
}

impl fmt::Debug for TimeLimit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ms", self.ms)
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
    pub(crate) eval: StandardEval,
    rng: StdRng,
    time: Option<TimeLimit>,
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
            time: None,
        }
    }

    /// This engine with at most `ms` milliseconds on `clock` for each
    /// search of a level that deepens ([`LevelConfig::deepen`]), on top of
    /// its leaf budget: whichever ends first. Other levels ignore it.
    #[must_use]
    pub fn with_time(mut self, clock: Rc<dyn Clock>, ms: f64) -> Engine {
        self.time = Some(TimeLimit { clock, ms });
        self
    }

    /// An engine with settings of its own (for calibrating levels and
    /// checking trained weights), named `d<depth>b<blunder in %>`, or
    /// `i<depth>l<leaf budget in thousands>` if it deepens (and `-linear`
    /// without the network).
    #[must_use]
    pub fn custom(config: LevelConfig, eval: StandardEval, seed: u64) -> Engine {
        let linear = if config.network { "" } else { "-linear" };
        let name = if config.deepen {
            format!("i{}l{}{linear}", config.depth, config.leaf_budget / 1000)
        } else {
            format!("d{}b{}{linear}", config.depth, config.blunder * 100.0)
        };
        Engine {
            configs: [config; 2],
            name,
            eval,
            rng: StdRng::seed_from_u64(seed),
            time: None,
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
        self.hint_among(pos, throw, taken, &[])
    }

    /// The runner-up beside the hint `hinted` (a play of `throw` in `pos`
    /// beginning with `taken`): the engine's best play, searched as
    /// [`Engine::hint_from`] searches, among those beginning with `taken`
    /// that lead to another position than `hinted` does. What the hint's
    /// reasons compare it with (docs/ai.md, "The hint's reasons"). `None`
    /// if the game is over or every such play leads where `hinted` does.
    #[must_use]
    pub fn runner_up(
        &self,
        pos: &Position,
        throw: Throw,
        taken: &[Move],
        hinted: &Play,
    ) -> Option<Hint> {
        self.hint_among(pos, throw, taken, &[pos.play_unchecked(hinted)])
    }

    /// [`Engine::hint_from`] with the plays that lead to `excluded` left out.
    fn hint_among(
        &self,
        pos: &Position,
        throw: Throw,
        taken: &[Move],
        excluded: &[Position],
    ) -> Option<Hint> {
        let cfg = self.config(pos.size());
        let linear = self.eval.linear;
        let eval: &dyn Evaluator = if cfg.network { &self.eval } else { &linear };
        let mut search = Search::new(eval).excluding(excluded);
        if cfg.deepen {
            let mut budget = Budget::leaves(cfg.leaf_budget);
            if let Some(t) = &self.time {
                budget = budget.with_time(&*t.clock, t.ms);
            }
            return search
                .deepen(pos, throw, taken, cfg.depth, budget)
                .map(|d| Hint {
                    play: d.play,
                    win_chance: d.value,
                });
        }
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
        final_value(pos, pos.turn()).unwrap_or_else(|| self.eval.win_chance(pos))
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
        if cfg.deepen {
            // A single play needs no search (a search would only value it).
            let kids = children_from(pos, throw, taken);
            if kids.len() == 1 {
                return kids[0].0;
            }
        }
        self.hint_from(pos, throw, taken)
            .map_or(Play::lost(throw), |h| h.play)
    }
}
