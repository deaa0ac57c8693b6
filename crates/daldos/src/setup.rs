//! Pieces and the unchecked [`Setup`] of a board.

use std::fmt;

use crate::board::{Hole, Side, HOLE_COUNT};

/// A piece: its owner and whether it has been dalled (activated).
///
/// An undalled piece stands across its home row and can only be dalled; a
/// dalled piece is turned along the row and moves by the dice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Piece {
    /// The owner.
    pub side: Side,
    /// Whether the piece has been dalled.
    pub dalled: bool,
}

impl Piece {
    /// The notation letter: `a`/`b` undalled, `A`/`B` dalled.
    #[must_use]
    pub const fn char(self) -> char {
        match (self.side, self.dalled) {
            (Side::A, false) => 'a',
            (Side::A, true) => 'A',
            (Side::B, false) => 'b',
            (Side::B, true) => 'B',
        }
    }

    /// The piece for a notation letter `a`, `A`, `b` or `B`.
    #[must_use]
    pub const fn from_char(c: char) -> Option<Piece> {
        match c {
            'a' => Some(Piece {
                side: Side::A,
                dalled: false,
            }),
            'A' => Some(Piece {
                side: Side::A,
                dalled: true,
            }),
            'b' => Some(Piece {
                side: Side::B,
                dalled: false,
            }),
            'B' => Some(Piece {
                side: Side::B,
                dalled: true,
            }),
            _ => None,
        }
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

/// An unchecked board: what stands where and whose turn it is. Anything can
/// be written here; [`crate::Position::from_setup`] checks it.
///
/// Parsed from and written as position notation (see [`crate::dpn`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// Holes per outer row, `N`.
    pub size: u8,
    /// The piece on each hole, indexed by [`Hole::index`].
    pub board: [Option<Piece>; HOLE_COUNT],
    /// The side to throw next.
    pub turn: Side,
}

impl Setup {
    /// An empty board of `size` with `turn` to throw.
    #[must_use]
    pub fn empty(size: u8, turn: Side) -> Setup {
        Setup {
            size,
            board: [None; HOLE_COUNT],
            turn,
        }
    }

    /// The standard start for a board of `size`: every hole of each home row
    /// holds an undalled piece of its owner, A to throw.
    #[must_use]
    pub fn start(size: u8) -> Setup {
        let mut s = Setup::empty(size, Side::A);
        for hole in Hole::all(size) {
            s.board[hole.index()] = match hole.row() {
                crate::Row::A => Piece::from_char('a'),
                crate::Row::B => Piece::from_char('b'),
                crate::Row::M => None,
            };
        }
        s
    }

    /// The piece on `hole`.
    #[must_use]
    pub fn get(&self, hole: Hole) -> Option<Piece> {
        self.board[hole.index()]
    }

    /// Puts `piece` on `hole` (or empties it with `None`).
    pub fn set(&mut self, hole: Hole, piece: Option<Piece>) {
        self.board[hole.index()] = piece;
    }
}
