//! # daldos
//!
//! The rules of Daldøs, the Scandinavian boat-board dice game, made exact:
//! board and tracks, the two four-sided long dice, legal plays under the
//! standard rules and every variant, position and game notation, games with
//! an injectable dice source, and exact capture odds.
//!
//! The rules played are those of `shared/rules-reference.md` (built on the
//! encyclopedia article and the *Board Games Studies* 4 (2001) papers by
//! Michaelsen, Østergaard & Gaston and Næsheim).
//!
//! ```
//! use daldos::{Position, Rules, Throw};
//!
//! let pos = Position::new(Rules::DANISH);
//! let throw: Throw = "1+1".parse()?;
//! // Dal the stern-most piece twice over (summed), or dal A16 and then
//! // A15 behind it: two distinct results.
//! let results = pos.distinct_plays(throw);
//! assert_eq!(results.len(), 2);
//! // After 1+1 the same side throws again.
//! assert!(results.iter().all(|(_, after)| after.turn() == pos.turn()));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod board;
mod dice;
pub mod dpn;
pub mod facts;
mod game;
pub mod notation;
pub mod odds;
mod playout;
mod position;
pub mod record;
mod rules;
mod setup;
pub mod share;

pub use board::{
    tracks, Bits, Geometry, Hole, ParseHoleError, Row, Side, HOLE_COUNT, MAX_SIZE, MAX_STEP,
    MIN_SIZE,
};
#[cfg(feature = "sys-rng")]
pub use dice::SystemDice;
pub use dice::{DiceSource, Die, FixedDice, ParseThrowError, SeededDice, Throw, ThrowSeededDice};
pub use dpn::ParseDpnError;
pub use facts::{Date, Facts, FactsError, Player};
pub use game::{Game, GameError, Phase, RollOffRound, ThrowKind, TurnRecord};
pub use notation::ParseMoveError;
pub use odds::CaptureOdds;
pub use playout::{Playout, PlayoutEnd};
pub use position::{
    Move, NoMove, Outcome, ParseTerminationError, Play, PlayError, Position, PositionError,
    PositionKey, Termination,
};
pub use record::{tag_warnings, RecordError, TagWarning};
pub use rules::{Rules, RulesError, Variants};
pub use setup::{Piece, Setup};

/// Input text as quoted in error messages: at most 40 characters, the rest
/// replaced by `…`, so a huge or binary input never floods a terminal.
pub(crate) fn snippet(text: &str) -> String {
    const MAX: usize = 40;
    let mut chars = text.chars();
    let head: String = chars.by_ref().take(MAX).collect();
    if chars.next().is_some() {
        format!("{head}…")
    } else {
        head
    }
}
