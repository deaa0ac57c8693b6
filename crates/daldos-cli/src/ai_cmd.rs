//! Commands that use the computer players: `duel`, `best`, `train`.

use clap::Args;

use crate::{CliError, VariantFlags};

/// Arguments of `daldos duel`.
#[derive(Args, Debug)]
pub struct DuelArgs {
    /// Player A's bot: random, greedy, level1 … level5.
    #[arg(long)]
    pub a: String,
    /// Player B's bot.
    #[arg(long)]
    pub b: String,
    /// Number of games (played in pairs with the same dice, seats swapped).
    #[arg(long, default_value_t = 100)]
    pub games: u32,
    /// Seed for the dice and the bots.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Board size: 16 (Danish) or 12 (Norwegian), or any of 6..=16.
    #[arg(long, default_value_t = 16)]
    pub board: u8,
    #[command(flatten)]
    pub variants: VariantFlags,
}

/// Arguments of `daldos best`.
#[derive(Args, Debug)]
pub struct BestArgs {
    /// The position.
    pub position: String,
    /// The throw, e.g. 1,3.
    #[arg(long)]
    pub dice: String,
    /// Engine level 1..=5.
    #[arg(long, default_value_t = 5)]
    pub level: u8,
    #[command(flatten)]
    pub variants: VariantFlags,
}

/// Arguments of `daldos train`.
#[derive(Args, Debug)]
pub struct TrainArgs {
    /// Seed of the self-play.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

/// `daldos duel`.
pub fn duel(_args: &DuelArgs) -> Result<(), CliError> {
    Err(CliError("duel is not available yet".into()))
}

/// `daldos best`.
pub fn best(_args: &BestArgs) -> Result<(), CliError> {
    Err(CliError("best is not available yet".into()))
}

/// `daldos train`.
pub fn train(_args: &TrainArgs) -> Result<(), CliError> {
    Err(CliError("train is not available yet".into()))
}
