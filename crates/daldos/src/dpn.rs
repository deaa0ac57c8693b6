//! Daldøs position notation (DPN): `<A>/<M>/<B> <turn>`.
//!
//! Each row is written from the bow to the stern (row A: `A1..AN`; row M:
//! `M0..MN`; row B: `B1..BN`). `a`/`b` is an undalled piece of A/B, `A`/`B`
//! a dalled one, and a decimal number `k` stands for `k` empty holes, always
//! merged (so every position has exactly one spelling, like chess FEN). Rows
//! A and B hold `N` holes, row M holds `N + 1`; `<turn>` is `a` or `b`: the
//! side to throw next.
//!
//! Standard start on the Danish board:
//! `aaaaaaaaaaaaaaaa/17/bbbbbbbbbbbbbbbb a`.
//!
//! Parsing has two stages, as for chess FEN: [`Setup`]'s `FromStr` checks
//! the syntax ([`ParseDpnError`]); [`crate::Position::from_setup`] checks
//! that the setup can be played ([`crate::PositionError`]).
//!
//! ```
//! use daldos::{Position, Setup, Variants};
//! let setup: Setup = "aaaaaaaaaaaaaaa1/13A3/bbbbbbbbbbbbbbbb b".parse()?;
//! let pos = Position::from_setup(&setup, Variants::STANDARD)?;
//! assert_eq!(pos.to_string(), "aaaaaaaaaaaaaaa1/13A3/bbbbbbbbbbbbbbbb b");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::fmt;
use std::str::FromStr;

use crate::board::{Hole, Row, Side, MAX_SIZE, MIN_SIZE};
use crate::setup::{Piece, Setup};

/// A syntax error in position notation, one variant per part.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseDpnError {
    /// Not of the form `<A>/<M>/<B> <turn>`.
    Shape(String),
    /// A character that is not `a`, `A`, `b`, `B` or a digit, in a row.
    BadChar {
        /// The row.
        row: Row,
        /// The character.
        found: char,
    },
    /// A number of empty holes that is zero, has a leading zero or is longer
    /// than two digits.
    BadNumber {
        /// The row.
        row: Row,
        /// The text of the number.
        found: String,
    },
    /// Row A and row B differ in length, or the middle row is not one hole
    /// longer than them.
    RowLengths {
        /// Holes written in row A.
        a: usize,
        /// Holes written in row M.
        m: usize,
        /// Holes written in row B.
        b: usize,
    },
    /// The outer rows' length is outside `6..=16`.
    BoardSize(usize),
    /// The turn is not `a` or `b`.
    Turn(String),
}

impl fmt::Display for ParseDpnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseDpnError::Shape(s) => write!(
                f,
                "'{}' is not position notation (expected <A>/<M>/<B> <turn>, e.g. aaaaaaaaaaaaaaaa/17/bbbbbbbbbbbbbbbb a)",
                crate::snippet(s)
            ),
            ParseDpnError::BadChar { row, found } => write!(
                f,
                "row {} holds '{found}'; a row may only hold a, A, b, B and numbers of empty holes",
                row.char()
            ),
            ParseDpnError::BadNumber { row, found } => write!(
                f,
                "row {} has the empty-hole count '{}'; counts must be 1 to 17 without leading zeros",
                row.char(),
                crate::snippet(found)
            ),
            ParseDpnError::RowLengths { a, m, b } => write!(
                f,
                "rows hold {a}, {m} and {b} holes; rows A and B must be equal and the middle row one longer"
            ),
            ParseDpnError::BoardSize(n) => write!(
                f,
                "the outer rows hold {n} hole{}; boards of {MIN_SIZE}..={MAX_SIZE} holes per outer row are supported",
                if *n == 1 { "" } else { "s" }
            ),
            ParseDpnError::Turn(t) => write!(f, "turn '{}' must be a or b", crate::snippet(t)),
        }
    }
}

impl std::error::Error for ParseDpnError {}

fn parse_row(row: Row, text: &str) -> Result<Vec<Option<Piece>>, ParseDpnError> {
    let mut holes = Vec::new();
    let mut chars = text.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        if c.is_ascii_digit() {
            let mut end = i + 1;
            while let Some(&(j, d)) = chars.peek() {
                if !d.is_ascii_digit() {
                    break;
                }
                end = j + 1;
                chars.next();
            }
            let num = &text[i..end];
            let bad = || ParseDpnError::BadNumber {
                row,
                found: num.to_string(),
            };
            if num.starts_with('0') || num.len() > 2 {
                return Err(bad());
            }
            let k: usize = num.parse().map_err(|_| bad())?;
            holes.extend(std::iter::repeat_n(None, k));
        } else {
            let piece = Piece::from_char(c).ok_or(ParseDpnError::BadChar { row, found: c })?;
            holes.push(Some(piece));
        }
    }
    Ok(holes)
}

