//! The validated [`Position`], moves, plays and their generation.

use std::fmt;

use crate::board::{geometry, Bits, Geometry, Hole, Row, Side, HOLE_COUNT, MAX_SIZE, MIN_SIZE};
use crate::dice::{Die, Throw};
use crate::rules::{Rules, Variants};
use crate::setup::{Piece, Setup};

mod distinct;
mod why;

pub use why::NoMove;

/// One piece moved with one die, or with both dice summed.
///
/// * A **single** move (`second == None`) uses one die: a *dal* (the die is 1
///   and the piece was undalled: it is dalled and moves one hole) or a move
///   of a dalled piece by the die's value.
/// * A **summed** move (`second == Some(_)`) uses both dice on one piece:
///   it moves `first + second` holes, stopping on `via` after `first`. An
///   undalled piece must be dalled by the first die (a 1). In the standard
///   rules only an enemy on `to` is captured; with *capture at both stops* an
///   enemy on `via` is captured too.
///
/// No hole passed over or landed on may hold a piece of the mover; a piece
/// landing on an enemy piece captures it (rules reference, "Moves made with
/// one die").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
pub struct Move {
    /// Where the piece stood.
    pub from: Hole,
    /// Where it ends.
    pub to: Hole,
    /// The die spent (the first one counted, for a summed move).
    pub first: Die,
    /// The second die, for a summed move.
    pub second: Option<Die>,
    /// The hole reached after `first`, for a summed move.
    pub via: Option<Hole>,
    /// Whether the move dals the piece (it was undalled; `first` is the dal).
    pub dal: bool,
    /// Whether an enemy piece on `to` is captured.
    pub capture: bool,
    /// Whether an enemy piece on `via` is captured (*capture at both stops*).
    pub via_capture: bool,
}

impl Move {
    /// Whether this move spends both dice on one piece.
    #[must_use]
    pub const fn is_summed(&self) -> bool {
        self.second.is_some()
    }

    /// Holes travelled: the die value, or the sum of both dice.
    #[must_use]
    pub fn distance(&self) -> u8 {
        self.first.value() + self.second.map_or(0, Die::value)
    }

    /// Number of enemy pieces this move captures (0, 1 or 2).
    #[must_use]
    pub fn captures(&self) -> usize {
        usize::from(self.capture) + usize::from(self.via_capture)
    }

    /// The holes where enemy pieces are captured.
    pub fn captured_holes(&self) -> impl Iterator<Item = Hole> {
        let via = if self.via_capture { self.via } else { None };
        via.into_iter().chain(self.capture.then_some(self.to))
    }
}

/// A complete use of one throw: no move (the throw is lost), one move, or
/// two moves (two different pieces, one die each, in the order played). A
/// summed move alone uses both dice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Play {
    /// The throw this play uses.
    pub throw: Throw,
    moves: [Option<Move>; 2],
}

impl Play {
    /// The play that loses `throw` (no legal move).
    #[must_use]
    pub const fn lost(throw: Throw) -> Play {
        Play {
            throw,
            moves: [None, None],
        }
    }

    /// A play of the given moves (at most two; extra moves are ignored).
    /// Legality is not checked here.
    #[must_use]
    pub fn new(throw: Throw, moves: &[Move]) -> Play {
        Play {
            throw,
            moves: [moves.first().copied(), moves.get(1).copied()],
        }
    }

    /// The move of this play that follows `taken`, if the play starts with
    /// the moves of `taken` and has one more.
    pub(crate) fn move_after(&self, taken: &[Move]) -> Option<&Move> {
        let mut moves = self.moves();
        if taken.iter().all(|t| moves.next() == Some(t)) {
            moves.next()
        } else {
            None
        }
    }

    /// The moves, in order (zero, one or two).
    pub fn moves(&self) -> impl Iterator<Item = &Move> {
        self.moves.iter().flatten()
    }

    /// Number of moves (0, 1 or 2).
    #[must_use]
    pub fn len(&self) -> usize {
        self.moves.iter().flatten().count()
    }

