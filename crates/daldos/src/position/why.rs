//! Why a piece has no legal move: [`NoMove`], answered by
//! [`Position::why_no_move`] (and [`crate::Game::why_no_move`] for the
//! game's phase), for telling a player who picks a piece that cannot move.

use super::{Move, Position};
use crate::board::{geometry, Hole};
use crate::dice::{Die, Throw};

/// Why the piece on a hole (or the hole) has no legal next move now; each
/// reason a rule of docs/rules.md. The first that applies, in this order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(tag = "kind", rename_all = "camelCase"))]
pub enum NoMove {
    /// The game is over: nothing moves.
    GameOver,
    /// No throw is in use (the roll-off, or the side to move must throw
    /// first).
    NoThrow,
    /// The hole is empty.
    NoPiece,
    /// The piece is the other side's, not the side to move's.
    NotYours,
    /// The piece has moved with this throw already: one piece never makes
    /// two separate moves with one throw (a summed move is one move).
    MovedThisThrow,
    /// The piece is undalled, and no die left in the throw is a dal: an
    /// undalled piece moves only by being dalled with a 1.
    Undalled,
    /// *Stern-most dal*: only the undalled piece nearest the stern, on
    /// `stern_most`, may be dalled.
    SternMostFirst {
        /// The hole of the undalled piece nearest the stern.
        stern_most: Hole,
    },
    /// Every move of it is blocked by the side's own piece on `by` (own
    /// pieces are never jumped nor landed on): the nearest own piece ahead
    /// on the track, no farther than the shortest move left.
    Blocked {
        /// The hole of the blocking piece.
        by: Hole,
    },
    /// It could move with one die, but then the other die could not be
    /// used, while another play uses both dice: both dice must be used if
    /// any way exists.
    OtherDieUnusable,
}

impl Position {
    /// Why the piece on `hole` has no legal next move with `throw`, given
    /// the moves already made with it (`taken`, from this position, as for
    /// [`Position::legal_next_moves`]); `None` when it has one.
    ///
    /// The reasons are checked in the order of [`NoMove`]'s variants, so
    /// the answer is the most basic one: an empty hole before a piece of
    /// the other side, an undalled piece without a dal before a blocked one.
    #[must_use]
    pub fn why_no_move(&self, throw: Throw, taken: &[Move], hole: Hole) -> Option<NoMove> {
        if self.is_game_over() {
            return Some(NoMove::GameOver);
        }
        let board = taken.iter().fold(*self, |pos, m| pos.after_move(m));
        let piece = match board.piece_at(hole) {
            None => return Some(NoMove::NoPiece),
            Some(p) if p.side != self.turn => return Some(NoMove::NotYours),
            Some(p) => p,
        };
        if self
            .legal_next_moves(throw, taken)
            .iter()
            .any(|m| m.from == hole)
        {
            return None;
        }
        if taken.iter().any(|m| m.to == hole) {
            return Some(NoMove::MovedThisThrow);
        }
        // The dice not spent yet (a summed move spends both; a second move
        // completes every play, so at most one move is taken here).
        let [x, y] = throw.dice();
        let left: Vec<Die> = match taken.first() {
            None => vec![x, y],
            Some(m) if m.is_summed() => vec![],
            Some(m) => vec![if m.first == x { y } else { x }],
        };
        let shortest = if piece.dalled {
            left.iter().map(|d| d.value()).min()
        } else if left.iter().any(|d| d.is_dal()) {
            let bit = hole.bit();
            if !board.may_dal(bit) {
                let stern = board.stern_most_undalled();
                return Some(NoMove::SternMostFirst {
                    stern_most: Hole::at(stern.trailing_zeros() as usize),
                });
            }
            Some(1)
        } else {
            return Some(NoMove::Undalled);
        };
        let Some(shortest) = shortest else {
            // No die left: the throw is used up (not in use any more).
            return Some(NoMove::NoThrow);
        };
        let g = geometry(self.size());
        let own = board.pieces[self.turn.index()];
        for step in 1..=usize::from(shortest) {
            let at = g.dest[self.turn.index()][hole.index()][step];
            if own & (1u64 << at) != 0 {
                return Some(NoMove::Blocked {
                    by: Hole::at(at as usize),
                });
            }
        }
        Some(NoMove::OtherDieUnusable)
    }
}
