//! Every bot by name: the engine's basic ones ([`daldos_ai::bot`]:
//! `random`, `greedy`, `level1` … `level5`), engines with settings of their
//! own (`d<depth>b<percent>…`, for calibrating levels) and the research
//! bots of this crate (`counter<depth>`, `rollout<…>`, `uct<playouts>`).

use daldos_ai::{bot_with as basic_bot, Bot, Engine, LevelConfig, StandardEval, UnknownBot};

use crate::counter::CounterGreedy;
use crate::rollout::RolloutBot;
use crate::uct::UctBot;

/// The names [`bot_with`] knows, in words (for [`UnknownBot`]).
pub const NAMES: &str = "random, greedy, level1 … level5, d<depth>b<percent>, i<depth>l<thousands>, counter1 … counter4, rollout<trials>h<horizon>k<candidates>m<margin> or uct<playouts>";

/// The bot called `name`, seeded with `seed`, on the trained evaluation
/// (see [`bot_with`] for the names).
///
/// # Errors
/// [`UnknownBot`] for a name that is none of them.
pub fn bot(name: &str, seed: u64) -> Result<Box<dyn Bot>, UnknownBot> {
    bot_with(name, seed, StandardEval::trained())
}

/// The bot called `name`, seeded with `seed`, its evaluation `eval` where
/// it has one:
///
/// * `random`, `greedy`, `level1` … `level5` ([`daldos_ai::bot_with`]);
/// * `d<depth>b<percent>[l<leaf budget in thousands>][-linear]`: the engine
///   with settings of its own ([`parse_custom`]; e.g. `d2b10`: two plays
///   deep, a random play 10 % of the time);
/// * `i<depth>l<leaf budget in thousands>[-linear]`: the engine by
///   iterative deepening ([`parse_deepening`]; e.g. `i8l150`);
/// * `counter<depth>` (1..=4): the best response to greedy
///   ([`CounterGreedy`]);
/// * `rollout<trials>h<horizon>k<candidates>m<margin in %>`: rollouts at the
///   root ([`RolloutBot::parse`]);
/// * `uct<playouts>`: Monte Carlo tree search ([`UctBot::parse`]; it has no
///   evaluation).
///
/// # Errors
/// [`UnknownBot`] for any other name.
pub fn bot_with(name: &str, seed: u64, eval: StandardEval) -> Result<Box<dyn Bot>, UnknownBot> {
    let unknown = || UnknownBot {
        name: name.to_string(),
        expected: NAMES,
    };
    if name.starts_with("rollout") {
        RolloutBot::parse(name, eval)
            .map(|b| Box::new(b) as Box<dyn Bot>)
            .ok_or_else(unknown)
    } else if name.starts_with("uct") {
        UctBot::parse(name, seed)
            .map(|b| Box::new(b) as Box<dyn Bot>)
            .ok_or_else(unknown)
    } else if let Some(depth) = name.strip_prefix("counter") {
        depth
            .parse::<u32>()
            .ok()
            .filter(|d| (1..=4).contains(d))
            .map(|d| Box::new(CounterGreedy::new(d, eval)) as Box<dyn Bot>)
            .ok_or_else(unknown)
    } else if name.starts_with('i') {
        parse_deepening(name)
            .map(|c| Box::new(Engine::custom(c, eval, seed)) as Box<dyn Bot>)
            .ok_or_else(unknown)
    } else if name.starts_with('d') {
        parse_custom(name)
            .map(|c| Box::new(Engine::custom(c, eval, seed)) as Box<dyn Bot>)
            .ok_or_else(unknown)
    } else {
        basic_bot(name, seed, eval).map_err(|_| unknown())
    }
}

/// `name` without a `-linear` suffix, and whether it lacked one (the
/// engine then evaluates with the network where there is one).
fn network_of(name: &str) -> (&str, bool) {
    match name.strip_suffix("-linear") {
        Some(n) => (n, false),
        None => (name, true),
    }
}

/// Parses `d<depth>b<percent>[l<leaf budget in thousands>][-linear]`
/// (depth 1..=5, percent 0..=100; the budget defaults to 400 thousand
/// leaves from depth 3 on, unbounded below; `-linear`: the linear
/// evaluation, else the network where there is one).
#[must_use]
pub fn parse_custom(name: &str) -> Option<LevelConfig> {
    let (name, network) = network_of(name);
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
        deepen: false,
    })
}

/// Parses `i<depth>l<leaf budget in thousands>[-linear]`: the engine by
/// iterative deepening ([`daldos_ai::Search::deepen`]) up to `depth` plays
/// (2..=20) within that many leaves in all (1..=1,000,000 thousand), no
/// random plays; `-linear`: the linear evaluation, else the network where
/// there is one. E.g. `i8l150`.
#[must_use]
pub fn parse_deepening(name: &str) -> Option<LevelConfig> {
    let (name, network) = network_of(name);
    let (d, l) = name.strip_prefix('i')?.split_once('l')?;
    let depth: u32 = d.parse().ok().filter(|d| (2..=20).contains(d))?;
    let thousands: u64 = l.parse().ok().filter(|l| (1..=1_000_000).contains(l))?;
    Some(LevelConfig {
        depth,
        leaf_budget: thousands * 1000,
        blunder: 0.0,
        network,
        deepen: true,
    })
}