    /// Whether the throw is lost (no move).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.moves[0].is_none()
    }

    /// Total enemy pieces captured.
    #[must_use]
    pub fn captures(&self) -> usize {
        self.moves().map(Move::captures).sum()
    }

    /// Whether this play begins with the moves `taken`, in that order (the
    /// moves of a throw made so far; an empty `taken` begins every play).
    #[must_use]
    pub fn starts_with(&self, taken: &[Move]) -> bool {
        taken.len() <= self.len() && self.moves().zip(taken).all(|(a, b)| a == b)
    }
}

/// How a game ended: the winner (Daldøs has no draws) and how.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Outcome {
    /// The side that won.
    pub winner: Side,
    /// How the game ended: on the board, or by the loser's resignation.
    #[cfg_attr(feature = "serde", serde(default))]
    pub termination: Termination,
}

impl Outcome {
    /// `winner` won on the board: the other side has no pieces left (one,
    /// under "last piece loses").
    #[must_use]
    pub const fn normal(winner: Side) -> Outcome {
        Outcome {
            winner,
            termination: Termination::Normal,
        }
    }

    /// `loser` resigned: the other side wins.
    #[must_use]
    pub const fn resignation(loser: Side) -> Outcome {
        Outcome {
            winner: loser.other(),
            termination: Termination::Resignation,
        }
    }

    /// The side that lost.
    #[must_use]
    pub const fn loser(&self) -> Side {
        self.winner.other()
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.termination {
            Termination::Normal => write!(f, "{} wins", self.winner),
            Termination::Resignation => {
                write!(f, "{} resigned, {} wins", self.loser(), self.winner)
            }
        }
    }
}

/// How a game ended (a record's `Termination` tag, after PGN's;
/// docs/notation.md, "Game records").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
pub enum Termination {
    /// On the board, by the rules: the loser has no pieces left (or only
    /// one, under "last piece loses"). Written `normal`.
    #[default]
    Normal,
    /// The loser gave up ([`crate::Game::resign`]). Written `resignation`.
    Resignation,
}

impl Termination {
    /// Every termination, in the order of its tag values.
    pub const ALL: [Termination; 2] = [Termination::Normal, Termination::Resignation];

    /// Its value in a record's `Termination` tag.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Termination::Normal => "normal",
            Termination::Resignation => "resignation",
        }
    }
}

impl fmt::Display for Termination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A `Termination` tag value that is not `normal` or `resignation`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseTerminationError(pub String);

impl fmt::Display for ParseTerminationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "termination '{}' is not one of normal, resignation",
            crate::snippet(&self.0)
        )
    }
}

impl std::error::Error for ParseTerminationError {}

impl std::str::FromStr for Termination {
    type Err = ParseTerminationError;

    /// `normal` or `resignation`, in any case (PGN writers differ).
    fn from_str(s: &str) -> Result<Termination, ParseTerminationError> {
        Termination::ALL
            .into_iter()
            .find(|t| t.as_str().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| ParseTerminationError(s.to_string()))
    }
}

/// Why a [`Setup`] is not a legal [`Position`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// The board size is outside `6..=16`.
    BoardSize(u8),
    /// A piece stands on a hole that this board size does not have.
    PieceOffBoard(Hole),
    /// An undalled piece stands outside its owner's home row.
    UndalledAway(Hole, Piece),
    /// A side has more pieces than the board size allows.
    TooManyPieces {
        /// The side.
        side: Side,
        /// How many it has.
        count: u32,
        /// The most it may have (the board size).
        max: u8,
    },
    /// Both sides have lost at once, which no game can reach.
    BothLost,
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::BoardSize(n) => write!(
                f,
                "board size {n} is not supported (holes per outer row must be {MIN_SIZE}..={MAX_SIZE})"
            ),
            PositionError::PieceOffBoard(h) => {
                write!(f, "a piece stands on {h}, which this board does not have")
            }
            PositionError::UndalledAway(h, p) => write!(
                f,
                "undalled piece '{p}' on {h}: undalled pieces can only stand in their home row"
            ),
            PositionError::TooManyPieces { side, count, max } => write!(
                f,
                "side {side} has {count} pieces, but this board allows at most {max}"
            ),
            PositionError::BothLost => write!(f, "both sides have lost, which no game can reach"),
        }
    }
}