impl FromStr for Setup {
    type Err = ParseDpnError;

    /// Parses position notation. Checks only the syntax and the row
    /// lengths; see [`crate::Position::from_setup`] for the rest.
    fn from_str(s: &str) -> Result<Setup, ParseDpnError> {
        let shape = || ParseDpnError::Shape(s.to_string());
        let mut words = s.split_whitespace();
        let (Some(board), Some(turn), None) = (words.next(), words.next(), words.next()) else {
            return Err(shape());
        };
        let rows: Vec<&str> = board.split('/').collect();
        let [a, m, b] = rows.as_slice() else {
            return Err(shape());
        };
        let (a, m, b) = (
            parse_row(Row::A, a)?,
            parse_row(Row::M, m)?,
            parse_row(Row::B, b)?,
        );
        if a.len() != b.len() || m.len() != a.len() + 1 {
            return Err(ParseDpnError::RowLengths {
                a: a.len(),
                m: m.len(),
                b: b.len(),
            });
        }
        if !(usize::from(MIN_SIZE)..=usize::from(MAX_SIZE)).contains(&a.len()) {
            return Err(ParseDpnError::BoardSize(a.len()));
        }
        let side = match turn {
            "a" => Side::A,
            "b" => Side::B,
            _ => return Err(ParseDpnError::Turn(turn.to_string())),
        };
        let size = a.len() as u8;
        let mut setup = Setup::empty(size, side);
        for (row, cells) in [(Row::A, a), (Row::M, m), (Row::B, b)] {
            for (i, piece) in cells.into_iter().enumerate() {
                let column = row.first_column() + i as u8;
                if let Some(hole) = Hole::new(row, column) {
                    setup.set(hole, piece);
                }
            }
        }
        Ok(setup)
    }
}

/// Writes canonical position notation.
impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, row) in Row::ALL.into_iter().enumerate() {
            if i > 0 {
                f.write_str("/")?;
            }
            let mut empty = 0;
            for column in row.first_column()..=self.size {
                let piece = Hole::new(row, column).and_then(|h| self.get(h));
                match piece {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        write!(f, "{}", p.char())?;
                    }
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
        }
        write!(f, " {}", self.turn.char())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_round_trips() {
        let s: Setup = "aaaaaaaaaaaaaaaa/17/bbbbbbbbbbbbbbbb a".parse().unwrap();
        assert_eq!(s, Setup::start(16));
        assert_eq!(
            Setup::start(12).to_string(),
            "aaaaaaaaaaaa/13/bbbbbbbbbbbb a"
        );
    }

    #[test]
    fn syntax_errors_name_the_part() {
        let e = |s: &str| s.parse::<Setup>().unwrap_err();
        assert!(matches!(e("aaaa"), ParseDpnError::Shape(_)));
        assert!(matches!(e("aaaaaa/7/bbbbbb c"), ParseDpnError::Turn(_)));
        assert!(matches!(
            e("aaaaaa/7/bbbbbx a"),
            ParseDpnError::BadChar {
                row: Row::B,
                found: 'x'
            }
        ));
        assert!(matches!(
            e("aaaaaa/34/bbbbbb a"),
            ParseDpnError::RowLengths { m: 34, .. }
        ));
        assert!(matches!(
            e("aaaaaa/07/bbbbbb a"),
            ParseDpnError::BadNumber { .. }
        ));
        assert!(matches!(
            e("aaaaaa/6/bbbbbb a"),
            ParseDpnError::RowLengths { a: 6, m: 6, b: 6 }
        ));
        assert!(matches!(e("aaaaa/6/bbbbb a"), ParseDpnError::BoardSize(5)));
        assert!(matches!(
            e("aaaaaaaaaaaaaaaaa/18/bbbbbbbbbbbbbbbbb a"),
            ParseDpnError::BoardSize(17)
        ));
        assert!(matches!(
            e("a99999/7/bbbbbb a"),
            ParseDpnError::BadNumber { .. }
        ));
    }
}
