//! `daldos play`: the game the web page plays for a seed (`?seed=N`),
//! printed as a game record (docs/notation.md), so that a page's game can
//! be reproduced and studied.
//!
//! The dice are the page's ([`daldos::ThrowSeededDice`]: each throw its
//! own stream from the seed and the throw's index, the roll-off first,
//! thrown by the rules crate's one roll-off loop, [`Game::roll_off`]). The
//! computer plays as the page's worker does: a fresh `level<N>` of
//! `daldos-ai` for every throw, seeded with that throw's choice seed
//! ([`ThrowSeededDice::choice_seed`]), with the same networks (the page's
//! `nets/` files are `crates/daldos-ai/data/`'s). A player plays the plays
//! given with `--plays`, then the first legal play of each throw.

use clap::{Args, ValueEnum};
use daldos::{notation, Game, Rules, Side, ThrowSeededDice};
use daldos_ai::Level;

use crate::{CliError, VariantFlags};

/// Who plays, as the page's modes.
#[derive(ValueEnum, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Mode {
    /// A player against the computer (the page's default).
    #[default]
    Pvc,
    /// Two players.
    Pvp,
    /// The computer against itself (the page's `?autoplay=fast`, which
    /// plays level 1 unless `level` is given).
    Cvc,
}

/// A side, as the page names it.
#[derive(ValueEnum, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum SideArg {
    /// Light, who starts on row A.
    #[default]
    A,
    /// Dark, who starts on row B.
    B,
}

impl From<SideArg> for Side {
    fn from(side: SideArg) -> Side {
        match side {
            SideArg::A => Side::A,
            SideArg::B => Side::B,
        }
    }
}

/// The most throws `daldos play` makes without `--throws` (no game of the
/// engine's comes near it; a player's first legal plays might wander).
pub const MAX_THROWS: usize = 100_000;

/// Arguments of `daldos play`.
#[derive(Args, Debug)]
#[command(after_help = "\
A player (--human's side against the computer, both sides with --mode pvp) \
plays the plays of --plays in order, one for each throw that has a play to \
make (a lost throw needs none), and once they are used up (or without them) \
the first legal play of the throw: the first that `daldos moves` lists.")]
pub struct PlayArgs {
    /// The page's seed (`?seed=N`, 0..=4294967295): the roll-off, every
    /// throw and the computer's choices follow from it.
    #[arg(long, allow_negative_numbers = true)]
    pub seed: u32,
    /// Board size: 16 (Danish) or 12 (Norwegian), or any of 6..=16 (the
    /// page's `board`).
    #[arg(long, allow_negative_numbers = true, default_value_t = 16,
          value_parser = clap::value_parser!(u8).range(6..=16))]
    pub board: u8,
    #[command(flatten)]
    pub variants: VariantFlags,
    /// Who plays: pvc (a player against the computer), pvp (two players)
    /// or cvc (the computer against itself, as the page's autoplay).
    #[arg(long, value_enum, default_value_t)]
    pub mode: Mode,
    /// The computer's level, 1..=5 (the page's `level`; without it the page
    /// plays level 2, its autoplay level 1).
    #[arg(long, allow_negative_numbers = true, default_value_t = Level::FIRST.number(),
          value_parser = clap::value_parser!(u8).range(1..=5))]
    pub level: u8,
    /// The player's side against the computer: a (Light) or b (Dark), as
    /// chosen in the page's Options dialog.
    #[arg(long, value_enum, default_value_t)]
    pub human: SideArg,
    /// The player's plays in notation, in order, separated by commas, e.g.
    /// 'A16-M16-M12,A15-A16xM13' (see below for the throws after them).
    #[arg(long, value_delimiter = ',', allow_hyphen_values = true)]
    pub plays: Vec<String>,
    /// Stop after this many throws of the game (the roll-off not counted);
    /// the record then ends unfinished (`[Result "*"]`).
    #[arg(long, allow_negative_numbers = true)]
    pub throws: Option<usize>,
}

/// The game of `args`, played as the page plays it (see the module's
/// documentation).
///
/// # Errors
/// A board size the rules refuse, `--plays` with no player to play them
/// (cvc), or a given play that is not a legal play of its throw (with the
/// throw's number, side and dice and the reason).
pub fn page_game(args: &PlayArgs) -> Result<Game, CliError> {
    let rules = Rules::new(args.board, args.variants.variants())?;
    let level = Level::new(args.level).ok_or_else(|| {
        CliError(format!(
            "--level {} is not a level ({}..={})",
            args.level,
            Level::MIN.number(),
            Level::MAX.number()
        ))
    })?;
    if args.mode == Mode::Cvc && !args.plays.is_empty() {
        return Err(CliError(
            "--plays: with --mode cvc the computer plays both sides".to_string(),
        ));
    }
    let human = Side::from(args.human);
    let computer = |side: Side| match args.mode {
        Mode::Pvc => side != human,
        Mode::Pvp => false,
        Mode::Cvc => true,
    };
    let seed = args.seed;
    let mut game = Game::new(rules);
    game.roll_off(ThrowSeededDice::at(seed, game.throw_index()))?;
    let mut given = args.plays.iter().enumerate();
    let limit = args.throws.unwrap_or(MAX_THROWS);
    while game.outcome().is_none() && game.record().len() < limit {
        game.throw(ThrowSeededDice::at(seed, game.throw_index()))?;
        // A throw that cannot be used is recorded as lost at once.
        let Some((throw, _)) = game.current_throw() else {
            continue;
        };
        let pos = *game.position();
        let index = game.record().len();
        let play = if computer(pos.turn()) {
            let choice = ThrowSeededDice::choice_seed(seed, index);
            let mut bot = daldos_ai::bot(&level.to_string(), u64::from(choice))?;
            bot.choose(&pos, throw)
        } else if let Some((n, text)) = given.next() {
            notation::parse_play(&pos, throw, text).map_err(|e| {
                CliError(format!(
                    "--plays: play {} ('{}') for throw {} ({} {throw}): {e}",
                    n + 1,
                    text.trim(),
                    index + 1,
                    pos.turn()
                ))
            })?
        } else {
            // Never the lost play: a throw in use has a play.
            pos.legal_plays(throw)
                .first()
                .copied()
                .ok_or_else(|| CliError(format!("throw {} has no play", index + 1)))?
        };
        game.make_play(&play)?;
    }
    if args.throws.is_none() && game.outcome().is_none() {
        eprintln!("daldos: warning: stopped after {MAX_THROWS} throws, the game unfinished");
    }
    let unused = given.count();
    if unused > 0 {
        eprintln!(
            "daldos: warning: {unused} of --plays left unplayed (the game {} after {} throw{})",
            if game.outcome().is_some() {
                "ended"
            } else {
                "stopped"
            },
            game.record().len(),
            if game.record().len() == 1 { "" } else { "s" }
        );
    }
    Ok(game)
}

/// `daldos play`: prints [`page_game`]'s record.
///
/// # Errors
/// As [`page_game`].
pub fn play(args: &PlayArgs) -> Result<(), CliError> {
    print!("{}", page_game(args)?.to_record());
    Ok(())
}