impl std::error::Error for PositionError {}

/// Why a [`Play`] or [`Move`] cannot be played in a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The game is already over.
    GameOver(Outcome),
    /// The play is not among the legal plays for its throw.
    Illegal(String),
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::GameOver(o) => write!(f, "the game is over ({o})"),
            PlayError::Illegal(why) => write!(f, "illegal play: {why}"),
        }
    }
}

impl std::error::Error for PlayError {}

/// A legal Daldøs position: the pieces, whose turn it is to throw, and the
/// [`Rules`] it is played under.
///
/// Reached only through [`Position::new`] (the standard start) or
/// [`Position::from_setup`], which checks the setup.
///
/// ```
/// use daldos::{Position, Rules, Throw};
/// let pos = Position::new(Rules::DANISH);
/// assert_eq!(pos.to_string(), "aaaaaaaaaaaaaaaa/17/bbbbbbbbbbbbbbbb a");
/// // At the start only A16 can be dalled, and no other piece can take the
/// // 3, so both dice go to one summed move: dal A16 and move on to M13.
/// let plays = pos.legal_plays("1+3".parse::<Throw>().unwrap());
/// assert_eq!(plays.len(), 1);
/// assert_eq!(pos.play_unchecked(&plays[0]).to_string(),
///            "aaaaaaaaaaaaaaa1/13A3/bbbbbbbbbbbbbbbb b");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    rules: Rules,
    /// Bitboard of each side's pieces (bit = [`Hole::index`]).
    pieces: [u64; 2],
    /// Bitboard of dalled pieces, either side.
    dalled: u64,
    turn: Side,
}

#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
struct PositionRepr {
    dpn: String,
    #[serde(default)]
    variants: Variants,
}

/// Serialized as `{"dpn": "<position notation>", "variants": {..}}`.
#[cfg(feature = "serde")]
impl serde::Serialize for Position {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        PositionRepr {
            dpn: self.to_string(),
            variants: self.rules.variants,
        }
        .serialize(s)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Position {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Position, D::Error> {
        let r = PositionRepr::deserialize(d)?;
        let setup: Setup = r.dpn.parse().map_err(serde::de::Error::custom)?;
        Position::from_setup(&setup, r.variants).map_err(serde::de::Error::custom)
    }
}

/// Compact key of a position's pieces and turn (for hashing in searches).
pub type PositionKey = (u64, u64, u64, Side);

impl Position {
    /// The standard start under `rules`, player A to throw.
    #[must_use]
    pub fn new(rules: Rules) -> Position {
        let g = geometry(rules.size());
        Position {
            rules,
            pieces: [g.rows[Row::A as usize], g.rows[Row::B as usize]],
            dalled: 0,
            turn: Side::A,
        }
    }

    /// Checks `setup` and makes it a position played with `variants`.
    ///
    /// # Errors
    /// A [`PositionError`] naming the first problem found: bad board size,
    /// a piece off the board, an undalled piece outside its home row, too
    /// many pieces on a side, or both sides already lost.
    pub fn from_setup(setup: &Setup, variants: Variants) -> Result<Position, PositionError> {
        let rules =
            Rules::new(setup.size, variants).map_err(|_| PositionError::BoardSize(setup.size))?;
        let mut pieces = [0u64; 2];
        let mut dalled = 0u64;
        for i in 0..HOLE_COUNT {
            let Some(piece) = setup.board[i] else {
                continue;
            };
            let Some(hole) = Hole::from_index(i) else {
                continue;
            };
            if !hole.on_board(setup.size) {
                return Err(PositionError::PieceOffBoard(hole));
            }
            if !piece.dalled && hole.row() != piece.side.home_row() {
                return Err(PositionError::UndalledAway(hole, piece));
            }
            pieces[piece.side.index()] |= hole.bit();
            if piece.dalled {
                dalled |= hole.bit();
            }
        }
        for side in Side::ALL {
            let count = pieces[side.index()].count_ones();
            if count > u32::from(setup.size) {
                return Err(PositionError::TooManyPieces {
                    side,
                    count,
                    max: setup.size,
                });
            }
        }
        let pos = Position {
            rules,
            pieces,
            dalled,
            turn: setup.turn,
        };
        if Side::ALL.iter().all(|&s| pos.has_lost(s)) {
            return Err(PositionError::BothLost);
        }
        Ok(pos)
    }

