//! Readable move and play notation.
//!
//! * A single move is written `<from>-<to>`, e.g. `A16-M16` (a dal) or
//!   `M9-M6`.
//! * A summed move (both dice on one piece) also names the hole where the
//!   first die ends: `<from>-<via>-<to>`, e.g. `A16-M16-M13`.
//! * `x` replaces `-` before a hole where an enemy piece is captured:
//!   `M9xM6`, `M9-M7xM4`, and with *capture at both stops* `M9xM7xM4`.
//! * A play is its moves separated by spaces, in the order played
//!   (`A16-M16 A15-A16`); a lost throw is `--`.
//!
//! Whether a move is a dal follows from the position (the piece on `from`
//! was undalled), and the dice from the distances, so the notation is
//! unambiguous once the position and throw are known; parsing therefore
//! matches the text against the legal plays. A summed move that captures
//! nothing on its stop is also read with the dice the other way round.
//!
//! ```
//! use daldos::{notation, Position, Rules, Throw};
//! let pos = Position::new(Rules::DANISH);
//! let throw: Throw = "1+3".parse()?;
//! let play = notation::parse_play(&pos, throw, "A16-M16-M13")?;
//! assert_eq!(notation::play_to_string(&play), "A16-M16-M13");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::fmt;
use std::fmt::Write as _;

use crate::board::Hole;
use crate::dice::Throw;
use crate::position::{Move, Play, Position};

/// Writes a move in readable notation.
#[must_use]
pub fn move_to_string(m: &Move) -> String {
    m.to_string()
}

/// Writes a play: moves separated by spaces, `--` for a lost throw.
#[must_use]
pub fn play_to_string(play: &Play) -> String {
    play.to_string()
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sep = |capture: bool| if capture { 'x' } else { '-' };
        fmt::Display::fmt(&self.from, f)?;
        if let Some(via) = self.via.filter(|_| self.is_summed()) {
            f.write_char(sep(self.via_capture))?;
            fmt::Display::fmt(&via, f)?;
        }
        f.write_char(sep(self.capture))?;
        fmt::Display::fmt(&self.to, f)
    }
}

impl fmt::Display for Play {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("--");
        }
        for (i, m) in self.moves().enumerate() {
            if i > 0 {
                f.write_char(' ')?;
            }
            fmt::Display::fmt(m, f)?;
        }
        Ok(())
    }
}

/// Error reading move or play notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseMoveError {
    /// The text is not of the form `<from>-<to>` or `<from>-<via>-<to>`.
    Syntax(String),
    /// The move is well formed but not legal here.
    Illegal {
        /// The text of the move or play.
        text: String,
        /// Why.
        reason: String,
    },
}

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseMoveError::Syntax(s) => write!(
                f,
                "'{}' is not move notation (expected e.g. A16-M16, M9xM6 or A16-M16-M13, or -- for a lost throw)",
                crate::snippet(s)
            ),
            ParseMoveError::Illegal { text, reason } => write!(f, "'{}' is illegal: {reason}", crate::snippet(text)),
        }
    }
}

impl std::error::Error for ParseMoveError {}

/// The holes named by a move's text: from, optional via, to.
pub(crate) fn parse_holes(text: &str) -> Result<(Hole, Option<Hole>, Hole), ParseMoveError> {
    let err = || ParseMoveError::Syntax(text.to_string());
    let parts: Vec<&str> = text.split(['-', 'x', 'X']).collect();
    let holes: Vec<Hole> = parts
        .iter()
        .map(|p| p.parse::<Hole>().map_err(|_| err()))
        .collect::<Result<_, _>>()?;
    match holes.as_slice() {
        [from, to] => Ok((*from, None, *to)),
        [from, via, to] => Ok((*from, Some(*via), *to)),
        _ => Err(err()),
    }
}

/// Whether `m` is the move whose text names `holes` (as [`parse_holes`]
/// reads them).
pub(crate) fn matches(m: &Move, holes: (Hole, Option<Hole>, Hole)) -> bool {
    let (from, via, to) = holes;
    m.from == from
        && m.to == to
        && m.is_summed() == via.is_some()
        && (via.is_none() || m.via == via)
}

/// Reads one move, given the position, the throw and the moves already made
/// this throw. Capture marks (`x`) are optional on input.
///
/// # Errors
/// [`ParseMoveError::Syntax`] for malformed text, [`ParseMoveError::Illegal`]
/// if no legal next move matches.
pub fn parse_move(
    pos: &Position,
    throw: Throw,
    taken: &[Move],
    text: &str,
) -> Result<Move, ParseMoveError> {
    let holes = parse_holes(text.trim())?;
    let next = pos.legal_next_moves(throw, taken);
    let exact = next.iter().find(|m| matches(m, holes));
    // A summed move whose stop does not matter (no capture there) may be
    // written with the dice the other way round: `M10-M9-M6` for `M10-M7-M6`.
    // Only that other stop is accepted (a dal always counts first, so a
    // dalling move has no other order).
    let (from, via, to) = holes;
    let mut loose = next
        .iter()
        .filter(|m| m.from == from && m.to == to && m.is_summed() && via.is_some());
    let other_stop = |m: &Move| {
        m.second
            .and_then(|d| pos.ahead(pos.turn(), from, usize::from(d.value())))
    };
    let lenient = match (loose.next(), loose.next()) {
        (Some(m), None) if !m.via_capture && !m.dal && other_stop(m) == via => Some(m),
        _ => None,
    };
    exact
        .or(lenient)
        .copied()
        .ok_or_else(|| ParseMoveError::Illegal {
            text: text.to_string(),
            reason: if taken.is_empty() {
                format!("no legal play of {throw} starts with it")
            } else {
                format!("it cannot follow the moves already made with {throw}")
            },
        })
}

/// Reads a whole play and checks that it is a complete legal play of
/// `throw` in `pos`.
///
/// # Errors
/// As [`parse_move`], plus [`ParseMoveError::Illegal`] when the moves are
/// legal so far but do not use the throw completely (or `--` is written
/// while a move is possible).
pub fn parse_play(pos: &Position, throw: Throw, text: &str) -> Result<Play, ParseMoveError> {
    let text = text.trim();
    if text == "--" {
        let lost = Play::lost(throw);
        return if pos.legal_plays(throw).contains(&lost) {
            Ok(lost)
        } else {
            Err(ParseMoveError::Illegal {
                text: text.to_string(),
                reason: format!("the throw {throw} can be used, so it may not be passed"),
            })
        };
    }
    let mut taken: Vec<Move> = Vec::new();
    for word in text.split_whitespace() {
        if taken.len() == 2 {
            return Err(ParseMoveError::Illegal {
                text: text.to_string(),
                reason: "a play has at most two moves".to_string(),
            });
        }
        taken.push(parse_move(pos, throw, &taken, word)?);
    }
    if taken.is_empty() {
        return Err(ParseMoveError::Syntax(text.to_string()));
    }
    let play = Play::new(throw, &taken);
    if pos.legal_plays(throw).contains(&play) {
        Ok(play)
    } else {
        Err(ParseMoveError::Illegal {
            text: text.to_string(),
            reason: format!(
                "the throw {throw} is not used completely: the other die must be used too"
            ),
        })
    }
}