    /// The unchecked setup of this position.
    #[must_use]
    pub fn to_setup(&self) -> Setup {
        let mut s = Setup::empty(self.rules.size(), self.turn);
        for hole in Hole::all(self.rules.size()) {
            s.set(hole, self.piece_at(hole));
        }
        s
    }

    /// The rules this position is played under.
    #[must_use]
    pub const fn rules(&self) -> Rules {
        self.rules
    }

    /// Holes per outer row, `N`.
    #[must_use]
    pub const fn size(&self) -> u8 {
        self.rules.size()
    }

    /// The side to throw.
    #[must_use]
    pub const fn turn(&self) -> Side {
        self.turn
    }

    /// The same pieces with `side` to throw.
    #[must_use]
    pub const fn with_turn(mut self, side: Side) -> Position {
        self.turn = side;
        self
    }

    /// A compact key of pieces and turn (rules not included).
    #[must_use]
    pub const fn key(&self) -> PositionKey {
        (self.pieces[0], self.pieces[1], self.dalled, self.turn)
    }

    /// The piece on `hole`, if any.
    #[must_use]
    pub fn piece_at(&self, hole: Hole) -> Option<Piece> {
        let bit = hole.bit();
        let dalled = self.dalled & bit != 0;
        Side::ALL
            .into_iter()
            .find(|s| self.pieces[s.index()] & bit != 0)
            .map(|side| Piece { side, dalled })
    }

    /// Bitboard of `side`'s pieces (bit = [`Hole::index`]).
    #[must_use]
    pub const fn bitboard(&self, side: Side) -> u64 {
        self.pieces[side.index()]
    }

    /// Bitboard of all dalled pieces.
    #[must_use]
    pub const fn dalled_bitboard(&self) -> u64 {
        self.dalled
    }

    /// The holes holding `side`'s pieces, in hole order.
    pub fn holes(&self, side: Side) -> impl Iterator<Item = Hole> {
        Bits(self.pieces[side.index()]).filter_map(Hole::from_index)
    }

    /// Number of pieces `side` has left.
    #[must_use]
    pub const fn count(&self, side: Side) -> u32 {
        self.pieces[side.index()].count_ones()
    }

    /// Number of undalled pieces `side` has left.
    #[must_use]
    pub const fn undalled_count(&self, side: Side) -> u32 {
        (self.pieces[side.index()] & !self.dalled).count_ones()
    }

    /// Whether `side` has lost: no pieces (standard), or at most one piece
    /// under *last piece loses*.
    #[must_use]
    pub const fn has_lost(&self, side: Side) -> bool {
        let limit = if self.rules.variants.last_piece_loses {
            1
        } else {
            0
        };
        self.count(side) <= limit
    }

    /// The outcome if the game is over.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        Side::ALL
            .into_iter()
            .find(|&s| self.has_lost(s))
            .map(|loser| Outcome::normal(loser.other()))
    }

    /// Whether the game is over.
    #[must_use]
    pub fn is_game_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// Track distance from `from` forward to `to` along `side`'s track, or
    /// `None` if a piece of `side` on `from` can never reach `to` (it lies
    /// behind it in the home row, or in the home row after leaving it).
    #[must_use]
    pub fn track_distance(&self, side: Side, from: Hole, to: Hole) -> Option<usize> {
        geometry(self.size()).distance(side, from, to)
    }

    /// The hole `steps` holes (1..=8) ahead of `from` on `side`'s track.
    #[must_use]
    pub fn ahead(&self, side: Side, from: Hole, steps: usize) -> Option<Hole> {
        if !(1..=crate::board::MAX_STEP).contains(&steps) {
            return None;
        }
        Hole::from_index(geometry(self.size()).dest[side.index()][from.index()][steps] as usize)
    }

    /// Every hole a move by the side to move passes, in order, ending with
    /// its `to` (one hole per step: a die of 3 passes three holes). For
    /// drawing a piece travelling along its track.
    #[must_use]
    pub fn path(&self, m: &Move) -> Vec<Hole> {
        (1..=usize::from(m.distance()))
            .filter_map(|steps| self.ahead(self.turn, m.from, steps))
            .collect()
    }

    /// Every legal play of `throw` for the side to move, each ordering of
    /// two moves listed separately. Empty only when the game is over;
    /// a throw that cannot be used gives the one lost play.
    ///
    /// Rules applied (rules reference, "A throw, and how both dice are
    /// used"): both dice must be used if any way exists (two moves of two
    /// different pieces in either order, or one summed move); a single move
    /// that wins the game counts as a complete use; otherwise one die (either
    /// one) must be used; otherwise the throw is lost.
    #[must_use]
    pub fn legal_plays(&self, throw: Throw) -> Vec<Play> {
        let mut out = Vec::new();
        self.legal_plays_into(throw, &mut out);
        out
    }

    /// Like [`Position::legal_plays`], reusing `out` (which is cleared).
    pub fn legal_plays_into(&self, throw: Throw, out: &mut Vec<Play>) {
        out.clear();
        if self.is_game_over() {
            return;
        }
        let g = geometry(self.size());
        let [x, y] = throw.dice();
        // Both dice used: two single moves (first die either way round).
        let firsts: &[(Die, Die)] = if x == y { &[(x, y)] } else { &[(x, y), (y, x)] };
        for &(d1, d2) in firsts {
            self.single_moves(g, d1, |m1| {
                let mut after = *self;
                after.apply(&m1);
                if after.has_lost(self.turn.other()) {
                    out.push(Play {
                        throw,
                        moves: [Some(m1), None],
                    });
                    return;
                }
                after.single_moves(g, d2, |m2| {
                    if m2.from != m1.to {
                        out.push(Play {
                            throw,
                            moves: [Some(m1), Some(m2)],
                        });
                    }
                });
            });
        }
        self.summed_moves(g, throw, |m| {
            out.push(Play {
                throw,
                moves: [Some(m), None],
            });
        });
        if !out.is_empty() {
            return;
        }
        // Only one die can be used: either one.
        for &(d1, _) in firsts {
            self.single_moves(g, d1, |m| {
                out.push(Play {
                    throw,
                    moves: [Some(m), None],
                });
            });
        }
        if out.is_empty() {
            out.push(Play::lost(throw));
        }
    }

    /// Legal plays of `throw` with duplicates by resulting position removed,
    /// paired with that position; in the order first found.
    #[must_use]
    pub fn distinct_plays(&self, throw: Throw) -> Vec<(Play, Position)> {
        let mut seen = std::collections::HashSet::new();
        self.legal_plays(throw)
            .into_iter()
            .filter_map(|p| {
                let after = self.play_unchecked(&p);
                seen.insert(after.key()).then_some((p, after))
            })
            .collect()
    }

    /// The one play left to make, if there is nothing to choose: every
    /// legal play of `throw` that begins with the moves `taken` (made
    /// already, from this position) leads to the same position. Then the
    /// first such play (in the order of [`Position::legal_plays`]); `None`
    /// when two of them lead to different positions, when none begins
    /// with `taken`, or when the game is over. A lost throw is its one
    /// (empty) play.
    #[must_use]
    pub fn forced_play(&self, throw: Throw, taken: &[Move]) -> Option<Play> {
        let mut only: Option<(Play, PositionKey)> = None;
        for play in self.legal_plays(throw) {
            if !play.starts_with(taken) {
                continue;
            }
            let after = self.play_unchecked(&play).key();
            match &only {
                None => only = Some((play, after)),
                Some((_, key)) if *key == after => {}
                Some(_) => return None,
            }
        }
        only.map(|(play, _)| play)
    }

    /// The legal next moves for a player choosing move by move: given the
    /// `throw` and the moves already made this throw (`taken`, from this
    /// position), the moves that can still be completed into a legal play.
    /// Empty when `taken` is already a complete play or is not the start of
    /// any legal play.
    #[must_use]
    pub fn legal_next_moves(&self, throw: Throw, taken: &[Move]) -> Vec<Move> {
        let mut next: Vec<Move> = Vec::new();
        for m in self
            .legal_plays(throw)
            .iter()
            .filter_map(|p| p.move_after(taken))
        {
            if !next.contains(m) {
                next.push(*m);
            }
        }
        next
    }

    /// Whether `taken` (from this position, with `throw`) is a complete
    /// legal play.
    #[must_use]
    pub fn is_complete_play(&self, throw: Throw, taken: &[Move]) -> bool {
        is_complete_of(&self.legal_plays(throw), taken)
    }

    /// Plays `play` after checking that it is legal.
    ///
    /// # Errors
    /// [`PlayError::GameOver`] if the game has ended, [`PlayError::Illegal`]
    /// if `play` is not one of [`Position::legal_plays`] for its throw. The
    /// position itself is untouched either way.
    pub fn play(&self, play: &Play) -> Result<Position, PlayError> {
        if let Some(o) = self.outcome() {
            return Err(PlayError::GameOver(o));
        }
        if self.legal_plays(play.throw).contains(play) {
            Ok(self.play_unchecked(play))
        } else {
            Err(PlayError::Illegal(format!(
                "not a legal use of the throw {} for side {}",
                play.throw, self.turn
            )))
        }
    }

    /// Plays `play` without checking it (for trusted callers such as the AI).
    /// The turn passes to the other side unless the throw was 1+1 (extra
    /// throw) and the game is not over.
    #[must_use]
    pub fn play_unchecked(&self, play: &Play) -> Position {
        let mut after = *self;
        for m in play.moves() {
            after.apply(m);
        }
        if !play.throw.is_dal_dal() || after.is_game_over() {
            after.turn = self.turn.other();
        }
        after
    }

    /// The position after one move, same side still to move (no turn
    /// change). For user interfaces showing a play move by move.
    #[must_use]
    pub fn after_move(&self, m: &Move) -> Position {
        let mut after = *self;
        after.apply(m);
        after
    }

    fn apply(&mut self, m: &Move) {
        let own = self.turn.index();
        let enemy = self.turn.other().index();
        let (from, to) = (m.from.bit(), m.to.bit());
        self.pieces[own] = (self.pieces[own] & !from) | to;
        self.dalled = (self.dalled & !from) | to;
        if m.capture {
            self.pieces[enemy] &= !to;
        }
        if m.via_capture {
            if let Some(via) = m.via {
                self.pieces[enemy] &= !via.bit();
                self.dalled &= !via.bit();
            }
        }
    }

    /// Whether some legal play of `throw` captures the enemy piece on
    /// `target` (on a move's final hole, or on its stop with *capture at both
    /// stops*). Same answer as searching [`Position::legal_plays`], but stops
    /// at the first capture found; `scratch` is reused for the fallback.
    pub(crate) fn can_capture(&self, throw: Throw, target: Hole, scratch: &mut Vec<Play>) -> bool {
        if self.is_game_over() || self.pieces[self.turn.other().index()] & target.bit() == 0 {
            return false;
        }
        let g = geometry(self.size());
        let takes =
            |m: &Move| (m.capture && m.to == target) || (m.via_capture && m.via == Some(target));
        let mut found = false;
        self.summed_moves(g, throw, |m| found |= takes(&m));
        if found {
            return true;
        }
        let [x, y] = throw.dice();
        let firsts: &[(Die, Die)] = if x == y { &[(x, y)] } else { &[(x, y), (y, x)] };
        // Whether any play uses both dice (or wins with the first).
        let mut complete = false;
        for &(d1, d2) in firsts {
            self.single_moves(g, d1, |m1| {
                if found {
                    return;
                }
                let mut after = *self;
                after.apply(&m1);
                if after.has_lost(self.turn.other()) {
                    complete = true;
                    found |= takes(&m1);
                    return;
                }
                let first_takes = takes(&m1);
                after.single_moves(g, d2, |m2| {
                    if m2.from != m1.to {
                        complete = true;
                        found |= first_takes || takes(&m2);
                    }
                });
            });
            if found {
                return true;
            }
        }
        if complete {
            return false;
        }
        let mut summed = false;
        self.summed_moves(g, throw, |_| summed = true);
        if summed {
            return false;
        }
        // Only one die can be used: any single capture is a legal play.
        self.legal_plays_into(throw, scratch);
        scratch.iter().any(|p| p.moves().any(&takes))
    }

    /// Bit of the stern-most undalled piece of the side to move (0 if none).
    fn stern_most_undalled(&self) -> u64 {
        let undalled = self.pieces[self.turn.index()] & !self.dalled;
        if undalled == 0 {
            0
        } else {
            1 << (63 - undalled.leading_zeros())
        }
    }

    /// Whether the undalled piece on `bit` may be dalled now.
    fn may_dal(&self, bit: u64) -> bool {
        !self.rules.variants.stern_most_dal || bit == self.stern_most_undalled()
    }

    /// Calls `f` with every legal single move using `die`.
    fn single_moves(&self, g: &Geometry, die: Die, mut f: impl FnMut(Move)) {
        let s = self.turn.index();
        let own = self.pieces[s];
        let enemy = self.pieces[1 - s];
        let k = die.value() as usize;
        // Undalled pieces move only by being dalled with a 1.
        let movers = if die.is_dal() { own } else { own & self.dalled };
        for i in Bits(movers) {
            let bit = 1u64 << i;
            let dal = self.dalled & bit == 0;
            if dal && !self.may_dal(bit) {
                continue;
            }
            if g.path[s][i][k] & own != 0 {
                continue;
            }
            let to = g.dest[s][i][k];
            f(Move {
                from: Hole::at(i),
                to: Hole::at(to as usize),
                first: die,
                second: None,
                via: None,
                dal,
                capture: enemy & (1 << to) != 0,
                via_capture: false,
            });
        }
    }

    /// Calls `f` with every legal summed move of `throw`.
    fn summed_moves(&self, g: &Geometry, throw: Throw, mut f: impl FnMut(Move)) {
        let s = self.turn.index();
        let own = self.pieces[s];
        let enemy = self.pieces[1 - s];
        let [x, y] = throw.dice();
        let both_stops = self.rules.variants.capture_both_stops;
        let loss_limit = if self.rules.variants.last_piece_loses {
            1
        } else {
            0
        };
        let movers = if x.is_dal() || y.is_dal() {
            own
        } else {
            own & self.dalled
        };
        for i in Bits(movers) {
            let bit = 1u64 << i;
            let dal = self.dalled & bit == 0;
            let orders: &[(Die, Die)] = if dal {
                match (x.is_dal(), y.is_dal()) {
                    (true, _) => &[(x, y)],
                    (false, true) => &[(y, x)],
                    (false, false) => &[],
                }
            } else if x != y && both_stops {
                &[(x, y), (y, x)]
            } else {
                &[(x, y)]
            };
            if dal && !self.may_dal(bit) {
                continue;
            }
            let k = x.value() as usize + y.value() as usize;
            if g.path[s][i][k] & own != 0 {
                continue;
            }
            let to = g.dest[s][i][k];
            for &(first, second) in orders {
                let via = g.dest[s][i][first.value() as usize];
                let via_capture = both_stops && enemy & (1 << via) != 0;
                if via_capture && (enemy.count_ones() - 1) <= loss_limit {
                    // The capture on `via` ends the game, voiding the rest of
                    // the move: that is the single move of `first`, already
                    // listed as a complete (winning) play.
                    continue;
                }
                f(Move {
                    from: Hole::at(i),
                    to: Hole::at(to as usize),
                    first,
                    second: Some(second),
                    via: Some(Hole::at(via as usize)),
                    dal,
                    capture: enemy & (1 << to) != 0,
                    via_capture,
                });
            }
        }
    }
}

/// Position notation, see [`crate::dpn`].
impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.to_setup(), f)
    }
}

/// [`Position::is_complete_play`] of a throw whose legal plays are `plays`.
pub(crate) fn is_complete_of(plays: &[Play], taken: &[Move]) -> bool {
    plays
        .iter()
        .any(|p| p.len() == taken.len() && p.moves().zip(taken).all(|(a, b)| a == b))
}
